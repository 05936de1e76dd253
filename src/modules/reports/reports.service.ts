// PDF reports of a form response, an incident, a patrol round or a property's patrol rounds
// over a period. Asking for one records it (`pending`, with the branding copied in) and
// queues a `reports.generate` job in the same transaction; the worker loads the data, has
// the PDF renderer's worker threads render it and stores the file, then marks the report
// `ready` together with finishing the job. Files and rows go 90 days after they were asked
// for (purgeExpiredReports).
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { Permission } from '../access/permissions.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import type { PdfJob, PdfRenderer, RenderedPdf } from '../../platform/pdf/renderer.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../access/actor.js';
import { accountNames } from '../accounts/accounts.service.js';
import type { ReportBranding } from '../branding/branding.js';
import { clientNames, seesClient } from '../clients/clients.service.js';
import { clientPropertyIds, propertySummaries } from '../properties/properties.service.js';
import { checkPeriod } from '../service-plans/planned-vs-done.js';
import { loadServiceProofData } from './service-proof-data.js';
import { loadInspectionReportData } from './inspection-report-data.js';
import { inspectionReportDocument } from './inspection-report-document.js';
import { inspectionVisibility } from '../inspections/inspections.service.js';
import { serviceProofDocument } from './service-proof-document.js';
import { propertyAddress } from '../properties/property-address.js';
import { formResponseVisibility } from '../forms/form-report-queries.js';
import { incidentVisibility } from '../incidents/incident-report-queries.js';
import type { ServiceDeps } from '../shared/context.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import type { Language } from '../shared/language.js';
import { brandingSnapshot } from '../branding/branding.service.js';
import { patrolRoundVisibility } from '../patrols/patrol-report-queries.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import { addDays } from '../working-time/zoned.js';
import { loadPatrolPeriodReportData, loadPatrolRoundReportData } from './patrol-report-data.js';
import { patrolPeriodReportDocument, patrolRoundReportDocument } from './patrol-report-document.js';
import { loadFormReportData, loadIncidentReportData, type ReportImage, ReportSubjectMissing } from './report-data.js';
import { formReportDocument, incidentReportDocument } from './report-document.js';
import { PATROL_PERIOD_MAX_DAYS, type ReportDto, type ReportListQuery, type ReportRequest } from './reports.schema.js';
import { generatedReports, type reportKinds } from './reports.tables.js';
import { GENERATE_REPORT } from './report-job-spec.js';

/** How long a generated report (file and record) is kept. */
export const REPORT_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

export type ReportKind = (typeof reportKinds)[number];
/** A period report's first and last local day (inclusive). */
export interface ReportPeriod {
  from: string;
  to: string;
}
export type BrandingRef = 'default' | { clientId: number };

export interface ReportDeps extends ServiceDeps {
  files: FileStore;
}

type ReportRow = typeof generatedReports.$inferSelect;

/** The person asking, with the permissions of their role. */
export interface ReportRequester {
  actor: AccountActor;
  permissions: readonly Permission[];
}

const SUBJECT_NAMES: Record<ReportKind, string> = {
  form: 'Form response',
  incident: 'Incident',
  patrol_round: 'Patrol round',
  patrol_period: 'Property',
  inspection: 'Inspection',
};

/**
 * Whether the person may have a report of the subject: a form response needs access to its
 * property, and to be submitted or the person's own draft (formResponseVisibility); an incident needs incidents.manage as well (the office's incident screens need
 * it); a patrol round or a property's patrol period needs patrols.manage and access to the
 * property. Anything they may not see is "not found", like another tenant's.
 */
