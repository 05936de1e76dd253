import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { Id } from '../shared/ids.js';

const Instant = Type.String({ format: 'date-time' });

export const NoticeSchema = named(
  'PortalNotice',
  Type.Object(
    {
      id: Type.Integer(),
      kind: Type.String(),
      title: Type.String(),
      body: Type.String(),
      /** What it concerns, e.g. `{ report_schedule_id, report_sending_id }`. */
      subject: Type.Record(Type.String(), Type.Integer()),
      created_at: Instant,
      read_at: Type.Union([Instant, Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type NoticeDto = Static<typeof NoticeSchema>;

export const NoticeListQuery = Type.Object(
  {
    unread: Type.Optional(Type.Boolean({ description: 'Only the unread ones.' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const NoticeIdParams = Type.Object({ id: Id }, { additionalProperties: false });
