// Schedules are data too: a cron pattern read in a time zone (the tenant's, or a fixed
// one), turned into ordinary jobs whose key names the occurrence,
// `schedule:<name>:<tenant id or "platform">:<ISO instant>`. Every worker materialises the
// occurrences of a window around now; the key makes each one a single job however many
// workers do so, and croner places the times in the zone, so a daily 02:30 runs once on
// the day the clocks skip 02:30 (at 03:00) and once on the day they pass it twice.
import { Type } from '@sinclair/typebox';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { FileStore } from '../file-store/file-store.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { isValidTimeZone } from '../../modules/shared/time.js';
import { defineJobKind, type JobContext, type JobKind, type RetryPolicy } from './kinds.js';
import { enqueueJobs, JOBS_CHANNEL } from './queue.js';

const OccurrencePayload = Type.Object(
  { at: Type.String({ description: 'ISO instant' }) },
  { additionalProperties: false },
);

export interface Occurrence {
  /** The instant the pattern names. */
  at: Date;
  /** The tenant it runs for; null for a platform schedule. */
  tenantId: number | null;
}

export interface Schedule {
  name: string;
  cron: string;
  /** `tenant`: one occurrence per tenant, in the tenant's time zone. Otherwise an IANA zone and one platform-wide occurrence. */
  timeZone: string;
  /** On a worker's first pass, occurrences this far in the past are still queued (downtime, deploys). */
  catchUpMs: number;
  kind: JobKind<typeof OccurrencePayload>;
}

export interface ScheduleDefinition {
  /** Stable: part of every occurrence's key. */
  name: string;
  /** Five fields (minute hour day month weekday), or six with seconds first. */
  cron: string;
  timeZone: 'tenant' | (string & {});
  catchUpMs?: number;
  retry?: Partial<RetryPolicy>;
  leaseMs?: number;
  run(occurrence: Occurrence, ctx: JobContext): Promise<void>;
}

export const TENANT_TIME_ZONE = 'tenant';

/**
 * A nightly platform-wide purge of expired files (UTC; one run catches up on everything
 * that expired meanwhile): `purge` removes them and answers how many, which is logged as
 * `expired <what> removed`.
 */
export function defineNightlyFilePurge(definition: {
  name: string;
  cron: string;
  /** What goes, in the log and the error: "reports", "export files" … */
  what: string;
  purge(deps: { database: Database; clock: Clock; files: FileStore }): Promise<number>;
}): Schedule {
  return defineSchedule({
    name: definition.name,
    cron: definition.cron,
    timeZone: 'UTC',
    catchUpMs: 24 * 3600 * 1000,
    run: async (_occurrence, ctx) => {
      const files = ctx.ports.files;
      if (files === undefined) throw new Error(`This worker has no file store to remove ${definition.what} from.`);
      const removed = await definition.purge({ database: ctx.database, clock: ctx.clock, files });
      if (removed > 0) ctx.log.info({ removed }, `expired ${definition.what} removed`);
    },
  });
}

export function defineSchedule(definition: ScheduleDefinition): Schedule {
  if (!/^[a-z][a-z0-9_.-]{0,80}$/.test(definition.name)) throw new Error(`"${definition.name}" is not a schedule name`);
  if (definition.timeZone !== TENANT_TIME_ZONE && !isValidTimeZone(definition.timeZone)) {
    throw new Error(`schedule ${definition.name}: unknown time zone ${definition.timeZone}`);
  }
  // Throws on a pattern croner cannot read: at start-up, not at the first tick.
  cronIn(definition.cron, definition.timeZone === TENANT_TIME_ZONE ? 'UTC' : definition.timeZone);
  const kind = defineJobKind({
    name: `schedule.${definition.name}`,
    payload: OccurrencePayload,
    ...(definition.retry ? { retry: definition.retry } : {}),
    ...(definition.leaseMs ? { leaseMs: definition.leaseMs } : {}),
    handler: (payload, ctx) => definition.run({ at: new Date(payload.at), tenantId: ctx.job.tenantId }, ctx),
  });
  return {
    name: definition.name,
    cron: definition.cron,
    timeZone: definition.timeZone,
    catchUpMs: definition.catchUpMs ?? 3_600_000,
    kind,
  };
}

/** The rows of a raw query's result, the same shape on both engines. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const crons = new Map<string, Cron>();

function cronIn(pattern: string, timeZone: string): Cron {
  const id = `${timeZone} ${pattern}`;
  let cron = crons.get(id);
  if (cron === undefined) {
    cron = new Cron(pattern, { timezone: timeZone, paused: true });
    crons.set(id, cron);
  }
  return cron;
}

/** The instants in (after, until] at which the pattern fires in the time zone. */
export function occurrencesBetween(pattern: string, timeZone: string, after: Date, until: Date): Date[] {
  const cron = cronIn(pattern, timeZone);
  const found: Date[] = [];
  let cursor: Date | null = after;
  while (found.length < 10_000) {
    cursor = cron.nextRun(cursor);
    if (cursor === null || cursor.getTime() > until.getTime()) break;
    found.push(cursor);
  }
  return found;
}

export function occurrenceKey(schedule: Schedule, tenantId: number | null, at: Date): string {
  return `schedule:${schedule.name}:${tenantId ?? 'platform'}:${at.toISOString()}`;
}

/**
 * Queues every occurrence in (after, until] that is not queued yet; returns how many it
 * created. Tenant schedules take each time zone in use once and insert the occurrence
 * for all its tenants in one statement.
 */
export async function materialiseSchedules(
  executor: Executor,
  clock: Clock,
  schedules: readonly Schedule[],
  window: { after: (schedule: Schedule) => Date; until: Date },
): Promise<number> {
  let created = 0;
  let zones: string[] | undefined;
  for (const schedule of schedules) {
    const after = window.after(schedule);
    if (schedule.timeZone !== TENANT_TIME_ZONE) {
      const instants = occurrencesBetween(schedule.cron, schedule.timeZone, after, window.until);
      const ids = await enqueueJobs(
        executor,
        clock,
        schedule.kind,
        instants.map((at) => ({
          payload: { at: at.toISOString() },
          key: occurrenceKey(schedule, null, at),
          runAt: at,
        })),
      );
      created += ids.length;
      continue;
    }
    zones ??= rowsOf<{ timezone: string }>(await executor.execute(sql`select distinct timezone from tenants`))
      .map((row) => row.timezone)
      .filter(isValidTimeZone);
    for (const zone of zones) {
      for (const at of occurrencesBetween(schedule.cron, zone, after, window.until)) {
        const iso = at.toISOString();
        const result: unknown = await executor.execute(sql`
          insert into jobs (tenant_id, kind, key, payload, run_at, max_attempts)
          select id, ${schedule.kind.name}, ${`schedule:${schedule.name}:`} || id || ${`:${iso}`},
                 ${JSON.stringify({ at: iso })}::jsonb, ${iso}::timestamptz, ${schedule.kind.retry.maxAttempts}::int
          from tenants where timezone = ${zone}
          on conflict (key) do nothing
          returning id`);
        created += rowsOf(result).length;
      }
    }
  }
  if (created > 0) await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return created;
}