async function checkSubject(
  db: Executor,
  requester: ReportRequester,
  kind: ReportKind,
  subjectId: number,
): Promise<{ propertyId: number }> {
  const { actor, permissions } = requester;
  const missing = () => notFound(SUBJECT_NAMES[kind]);
  switch (kind) {
    case 'form':
    case 'incident':
    case 'patrol_round': {
      const needs = { form: null, incident: 'incidents.manage', patrol_round: 'patrols.manage' } as const;
      const permission = needs[kind];
      if (permission !== null && !permissions.includes(permission)) throw missing();
      const visible =
        kind === 'form'
          ? await formResponseVisibility(db, actor, subjectId)
          : kind === 'incident'
            ? await incidentVisibility(db, actor, subjectId)
            : await patrolRoundVisibility(db, actor, subjectId);
      if (visible?.visible !== true) throw missing();
      return { propertyId: visible.propertyId };
    }
    case 'inspection': {
      // As the inspection screens: tasks.manage, and the inspection's property.
      if (!permissions.includes('tasks.manage')) throw missing();
      const visible = await inspectionVisibility(db, actor, subjectId);
      if (visible?.visible !== true) throw missing();
      return { propertyId: visible.propertyId };
    }
    case 'patrol_period': {
      if (!permissions.includes('patrols.manage')) throw missing();
      // A property outside the person's list reads like one that does not exist.
      const property = await loadAccessibleProperty(db, actor, subjectId, missing).catch((error: unknown) => {
        throw error instanceof DomainError ? missing() : error;
      });
      return { propertyId: property.id };
    }
  }
}

/** The period of a patrol_period request (both days, in order, at most a month); no other kind has one. */
function periodOf(input: Pick<ReportRequest, 'kind' | 'period_from' | 'period_to'>): ReportPeriod | null {
  const invalid = (pointer: string, detail: string) =>
    new DomainError('validation_failed', detail, { errors: [{ pointer, detail }] });
  if (input.kind !== 'patrol_period') {
    if (input.period_from !== undefined) throw invalid('/period_from', 'Only a patrol_period report has a period.');
    if (input.period_to !== undefined) throw invalid('/period_to', 'Only a patrol_period report has a period.');
    return null;
  }
  if (input.period_from === undefined) throw invalid('/period_from', 'Name the first day of the period.');
  if (input.period_to === undefined) throw invalid('/period_to', 'Name the last day of the period.');
  if (input.period_to < input.period_from) {
    throw invalid('/period_to', 'The last day of the period comes before its first.');
  }
  if (input.period_to >= addDays(input.period_from, PATROL_PERIOD_MAX_DAYS)) {
    throw invalid('/period_to', `A period report covers at most ${PATROL_PERIOD_MAX_DAYS} days.`);
  }
  return { from: input.period_from, to: input.period_to };
}

/**
 * The branding asked for; without one, that of the client the subject's property belongs to
 * (the customer receives the report), else the tenant's default. A person asking may name
 * only a client they see (access/client-access.ts); another reads as unknown.
 */
async function brandingRefOf(
  db: Executor,
  tenantId: number,
  branding: ReportRequest['branding'],
  propertyId?: number,
  asker?: AccountActor,
): Promise<BrandingRef> {
  if (branding === undefined) {
    if (propertyId === undefined) return 'default';
    const clientId = (await propertyAddress(db, tenantId, propertyId))?.clientId ?? null;
    return clientId === null ? 'default' : { clientId };
  }
  if (branding === 'default') return 'default';
  const known =
    asker === undefined
      ? (await clientNames(db, tenantId, [branding])).has(branding)
      : await seesClient(db, asker, branding);
  if (!known)
    throw new DomainError('validation_failed', 'No client with this id.', {
      errors: [{ pointer: '/branding', detail: 'No client with this id.' }],
    });
  return { clientId: branding };
}

async function tenantSettings(db: Executor, tenantId: number): Promise<{ language: Language; timeZone: string }> {
  const organisation = await describeOrganisation(db, tenantId);
  return { language: organisation.language, timeZone: organisation.timezone };
}

function fileNameOf(row: Pick<ReportRow, 'kind' | 'subjectId' | 'language' | 'periodFrom' | 'periodTo'>): string {
  const de = row.language === 'de';
  switch (row.kind) {
    case 'form':
      return `${de ? 'Formularbericht' : 'form-report'}-${row.subjectId}.pdf`;
    case 'incident':
      return `${de ? 'Stoerungsbericht' : 'incident-report'}-${row.subjectId}.pdf`;
    case 'patrol_round':
      return `${de ? 'Rundgangsbericht' : 'patrol-report'}-${row.subjectId}.pdf`;
    case 'patrol_period':
      return `${de ? 'Rundgangsbericht' : 'patrol-report'}-${row.subjectId}-${row.periodFrom}-${row.periodTo}.pdf`;
    case 'inspection':
      return `${de ? 'Qualitaetskontrolle' : 'quality-inspection'}-${row.subjectId}.pdf`;
  }
}

