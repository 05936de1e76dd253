// Checklist results ticked on the phone and not saved yet, kept per person and occurrence in
// localStorage, so a reload or a dead battery does not lose them. Saving queues them as one
// outbox entry and forgets the draft.
import { useSyncExternalStore } from 'react';
import { CHECKLIST_DRAFTS } from '../common.ts';

/** One item as ticked: its result, the note and the photos kept on the phone (local ids). */
export interface DraftItem {
  result: 'ok' | 'failed';
  note: string;
  photos: string[];
}

/** An occurrence's draft: by the item's index in the checklist. */
export type Draft = Record<number, DraftItem>;

type Drafts = Record<string, Draft>;

const listeners = new Set<() => void>();
let snapshot: Drafts = read();

function read(): Drafts {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CHECKLIST_DRAFTS) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function keyOf(accountId: number, taskId: number): string {
  return `${accountId}:${taskId}`;
}

const EMPTY: Draft = {};

export function draftOf(accountId: number, taskId: number, all: Drafts = snapshot): Draft {
  return all[keyOf(accountId, taskId)] ?? EMPTY;
}

/** Sets (or, with an empty draft, forgets) the draft of one occurrence. */
export function setDraft(accountId: number, taskId: number, draft: Draft): void {
  const next = { ...snapshot };
  if (Object.keys(draft).length === 0) delete next[keyOf(accountId, taskId)];
  else next[keyOf(accountId, taskId)] = draft;
  snapshot = next;
  window.localStorage.setItem(CHECKLIST_DRAFTS, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Every draft on the phone, kept up to date. */
export function useDrafts(): Drafts {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
