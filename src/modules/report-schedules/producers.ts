// What each kind of subscription sends: whether its period is empty (per kind: no rounds,
// incidents, responses or working-time entries) and the file itself, written straight to
// the file store. PDFs render in the renderer's worker threads, whose bounded queue keeps
// memory in check however many sendings are due at once; a full queue fails the attempt
// and the job retries later.
import type { FileStore } from '../../files/file-store.js';
import type { PdfRenderer } from '../../platform/pdf/renderer.js';
import type { ReportBranding } from '../branding/branding.js';
import { incidentsReportedIn } from '../incidents/incident-report-queries.js';
import { responsesSubmittedIn } from '../forms/form-report-queries.js';
import { loadFormReportData, loadIncidentReportData, ReportSubjectMissing } from '../reports/report-data.js';
import { formPeriodDocument, incidentPeriodDocument } from '../reports/report-document.js';
import type { ServiceDeps } from '../shared/context.js';
import { calendarDay } from '../shared/time.js';
import { anyShiftStartedIn } from '../working-time/entries.js';
import { workingTimesCsv } from '../working-time/export.service.js';
import type { Period } from './recurrence.js';
import type { ReportScheduleKind } from './report-schedules.schema.js';

/** Records one period report holds at most; the rest are counted on its first page (memory stays bounded). */
export const PERIOD_REPORT_MAX_ITEMS = 100;

export interface ProduceContext {
  deps: ServiceDeps;
  files: FileStore;
  pdf: PdfRenderer | undefined;
  tenantId: number;
  templateId: number | null;
  /** The subscription's properties, resolved now. */
  propertyIds: number[] | 'all';
  period: Period;
  periodLabel: string;
  scopeLabel: string;
  language: 'de' | 'en';
  /** The subscription's zone (dates in the document). */
  timeZone: string;
  /** The tenant's zone: working-time days are the tenant's calendar days. */
  tenantTimeZone: string;
  branding: ReportBranding;
  generatedAt: Date;
}

export interface ProducedFile {
  fileName: string;
  contentType: string;
  byteSize: number;
}

export interface ReportProducer {
  isEmpty(ctx: ProduceContext): Promise<boolean>;
  /** Writes the file under `key` in the store. */
  produce(ctx: ProduceContext, key: string): Promise<ProducedFile>;
}

/** Thrown for a kind that cannot be produced (yet); the sending fails with its message. */
export class ReportNotAvailable extends Error {
  override name = 'ReportNotAvailable';
}

const day = (instant: Date, zone: string) => calendarDay(instant.getTime(), zone);
const lastDay = (period: Period, zone: string) => calendarDay(period.to.getTime() - 1, zone);

function requirePdf(ctx: ProduceContext): PdfRenderer {
  if (ctx.pdf === undefined) throw new Error('This worker has no PDF renderer.');
  return ctx.pdf;
}

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const piece = 256 * 1024;
  for (let offset = 0; offset < bytes.byteLength; offset += piece) yield bytes.subarray(offset, offset + piece);
}

async function storePdf(ctx: ProduceContext, key: string, bytes: Uint8Array, base: string): Promise<ProducedFile> {
  const byteSize = await ctx.files.putStream(key, chunksOf(bytes));
  const from = day(ctx.period.from, ctx.timeZone);
  const to = lastDay(ctx.period, ctx.timeZone);
  return {
    fileName: `${base}-${from === to ? from : `${from}_${to}`}.pdf`,
    contentType: 'application/pdf',
    byteSize,
  };
}

/** Records that vanished between the query and loading them are left out, not fatal. */
async function loadAll<T>(ids: number[], load: (id: number) => Promise<T>): Promise<T[]> {
  const loaded: T[] = [];
  for (const id of ids) {
    try {
      loaded.push(await load(id));
    } catch (error) {
      if (!(error instanceof ReportSubjectMissing)) throw error;
    }
  }
  return loaded;
}

