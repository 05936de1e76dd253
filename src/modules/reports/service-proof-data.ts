// What a proof of service (Leistungsnachweis) shows: the planned occurrences of a period at
// some properties, as planned vs. done counts them (service-plans/planned-vs-done.ts, the
// same outcome for the same occurrence on the screen and on paper), per property, area and
// service, with who did each and when, the reasons given for late and missed ones, and the
// checklist items found not in order, with their photos.
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { accountNames } from '../accounts/accounts.service.js';
import { findFiles } from '../files/files.service.js';
import { clientNames } from '../clients/clients.service.js';
import { propertySummaries } from '../properties/properties.service.js';
import {
  countOutcome,
  noCounts,
  occurrenceOutcome,
  reasonOf,
  servicesWithAreas,
  type Outcome,
  type OutcomeCounts,
} from '../service-plans/planned-vs-done.js';
import { plannedOccurrencesBetween } from '../tasks/planned-tasks.js';
import { type ReportImage, reportImage } from './report-data.js';

/** Occurrences listed one by one at most; the counts always cover all of them. */
export const SERVICE_PROOF_MAX_ROWS = 2000;
/** Photos of failed checklist items at most; the rest are counted. */
export const SERVICE_PROOF_MAX_PHOTOS = 60;

export interface ServiceProofOccurrence {
  taskId: number;
  day: string;
  propertyId: number;
  areaName: string;
  serviceTitle: string;
  outcome: Outcome;
  completedAt: Date | null;
  completedBy: string | null;
  /** The note given for a late or missed occurrence. */
  reason: string | null;
}

export interface ServiceProofService {
  id: number;
  title: string;
  counts: OutcomeCounts;
}

export interface ServiceProofArea {
  id: number;
  name: string;
  counts: OutcomeCounts;
  services: ServiceProofService[];
}

export interface ServiceProofProperty {
  id: number;
  name: string;
  counts: OutcomeCounts;
  areas: ServiceProofArea[];
}

export interface ChecklistFailure {
  taskId: number;
  day: string;
  propertyName: string;
  areaName: string;
  serviceTitle: string;
  item: string;
  note: string | null;
  /** null where the stored photo is gone. */
  photos: (ReportImage | null)[];
}