function present(row: ReportRow, names: Map<number, string>): ReportDto {
  const branding = row.branding as ReportBranding;
  const requester = row.requestedByAccountId;
  return {
    id: row.id,
    kind: row.kind,
    subject_id: row.subjectId,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    status: row.status,
    error: row.error,
    language: row.language,
    branding_name: branding.displayName,
    byte_size: row.byteSize,
    page_count: row.pageCount,
    file_name: fileNameOf(row),
    requested_by: requester !== null ? { id: requester, name: names.get(requester) ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Records the request and queues its generation; the PDF follows within seconds. */
export async function requestReport(
  deps: ReportDeps,
  requester: ReportRequester,
  input: ReportRequest,
): Promise<{ id: number; status: 'pending' }> {
  const db = deps.database.db;
  const tenantId = requester.actor.tenantId;
  const { propertyId } = await checkSubject(db, requester, input.kind, input.subject_id);
  const period = periodOf(input);
  const ref = await brandingRefOf(db, tenantId, input.branding, propertyId, requester.actor);
  const branding = await brandingSnapshot(db, deps.files, tenantId, ref);
  const { language } = await tenantSettings(db, tenantId);
  const now = new Date(deps.clock());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(generatedReports)
      .values({
        tenantId,
        kind: input.kind,
        subjectId: input.subject_id,
        periodFrom: period?.from ?? null,
        periodTo: period?.to ?? null,
        language,
        branding,
        status: 'pending',
        requestedByAccountId: requester.actor.accountId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REPORT_RETENTION_DAYS * DAY_MS),
      })
      .returning({ id: generatedReports.id });
    if (!row) throw new DomainError('internal_error', 'The report was not recorded.');
    await enqueueJob(tx, deps.clock, GENERATE_REPORT, {
      payload: { report_id: row.id },
      key: `report:${tenantId}:${row.id}`,
      tenantId,
    });
    return { id: row.id, status: 'pending' as const };
  });
}

async function visibleReport(deps: ReportDeps, requester: ReportRequester, reportId: number): Promise<ReportRow> {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(generatedReports)
    .where(
      and(
        eq(generatedReports.tenantId, requester.actor.tenantId),
        eq(generatedReports.id, reportId),
        gt(generatedReports.expiresAt, new Date(deps.clock())),
      ),
    );
  if (!row) throw notFound('Report');
  // Whoever may no longer see the subject may no longer see its reports either.
  await checkSubject(db, requester, row.kind, row.subjectId).catch(() => {
    throw notFound('Report');
  });
  return row;
}

export async function getReport(deps: ReportDeps, requester: ReportRequester, reportId: number): Promise<ReportDto> {
  const row = await visibleReport(deps, requester, reportId);
  const names = await accountNames(
    deps.database.db,
    row.tenantId,
    row.requestedByAccountId !== null ? [row.requestedByAccountId] : [],
  );
  return present(row, names);
}

/** The reports of one subject that are still kept, newest first. */
export async function listReports(
  deps: ReportDeps,
  requester: ReportRequester,
  query: ReportListQuery,
): Promise<{ data: ReportDto[] }> {
  const db = deps.database.db;
  await checkSubject(db, requester, query.kind, query.subject_id);
  const rows = await db
    .select()
    .from(generatedReports)
    .where(
      and(
        eq(generatedReports.tenantId, requester.actor.tenantId),
        eq(generatedReports.kind, query.kind),
        eq(generatedReports.subjectId, query.subject_id),
        gt(generatedReports.expiresAt, new Date(deps.clock())),
      ),
    )
    .orderBy(desc(generatedReports.id))
    .limit(50);
  const names = await accountNames(
    db,
    requester.actor.tenantId,
    rows.flatMap((row) => (row.requestedByAccountId !== null ? [row.requestedByAccountId] : [])),
  );
  return { data: rows.map((row) => present(row, names)) };
}

