import { type Static, Type } from '@sinclair/typebox';

export const FileIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);

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
