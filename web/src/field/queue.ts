// The phone's outbox: every tap in the field app (a clock action, starting or completing a
// task, an incident report) becomes an entry with its own uuid and the phone's time, kept in
// localStorage until the server has it. Sent in order when online; the server applies each
// uuid once, so sending again after a lost answer is harmless. Photos an entry names are
// kept on the phone (IndexedDB, photos.ts) and uploaded first; the file ids the server gives
// are written into the entry, so a retry never uploads a photo twice, and the photos are
// forgotten only after the entry that references them has been sent.
import { ApiError, api } from '../api/client.ts';
import { errorMessage, fieldErrorList } from '../lib/errors.ts';
import type { PortalBody, PortalResponse } from '../api/contract.ts';
import { forgetPhoto, MissingPhoto, uploadPhoto } from './outbox-photos.ts';
import type { InspectionDraft } from './inspection/store.ts';

type ClockAction = PortalBody<'/clock/actions', 'post'>;
export type ClockKind = ClockAction['kind'];
type TaskComplete = PortalBody<'/field/tasks/{id}/complete', 'post'>;
type IncidentReport = PortalBody<'/field/incidents', 'post'>;
type MaterialRequestBody = PortalBody<'/field/material/requests', 'post'>;
type ChecklistTap = PortalBody<'/field/tasks/{id}/checklist', 'post'>;
type InspectionStart = PortalBody<'/inspections', 'post'>;
type InspectionRatings = PortalBody<'/inspections/{id}/ratings', 'post'>;
type InspectionDone = PortalResponse<'/inspections/{id}/complete', 'post'>;

/** A clock tap as the phone keeps it: the body to send (but its `sent_at`), and what the phone alone needs. */
export interface QueuedAction extends Omit<ClockAction, 'sent_at'> {
  /** Clock entries carry no `type` (so entries kept by earlier versions of the app still go out). */
  type?: 'clock';
  property_name?: string;
  /** Whose tap it is (kept on the phone only): sent only while that person is signed in. */
  account_id?: number;
}

interface WithPhotos {
  /** The photos kept on this phone (their local ids), in order. */
  photos: string[];
  /** The file id the server gave each local photo once uploaded. */
  uploaded: Record<string, number>;
}

export interface QueuedTaskStart {
  type: 'task_start';
  uuid: string;
  device_at: string;
  account_id: number;
  task_id: number;
}

export interface QueuedTaskComplete extends WithPhotos {
  type: 'task_complete';
  uuid: string;
  device_at: string;
  account_id: number;
  task_id: number;
  note: string | null;
}

export interface QueuedIncident extends WithPhotos {
  type: 'incident';
  uuid: string;
  device_at: string;
  account_id: number;
  report: Omit<IncidentReport, 'uuid' | 'photo_file_ids'>;
  /** For the phone's list of reports waiting: the property's name. */
  property_name: string;
}

/** A patrol round's start, a scan and its end (the round's uuid is the phone's). */
export interface QueuedPatrolStart {
  type: 'patrol_start';
  uuid: string;
  device_at: string;
  account_id: number;
  route_id: number;
  schedule_id?: number;
  planned_start?: string;
}

export interface QueuedPatrolScan extends WithPhotos {
  type: 'patrol_scan';
  uuid: string;
  device_at: string;
  account_id: number;
  round_uuid: string;
  code: string;
  method: 'qr' | 'nfc' | 'manual';
  note: string | null;
  /**
   * The checkpoint a printed QR code names (its id is in the clear; the server checks the
   * code), for progress before the scan is sent; null for typed codes and NFC tags, which only
   * the server knows.
   */
  checkpoint_id: number | null;
}

export interface QueuedPatrolEnd {
  type: 'patrol_end';
  uuid: string;
  device_at: string;
  account_id: number;
  round_uuid: string;
}

export type QueuedPatrol = QueuedPatrolStart | QueuedPatrolScan | QueuedPatrolEnd;

