// What a report shows, read from the tables of the modules it reports on (their query
// functions where they exist) and from the file store. Photos are downscaled here, one at
// a time, to what an A4 page needs: the renderer then holds a few hundred kilobytes per
// photo rather than the originals.
import sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { accountNames } from '../accounts/accounts.service.js';
import { clientNames } from '../clients/clients.service.js';
import { findFiles } from '../files/files.service.js';
import { formResponseForReport } from '../forms/form-report-queries.js';
import type { FieldType } from '../forms/forms.schema.js';
import { incidentForReport } from '../incidents/incident-report-queries.js';
import { propertyAddress } from '../properties/property-address.js';

/**
 * The longest side of a photo in a report. A photo takes at most 250 × 200 pt of the page
 * (two side by side), so 800 px print at over 200 dpi.
 */
export const REPORT_PHOTO_MAX_PX = 800;
const SIGNATURE_MAX_PX = 800;
/** A thumbnail takes at most 64 × 48 pt (a table cell): 240 px print at over 250 dpi. */
export const REPORT_THUMBNAIL_MAX_PX = 240;

export interface ReportImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PropertyFacts {
  name: string;
  addressLines: string[];
  clientName: string | null;
}

export interface FormReportField {
  id: string;
  type: FieldType;
  label: string;
  options?: string[];
  value: unknown;
}

export interface FormReportData {
  responseId: number;
  property: PropertyFacts;
  templateName: string;
  templateVersion: number;
  status: 'draft' | 'submitted';
  submittedAt: Date | null;
  submittedBy: string | null;
  fields: FormReportField[];
  /** Photos and signatures by field id, in order; null where the stored file is gone. */
  files: Map<string, (ReportImage | null)[]>;
}

export interface IncidentReportData {
  id: number;
  title: string;
  description: string | null;
  severity: 'low' | 'medium' | 'high' | 'critical';
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  location: string | null;
  occurredAt: Date | null;
  reportedAt: Date;
  reportedBy: string | null;
  property: PropertyFacts;
  events: {
    kind: 'status_changed' | 'comment';
    from: string | null;
    to: string | null;
    text: string | null;
    actor: string | null;
    at: Date;
  }[];
  photos: (ReportImage | null)[];
}

/** The subject no longer exists (or is another tenant's): the report cannot be made. */
export class ReportSubjectMissing extends Error {
  override name = 'ReportSubjectMissing';
}

export async function propertyFacts(db: Executor, tenantId: number, propertyId: number): Promise<PropertyFacts> {
  const row = await propertyAddress(db, tenantId, propertyId);
  if (!row) throw new ReportSubjectMissing('The property of this report does not exist (any more).');
  const cityLine = [row.postalCode, row.city].filter((part) => part !== null && part !== '').join(' ');
  return {
    name: row.name,
    addressLines: [row.street, cityLine, row.country].filter((line): line is string => line !== null && line !== ''),
    clientName:
      row.clientId !== null ? ((await clientNames(db, tenantId, [row.clientId])).get(row.clientId) ?? null) : null,
  };
}

/**
 * Streams a stored image into sharp and makes it as small as the page needs; null when it
 * is gone or cannot be read. Streaming keeps the original (up to 15 MB) out of the
 * JavaScript heap, which spares the server's thread the garbage collection of it.
 */
export async function reportImage(
  store: FileStore,
  storageKey: string,
  kind: 'photo' | 'thumbnail' | 'signature',
): Promise<ReportImage | null> {
  const source = await store.getStream(storageKey);
  if (!source) return null;
  const max =
    kind === 'photo' ? REPORT_PHOTO_MAX_PX : kind === 'thumbnail' ? REPORT_THUMBNAIL_MAX_PX : SIGNATURE_MAX_PX;
  const pipeline = sharp({ failOn: 'none' })
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true });
  // A signature keeps its transparency (PNG); a photo becomes a compact JPEG.
  const output = kind === 'signature' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 78 });
  source.on('error', (error) => output.destroy(error));
  source.pipe(output);
  try {
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch {
    source.destroy();
    return null;
  }
}

export async function loadFormReportData(
  db: Executor,
  store: FileStore,
  tenantId: number,
  responseId: number,
): Promise<FormReportData> {
  const response = await formResponseForReport(db, tenantId, responseId);
  if (!response) throw new ReportSubjectMissing(`Form response ${responseId} does not exist (any more).`);
  const names =
    response.submittedByAccountId !== null
      ? await accountNames(db, tenantId, [response.submittedByAccountId])
      : new Map<number, string>();
  const stored = await findFiles(
    db,
    tenantId,
    response.files.map((a) => a.fileId),
  );
  const kindOf = new Map(response.fields.map((field) => [field.id, field.type]));
  const files = new Map<string, (ReportImage | null)[]>();
  for (const attachment of response.files) {
    const file = stored.get(attachment.fileId);
    const kind = kindOf.get(attachment.fieldId) === 'signature' ? 'signature' : 'photo';
    const image = file ? await reportImage(store, file.storageKey, kind) : null;
    files.set(attachment.fieldId, [...(files.get(attachment.fieldId) ?? []), image]);
  }
  return {
    responseId,
    property: await propertyFacts(db, tenantId, response.propertyId),
    templateName: response.templateName,
    templateVersion: response.templateVersion,
    status: response.status,
    submittedAt: response.submittedAt,
    submittedBy: response.submittedByAccountId !== null ? (names.get(response.submittedByAccountId) ?? null) : null,
    fields: response.fields.map((field) => ({ ...field, value: response.answers[field.id] ?? null })),
    files,
  };
}

export async function loadIncidentReportData(
  db: Executor,
  store: FileStore,
  tenantId: number,
  incidentId: number,
): Promise<IncidentReportData> {
  const found = await incidentForReport(db, tenantId, incidentId);
  if (!found) throw new ReportSubjectMissing(`Incident ${incidentId} does not exist (any more).`);
  const { incident, events, photoFileIds } = found;
  const names = await accountNames(db, tenantId, [
    ...(incident.reportedByAccountId !== null ? [incident.reportedByAccountId] : []),
    ...events.flatMap((event) => (event.actorAccountId !== null ? [event.actorAccountId] : [])),
  ]);
  const stored = await findFiles(db, tenantId, photoFileIds);
  const photos: (ReportImage | null)[] = [];
  for (const fileId of photoFileIds) {
    const file = stored.get(fileId);
    photos.push(file ? await reportImage(store, file.storageKey, 'photo') : null);
  }
  return {
    id: incident.id,
    title: incident.title,
    description: incident.description,
    severity: incident.severity,
    status: incident.status,
    location: incident.location,
    occurredAt: incident.occurredAt,
    reportedAt: incident.createdAt,
    reportedBy: incident.reportedByAccountId !== null ? (names.get(incident.reportedByAccountId) ?? null) : null,
    property: await propertyFacts(db, tenantId, incident.propertyId),
    // The report tells the status story and the comments; owner, due date and tasks stay in the portal.
    events: events.flatMap((event) =>
      event.kind !== 'status_changed' && event.kind !== 'comment'
        ? []
        : [
            {
              kind: event.kind,
              from: event.fromStatus,
              to: event.toStatus,
              text: event.text,
              actor: event.actorAccountId !== null ? (names.get(event.actorAccountId) ?? null) : null,
              at: event.at,
            },
          ],
    ),
    photos,
  };
}
