// What each kind of subscription sends: whether its period is empty (per kind: no rounds,
// incidents, responses or working-time entries) and the file itself, written straight to
// the file store. PDFs render in the renderer's worker threads, whose bounded queue keeps
// memory in check however many sendings are due at once; a full queue fails the attempt
// and the job retries later.
import type { SendingErrorCode, SendingErrorParams } from './sending-errors.js';
import type { Content } from 'pdfmake/interfaces.js';
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { PdfJob, PdfRenderer } from '../../platform/pdf/renderer.js';
import { propertyPeriod } from '../patrols/office.service.js';
import { routesAtProperties } from '../patrols/setup.service.js';
import { loadPatrolPeriodReportData } from '../reports/patrol-report-data.js';
import { patrolPeriodReportDocument } from '../reports/patrol-report-document.js';
import type { ReportBranding } from '../branding/branding.js';
import { incidentsReportedIn } from '../incidents/incident-report-queries.js';
import { responsesSubmittedIn } from '../forms/form-report-queries.js';
import { loadFormReportData, loadIncidentReportData, ReportSubjectMissing } from '../reports/report-data.js';
import { formPeriodDocument, incidentPeriodDocument } from '../reports/report-document.js';
import { loadServiceProofData } from '../reports/service-proof-data.js';
import { serviceProofDocument } from '../reports/service-proof-document.js';
import { serviceProofTexts } from '../reports/service-proof-texts.js';
import { plannedOccurrencesBetween } from '../tasks/planned-tasks.js';
import { inspectionsCompletedIn } from '../inspections/inspections.service.js';
import { type InspectionReportData, loadInspectionReportData } from '../reports/inspection-report-data.js';
import { inspectionPeriodDocument } from '../reports/inspection-report-document.js';
import { inspectionReportTexts } from '../reports/inspection-report-texts.js';
import type { ServiceDeps } from '../shared/context.js';
import { calendarDay } from '../shared/time.js';
import { anyShiftStartedIn } from '../working-time/entries.js';
import { workingTimesCsv } from '../working-time/export.service.js';
import type { Period } from './recurrence.js';
import { MAX_PATROL_PROPERTIES, type ReportScheduleKind } from './report-schedules.schema.js';
import { refusalTexts } from './texts.js';
import type { Language } from '../shared/language.js';

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

/** Thrown when the report cannot be made for this scope (no retry helps); the sending fails with its words. */
export class ReportNotAvailable extends Error {
  override name = 'ReportNotAvailable';
  constructor(
    readonly words: Record<Language, string>,
    readonly code: SendingErrorCode,
    readonly params: SendingErrorParams | null = null,
  ) {
    super(words.en);
  }
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

/** The properties of a scope that have patrol routes, by id: the parts of its patrol report. */
export async function patrolPropertyIds(
  db: Executor,
  tenantId: number,
  propertyIds: readonly number[] | 'all',
): Promise<number[]> {
  const routes = await routesAtProperties(db, tenantId, propertyIds);
  return [...new Set(routes.map((route) => route.propertyId))].sort((a, b) => a - b);
}

const patrolProperties = (ctx: ProduceContext) =>
  patrolPropertyIds(ctx.deps.database.db, ctx.tenantId, ctx.propertyIds);

/**
 * Several documents as one: each after a page break, with its images renamed so that the
 * names of one never stand for the images of another (the definitions are JSON).
 */
function concatenateJobs(jobs: PdfJob[], title: string): PdfJob {
  const images: Record<string, Uint8Array> = {};
  const renamed = <T>(value: T, prefix: string): T =>
    JSON.parse(
      JSON.stringify(value).replace(/"image":"([^"\\]*)"/g, (_match, name: string) => `"image":"${prefix}${name}"`),
    ) as T;
  const content: Content[] = jobs.map((job, index) => {
    const prefix = `part${index}-`;
    for (const [name, bytes] of Object.entries(job.images)) images[`${prefix}${name}`] = bytes;
    const part = renamed(job.definition.content, prefix);
    return index === 0 ? { stack: [part] } : { stack: [part], pageBreak: 'before' };
  });
  const first = jobs[0] as PdfJob;
  return {
    definition: { ...first.definition, info: { ...first.definition.info, title }, content },
    images,
    furniture: renamed(first.furniture, 'part0-'),
  };
}

/**
 * The patrol report of a period: for each property in scope that has routes, its period
 * report (summary, then each round), one after another in one PDF. Empty means nothing was
 * planned and nothing walked; a period whose rounds were all missed is not empty, it is
 * what the client most needs to see.
 */
