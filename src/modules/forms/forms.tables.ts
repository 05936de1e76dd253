import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { storedFiles } from '../files/files.tables.js';
import { properties } from '../properties/properties.tables.js';

export const formTemplates = pgTable(
  'form_templates',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    currentVersion: integer('current_version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** True: the template is offered at every property; false: only at those in form_template_properties. */
    allProperties: boolean('all_properties').notNull().default(true),
    /** The catalogue entry it was imported from; importing the same entry again finds it. */
    catalogKey: text('catalog_key'),
    /** Client uuid of the creating request (optional), with the same idempotency rule as tasks. */
    uuid: uuid('uuid'),
    createFingerprint: text('create_fingerprint'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('form_templates_tenant_catalog_key').on(t.tenantId, t.catalogKey),
    unique('form_templates_tenant_uuid_key').on(t.tenantId, t.uuid),
    index('form_templates_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

/** The properties a template is limited to when it is not offered at all of them. */
export const formTemplateProperties = pgTable(
  'form_template_properties',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId, t.propertyId] }),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [formTemplates.tenantId, formTemplates.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Each change of a template's fields is a new version; responses keep the version they were filled with. */
export const formTemplateVersions = pgTable(
  'form_template_versions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    /** [{ id, type, label, required, options? }] */
    fields: jsonb('fields').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId, t.version] }),
    foreignKey({ columns: [t.tenantId, t.templateId], foreignColumns: [formTemplates.tenantId, formTemplates.id] }),
  ],
);

export const formResponseStatuses = ['draft', 'submitted'] as const;

export const formResponses = pgTable(
  'form_responses',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    templateVersion: integer('template_version').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: formResponseStatuses }).notNull().default('draft'),
    /** { [fieldId]: value } */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'{}'::jsonb`),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    submittedByAccountId: bigint('submitted_by_account_id', { mode: 'number' }),
    /** Client uuid from the field app: the same draft saved or submitted again stays one response. */
    uuid: uuid('uuid'),
    /** Who started it in the field app; only they see and change it while it is a draft. */
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    /**
     * Position in the tenant's change feed of form responses, drawn from change_counters
     * in the writing transaction; the counter's row lock makes it follow commit order.
     */
    changeSeq: bigint('change_seq', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('form_responses_tenant_change_seq_key').on(t.tenantId, t.changeSeq),
    unique('form_responses_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({
      columns: [t.tenantId, t.templateId, t.templateVersion],
      foreignColumns: [formTemplateVersions.tenantId, formTemplateVersions.templateId, formTemplateVersions.version],
    }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('form_responses_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
  ],
);

export const formResponsePhotos = pgTable(
  'form_response_photos',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    responseId: bigint('response_id', { mode: 'number' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    fieldId: text('field_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.responseId, t.fileId] }),
    foreignKey({ columns: [t.tenantId, t.responseId], foreignColumns: [formResponses.tenantId, formResponses.id] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
  ],
);

export { changeCounters } from '../../platform/events/sequence.js';
