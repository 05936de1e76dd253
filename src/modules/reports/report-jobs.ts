// The reports' jobs: generating one report (queued when it is asked for) and the nightly
// purge of reports older than 90 days. Each generation is one job keyed by the report, so
// it runs exactly once however many workers there are; the report becomes `ready` in the
// transaction that finishes the job.
import { and, eq } from 'drizzle-orm';
import { defineJobKind, PermanentJobError } from '../../platform/jobs/kinds.js';
import { defineNightlyFilePurge } from '../../platform/jobs/schedule.js';
import type { ReportBranding } from '../branding/branding.js';
import { ReportSubjectMissing } from './report-data.js';
import { generatedReports } from './reports.tables.js';
import {
  purgeExpiredReports,
  renderReport,
  reportFileKey,
  reportRow,
  tenantReportSettings,
} from './reports.service.js';
import { GENERATE_REPORT } from './report-job-spec.js';

export const generateReportJob = defineJobKind({
  ...GENERATE_REPORT,
  handler: async (payload, ctx) => {
    const tenantId = ctx.job.tenantId;
    if (tenantId === null) throw new PermanentJobError('A report job names no tenant.');
    const { files, pdf } = ctx.ports;
    if (files === undefined || pdf === undefined) throw new Error('This worker has no file store or PDF renderer.');
    const db = ctx.database.db;
    const row = await reportRow(db, tenantId, payload.report_id);
    // Gone (purged) or finished already: nothing left to do.
    if (row?.status !== 'pending') return;
    const settings = await tenantReportSettings(db, tenantId);
    const started = Date.now();
    let rendered;
    try {
      rendered = await renderReport(db, files, pdf, {
        tenantId,
        kind: row.kind,
        subjectId: row.subjectId,
        period: row.periodFrom !== null && row.periodTo !== null ? { from: row.periodFrom, to: row.periodTo } : null,
        branding: row.branding as ReportBranding,
        language: row.language,
        timeZone: settings.timeZone,
        generatedAt: row.createdAt,
      });
    } catch (error) {
      if (error instanceof ReportSubjectMissing) throw new PermanentJobError(error.message);
      throw error;
    }
    const key = reportFileKey(tenantId, row.id);
    const byteSize = await files.putStream(key, chunksOf(rendered.bytes));
    await ctx.completeInTransaction(async (tx) => {
      await tx
        .update(generatedReports)
        .set({
          status: 'ready',
          fileKey: key,
          byteSize,
          pageCount: rendered.pageCount,
          finishedAt: new Date(ctx.clock()),
          error: null,
        })
        .where(
          and(
            eq(generatedReports.tenantId, tenantId),
            eq(generatedReports.id, row.id),
            eq(generatedReports.status, 'pending'),
          ),
        );
    });
    ctx.log.info(
      { report: row.id, kind: row.kind, pages: rendered.pageCount, bytes: byteSize, ms: Date.now() - started },
      'report generated',
    );
  },
  onFailed: async (payload, ctx) => {
    const tenantId = ctx.job.tenantId;
    if (tenantId === null) return;
    // The subject's absence is worth telling; anything else stays in the log, not the record.
    const reason = /does not exist \(any more\)/.test(ctx.error)
      ? ctx.error.replace(/^\w+: /, '')
      : 'The PDF could not be generated. Try again; if it fails again, tell your administrator.';
    await ctx.tx
      .update(generatedReports)
      .set({ status: 'failed', error: reason, finishedAt: new Date(ctx.clock()) })
      .where(
        and(
          eq(generatedReports.tenantId, tenantId),
          eq(generatedReports.id, payload.report_id),
          eq(generatedReports.status, 'pending'),
        ),
      );
  },
});

/** The PDF in pieces of 256 KiB, so a store that streams (PostgreSQL) writes it in chunks. */
async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const piece = 256 * 1024;
  for (let offset = 0; offset < bytes.byteLength; offset += piece) yield bytes.subarray(offset, offset + piece);
}

/** Every night: reports older than 90 days lose their file and their record. */
export const purgeReports = defineNightlyFilePurge({
  name: 'reports.purge',
  cron: '17 4 * * *',
  what: 'reports',
  purge: purgeExpiredReports,
});