const patrol: ReportProducer = {
  async isEmpty(ctx) {
    const db = ctx.deps.database.db;
    for (const propertyId of await patrolProperties(ctx)) {
      const { slots } = await propertyPeriod(
        db,
        ctx.tenantId,
        propertyId,
        { from: ctx.period.from.getTime(), to: ctx.period.to.getTime() },
        ctx.timeZone,
        ctx.generatedAt.getTime(),
      );
      if (slots.length > 0) return false;
    }
    return true;
  },
  async produce(ctx, key) {
    const db = ctx.deps.database.db;
    const jobs: PdfJob[] = [];
    const propertyIds = await patrolProperties(ctx);
    // Routes added since the subscription was saved can take it over the bound: refused, not cut short.
    if (propertyIds.length > MAX_PATROL_PROPERTIES) {
      throw new ReportNotAvailable(
        refusalTexts.tooManyPatrolProperties(propertyIds.length, MAX_PATROL_PROPERTIES),
        'too_many_patrol_properties',
        { count: propertyIds.length, max: MAX_PATROL_PROPERTIES },
      );
    }
    for (const propertyId of propertyIds) {
      try {
        const data = await loadPatrolPeriodReportData(db, ctx.files, {
          tenantId: ctx.tenantId,
          propertyId,
          from: day(ctx.period.from, ctx.timeZone),
          to: lastDay(ctx.period, ctx.timeZone),
          timeZone: ctx.timeZone,
          now: ctx.generatedAt.getTime(),
        });
        jobs.push(patrolPeriodReportDocument(data, documentContext(ctx)));
      } catch (error) {
        if (!(error instanceof ReportSubjectMissing)) throw error;
      }
    }
    if (jobs.length === 0) throw new ReportNotAvailable(refusalTexts.noPatrolRoutes, 'no_patrol_routes');
    const title = `${ctx.language === 'de' ? 'Rundgangsbericht' : 'Patrol report'} · ${ctx.scopeLabel} · ${ctx.periodLabel}`;
    const rendered = await requirePdf(ctx).render(concatenateJobs(jobs, title));
    return storePdf(ctx, key, rendered.bytes, ctx.language === 'de' ? 'Rundgangsberichte' : 'patrol-reports');
  },
};

/**
 * The proof of service of a period: the cleaning plans' occurrences on the local days the
 * period covers in the subscription's zone, planned vs. done, in one PDF. Empty means
 * nothing was planned; a period whose occurrences were all missed is not empty.
 */
const serviceProof: ReportProducer = {
  async isEmpty(ctx) {
    const planned = await plannedOccurrencesBetween(
      ctx.deps.database.db,
      ctx.tenantId,
      day(ctx.period.from, ctx.timeZone),
      lastDay(ctx.period, ctx.timeZone),
      ctx.propertyIds,
    );
    return planned.length === 0;
  },
  async produce(ctx, key) {
    const data = await loadServiceProofData(ctx.deps.database.db, ctx.files, {
      tenantId: ctx.tenantId,
      propertyIds: ctx.propertyIds,
      from: day(ctx.period.from, ctx.timeZone),
      to: lastDay(ctx.period, ctx.timeZone),
      timeZone: ctx.timeZone,
    });
    const rendered = await requirePdf(ctx).render(serviceProofDocument(data, documentContext(ctx), ctx.scopeLabel));
    return storePdf(ctx, key, rendered.bytes, serviceProofTexts(ctx.language).fileBase);
  },
};

const inspections: ReportProducer = {
  async isEmpty(ctx) {
    const ids = await inspectionsCompletedIn(ctx.deps.database.db, ctx.tenantId, { ...scopeOf(ctx), limit: 1 });
    return ids.length === 0;
  },
  async produce(ctx, key) {
    const db = ctx.deps.database.db;
    const ids = await inspectionsCompletedIn(db, ctx.tenantId, { ...scopeOf(ctx), limit: PERIOD_REPORT_MAX_ITEMS + 1 });
    const list: InspectionReportData[] = [];
    for (const id of ids.slice(0, PERIOD_REPORT_MAX_ITEMS)) {
      const data = await loadInspectionReportData(db, ctx.files, ctx.tenantId, id);
      if (data) list.push(data);
    }
    const job = inspectionPeriodDocument(list, documentContext(ctx), {
      period: ctx.periodLabel,
      scope: ctx.scopeLabel,
      notShown: await overflow(ids.length, () =>
        inspectionsCompletedIn(db, ctx.tenantId, { ...scopeOf(ctx), limit: 100_000 }).then((all) => all.length),
      ),
    });
    const rendered = await requirePdf(ctx).render(job);
    return storePdf(ctx, key, rendered.bytes, inspectionReportTexts(ctx.language).fileBase);
  },
};

export const PRODUCERS: Record<ReportScheduleKind, ReportProducer> = {
  patrol,
  incidents,
  form_responses: formResponses,
  working_time: workingTime,
  service_proof: serviceProof,
  inspections,
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
