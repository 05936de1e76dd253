// Forms on the phone: every form a person starts is kept in localStorage (per person) with
// its own uuid, its answers and references to its photos and signature (the files stay in
// the phone's IndexedDB until sent). Drafts are saved to the server when online; a submitted
// form waits in order until it is sent: its files first, then the submission naming their
// ids. The server applies each uuid once, so sending again after a lost answer is harmless.
import { ApiError, api } from '../../api/client.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { PortalBody, PortalResponse } from '../../api/contract.ts';
import { forgetPhoto, keptPhoto, uploadPhoto } from './attachments.ts';

export type FieldForms = PortalResponse<'/field/forms', 'get'>;
export type FormTemplate = FieldForms['templates'][number];
export type FormField = FormTemplate['fields'][number];
type ServerResponse = PortalResponse<'/field/forms/drafts/{uuid}', 'get'>;
type SubmitBody = PortalBody<'/field/forms/responses', 'post'>;

/** An answer as the phone keeps it; numbers are kept as typed until sent. */
export type Answer = string | number | boolean | string[] | null;

/** A photo or signature: on the phone (`local`), on the server (`id`), or both. */
export interface FileRef {
  local?: string;
  id?: number;
}

export interface FieldError {
  pointer: string;
  detail: string;
  code?: string;
  limit?: number;
}

export interface LocalForm {
  uuid: string;
  template_id: number;
  template_version: number;
  template_name: string;
  /** The fields of the version the person fills: the form opens offline, and after the office changed it. */
  fields: FormField[];
  property_id: number;
  property_name: string;
  answers: Record<string, Answer>;
  files: Record<string, FileRef[]>;
  /** Each change counts up; the server has the draft when `saved` equals it. */
  revision: number;
  saved: number;
  changed_at: string;
  /** draft: being filled; queued: submitted on the phone, waiting to be sent; refused: the server said no. */
  state: 'draft' | 'queued' | 'refused';
  queued_at?: string;
  refusal?: { code: string; detail: string; errors: FieldError[] };
}

interface Kept {
  forms: LocalForm[];
  /** Drafts thrown away on the phone whose server copy is still to be deleted. */
  discarded: string[];
  /** Forms recently sent, never to be taken in again from an older list of server drafts. */
  sent?: string[];
}

const key = (accountId: number) => `ct_field_forms:${accountId}`;
const listeners = new Set<() => void>();
const snapshots = new Map<number, Kept>();
const EMPTY: Kept = { forms: [], discarded: [] };
const SENT_KEPT = 50;

function read(accountId: number): Kept {
  const cached = snapshots.get(accountId);
  if (cached) return cached;
  let kept = EMPTY;
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key(accountId)) ?? 'null') as Kept | null;
    if (parsed && Array.isArray(parsed.forms)) {
      kept = { forms: parsed.forms, discarded: parsed.discarded ?? [], sent: parsed.sent ?? [] };
    }
  } catch {
    // Unreadable: start empty rather than break the app.
  }
  snapshots.set(accountId, kept);
  return kept;
}

