// What a patrol report shows: one round, or a property's rounds over a period, read through
// the patrols module's report queries (the office's figures, nothing computed here), with
// the incidents reported during each round and a thumbnail of each scan photo.
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { accountNames } from '../accounts/accounts.service.js';
import { findFiles, findFileVariants } from '../files/files.service.js';
import { incidentsOfPatrolRounds } from '../incidents/incident-report-queries.js';
import type { IncidentReportData } from './report-data.js';
import {
  patrolPeriodForReport,
  patrolRoundForReport,
  type PatrolRoundForReport,
  type PatrolSlotForReport,
} from '../patrols/patrol-report-queries.js';
import type { PeriodMetrics } from '../patrols/round-metrics.js';
import {
  propertyFacts,
  type PropertyFacts,
  type ReportImage,
  reportImage,
  ReportSubjectMissing,
} from './report-data.js';

export interface PatrolReportIncident {
  id: number;
  roundId: number;
  title: string;
  severity: IncidentReportData['severity'];
  status: IncidentReportData['status'];
  at: Date;
  reportedBy: string | null;
}

export interface PatrolRoundReportData {
  property: PropertyFacts;
  round: PatrolRoundForReport;
  incidents: PatrolReportIncident[];
  /** Scan photos as thumbnails by file id; null where the stored file is gone. */
  thumbnails: Map<number, ReportImage | null>;
}

export interface PatrolPeriodReportData {
  property: PropertyFacts;
  /** First and last local day, inclusive. */
  from: string;
  to: string;
  slots: PatrolSlotForReport[];
  metrics: PeriodMetrics;
  incidents: PatrolReportIncident[];
  thumbnails: Map<number, ReportImage | null>;
}

async function incidentsOf(db: Executor, tenantId: number, roundIds: number[]): Promise<PatrolReportIncident[]> {
  const rows = await incidentsOfPatrolRounds(db, tenantId, roundIds);
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((r) => (r.reportedByAccountId === null ? [] : [r.reportedByAccountId])),
  );
  return rows.map(({ reportedByAccountId, ...row }) => ({
    ...row,
    reportedBy: reportedByAccountId === null ? null : (names.get(reportedByAccountId) ?? null),
  }));
}

/**
 * The scan photos as thumbnails: the 400-px rendering the upload already made where there
 * is one (read as it is), else the original downscaled here, one at a time.
 */
async function thumbnailsOf(
  db: Executor,
  store: FileStore,
  tenantId: number,
  rounds: PatrolRoundForReport[],
): Promise<Map<number, ReportImage | null>> {
  const fileIds = [
    ...new Set(
      rounds.flatMap((r) =>
        r.checkpoints.flatMap((c) => c.scans.flatMap((s) => (s.photoFileId === null ? [] : [s.photoFileId]))),
      ),
    ),
  ];
  const result = new Map<number, ReportImage | null>();
  if (fileIds.length === 0) return result;
  const variants = await findFileVariants(db, tenantId, fileIds, 'thumbnail');
  const originals = await findFiles(
    db,
    tenantId,
    fileIds.filter((id) => !variants.has(id)),
  );
  for (const fileId of fileIds) {
    const variant = variants.get(fileId);
    const bytes = variant !== undefined ? await store.get(variant.storageKey) : undefined;
    if (variant !== undefined && bytes !== undefined && variant.contentType === 'image/jpeg') {
      result.set(fileId, {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        width: variant.width,
        height: variant.height,
      });
      continue;
    }
    const original = originals.get(fileId);
    result.set(fileId, original ? await reportImage(store, original.storageKey, 'thumbnail') : null);
  }
  return result;
}

export async function loadPatrolRoundReportData(
  db: Executor,
  store: FileStore,
  tenantId: number,
  roundId: number,
  now: number,
): Promise<PatrolRoundReportData> {
  const round = await patrolRoundForReport(db, tenantId, roundId, now);
  if (!round) throw new ReportSubjectMissing(`Patrol round ${roundId} does not exist (any more).`);
  return {
    property: await propertyFacts(db, tenantId, round.propertyId),
    round,
    incidents: await incidentsOf(db, tenantId, [round.id]),
    thumbnails: await thumbnailsOf(db, store, tenantId, [round]),
  };
}

export async function loadPatrolPeriodReportData(
  db: Executor,
  store: FileStore,
  input: { tenantId: number; propertyId: number; from: string; to: string; timeZone: string; now: number },
): Promise<PatrolPeriodReportData> {
  const { tenantId } = input;
  const property = await propertyFacts(db, tenantId, input.propertyId).catch((error: unknown) => {
    throw error instanceof ReportSubjectMissing
      ? new ReportSubjectMissing(`Property ${input.propertyId} does not exist (any more).`)
      : error;
  });
  const { slots, metrics } = await patrolPeriodForReport(
    db,
    tenantId,
    input.propertyId,
    { from: input.from, to: input.to },
    input.timeZone,
    input.now,
  );
  const rounds = slots.flatMap((slot) => (slot.round === null ? [] : [slot.round]));
  return {
    property,
    from: input.from,
    to: input.to,
    slots,
    metrics,
    incidents: await incidentsOf(
      db,
      tenantId,
      rounds.map((r) => r.id),
    ),
    thumbnails: await thumbnailsOf(db, store, tenantId, rounds),
  };
}
