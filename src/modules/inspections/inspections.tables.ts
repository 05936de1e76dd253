import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
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
import { accounts } from '../accounts/accounts.tables.js';
import { storedFiles } from '../files/files.tables.js';
import { properties } from '../properties/properties.tables.js';
import { planAreas } from '../service-plans/service-plans.tables.js';
import { tasks } from '../tasks/tasks.tables.js';
import type { Criterion, Scale } from './inspection-score.js';

// Quality inspections (docs/inspections.md): templates with immutable versions (scale,
// criteria, weights, threshold, sampling rule), inspections of a property on a date with a
// seeded sample of its service-plan areas, and one rating per sampled area and criterion.

/** An inspection template; its content lives in immutable versions. */
export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('inspection_templates_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

/** Each change of a template is a new version; an inspection keeps the version it started with. */
export const inspectionTemplateVersions = pgTable(
  'inspection_template_versions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    scale: jsonb('scale').$type<Scale>().notNull(),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
    /** { [areaType]: weight }; a type not listed weighs 1. */
    areaTypeWeights: jsonb('area_type_weights')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    thresholdPercent: doublePrecision('threshold_percent').notNull(),
    samplePercent: doublePrecision('sample_percent').notNull().default(10),
    sampleMinimum: integer('sample_minimum').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId, t.version] }),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [inspectionTemplates.tenantId, inspectionTemplates.id],
    }),
  ],
);

export const inspectionStatuses = ['draft', 'completed'] as const;

/** One sampled area as it was when the inspection started (name and type kept for the report). */
export interface SampledArea {
  areaId: number;
  name: string;
  areaType: string;
}

export const inspections = pgTable(
  'inspections',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    templateVersion: integer('template_version').notNull(),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    /** The sampling seed, shown on the report so the sample can be drawn again. */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    sample: jsonb('sample').$type<SampledArea[]>().notNull(),
    status: text('status', { enum: inspectionStatuses }).notNull().default('draft'),
    inspectorAccountId: bigint('inspector_account_id', { mode: 'number' }).notNull(),
    clientRepresentativeName: text('client_representative_name'),
    clientSignatureFileId: bigint('client_signature_file_id', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    /** Overall score in percent at full precision, stored on completion. */
    scorePercent: doublePrecision('score_percent'),
    passed: boolean('passed'),
    /** The inspection whose defects this one inspects again. */
    reinspectionOf: bigint('reinspection_of', { mode: 'number' }),
    /** The starting client's id (the field app's outbox entry): a replay answers this inspection. */
    uuid: uuid('uuid'),
    /** SHA-256 of the start request's payload: a replay with the same uuid must match it. */
    startFingerprint: text('start_fingerprint'),
    /** Optimistic-concurrency version, raised by every change. */
    version: integer('version').notNull().default(1),
    /**
     * Position in the tenant's change feed of inspections, drawn from change_counters in the
     * writing transaction; the counter's row lock makes it follow commit order.
     */
    changeSeq: bigint('change_seq', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('inspections_tenant_change_seq_key').on(t.tenantId, t.changeSeq),
    unique('inspections_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({
      columns: [t.tenantId, t.templateId, t.templateVersion],
      foreignColumns: [
        inspectionTemplateVersions.tenantId,
        inspectionTemplateVersions.templateId,
        inspectionTemplateVersions.version,
      ],
    }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({ columns: [t.tenantId, t.inspectorAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientSignatureFileId],
      foreignColumns: [storedFiles.tenantId, storedFiles.id],
    }),
    foreignKey({ columns: [t.tenantId, t.reinspectionOf], foreignColumns: [t.tenantId, t.id] }),
    index('inspections_tenant_property_date_idx').on(t.tenantId, t.propertyId, t.inspectionDate),
  ],
);

/** The rating of one criterion in one sampled area. */
export const inspectionRatings = pgTable(
  'inspection_ratings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    inspectionId: bigint('inspection_id', { mode: 'number' }).notNull(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
    criterionId: text('criterion_id').notNull(),
    /** The scale step value picked; null: not applicable. */
    step: text('step'),
    note: text('note'),
    photoFileIds: bigint('photo_file_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    defect: boolean('defect').notNull().default(false),
    /** The follow-up task made from this defect. */
    taskId: bigint('task_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.inspectionId, t.areaId, t.criterionId] }),
    foreignKey({
      columns: [t.tenantId, t.inspectionId],
      foreignColumns: [inspections.tenantId, inspections.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.areaId], foreignColumns: [planAreas.tenantId, planAreas.id] }),
    foreignKey({ columns: [t.tenantId, t.taskId], foreignColumns: [tasks.tenantId, tasks.id] }),
  ],
);