/** A request for material at one of the person's properties. */
export interface QueuedMaterialRequest {
  type: 'material_request';
  uuid: string;
  device_at: string;
  account_id: number;
  request: Omit<MaterialRequestBody, 'uuid'>;
  /** For the phone's list of requests waiting: the property's and the item's names. */
  property_name: string;
  item_label: string;
}

/** Someone at the property confirms that a delivered request arrived. */
export interface QueuedMaterialReceived {
  type: 'material_received';
  uuid: string;
  device_at: string;
  account_id: number;
  request_id: number;
}

/** One item's result as the phone keeps it: its photos by their local ids. */
export interface ChecklistResult {
  index: number;
  result: 'ok' | 'failed';
  note: string | null;
  /** Photos taken on the phone for this item (local ids). */
  photos: string[];
  /** Photos the server already has for this item, kept with a changed note. */
  file_ids: number[];
}

/** The results of an occurrence's checklist, saved at once (and, with `complete`, the occurrence done). */
export interface QueuedChecklist extends WithPhotos {
  type: 'checklist';
  uuid: string;
  device_at: string;
  account_id: number;
  task_id: number;
  results: ChecklistResult[];
  complete: boolean;
}

/** One rating of a quality inspection as the phone keeps it: its photos by their local ids. */
export interface InspectionRating {
  area_id: number;
  criterion_id: string;
  /** The scale step; null: not applicable. */
  step: string | null;
  note: string | null;
  defect: boolean;
  photos: string[];
}

/**
 * A quality inspection done on the phone, sent as one entry: start (by the entry's uuid),
 * ratings, completion. Each call is idempotent on the server, so a replay after a lost
 * answer starts, rates and completes nothing twice. `photos` lists every rating photo and
 * the signature, so they are uploaded first and forgotten after.
 */
export interface QueuedInspection extends WithPhotos {
  type: 'inspection';
  uuid: string;
  device_at: string;
  account_id: number;
  start: Omit<InspectionStart, 'uuid'>;
  ratings: InspectionRating[];
  client_representative_name: string | null;
  /** The signature drawn on the phone (a local id, also in `photos`). */
  signature: string | null;
  /** For the phone's list: the property's and the template's names. */
  property_name: string;
  template_name: string;
  /**
   * The draft it was made from (entries kept by earlier versions of the app carry none): a
   * refused inspection goes back to the phone's drafts as it was.
   */
  draft?: InspectionDraft;
}

export type QueuedWork =
  | QueuedInspection
  | QueuedTaskStart
  | QueuedTaskComplete
  | QueuedIncident
  | QueuedPatrol
  | QueuedMaterialRequest
  | QueuedMaterialReceived
  | QueuedChecklist;
export type Queued = QueuedAction | QueuedWork;
export type QueuedType = NonNullable<Queued['type']>;

const KEY = 'ct_clock_queue';
const listeners = new Set<() => void>();
let snapshot: Queued[] = read();

function read(): Queued[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Queued[]) : [];
  } catch {
    return [];
  }
}