export interface ServiceProofData {
  from: string;
  to: string;
  /** The client the report is for, when it is for a client. */
  clientName: string | null;
  totals: OutcomeCounts;
  properties: ServiceProofProperty[];
  /** In order of day, property, area and service; at most SERVICE_PROOF_MAX_ROWS. */
  occurrences: ServiceProofOccurrence[];
  occurrencesNotShown: number;
  failures: ChecklistFailure[];
  photosNotShown: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

export async function loadServiceProofData(
  db: Executor,
  store: FileStore,
  input: {
    tenantId: number;
    propertyIds: readonly number[] | 'all';
    clientId?: number | null;
    from: string;
    to: string;
    timeZone: string;
  },
): Promise<ServiceProofData> {
  const { tenantId } = input;
  const occurrences = await plannedOccurrencesBetween(db, tenantId, input.from, input.to, input.propertyIds);
  const services = await servicesWithAreas(
    db,
    tenantId,
    occurrences.map((o) => o.serviceId),
  );
  const propertyNames = await propertySummaries(
    db,
    tenantId,
    occurrences.map((o) => o.propertyId),
  );
  const people = await accountNames(
    db,
    tenantId,
    occurrences.flatMap((o) => (o.completedByAccountId === null ? [] : [o.completedByAccountId])),
  );
  const clientName =
    input.clientId === undefined || input.clientId === null
      ? null
      : ((await clientNames(db, tenantId, [input.clientId])).get(input.clientId) ?? null);

  const totals = noCounts();
  const properties = new Map<number, ServiceProofProperty>();
  const areas = new Map<number, ServiceProofArea>();
  const serviceRows = new Map<number, ServiceProofService>();
  const listed: ServiceProofOccurrence[] = [];
  const failed: (Omit<ChecklistFailure, 'photos'> & { fileIds: number[] })[] = [];
  for (const occurrence of occurrences) {
    const outcome = occurrenceOutcome(occurrence, input.timeZone);
    const service = services.get(occurrence.serviceId);
    const propertyName = propertyNames.get(occurrence.propertyId)?.name ?? `#${occurrence.propertyId}`;
    const areaName = service?.areaName ?? '';
    const serviceTitle = service?.title ?? occurrence.title;
    countOutcome(totals, outcome);

    let property = properties.get(occurrence.propertyId);
    if (!property) {
      property = { id: occurrence.propertyId, name: propertyName, counts: noCounts(), areas: [] };
      properties.set(property.id, property);
    }
    countOutcome(property.counts, outcome);
    const areaId = service?.areaId ?? 0;
    let area = areas.get(areaId);
    if (!area) {
      area = { id: areaId, name: areaName, counts: noCounts(), services: [] };
      areas.set(areaId, area);
      property.areas.push(area);
    }
    countOutcome(area.counts, outcome);
    let row = serviceRows.get(occurrence.serviceId);
    if (!row) {
      row = { id: occurrence.serviceId, title: serviceTitle, counts: noCounts() };
      serviceRows.set(row.id, row);
      area.services.push(row);
    }
    countOutcome(row.counts, outcome);

    listed.push({
      taskId: occurrence.id,
      day: occurrence.day,
      propertyId: occurrence.propertyId,
      areaName,
      serviceTitle,
      outcome,
      completedAt: occurrence.status === 'done' ? occurrence.completedAt : null,
      completedBy:
        occurrence.status === 'done' && occurrence.completedByAccountId !== null
          ? (people.get(occurrence.completedByAccountId) ?? null)
          : null,
      reason: reasonOf(occurrence, outcome)?.reason ?? null,
    });
    for (const entry of occurrence.checklist ?? []) {
      if (entry.result !== 'failed') continue;
      failed.push({
        taskId: occurrence.id,
        day: occurrence.day,
        propertyName,
        areaName,
        serviceTitle,
        item: entry.item,
        note: entry.note,
        fileIds: entry.file_ids,
      });
    }
  }

  const sortedProperties = [...properties.values()].sort(byName);
  for (const property of sortedProperties) {
    property.areas.sort(byName);
    for (const area of property.areas) area.services.sort((a, b) => a.title.localeCompare(b.title, 'de'));
  }
  const order = new Map(sortedProperties.map((p, index) => [p.id, index]));
  listed.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (order.get(a.propertyId) ?? 0) - (order.get(b.propertyId) ?? 0) ||
      a.areaName.localeCompare(b.areaName, 'de') ||
      a.serviceTitle.localeCompare(b.serviceTitle, 'de') ||
      a.taskId - b.taskId,
  );

  // Photos, one at a time and downscaled, up to the bound; the rest are counted.
  const wanted = failed.flatMap((f) => f.fileIds).slice(0, SERVICE_PROOF_MAX_PHOTOS);
  const stored = await findFiles(db, tenantId, wanted);
  let photoBudget = SERVICE_PROOF_MAX_PHOTOS;
  let photosNotShown = 0;
  const failures: ChecklistFailure[] = [];
  for (const { fileIds, ...failure } of failed) {
    const photos: (ReportImage | null)[] = [];
    for (const fileId of fileIds) {
      if (photoBudget === 0) {
        photosNotShown++;
        continue;
      }
      photoBudget--;
      const file = stored.get(fileId);
      photos.push(file ? await reportImage(store, file.storageKey, 'thumbnail') : null);
    }
    failures.push({ ...failure, photos });
  }

  return {
    from: input.from,
    to: input.to,
    clientName,
    totals,
    properties: sortedProperties,
    occurrences: listed.slice(0, SERVICE_PROOF_MAX_ROWS),
    occurrencesNotShown: Math.max(0, listed.length - SERVICE_PROOF_MAX_ROWS),
    failures,
    photosNotShown,
  };
}
