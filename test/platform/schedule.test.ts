import { eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { defineSchedule, type Occurrence, occurrencesBetween } from '../../src/platform/jobs/schedule.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { describeEachBackend, fakeClock, makeTenant, openBackend } from '../helpers/harness.js';

const log = pino({ level: 'silent' });
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('schedule occurrences in a time zone (croner)', () => {
  it('a daily 02:30 in Europe/Berlin fires once on the day the clocks skip 02:30, at 03:00 CEST', () => {
    const found = occurrencesBetween(
      '30 2 * * *',
      'Europe/Berlin',
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-30T00:00:00Z'),
    );
    expect(iso(found)).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('and once on the day they pass 02:30 twice, at the first 02:30 (CEST)', () => {
    const found = occurrencesBetween(
      '30 2 * * *',
      'Europe/Berlin',
      new Date('2026-10-24T12:00:00Z'),
      new Date('2026-10-26T12:00:00Z'),
    );
    expect(iso(found)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });
});

describeEachBackend('schedules', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackend(backend, { runsJobs: true });
  });
  afterAll(async () => database.close());

  function scheduleRunner(clock: () => number, schedule: ReturnType<typeof defineSchedule>) {
    return new JobRunner({
      database,
      kinds: [],
      schedules: [schedule],
      ports: { mailer: new OutboxMailer() },
      log,
      clock,
      scheduleLookaheadMs: 120_000,
    });
  }

  it('runs a daily 02:30 Europe/Berlin once on spring-forward and once on fall-back day, with two workers ticking', async () => {
    const runs: Occurrence[] = [];
    const schedule = defineSchedule({
      name: `dst-${randomUUID()}`,
      cron: '30 2 * * *',
      timeZone: 'Europe/Berlin',
      catchUpMs: 0,
      run: async (occurrence) => void runs.push(occurrence),
    });
    for (const [from, to] of [
      ['2026-03-28T23:00:00Z', '2026-03-29T03:00:00Z'], // 00:00 CET to 05:00 CEST
      ['2026-10-24T22:00:00Z', '2026-10-25T04:00:00Z'], // 00:00 CEST to 05:00 CET
    ] as const) {
      const clock = fakeClock(Date.parse(from));
      const workers = [scheduleRunner(clock, schedule), scheduleRunner(clock, schedule)];
      // Each worker looks every minute of the night, as their loops would (at most every half lookahead).
      while (clock() <= Date.parse(to)) {
        for (const worker of workers) {
          await worker.materialiseSchedules();
          await worker.runDue();
        }
        clock.advance(60_000);
      }
    }
    expect(runs.map((r) => [r.at.toISOString(), r.tenantId])).toEqual([
      ['2026-03-29T01:00:00.000Z', null],
      ['2026-10-25T00:30:00.000Z', null],
    ]);
    const keys = await database.db
      .select({ key: jobs.key, state: jobs.state })
      .from(jobs)
      .where(like(jobs.key, `schedule:${schedule.name}:%`))
      .orderBy(jobs.key);
    expect(keys).toEqual([
      { key: `schedule:${schedule.name}:platform:2026-03-29T01:00:00.000Z`, state: 'done' },
      { key: `schedule:${schedule.name}:platform:2026-10-25T00:30:00.000Z`, state: 'done' },
    ]);
  });

  it("a tenant schedule runs at each tenant's local time, once per tenant", async () => {
    const clock = fakeClock(Date.parse('2026-07-01T00:00:00Z'));
    const berlin = await makeTenant({ database, clock }, { timezone: 'Europe/Berlin' });
    const newYork = await makeTenant({ database, clock }, { timezone: 'America/New_York' });
    const mine = new Set([berlin.tenant.id, newYork.tenant.id]);
    const runs: Occurrence[] = [];
    const schedule = defineSchedule({
      name: `morning-${randomUUID()}`,
      cron: '0 9 * * *',
      timeZone: 'tenant',
      catchUpMs: 0,
      run: async (occurrence) => {
        if (occurrence.tenantId !== null && mine.has(occurrence.tenantId)) runs.push(occurrence);
      },
    });
    const workers = [scheduleRunner(clock, schedule), scheduleRunner(clock, schedule)];
    // 06:58 UTC (08:58 in Berlin) and 12:58 UTC (08:58 in New York), then two minutes on.
    for (const at of ['2026-07-01T06:58:00Z', '2026-07-01T07:00:00Z', '2026-07-01T12:58:00Z', '2026-07-01T13:00:00Z']) {
      clock.set(Date.parse(at));
      for (const worker of workers) {
        await worker.materialiseSchedules();
        await worker.runDue();
      }
    }
    expect(runs.map((r) => [r.tenantId, r.at.toISOString()])).toEqual([
      [berlin.tenant.id, '2026-07-01T07:00:00.000Z'],
      [newYork.tenant.id, '2026-07-01T13:00:00.000Z'],
    ]);
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `schedule:${schedule.name}:${berlin.tenant.id}:2026-07-01T07:00:00.000Z`));
    expect(row).toMatchObject({ tenantId: berlin.tenant.id, state: 'done', attempts: 1 });
  });

  it('refuses a pattern or time zone it cannot read, at declaration', () => {
    const run = async () => undefined;
    expect(() => defineSchedule({ name: 'bad', cron: '61 * * * *', timeZone: 'UTC', run })).toThrow();
    expect(() => defineSchedule({ name: 'bad', cron: '0 * * * *', timeZone: 'Mars/Olympus', run })).toThrow(
      /time zone/,
    );
  });
});
