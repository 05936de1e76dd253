import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every tenant-owned table carries tenant_id, leads its primary key with it and
// references other tenant-owned rows through (tenant_id, id) pairs, so a row can
// never point into another tenant and the schema can be distributed by tenant.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

export const tenants = pgTable('tenants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  plan: text('plan', { enum: ['BASIC', 'STANDARD', 'PREMIUM'] }).notNull(),
  licenceValidUntil: date('licence_valid_until', { mode: 'string' }).notNull(),
  timezone: text('timezone').notNull(),
  modules: text('modules')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  seatLimit: integer('seat_limit').notNull(),
  ...timestamps,
});

export const accounts = pgTable(
  'accounts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    allProperties: boolean('all_properties').notNull().default(true),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url); null until the person sets a password. */
    passwordHash: text('password_hash'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('accounts_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    // Sign-in knows only the e-mail address, not yet the tenant.
    index('accounts_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    externalId: text('external_id'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    notes: text('notes'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('properties_tenant_external_id_key').on(t.tenantId, t.externalId),
    index('properties_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

/** The properties an account may see when it is not granted all of them. */
export const accountProperties = pgTable(
  'account_properties',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId, t.propertyId] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const taskStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;
/** Where a task or an incident was made; those a workflow rule made never trigger a rule. */
export const recordOrigins = ['api', 'portal', 'field', 'rule', 'operator'] as const;
export type RecordOrigin = (typeof recordOrigins)[number];
export type TaskStatus = (typeof taskStatuses)[number];

export const tasks = pgTable(
  'tasks',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: taskStatuses }).notNull().default('open'),
    /** SHA-256 of the creating request's payload: a replay with the same uuid must match it. */
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    origin: text('origin', { enum: recordOrigins }).notNull().default('api'),
    /** The due date for which `task.overdue` was recorded: once per task and due date. */
    overdueRecordedFor: date('overdue_recorded_for', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('tasks_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('tasks_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('tasks_tenant_due_idx').on(t.tenantId, t.dueDate),
    index('tasks_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    // What the overdue scan looks at: unfinished tasks whose due date has no event yet.
    index('tasks_overdue_pending_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('open', 'in_progress') and ${t.overdueRecordedFor} is distinct from ${t.dueDate}`),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the raw key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    displayPrefix: text('display_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    /** Who created or revoked the key in the portal; null for keys made by the operator CLI. */
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    revokedByAccountId: bigint('revoked_by_account_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('api_keys_tenant_hash_key').on(t.tenantId, t.keyHash),
    // Authentication finds a key by its hash before it knows the tenant.
    index('api_keys_hash_idx').on(t.keyHash),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);

export const incidentSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const incidentStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;

/** Defect reports on a property. */
export const incidents = pgTable(
  'incidents',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity', { enum: incidentSeverities }).notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }),
    status: text('status', { enum: incidentStatuses }).notNull().default('open'),
    reportedByAccountId: bigint('reported_by_account_id', { mode: 'number' }),
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    origin: text('origin', { enum: recordOrigins }).notNull().default('api'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('incidents_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('incidents_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
  ],
);

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
    foreignKey({
      columns: [t.tenantId, t.templateId, t.templateVersion],
      foreignColumns: [formTemplateVersions.tenantId, formTemplateVersions.templateId, formTemplateVersions.version],
    }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('form_responses_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
  ],
);

/** Uploaded files (photos); the bytes live in the file store under storage_key. */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    uploadedByAccountId: bigint('uploaded_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('stored_files_tenant_key').on(t.tenantId, t.storageKey)],
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

/**
 * Per-tenant counters for change feeds. Taking the next value locks the row until the
 * transaction ends, so values become visible in the order they were drawn: a poller that
 * has seen value n can never later find a smaller one appear.
 */
export const changeCounters = pgTable(
  'change_counters',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    stream: text('stream').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stream] })],
);

/** Installation-wide secrets (e.g. the key that signs file links), shared by all instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * Portal sign-in sessions. The cookie holds a random token; only its SHA-256 is stored.
 * Every request reads the session together with its account, so deactivating the account
 * ends the session at once.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the session token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('portal_sessions_tenant_token_key').on(t.tenantId, t.tokenHash),
    // A request finds its session by the token's hash before it knows the tenant.
    index('portal_sessions_token_idx').on(t.tokenHash),
    index('portal_sessions_account_idx').on(t.tenantId, t.accountId),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** One-time links that let a person set their password. A new link replaces the account's previous one. */
export const accountInvites = pgTable(
  'account_invites',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    /** Set when a newer link replaced this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('account_invites_token_idx').on(t.tokenHash),
    index('account_invites_account_idx').on(t.tenantId, t.accountId),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Who did what to keys, roles and access, and when: the tenant's audit log. */
export const auditEvents = pgTable(
  'audit_events',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The acting account; null for the operator CLI. */
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    /** e.g. `api_key.created`, `account.role_changed`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    /** What changed, for display: names, before/after values. Never secrets. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  // Read newest first by id, which the primary key serves.
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

// --- Material module ---------------------------------------------------------------------

/**
 * Things the tenant stocks (cleaning agents, bin liners, spare bulbs). Quantities are whole
 * numbers of `unit`: a fine enough unit (ml, g, piece) covers every real case and keeps
 * every sum exact, in the database and in any client's arithmetic.
 */
export const materialItems = pgTable(
  'material_items',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unit: text('unit').notNull(),
    category: text('category'),
    minStock: bigint('min_stock', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('material_items_tenant_sku_key').on(t.tenantId, sql`lower(${t.sku})`),
    index('material_items_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    check('material_items_min_stock_check', sql`${t.minStock} >= 0`),
  ],
);

export const materialRequestStatuses = ['requested', 'approved', 'rejected', 'delivered'] as const;
export type MaterialRequestStatus = (typeof materialRequestStatuses)[number];

/** A property asks the warehouse for items; delivering it books the transfers. */
export const materialRequests = pgTable(
  'material_requests',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: materialRequestStatuses }).notNull().default('requested'),
    note: text('note'),
    requestedByAccountId: bigint('requested_by_account_id', { mode: 'number' }),
    decidedByAccountId: bigint('decided_by_account_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    deliveredByAccountId: bigint('delivered_by_account_id', { mode: 'number' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_requests_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({ columns: [t.tenantId, t.requestedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.decidedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.deliveredByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('material_requests_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_requests_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

export const materialRequestLines = pgTable(
  'material_request_lines',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.requestId, t.itemId] }),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [materialRequests.tenantId, materialRequests.id],
    }),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    check('material_request_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const materialMovementTypes = [
  'receipt',
  'transfer_to_property',
  'transfer_to_warehouse',
  'consumption',
  'correction',
] as const;
export type MaterialMovementType = (typeof materialMovementTypes)[number];
export const correctionDirections = ['increase', 'decrease'] as const;
export type CorrectionDirection = (typeof correctionDirections)[number];

/** The ledger: append-only; stock is its running sum per item and location. */
export const materialMovements = pgTable(
  'material_movements',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    type: text('type', { enum: materialMovementTypes }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** The property side of the movement; null when it touches the warehouse only. */
    propertyId: bigint('property_id', { mode: 'number' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Corrections only: whether the stock went up or down. */
    direction: text('direction', { enum: correctionDirections }),
    /** Corrections only: why the stock was wrong. */
    reason: text('reason'),
    note: text('note'),
    /** The request whose delivery booked this transfer. */
    requestId: bigint('request_id', { mode: 'number' }),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    createFingerprint: text('create_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_movements_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [materialRequests.tenantId, materialRequests.id],
    }),
    foreignKey({ columns: [t.tenantId, t.createdByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('material_movements_tenant_item_idx').on(t.tenantId, t.itemId, t.id),
    index('material_movements_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_movements_tenant_request_idx').on(t.tenantId, t.requestId),
    index('material_movements_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('material_movements_quantity_check', sql`${t.quantity} > 0`),
    // The shape each type must have, whatever writes the row.
    check(
      'material_movements_shape_check',
      sql`case ${t.type}
        when 'receipt' then ${t.propertyId} is null and ${t.direction} is null and ${t.reason} is null
        when 'correction' then ${t.direction} is not null and ${t.reason} is not null
        else ${t.propertyId} is not null and ${t.direction} is null and ${t.reason} is null
      end`,
    ),
  ],
);

/**
 * Stock per item and location, kept in the transaction of every movement: one row per
 * item for the warehouse (property_id null, made with the item) and one per item and
 * property once something went there. Movements change it with single-row conditional
 * updates, which lock the row, so concurrent movements queue instead of losing an update;
 * the CHECK is the last line of defence against going below zero.
 */
export const materialStock = pgTable(
  'material_stock',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_stock_property_key').on(t.tenantId, t.itemId, t.propertyId),
    uniqueIndex('material_stock_warehouse_key')
      .on(t.tenantId, t.itemId)
      .where(sql`${t.propertyId} is null`),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('material_stock_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_stock_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    check('material_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Custom roles of a tenant. The built-in roles live in code (src/auth/permissions.ts);
 * an account's `role` holds either a built-in key or the `key` of a row here.
 */
export const roles = pgTable(
  'roles',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    /** `role_<id>`: what accounts.role holds and what the API calls the role's id. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Names from the permission catalogue; names the catalogue no longer has grant nothing. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('roles_tenant_key_key').on(t.tenantId, t.key),
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    index('roles_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

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

// --- Platform: jobs and mail ---------------------------------------------------------------

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Work for the worker (src/platform/jobs). `key` names the occurrence (e.g.
 * `mail:<tenant>:<message>`, `schedule:<name>:<tenant>:<instant>`) and is unique across
 * tenants, so an occurrence is queued once however many processes try. A claim sets
 * `locked_by`/`locked_until` (the lease); `attempts` counts claims and fences late writes
 * of a worker whose lease was taken over. Platform jobs have no tenant.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** Due time: when it was asked for, or the next retry. */
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_tenant_idx').on(t.tenantId, t.id),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/**
 * Outgoing e-mail: every message a tenant's side sends, recorded before anything is handed
 * to SMTP. Without SMTP_URL this is the outbox admins read in the portal.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** What sent it, e.g. `mail.test`, `workflow.notify_email`. */
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mailRecipientStatuses = ['queued', 'sent', 'failed', 'held'] as const;
export type MailRecipientStatus = (typeof mailRecipientStatuses)[number];

/**
 * The mail log, one row per recipient: `queued` until the SMTP server takes it (`sent`,
 * with its Message-ID and reply) or refuses it for good (`failed`, with the reason);
 * `held` when no SMTP server is configured and the message stays in the outbox.
 */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: mailRecipientStatuses }).notNull().default('queued'),
    /** Handovers to SMTP so far (a crash after one may have delivered it). */
    attempts: integer('attempts').notNull().default(0),
    smtpMessageId: text('smtp_message_id'),
    smtpResponse: text('smtp_response'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.messageId, t.address] }),
    foreignKey({ columns: [t.tenantId, t.messageId], foreignColumns: [mailMessages.tenantId, mailMessages.id] }),
  ],
);
export * from '../platform/events/events.tables.js';
export * from '../modules/workflows/runs.tables.js';