function write(next: Queued[]): void {
  snapshot = next;
  window.localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function typeOf(entry: Queued): QueuedType {
  return entry.type ?? 'clock';
}

export function isClock(entry: Queued): entry is QueuedAction {
  return typeOf(entry) === 'clock';
}

export function queued(): Queued[] {
  return snapshot;
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entries of one person (and those from before entries named their person). */
export function queuedFor(accountId: number, all: Queued[] = snapshot): Queued[] {
  return all.filter((entry) => entry.account_id === undefined || entry.account_id === accountId);
}

/** The person's clock taps waiting, in order. */
export function clockQueuedFor(accountId: number, all: Queued[] = snapshot): QueuedAction[] {
  return queuedFor(accountId, all).filter(isClock);
}

export function enqueue(action: Omit<QueuedAction, 'uuid' | 'device_at'>): QueuedAction {
  const full: QueuedAction = { ...action, uuid: crypto.randomUUID(), device_at: new Date().toISOString() };
  write([...snapshot, full]);
  return full;
}

type NewWork =
  | Omit<QueuedTaskStart, 'uuid' | 'device_at'>
  | Omit<QueuedTaskComplete, 'uuid' | 'device_at' | 'uploaded'>
  | Omit<QueuedIncident, 'uuid' | 'device_at' | 'uploaded'>
  | Omit<QueuedPatrolScan, 'uuid' | 'device_at' | 'uploaded'>
  | Omit<QueuedPatrolEnd, 'uuid' | 'device_at'>
  | Omit<QueuedMaterialRequest, 'uuid' | 'device_at'>
  | Omit<QueuedMaterialReceived, 'uuid' | 'device_at'>
  | Omit<QueuedChecklist, 'uuid' | 'device_at' | 'uploaded'>
  | (Omit<QueuedInspection, 'device_at' | 'uploaded'> & Partial<Pick<QueuedInspection, 'uploaded'>>);

/** Queues a task tap or a report; its photos must already be kept on the phone. */
export function enqueueWork(work: NewWork): QueuedWork {
  // An inspection brings its own uuid (the phone's draft's) and, sent again after a refusal,
  // the file ids of photos uploaded before; the others get a uuid here.
  const base = { uuid: 'uuid' in work ? work.uuid : crypto.randomUUID(), device_at: new Date().toISOString() };
  const full = ('photos' in work ? { uploaded: {}, ...work, ...base } : { ...work, ...base }) as QueuedWork;
  write([...snapshot, full]);
  return full;
}

function replace(uuid: string, change: (entry: Queued) => Queued): void {
  write(snapshot.map((entry) => (entry.uuid === uuid ? change(entry) : entry)));
}

/** What the server refused for good (it cannot apply it): the entry is dropped, its reason kept for the screen. */
export interface Refusal {
  type: QueuedType;
  reason: string;
  /** The server's error code, for a message in the person's language. */
  code?: string;
}

let refusal: Refusal | null = null;

/** The last refusal, until the person sends something new. */
export function lastRefusal(): Refusal | null {
  return refusal;
}

export function clearRefusal(): void {
  if (refusal === null) return;
  refusal = null;
  for (const listener of listeners) listener();
}

/** The checkpoint each scan sent from this phone was recorded for, by the scan's uuid (as the server answered). */
const confirmedScans = new Map<string, string>();

/** The name of the checkpoint the server recorded this scan for, once it has. */
export function confirmedScan(uuid: string): string | undefined {
  return confirmedScans.get(uuid);
}

export const SENT_INSPECTIONS = 'ct_field_inspections_sent';

/** What the server answered for an inspection sent from this phone (kept for its result screen). */
export type SentInspection = Pick<
  InspectionDone,
  'id' | 'score_percent' | 'score_shown' | 'threshold_percent' | 'below_threshold'
> & {
  uuid: string;
  property_name: string;
  template_name: string;
  date: string;
  /** A re-inspection: the inspection it followed up (so the phone stops offering it). */
  reinspection_of?: number;
};

/** The server's result of inspections this phone sent, newest first (at most 10). */
export function sentInspections(): SentInspection[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SENT_INSPECTIONS) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SentInspection[]) : [];
  } catch {
    return [];
  }
}

function keepSentInspection(entry: QueuedInspection, done: InspectionDone): void {
  const uuid = entry.uuid;
  const kept: SentInspection = {
    uuid,
    property_name: entry.property_name,
    template_name: entry.template_name,
    date: entry.start.date,
    ...(entry.start.reinspection_of !== undefined ? { reinspection_of: entry.start.reinspection_of } : {}),
    id: done.id,
    score_percent: done.score_percent,
    score_shown: done.score_shown,
    threshold_percent: done.threshold_percent,
    below_threshold: done.below_threshold,
  };
  const next = [kept, ...sentInspections().filter((s) => s.uuid !== uuid)].slice(0, 10);
  window.localStorage.setItem(SENT_INSPECTIONS, JSON.stringify(next));
}

export const REFUSED_INSPECTIONS = 'ct_field_inspections_refused';

