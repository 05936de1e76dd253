// The whole schema, for Drizzle (the client's relational types) and drizzle-kit (the
// migrations): every table is defined by the module that owns it, in its `*.tables.ts`.
// Nothing outside src/db imports this file; a module queries only its own tables and
// calls the owner's functions for the rest (eslint rule caretaker/module-tables).
//
// Every tenant-owned table carries tenant_id, leads its primary key with it and
// references other tenant-owned rows through (tenant_id, id) pairs, so a row can
// never point into another tenant and the schema can be distributed by tenant.

export * from './columns.js';
export * from '../modules/tenants/tenants.tables.js';
export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/clients/clients.tables.js';
export * from '../modules/branding/branding.tables.js';
export * from '../modules/properties/properties.tables.js';
export * from '../modules/access/access.tables.js';
export * from '../modules/service-plans/service-plans.tables.js';
export * from '../modules/tasks/tasks.tables.js';
export * from '../modules/api-keys/api-keys.tables.js';
export * from '../modules/incidents/incidents.tables.js';
export * from '../modules/files/files.tables.js';
export * from '../platform/file-store/file-store.tables.js';
export * from '../modules/forms/forms.tables.js';
export * from '../modules/credentials/credentials.tables.js';
export * from '../modules/audit/audit.tables.js';
export * from '../modules/material/material.tables.js';
export * from '../modules/roles/roles.tables.js';
export * from '../modules/workflows/workflow-rules.tables.js';
export * from '../modules/workflows/runs.tables.js';
export * from '../platform/jobs/jobs.tables.js';
export * from '../platform/mail/mail.tables.js';
export * from '../platform/events/events.tables.js';
export * from '../platform/idempotency/idempotency.tables.js';
export * from '../modules/working-time/working-time.tables.js';
export * from '../modules/reports/reports.tables.js';
export * from '../modules/patrols/patrols.tables.js';
export * from '../modules/report-schedules/report-schedules.tables.js';
export * from '../modules/notices/notices.tables.js';
export * from '../modules/webhooks/webhooks.tables.js';
export * from '../modules/alerts/alerts.tables.js';
export * from '../modules/inspections/inspections.tables.js';