/** The finished PDF as a stream; 409 report_not_ready while pending or after a failure. */
export async function openReportFile(deps: ReportDeps, requester: ReportRequester, reportId: number) {
  const row = await visibleReport(deps, requester, reportId);
  if (row.status !== 'ready' || row.fileKey === null) {
    throw new DomainError(
      'report_not_ready',
      row.status === 'failed'
        ? `Generating this report failed: ${row.error ?? 'unknown error'}. Generate it again.`
        : 'This report is still being generated. Try again in a few seconds.',
    );
  }
  const stream = await deps.files.getStream(row.fileKey);
  if (!stream) throw notFound('Report');
  return { stream, fileName: fileNameOf(row), byteSize: row.byteSize };
}

/** Builds and renders the PDF of a subject (no record): the job's core, and the CLI's. */
/** A rendered report and its pictures (photos, signatures, scan thumbnails). */
export interface RenderedReport extends RenderedPdf {
  pictures: number;
  /** Pictures whose stored file could not be read: the report shows "photo no longer available" in their place. */
  missingPictures: number;
}

export async function renderReport(
  db: Executor,
  files: FileStore,
  renderer: PdfRenderer,
  input: {
    tenantId: number;
    kind: ReportKind;
    subjectId: number;
    /** patrol_period only. */
    period?: ReportPeriod | null;
    branding: ReportBranding;
    language: Language;
    timeZone: string;
    /** Also the moment the patrol figures are taken at (a round in progress, a slot still open). */
    generatedAt: Date;
  },
): Promise<RenderedReport> {
  const ctx = {
    branding: input.branding,
    language: input.language,
    timeZone: input.timeZone,
    generatedAt: input.generatedAt,
  };
  const { tenantId, subjectId } = input;
  const now = input.generatedAt.getTime();
  let job: PdfJob;
  let pictures: (ReportImage | null)[];
  switch (input.kind) {
    case 'form': {
      const data = await loadFormReportData(db, files, tenantId, subjectId);
      pictures = [...data.files.values()].flat();
      job = formReportDocument(data, ctx);
      break;
    }
    case 'incident': {
      const data = await loadIncidentReportData(db, files, tenantId, subjectId);
      pictures = data.photos;
      job = incidentReportDocument(data, ctx);
      break;
    }
    case 'patrol_round': {
      const data = await loadPatrolRoundReportData(db, files, tenantId, subjectId, now);
      pictures = [...data.thumbnails.values()];
      job = patrolRoundReportDocument(data, ctx);
      break;
    }
    case 'patrol_period': {
      if (input.period === undefined || input.period === null)
        throw new Error('A patrol period report needs its period.');
      const data = await loadPatrolPeriodReportData(db, files, {
        tenantId,
        propertyId: subjectId,
        ...input.period,
        timeZone: input.timeZone,
        now,
      });
      pictures = [...data.thumbnails.values()];
      job = patrolPeriodReportDocument(data, ctx);
      break;
    }
    case 'inspection': {
      const data = await loadInspectionReportData(db, files, tenantId, subjectId);
      if (!data) throw new ReportSubjectMissing(`Inspection ${subjectId} does not exist (any more).`);
      pictures = [...data.areas.flatMap((area) => area.ratings.flatMap((rating) => rating.photos))];
      if (data.signed) pictures.push(data.signature);
      job = inspectionReportDocument(data, ctx);
      break;
    }
  }
  const rendered = await renderer.render(job);
  return {
    ...rendered,
    pictures: pictures.length,
    missingPictures: pictures.filter((picture) => picture === null).length,
  };
}

/** For the CLI: the PDF of a subject with the tenant's settings and the chosen branding. */
export async function renderReportFor(
  deps: ReportDeps,
  renderer: PdfRenderer,
  input: {
    tenantId: number;
    kind: ReportKind;
    subjectId: number;
    period?: { from: string; to: string };
    branding: 'default' | number;
  },
): Promise<RenderedReport> {
  const db = deps.database.db;
  const period = periodOf({ kind: input.kind, period_from: input.period?.from, period_to: input.period?.to });
  const ref = await brandingRefOf(db, input.tenantId, input.branding);
  const settings = await tenantSettings(db, input.tenantId);
  return renderReport(db, deps.files, renderer, {
    tenantId: input.tenantId,
    kind: input.kind,
    subjectId: input.subjectId,
    period,
    branding: await brandingSnapshot(db, deps.files, input.tenantId, ref),
    ...settings,
    generatedAt: new Date(deps.clock()),
  });
}

