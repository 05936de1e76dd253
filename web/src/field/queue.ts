// The clock's queue on the phone: every tap becomes an action with its own uuid and the
// phone's time, kept in localStorage until the server has it. Sent in order when online;
// the server applies each uuid once, so sending again after a lost answer is harmless.
import { ApiError, api } from '../api/client.ts';

export type ClockKind = 'start' | 'pause' | 'resume' | 'end';

export interface QueuedAction {
  uuid: string;
  kind: ClockKind;
  device_at: string;
  property_id?: number;
  property_name?: string;
  note?: string | null;
  /** With a start, where the organisation keeps the phone's location. */
  latitude?: number;
  longitude?: number;
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

export function enqueue(action: Omit<QueuedAction, 'uuid' | 'device_at'>): QueuedAction {
  const full: QueuedAction = { ...action, uuid: crypto.randomUUID(), device_at: new Date().toISOString() };
  write([...snapshot, full]);
  return full;
}

let flushing: Promise<string | null> | undefined;

/**
 * Sends the queue in order. Stops at the first network failure (the rest waits for the
 * next try); an action the server refuses (it cannot apply) is dropped and its reason
 * returned, so the screen can say it.
 */
export function flush(): Promise<string | null> {
  if (flushing) return flushing;
  const run = send();
  flushing = run;
  // Cleared after it settles (not inside it: with an empty queue it settles at once).
  void run.finally(() => {
    if (flushing === run) flushing = undefined;
  });
  return run;
}

async function send(): Promise<string | null> {
  let refused: string | null = null;
  while (snapshot.length > 0) {
    const [next] = snapshot;
    if (!next) break;
    try {
      // The property's name is for the screen only.
      const body: Record<string, unknown> = { ...next, sent_at: new Date().toISOString() };
      delete body.property_name;
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
