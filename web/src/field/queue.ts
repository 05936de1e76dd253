// The clock's queue on the phone: every tap becomes an action with its own uuid and the
// phone's time, kept in localStorage until the server has it. Sent in order when online;
// the server applies each uuid once, so sending again after a lost answer is harmless.
import { ApiError, api } from '../api/client.ts';
import type { PortalBody } from '../api/contract.ts';

type ClockAction = PortalBody<'/clock/actions', 'post'>;
export type ClockKind = ClockAction['kind'];

/** An action as the phone keeps it: the body to send (but its `sent_at`), and what the phone alone needs. */
export interface QueuedAction extends Omit<ClockAction, 'sent_at'> {
  property_name?: string;
  /** Whose tap it is (kept on the phone only): sent only while that person is signed in. */
  account_id?: number;
}

const KEY = 'ct_clock_queue';
const listeners = new Set<() => void>();
let snapshot: QueuedAction[] = read();

function read(): QueuedAction[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function write(next: QueuedAction[]): void {
  snapshot = next;
  window.localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function queued(): QueuedAction[] {
  return snapshot;
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The actions of one person (and those from before actions named their person). */
export function queuedFor(accountId: number, all: QueuedAction[] = snapshot): QueuedAction[] {
  return all.filter((action) => action.account_id === undefined || action.account_id === accountId);
}

export function enqueue(action: Omit<QueuedAction, 'uuid' | 'device_at'>): QueuedAction {
  const full: QueuedAction = { ...action, uuid: crypto.randomUUID(), device_at: new Date().toISOString() };
  write([...snapshot, full]);
  return full;
}

let flushing: Promise<string | null> | undefined;

/**
 * Sends the person's queue in order. Stops at the first network failure (the rest waits for the
 * next try); an action the server refuses (it cannot apply) is dropped and its reason
 * returned, so the screen can say it.
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

async function send(accountId: number): Promise<string | null> {
  let refused: string | null = null;
  // Another person's taps on this phone wait for them to sign in again.
  while (queuedFor(accountId).length > 0) {
    const [next] = queuedFor(accountId);
    if (!next) break;
    try {
      // The property's name and the person are for the phone only.
      const body: ClockAction & Pick<QueuedAction, 'property_name' | 'account_id'> = {
        ...next,
        sent_at: new Date().toISOString(),
      };
      delete body.property_name;
      delete body.account_id;
      await api.post('/clock/actions', body);
    } catch (error) {
      const refusedForGood =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401 &&
        error.status !== 429;
      if (!refusedForGood) return refused;
      refused = error.detail;
    }
    write(snapshot.filter((action) => action.uuid !== next.uuid));
  }
  return refused;
}