const incidents: ReportProducer = {
  async isEmpty(ctx) {
    const ids = await incidentsReportedIn(ctx.deps.database.db, ctx.tenantId, { ...scopeOf(ctx), limit: 1 });
    return ids.length === 0;
  },
  async produce(ctx, key) {
    const db = ctx.deps.database.db;
    const ids = await incidentsReportedIn(db, ctx.tenantId, { ...scopeOf(ctx), limit: PERIOD_REPORT_MAX_ITEMS + 1 });
    const shown = ids.slice(0, PERIOD_REPORT_MAX_ITEMS);
    const list = await loadAll(shown, (id) => loadIncidentReportData(db, ctx.files, ctx.tenantId, id));
    const job = incidentPeriodDocument(list, documentContext(ctx), {
      period: ctx.periodLabel,
      scope: ctx.scopeLabel,
      notShown: await overflow(ids.length, () =>
        incidentsReportedIn(db, ctx.tenantId, { ...scopeOf(ctx), limit: 100_000 }).then((all) => all.length),
      ),
    });
    const rendered = await requirePdf(ctx).render(job);
    return storePdf(ctx, key, rendered.bytes, ctx.language === 'de' ? 'Stoerungsberichte' : 'incident-reports');
  },
};

const formResponses: ReportProducer = {
  async isEmpty(ctx) {
    const ids = await responsesSubmittedIn(ctx.deps.database.db, ctx.tenantId, {
      ...scopeOf(ctx),
      templateId: ctx.templateId ?? 0,
      limit: 1,
    });
    return ids.length === 0;
  },
  async produce(ctx, key) {
    const db = ctx.deps.database.db;
    const scope = { ...scopeOf(ctx), templateId: ctx.templateId ?? 0 };
    const ids = await responsesSubmittedIn(db, ctx.tenantId, { ...scope, limit: PERIOD_REPORT_MAX_ITEMS + 1 });
    const shown = ids.slice(0, PERIOD_REPORT_MAX_ITEMS);
    const list = await loadAll(shown, (id) => loadFormReportData(db, ctx.files, ctx.tenantId, id));
    const job = formPeriodDocument(list, documentContext(ctx), {
      period: ctx.periodLabel,
      scope: ctx.scopeLabel,
      notShown: await overflow(ids.length, () =>
        responsesSubmittedIn(db, ctx.tenantId, { ...scope, limit: 100_000 }).then((all) => all.length),
      ),
    });
    const rendered = await requirePdf(ctx).render(job);
    return storePdf(ctx, key, rendered.bytes, ctx.language === 'de' ? 'Formularberichte' : 'form-reports');
  },
};

const workingTime: ReportProducer = {
  async isEmpty(ctx) {
    return !(await anyShiftStartedIn(ctx.deps.database.db, ctx.tenantId, scopeOf(ctx)));
  },
  async produce(ctx, key) {
    // The existing export, for the tenant's calendar days the period touches.
    const request = {
      from: day(ctx.period.from, ctx.tenantTimeZone),
      to: lastDay(ctx.period, ctx.tenantTimeZone),
      layout: 'detail' as const,
      preset: ctx.language,
      hours: 'decimal' as const,
      propertyIds: ctx.propertyIds === 'all' ? undefined : ctx.propertyIds,
    };
    const byteSize = await ctx.files.putStream(key, workingTimesCsv(ctx.deps, ctx.tenantId, request));
    const base = ctx.language === 'de' ? 'arbeitszeiten' : 'working-times';
    return {
      fileName: `${base}-${request.from}-${request.to}.csv`,
      contentType: 'text/csv; charset=utf-8',
      byteSize,
    };
  },
};

/**
 * The patrol report of a period: a slot for the patrol period report, which is built
 * elsewhere and plugged in here (isEmpty: no rounds in the period; produce: its PDF).
 */
const patrol: ReportProducer = {
  async isEmpty() {
    throw new ReportNotAvailable('The patrol period report is not available yet.');
  },
  async produce() {
    throw new ReportNotAvailable('The patrol period report is not available yet.');
  },
};

export const PRODUCERS: Record<ReportScheduleKind, ReportProducer> = {
  patrol,
  incidents,
  form_responses: formResponses,
  working_time: workingTime,
};

function scopeOf(ctx: ProduceContext) {
  return { propertyIds: ctx.propertyIds, from: ctx.period.from, to: ctx.period.to };
}

function documentContext(ctx: ProduceContext) {
  return {
    branding: ctx.branding,
    language: ctx.language,
    timeZone: ctx.timeZone,
    generatedAt: ctx.generatedAt,
  };
}

async function overflow(found: number, countAll: () => Promise<number>): Promise<number> {
  return found > PERIOD_REPORT_MAX_ITEMS ? (await countAll()) - PERIOD_REPORT_MAX_ITEMS : 0;
}
