// What the field app's screens share: whether the phone is online, the clock's status (with
// the person's properties, kept on the phone for a start without network), and the outbox.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client.ts';
import type { PortalResponse } from '../api/contract.ts';
import {
  flush,
  lastRefusal,
  queued,
  type Queued,
  type QueuedType,
  subscribeQueue,
  forgetSentInspections,
} from './queue.ts';

/** The person's clock: a running shift, today's and this week's minutes, the properties to pick. */
export type ClockStatus = PortalResponse<'/clock', 'get'>;

export const CLOCK_KEY = ['clock'] as const;
export const FIELD_TASKS_KEY = ['field', 'tasks'] as const;
export const FIELD_TODAY_KEY = ['field', 'today'] as const;
/** The last clock status the server gave, with whose it is: the app opens with it offline. */
const CLOCK_KEPT = 'ct_field_clock';
/** The same for the person's tasks. */
export const TASKS_KEPT = 'ct_field_tasks';
/** The same for today's plan occurrences. */
export const TODAY_KEPT = 'ct_field_today';
/** Checklist results ticked on the phone and not saved yet, by occurrence. */
export const CHECKLIST_DRAFTS = 'ct_field_checklists';
/** The same for the material items to choose from and the requests of the person's properties. */
export const MATERIAL_KEPT = 'ct_field_material';
/** What the phone keeps to start quality inspections offline (templates, properties, samples). */
export const INSPECTION_SETUP_KEPT = 'ct_field_inspection_setup';
/** The quality inspection in progress, per person (kept across a sign-out, like checklist drafts). */
export const INSPECTION_DRAFTS = 'ct_field_inspections';
export const FIELD_MATERIAL_KEY = ['field', 'material'] as const;

/** Signed out: what the server last showed the person is not kept on the phone any more. */
export function forgetKept(): void {
  window.localStorage.removeItem(CLOCK_KEPT);
  window.localStorage.removeItem(TASKS_KEPT);
  window.localStorage.removeItem(TODAY_KEPT);
  window.localStorage.removeItem(MATERIAL_KEPT);
  window.localStorage.removeItem(INSPECTION_SETUP_KEPT);
  forgetSentInspections();
}

function keptClock(accountId: number | undefined): ClockStatus | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(CLOCK_KEPT) ?? 'null') as {
      account_id: number;
      status: ClockStatus;
    } | null;
    return kept && kept.account_id === accountId ? kept.status : undefined;
  } catch {
    return undefined;
  }
}

/** The clock's status from the server, or offline the last one this phone kept for the person. */
export function useClockStatus(accountId: number) {
  return useQuery({
    queryKey: CLOCK_KEY,
    queryFn: async () => {
      const fresh = await api.get<ClockStatus>('/clock');
      window.localStorage.setItem(CLOCK_KEPT, JSON.stringify({ account_id: accountId, status: fresh }));
      return fresh;
    },
    // Without the server (a reload with no network), the last known status and properties.
    initialData: () => keptClock(accountId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    networkMode: 'always',
  });
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

/** Everything waiting on this phone (every person's), kept up to date. */
export function useQueue(): Queued[] {
  return useSyncExternalStore(subscribeQueue, queued);
}

/** What the server last refused of these kinds of entry, if anything. */
export function useRefusal(types: readonly QueuedType[]): string | null {
  const refusal = useSyncExternalStore(subscribeQueue, lastRefusal);
  return refusal && types.includes(refusal.type) ? refusal.reason : null;
}

/** What the server last refused of these kinds of entry, with its error code, if anything. */
export function useRefusalOf(types: readonly QueuedType[]): { reason: string; code?: string } | null {
  const refusal = useSyncExternalStore(subscribeQueue, lastRefusal);
  return refusal && types.includes(refusal.type) ? refusal : null;
}

/** What the screens read of the server that the queue's entries change. */
const SENT_CHANGES = [CLOCK_KEY, FIELD_TASKS_KEY, FIELD_TODAY_KEY, FIELD_MATERIAL_KEY];

/**
 * Sends the person's queue, then refreshes what the screens show from the server. A read
 * still on its way may have been answered before the entries arrived (after a sign-in the
 * clock's status is read while the waiting tap goes out): it is dropped and read again.
 * Marking it stale alone would not do: a read that has no answer yet is only joined, and
 * its old answer would stand until the next minute's read, with the entry gone from the
 * phone (a clock-in shown as not started).
 */
export async function sendQueue(client: QueryClient, accountId: number): Promise<void> {
  await flush(accountId);
  await Promise.all(SENT_CHANGES.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(SENT_CHANGES.map((queryKey) => client.invalidateQueries({ queryKey })));
}