/**
 * For the CLI: the proof of service of a property or a client's properties over a period
 * (local days, inclusive), with the tenant's language and zone and the chosen branding.
 */
export async function renderServiceProofFor(
  deps: ReportDeps,
  renderer: PdfRenderer,
  input: {
    tenantId: number;
    subject: { propertyId: number } | { clientId: number };
    from: string;
    to: string;
    branding: 'default' | number;
  },
): Promise<RenderedReport> {
  const db = deps.database.db;
  const { tenantId } = input;
  checkPeriod(input.from, input.to);
  let propertyIds: number[];
  let scope: string;
  let clientId: number | null = null;
  if ('propertyId' in input.subject) {
    const property = (await propertySummaries(db, tenantId, [input.subject.propertyId])).get(input.subject.propertyId);
    if (!property) throw notFound(`Property ${input.subject.propertyId}`);
    propertyIds = [input.subject.propertyId];
    scope = property.name;
  } else {
    clientId = input.subject.clientId;
    const name = (await clientNames(db, tenantId, [clientId])).get(clientId);
    if (name === undefined) throw notFound(`Client ${clientId}`);
    propertyIds = await clientPropertyIds(db, tenantId, clientId);
    scope = name;
  }
  const settings = await tenantSettings(db, tenantId);
  const data = await loadServiceProofData(db, deps.files, {
    tenantId,
    propertyIds,
    clientId,
    from: input.from,
    to: input.to,
    timeZone: settings.timeZone,
  });
  const ref = await brandingRefOf(db, tenantId, input.branding);
  const ctx = {
    branding: await brandingSnapshot(db, deps.files, tenantId, ref),
    ...settings,
    generatedAt: new Date(deps.clock()),
  };
  const rendered = await renderer.render(serviceProofDocument(data, ctx, scope));
  const pictures = data.failures.flatMap((failure) => failure.photos);
  return {
    ...rendered,
    pictures: pictures.length,
    missingPictures: pictures.filter((picture) => picture === null).length,
  };
}

export function reportFileKey(tenantId: number, reportId: number): string {
  // One key per report: a retried job overwrites its own earlier attempt, nothing is orphaned.
  return `${tenantId}/reports/${reportId}.pdf`;
}

/** The row of a report, for the job (by tenant and id). */
export async function reportRow(db: Executor, tenantId: number, reportId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(generatedReports)
    .where(and(eq(generatedReports.tenantId, tenantId), eq(generatedReports.id, reportId)));
  return row;
}

export async function tenantReportSettings(db: Executor, tenantId: number) {
  return tenantSettings(db, tenantId);
}

const PURGE_BATCH = 200;

/**
 * Removes reports whose 90 days are over: the file first, then the row, so a run that
 * stops half way leaves rows the next run finds again (deleting a file twice is harmless).
 * Runs across tenants; each row is removed by its tenant and id. Returns how many it removed.
 */
export async function purgeExpiredReports(deps: { database: ServiceDeps['database']; clock: Clock; files: FileStore }) {
  const db = deps.database.db;
  const now = new Date(deps.clock());
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ tenantId: generatedReports.tenantId, id: generatedReports.id, fileKey: generatedReports.fileKey })
      .from(generatedReports)
      .where(lte(generatedReports.expiresAt, now))
      .orderBy(asc(generatedReports.expiresAt))
      .limit(PURGE_BATCH);
    for (const row of rows) {
      // A report still pending when it expires has its key fixed already (reportFileKey).
      await deps.files.delete(row.fileKey ?? reportFileKey(row.tenantId, row.id));
      await db
        .delete(generatedReports)
        .where(and(eq(generatedReports.tenantId, row.tenantId), eq(generatedReports.id, row.id)));
      removed++;
    }
    if (rows.length < PURGE_BATCH) return removed;
  }
}
