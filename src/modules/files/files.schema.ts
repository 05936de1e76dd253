import { type Static, Type } from '@sinclair/typebox';
import { Id } from '../shared/ids.js';

export const FileIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** A stored photo as the uploader gets it back: the JPEG and its thumbnail by URL. */
export const UploadedPhotoSchema = Type.Object(
  {
    id: Type.Integer(),
    content_type: Type.Literal('image/jpeg'),
    byte_size: Type.Integer(),
    width: Type.Integer(),
    height: Type.Integer(),
    url: Type.String({ description: '/portal/api/files/<id>: the photo, at most 1,600 px on its longest side.' }),
    thumbnail_url: Type.String({ description: '/portal/api/files/<id>/thumbnail: at most 400 px.' }),
  },
  { additionalProperties: false },
);
export type UploadedPhotoDto = Static<typeof UploadedPhotoSchema>;
