import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { accounts } from '../accounts/accounts.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

export const workflowTriggers = ['form_response_submitted', 'incident_created', 'task_overdue'] as const;
export type WorkflowTrigger = (typeof workflowTriggers)[number];

/**
 * "When <trigger> and <conditions>, do <actions>". Stored and validated now; they fire on
 * events from the portal and the field app, never on API writes (spec §6).
 */
export const workflowRules = pgTable(
  'workflow_rules',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid'),
    createFingerprint: text('create_fingerprint'),
    name: text('name').notNull(),
    description: text('description'),
    trigger: text('trigger', { enum: workflowTriggers }).notNull(),
    /** { property_ids?, template_id?, answer? } as the API shows them. */
    conditions: jsonb('conditions')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** [{ type, ... }] as the API shows them. */
    actions: jsonb('actions').notNull(),
    active: boolean('active').notNull().default(true),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('workflow_rules_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.createdByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('workflow_rules_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);
