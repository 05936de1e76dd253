// What the report suites share: the app with a job runner for reports.generate (and the
// nightly purge) rendering through a real worker-thread pool, the organisation's language
// and zone, and a place for the PDFs a person may want to look at.
import { and, eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { clients } from '../../src/modules/clients/clients.tables.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import { generateReportJob, purgeReports } from '../../src/modules/reports/report-jobs.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { type Backend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { Organisation } from '../portal/organisation.js';

export interface ReportApp {
  t: TestApp;
  runner: JobRunner;
  pdf: WorkerPoolPdfRenderer;
  close(): Promise<void>;
}

export async function startReportApp(backend: Backend): Promise<ReportApp> {
  const t = await startTestApp(backend, { runsJobs: true });
  const pdf = new WorkerPoolPdfRenderer({ size: 2 });
  const runner = new JobRunner({
    database: t.database,
    kinds: [generateReportJob],
    schedules: [purgeReports],
    ports: { mailer: new OutboxMailer(), files: t.fileStore, pdf },
    log: pino({ level: 'silent' }),
    clock: t.clock,
  });
  return {
    t,
    runner,
    pdf,
    close: async () => {
      await pdf.close();
      await t.close();
    },
  };
}

/** The organisation's language, in Berlin. */
export async function setOrganisationLanguage(t: TestApp, tenantId: number, language: 'de' | 'en'): Promise<void> {
  await t.database.db.update(tenants).set({ language, timezone: 'Europe/Berlin' }).where(eq(tenants.id, tenantId));
}

/** Keeps a PDF in test-results/reports for a person to look at; returns its path. */
export function savePdf(name: string, bytes: Uint8Array): string {
  const dir = path.resolve('test-results', 'reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** Lindenhof (Lindenstraße 4, 50674 Köln), a property of the client Hausverwaltung Rhein GmbH. */
export async function propertyWithClient(
  t: TestApp,
  org: Organisation,
): Promise<{ propertyId: number; clientId: number }> {
  const propertyId = await org.property({
    name: 'Lindenhof',
    address: { street: 'Lindenstraße 4', postal_code: '50674', city: 'Köln' },
  });
  const [client] = await t.database.db
    .insert(clients)
    .values({ tenantId: org.tenantId, name: 'Hausverwaltung Rhein GmbH' })
    .returning({ id: clients.id });
  if (!client) throw new Error('no client');
  await t.database.db
    .update(properties)
    .set({ clientId: client.id })
    .where(and(eq(properties.tenantId, org.tenantId), eq(properties.id, propertyId)));
  return { propertyId, clientId: client.id };
}