/**
 * An inspection the server refused for good: kept on the phone with its photos and signature
 * (nothing of the walk is lost), to be opened as a draft again, corrected and completed.
 */
export interface RefusedInspection {
  entry: QueuedInspection;
  /** The server's answer, worded for the person when shown (in the language of that moment). */
  error: RefusedAnswer;
  /** The error code, and the first field error's code and pointer (into the request refused). */
  code?: string;
  field_code?: string;
  pointer?: string;
  /** The request refused: a start the server never took needs no new uuid. */
  step: 'start' | 'ratings' | 'complete';
  /** What the pointer names: a rating's area and criterion, or the sample's area. */
  area_id?: number;
  criterion_id?: string;
  refused_at: string;
}

/** The inspections the server refused, oldest first (every person's on this phone). */
export function refusedInspections(): RefusedInspection[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(REFUSED_INSPECTIONS) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RefusedInspection[]) : [];
  } catch {
    return [];
  }
}

/** Forgets a refused inspection (opened as a draft again, or discarded); its photos are the caller's. */
export function forgetRefusedInspection(uuid: string): void {
  writeRefused(refusedInspections().filter((r) => r.entry.uuid !== uuid));
}

function writeRefused(next: RefusedInspection[]): void {
  window.localStorage.setItem(REFUSED_INSPECTIONS, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Which rating or sampled area a field error's pointer names, in the request that was refused. */
function pointedAt(
  entry: QueuedInspection,
  pointer: string | undefined,
): Pick<RefusedInspection, 'area_id' | 'criterion_id'> {
  const rating = /^\/ratings\/(\d+)(\/|$)/.exec(pointer ?? '');
  if (rating) {
    const r = entry.ratings[Number(rating[1])];
    return r ? { area_id: r.area_id, criterion_id: r.criterion_id } : {};
  }
  const sampled = /^\/sample\/(\d+)$/.exec(pointer ?? '');
  const areaId = sampled ? entry.start.sample?.[Number(sampled[1])] : undefined;
  return areaId !== undefined ? { area_id: areaId } : {};
}

/** What the server answered when it refused: enough to word its reason again. */
export interface RefusedAnswer {
  status: number;
  code: string;
  body: Record<string, unknown>;
}

/** A refused inspection's reason in the person's current language (as refusalReason words it). */
export function refusedReason(answer: RefusedAnswer): string {
  return refusalReason(new ApiError(answer.status, answer.code, '', answer.body));
}

function keepRefusedInspection(entry: QueuedInspection, error: ApiError, step: RefusedInspection['step']): void {
  const [first] = fieldErrorList(error);
  const refused: RefusedInspection = {
    entry: { ...entry, ...(snapshot.find((e) => e.uuid === entry.uuid) as QueuedInspection | undefined) },
    error: { status: error.status, code: error.code, body: error.body },
    code: error.code,
    ...(first?.code !== undefined ? { field_code: first.code } : {}),
    ...(first ? { pointer: first.pointer, ...pointedAt(entry, first.pointer) } : {}),
    step,
    refused_at: new Date().toISOString(),
  };
  writeRefused([...refusedInspections().filter((r) => r.entry.uuid !== entry.uuid), refused]);
}

export function forgetSentInspections(): void {
  window.localStorage.removeItem(SENT_INSPECTIONS);
}

let flushing: Promise<string | null> | undefined;

/**
 * Sends the person's queue in order. Stops at the first network failure (the rest waits for the
 * next try); an entry the server refuses (it cannot apply) is dropped and its reason
 * returned (and kept as lastRefusal), so the screen can say it. A refused inspection is not
 * lost: it is kept with its photos (refusedInspections) to be opened as a draft again.
 */
export function flush(accountId: number): Promise<string | null> {
  if (flushing) return flushing;
  const run = send(accountId);
  flushing = run;
  // Cleared after it settles (not inside it: with an empty queue it settles at once).
  void run.finally(() => {
    if (flushing === run) flushing = undefined;
  });
  return run;
}

/** A refusal that sending again cannot change (not a lost network, an ended session or a busy server). */
function refusedForGood(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 429
  );
}

/** Uploads the entry's photos not uploaded yet, writing each file id into the entry as it arrives. */
async function uploadPhotos(entry: Queued & WithPhotos): Promise<number[]> {
  const uploaded = await uploadPhotoMap(entry);
  return entry.photos.map((localId) => uploaded[localId] ?? 0).filter((id) => id > 0);
}

/** The same, answering the file id of each local photo (0 for one left out). */
async function uploadPhotoMap(entry: Queued & WithPhotos): Promise<Record<string, number>> {
  const uploaded = { ...entry.uploaded };
  for (const localId of entry.photos) {
    if (uploaded[localId] !== undefined) continue;
    try {
      uploaded[localId] = (await uploadPhoto(localId)).id;
    } catch (error) {
      // A photo the server will not take (type, size) or one the phone lost: the entry goes without it.
      if (!refusedForGood(error) && !(error instanceof MissingPhoto)) throw error;
      uploaded[localId] = 0;
      if (error instanceof ApiError) keepRefusal({ type: typeOf(entry), reason: errorMessage(error) });
    }
    const fileId = uploaded[localId];
    replace(
      entry.uuid,
      (current) => ({ ...current, uploaded: { ...(current as WithPhotos).uploaded, [localId]: fileId } }) as Queued,
    );
  }
  return uploaded;
}

function keepRefusal(next: Refusal): void {
  refusal = next;
}

/** How far an inspection got in one delivery: the request that was refused, if one was. */
interface InspectionProgress {
  step: RefusedInspection['step'];
}

async function deliver(entry: Queued, progress: InspectionProgress): Promise<void> {
  switch (entry.type) {
    case undefined:
    case 'clock': {
      // The property's name and the person are for the phone only.
      const body: ClockAction & Pick<QueuedAction, 'property_name' | 'account_id' | 'type'> = {
        ...entry,
        sent_at: new Date().toISOString(),
      };
      delete body.property_name;
      delete body.account_id;
      delete body.type;
      await api.post('/clock/actions', body);
      return;
    }
    case 'task_start':
      await api.post(`/field/tasks/${entry.task_id}/start`, { uuid: entry.uuid });
      return;
    case 'task_complete': {
      const photoIds = await uploadPhotos(entry);
      const body: TaskComplete = { uuid: entry.uuid, note: entry.note, photo_file_ids: photoIds };
      await api.post(`/field/tasks/${entry.task_id}/complete`, body);
      return;
    }
    case 'incident': {
      const photoIds = await uploadPhotos(entry);
      const body: IncidentReport = { ...entry.report, uuid: entry.uuid, photo_file_ids: photoIds };
      await api.post('/field/incidents', body);
      return;
    }
    case 'patrol_start':
      await api.post('/field/patrols/rounds', {
        uuid: entry.uuid,
        route_id: entry.route_id,
        started_at: entry.device_at,
        ...(entry.schedule_id !== undefined
          ? { schedule_id: entry.schedule_id, planned_start: entry.planned_start }
          : {}),
      });
      return;
    case 'patrol_scan': {
      // Entries kept before scans had photos carry none.
      const [photoId] = entry.photos === undefined ? [] : await uploadPhotos(entry);
      const result = await api.post<{ checkpoint_name: string }>(`/field/patrols/rounds/${entry.round_uuid}/scans`, {
        uuid: entry.uuid,
        code: entry.code,
        method: entry.method,
        scanned_at: entry.device_at,
        ...(entry.note ? { note: entry.note } : {}),
        ...(photoId !== undefined ? { photo_file_id: photoId } : {}),
      });
      confirmedScans.set(entry.uuid, result.checkpoint_name);
      return;
    }
    case 'patrol_end':
      await api.post(`/field/patrols/rounds/${entry.round_uuid}/end`, { ended_at: entry.device_at });
      return;
    case 'material_request': {
      const body: MaterialRequestBody = { ...entry.request, uuid: entry.uuid };
      await api.post('/field/material/requests', body);
      return;
    }
    case 'material_received':
      await api.post(`/field/material/requests/${entry.request_id}/received`, {});
      return;
    case 'checklist': {
      const uploaded = await uploadPhotoMap(entry);
      const body: ChecklistTap = {
        uuid: entry.uuid,
        results: entry.results.map((r) => {
          const fileIds = [...r.file_ids, ...r.photos.map((localId) => uploaded[localId] ?? 0)].filter((id) => id > 0);
          return {
            index: r.index,
            result: r.result,
            ...(r.note !== null ? { note: r.note } : {}),
            ...(r.result === 'failed' && fileIds.length > 0 ? { photo_file_ids: fileIds } : {}),
          };
        }),
        complete: entry.complete,
      };
      await api.post(`/field/tasks/${entry.task_id}/checklist`, body);
      return;
    }
    case 'inspection': {
      const uploaded = await uploadPhotoMap(entry);
      const start: InspectionStart = { ...entry.start, uuid: entry.uuid };
      progress.step = 'start';
      const inspection = await api.post<{ id: number }>('/inspections', start);
      const body: InspectionRatings = {
        ratings: entry.ratings.map((r) => {
          const fileIds = r.photos.map((localId) => uploaded[localId] ?? 0).filter((id) => id > 0);
          return {
            area_id: r.area_id,
            criterion_id: r.criterion_id,
            step: r.step,
            ...(r.note !== null ? { note: r.note } : {}),
            ...(fileIds.length > 0 ? { photo_file_ids: fileIds } : {}),
            ...(r.defect ? { defect: true } : {}),
          };
        }),
      };
      progress.step = 'ratings';
      await api.post(`/inspections/${inspection.id}/ratings`, body);
      progress.step = 'complete';
      const signature = entry.signature === null ? 0 : (uploaded[entry.signature] ?? 0);
      const done = await api.post<InspectionDone>(`/inspections/${inspection.id}/complete`, {
        client_representative_name: entry.client_representative_name,
        client_signature_file_id: signature > 0 ? signature : null,
      });
      keepSentInspection(entry, done);
      return;
    }
  }
}

/** Why the server refused: for a 422, its first field error in the person's words (it names what to do). */
function refusalReason(error: ApiError): string {
  const [first] = fieldErrorList(error);
  return first?.code !== undefined ? first.message : errorMessage(error);
}

async function send(accountId: number): Promise<string | null> {
  let refused: string | null = null;
  // Another person's taps on this phone wait for them to sign in again.
  while (queuedFor(accountId).length > 0) {
    const [next] = queuedFor(accountId);
    if (!next) break;
    const progress: InspectionProgress = { step: 'start' };
    let keepPhotos = false;
    try {
      await deliver(next, progress);
    } catch (error) {
      if (!refusedForGood(error)) return refused;
      // A refused inspection is a whole walk: it goes back to the phone's drafts with its
      // photos and signature, to be corrected and completed again (the other entries are dropped).
      if (next.type === 'inspection') {
        keepRefusedInspection(next, error, progress.step);
        keepPhotos = true;
      }
      // The first refusal of a run is the one to tell: a start refused on a locked day makes
      // the shift's later taps fail too ("no shift is running"), which would hide why.
      if (refused === null) {
        refused = refusalReason(error);
        keepRefusal({ type: typeOf(next), reason: refused, code: error.code });
      }
    }
    write(snapshot.filter((entry) => entry.uuid !== next.uuid));
    if ('photos' in next && !keepPhotos)
      for (const localId of next.photos) void forgetPhoto(localId).catch(() => undefined);
  }
  return refused;
}

/** Queues the start of a round; the entry's uuid is the round's, so scans can name it before it is sent. */
export function enqueueRoundStart(start: Omit<QueuedPatrolStart, 'type' | 'uuid' | 'device_at'>): QueuedPatrolStart {
  const full: QueuedPatrolStart = {
    ...start,
    type: 'patrol_start',
    uuid: crypto.randomUUID(),
    device_at: new Date().toISOString(),
  };
  write([...snapshot, full]);
  return full;
}