function write(accountId: number, next: Kept): void {
  snapshots.set(accountId, next);
  window.localStorage.setItem(key(accountId), JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function subscribeForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keptForms(accountId: number): Kept {
  return read(accountId);
}

export function findForm(accountId: number, uuid: string): LocalForm | undefined {
  return read(accountId).forms.find((form) => form.uuid === uuid);
}

function change(accountId: number, uuid: string, update: (form: LocalForm) => LocalForm): void {
  const kept = read(accountId);
  write(accountId, {
    ...kept,
    forms: kept.forms.map((form) => (form.uuid === uuid ? update(form) : form)),
  });
}

export function startForm(
  accountId: number,
  template: FormTemplate,
  property: { id: number; name: string },
): LocalForm {
  const form: LocalForm = {
    uuid: crypto.randomUUID(),
    template_id: template.id,
    template_version: template.version,
    template_name: template.name,
    fields: template.fields,
    property_id: property.id,
    property_name: property.name,
    answers: {},
    files: {},
    // Nothing to save until the person answers something.
    revision: 0,
    saved: 0,
    changed_at: new Date().toISOString(),
    state: 'draft',
  };
  const kept = read(accountId);
  write(accountId, { ...kept, forms: [form, ...kept.forms] });
  return form;
}

/** A change by the person: the form is a draft again (a refused one is being fixed). */
export function editForm(
  accountId: number,
  uuid: string,
  patch: { answers?: Record<string, Answer>; files?: Record<string, FileRef[]> },
): void {
  change(accountId, uuid, (form) => {
    if (form.state === 'queued') return form;
    const { refusal: _gone, ...rest } = form;
    void _gone;
    return {
      ...rest,
      answers: { ...form.answers, ...patch.answers },
      files: { ...form.files, ...patch.files },
      revision: form.revision + 1,
      changed_at: new Date().toISOString(),
      state: 'draft',
    };
  });
}

async function forgetFiles(form: LocalForm): Promise<void> {
  for (const ref of Object.values(form.files).flat()) {
    if (ref.local) await forgetPhoto(ref.local);
  }
}

/** Whether the person has answered anything: a blank text, an empty choice or no file is no answer. */
export function hasAnswers(form: LocalForm): boolean {
  const answered = Object.values(form.answers).some((value) =>
    typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value !== null,
  );
  return answered || Object.values(form.files).some((refs) => refs.length > 0);
}

/** Throws the draft away on the phone, and on the server with the next sending. */
export async function discardForm(accountId: number, uuid: string): Promise<void> {
  const form = findForm(accountId, uuid);
  const kept = read(accountId);
  write(accountId, {
    ...kept,
    forms: kept.forms.filter((f) => f.uuid !== uuid),
    discarded: form && form.saved > 0 ? [...kept.discarded, uuid] : kept.discarded,
  });
  if (form) await forgetFiles(form);
}

/** Submitted on the phone: it waits, after those submitted before it, to be sent. */
export function queueForm(accountId: number, uuid: string): void {
  change(accountId, uuid, (form) => ({ ...form, state: 'queued', queued_at: new Date().toISOString() }));
}

/** A file field's references with a server id each, or undefined while one is only on the phone. */
function fileIds(refs: FileRef[] | undefined): number[] | undefined {
  const ids = (refs ?? []).map((ref) => ref.id);
  return ids.every((id) => id !== undefined) ? ids : undefined;
}

/** A number as typed (with a comma or a point), or undefined when it is not one. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?\d*\.?\d+(e[-+]?\d+)?$/i.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The answers as the server takes them: files by id, numbers as numbers, blanks as null. */
function answersOf(form: LocalForm, files: Record<string, FileRef[]>): SubmitBody['answers'] {
  const answers: SubmitBody['answers'] = {};
  for (const field of form.fields) {
    if (field.type === 'photo' || field.type === 'signature') {
      const ids = fileIds(files[field.id]);
      if (ids && ids.length > 0) answers[field.id] = ids;
      continue;
    }
    const value = form.answers[field.id];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if ((field.type === 'number' || field.type === 'rating') && typeof value === 'string') {
      // One not yet a number is left out of a draft; a submission is checked on the phone first.
      const number = parseNumber(value);
      if (number !== undefined) answers[field.id] = number;
      continue;
    }
    answers[field.id] = value;
  }
  return answers;
}

/** Uploads the form's files that are only on the phone, keeping each id as it arrives. */
async function uploadFiles(accountId: number, uuid: string): Promise<Record<string, FileRef[]>> {
  const form = findForm(accountId, uuid);
  if (!form) return {};
  for (const [fieldId, refs] of Object.entries(form.files)) {
    for (const ref of refs) {
      if (ref.id !== undefined || !ref.local) continue;
      const blob = await keptPhoto(ref.local);
      if (!blob) continue;
      const uploaded = await uploadPhoto(blob);
      // Kept without counting as a change: the person did not edit anything.
      const kept = read(accountId);
      write(accountId, {
        ...kept,
        forms: kept.forms.map((f) =>
          f.uuid !== uuid
            ? f
            : {
                ...f,
                files: {
                  ...f.files,
                  [fieldId]: (f.files[fieldId] ?? []).map((r) =>
                    r.local === ref.local ? { ...r, id: uploaded.id } : r,
                  ),
                },
              },
        ),
      });
    }
  }
  return findForm(accountId, uuid)?.files ?? {};
}

const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

async function done(accountId: number, uuid: string): Promise<void> {
  const form = findForm(accountId, uuid);
  const kept = read(accountId);
  write(accountId, {
    ...kept,
    forms: kept.forms.filter((f) => f.uuid !== uuid),
    sent: [uuid, ...(kept.sent ?? [])].slice(0, SENT_KEPT),
  });
  if (form) await forgetFiles(form);
}

async function sendSubmission(accountId: number, form: LocalForm): Promise<string | null> {
  try {
    const files = await uploadFiles(accountId, form.uuid);
    const current = findForm(accountId, form.uuid) ?? form;
    await api.post('/field/forms/responses', {
      uuid: form.uuid,
      template_id: form.template_id,
      template_version: form.template_version,
      property_id: form.property_id,
      answers: answersOf(current, files),
    } satisfies SubmitBody);
    await done(accountId, form.uuid);
    return null;
  } catch (error) {
    if (!refusedForGood(error)) throw error;
    change(accountId, form.uuid, (f) => ({
      ...f,
      state: 'refused',
      refusal: { code: error.code, detail: error.detail, errors: error.fieldErrors },
    }));
    return errorMessage(error);
  }
}

async function sendDraft(accountId: number, form: LocalForm): Promise<void> {
  const revision = form.revision;
  try {
    const files = await uploadFiles(accountId, form.uuid);
    const current = findForm(accountId, form.uuid);
    if (!current || current.state !== 'draft') return;
    const saved = await api.put<ServerResponse>(`/field/forms/drafts/${form.uuid}`, {
      template_id: form.template_id,
      template_version: form.template_version,
      property_id: form.property_id,
      answers: answersOf(current, files),
    });
    // Submitted meanwhile (from this phone before it lost the answer): nothing is left to do here.
    if (saved.status === 'submitted') await done(accountId, form.uuid);
    else change(accountId, form.uuid, (f) => ({ ...f, saved: Math.max(f.saved, revision) }));
  } catch (error) {
    // A draft the server will not take (say, the form was withdrawn) stays on the phone.
    if (!refusedForGood(error)) throw error;
    change(accountId, form.uuid, (f) => ({ ...f, saved: Math.max(f.saved, revision) }));
  }
}

let running: Promise<string | null> | undefined;
let again = false;

/**
 * Sends what the person's phone holds: discarded drafts, submissions in the order they were
 * made, then unsaved drafts. Stops at the first network failure (the rest waits for the next
 * try); returns the reason of a submission the server refused, if any.
 */
export function sendForms(accountId: number): Promise<string | null> {
  if (running) {
    again = true;
    return running;
  }
  const run = (async () => {
    let refused: string | null = null;
    do {
      again = false;
      try {
        refused = (await sendAll(accountId)) ?? refused;
      } catch {
        // Offline, or the server out of reach: the next try sends it.
        return refused;
      }
    } while (again);
    return refused;
  })();
  running = run;
  void run.finally(() => {
    if (running === run) running = undefined;
  });
  return run;
}

async function sendAll(accountId: number): Promise<string | null> {
  let refused: string | null = null;
  for (const uuid of read(accountId).discarded) {
    try {
      await api.delete(`/field/forms/drafts/${uuid}`);
    } catch (error) {
      if (!refusedForGood(error)) throw error;
    }
    const kept = read(accountId);
    write(accountId, { ...kept, discarded: kept.discarded.filter((d) => d !== uuid) });
  }
  const queuedForms = read(accountId)
    .forms.filter((form) => form.state === 'queued')
    .sort((a, b) => (a.queued_at ?? '').localeCompare(b.queued_at ?? ''));
  for (const form of queuedForms) refused = (await sendSubmission(accountId, form)) ?? refused;
  for (const form of read(accountId).forms) {
    if (form.state === 'draft' && form.saved < form.revision) await sendDraft(accountId, form);
  }
  return refused;
}

/**
 * Takes in the person's drafts the server holds that this phone does not know (started on
 * another phone, or this one lost its storage), with the fields of the form as it is now.
 */
export function adoptServerDrafts(accountId: number, drafts: ServerResponse[], catalogue: FieldForms): void {
  const kept = read(accountId);
  const known = new Set([...kept.forms.map((form) => form.uuid), ...kept.discarded, ...(kept.sent ?? [])]);
  const adopted: LocalForm[] = [];
  for (const draft of drafts) {
    if (known.has(draft.uuid) || draft.status !== 'draft') continue;
    const template = catalogue.templates.find((tpl) => tpl.id === draft.template_id);
    const property = catalogue.properties.find((p) => p.id === draft.property_id);
    if (!template || !property) continue;
    const answers: Record<string, Answer> = {};
    const files: Record<string, FileRef[]> = {};
    for (const field of template.fields) {
      const value = draft.answers[field.id];
      if (value === undefined || value === null) continue;
      if (field.type === 'photo' || field.type === 'signature') {
        if (Array.isArray(value)) files[field.id] = value.filter((id) => typeof id === 'number').map((id) => ({ id }));
      } else {
        answers[field.id] = Array.isArray(value) ? value.map(String) : value;
      }
    }
    // Saved with the current version's fields: the next save tells the server so.
    const sameVersion = template.version === draft.template_version;
    adopted.push({
      uuid: draft.uuid,
      template_id: template.id,
      template_version: template.version,
      template_name: template.name,
      fields: template.fields,
      property_id: property.id,
      property_name: property.name,
      answers,
      files,
      revision: sameVersion ? 1 : 2,
      saved: 1,
      changed_at: draft.updated_at,
      state: 'draft',
    });
  }
  if (adopted.length > 0) write(accountId, { ...kept, forms: [...kept.forms, ...adopted] });
}
