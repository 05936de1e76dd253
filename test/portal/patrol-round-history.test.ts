import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountActor } from '../../src/modules/access/actor.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { checkpointCodeKey, signedQrCode } from '../../src/modules/patrols/checkpoint-codes.js';
import { patrolCheckpoints, patrolRounds, patrolScans } from '../../src/modules/patrols/patrols.tables.js';
import {
  endRound,
  type PastRound,
  recordRoundHistory,
  recordScan,
  startRound,
} from '../../src/modules/patrols/rounds.service.js';
import { events } from '../../src/platform/events/events.tables.js';
import { jobs } from '../../src/platform/jobs/jobs.tables.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';

// Rounds of the past written in one go (the demo's four weeks) give what the same calls give
// one by one (start, scans, end, each with a clock reading when it arrived): the same rounds,
// scans, `patrol.round.completed` events and their dispatch jobs. Route "Night round" with
// checkpoints Gate, Yard, Roof (in that order), scheduled daily at 22:00 Berlin (21:00Z),
// window 60 min, grace 10 min (late after 22:10Z). The rounds (times UTC, November 2026;
// each call arrives 2 s after its phone time unless said):
//
// | round | day    | start | scans                                     | end   | status      |
// |-------|--------|-------|-------------------------------------------|-------|-------------|
// | 1     | Mon 16 | 21:02 | Gate 21:05, Yard 21:10, Roof 21:15        | 21:20 | complete    |
// | 2     | Tue 17 | 21:00 | Gate 21:04, Roof 21:12 (typed " roof-x ") | 21:18 | partial     |
// | 3     | Wed 18 | 21:40 | Gate 21:50, Yard 22:00 (note), Roof 22:08 | 22:15 | late        |
// | 4     | Thu 19 | 21:05 | none                                      | 21:12 | missed      |
// | 5     | Fri 20 | 21:00 | Gate 21:03, Roof 21:08, Yard 21:12 (photo)| 21:20 | complete,   |
// |       |        |       | offline: all arrive from 21:40, 1 s apart |       | 1 out of order |
// | 6     | Sat 21 | 03:00 | Gate, its phone time 10 min after arrival | none  | in progress |
//         (ad hoc)           (taken as the arrival, 03:03:02)
//
// No round on Sunday 22: its occurrence is missed, which the field calls record nothing
// for (the worker's scan records `patrol.round.missed`, test/http/patrol-missed-events).

const ZONE = 'Europe/Berlin';
const GUARD = 'Lukas Brandt';

describeEachBackend('patrol rounds of the past written in one go', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // An enabled webhook endpoint makes each public event queue its dispatch job.
    t = await startTestApp(backend, { env: { WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
  });
  afterAll(async () => t.close());

  /** A tenant with the route, its schedule, a guard, a photo of theirs and a webhook endpoint. */
  async function tenant() {
    const fixture = await makeTenant(t.deps, { timezone: ZONE });
    const tenantId = fixture.tenant.id;
    const propertyId = await createPropertyVia(t.app, fixture.key, { name: 'Lindenhof 3' });
    const rows = patrolRows(t.deps.database, { tenantId, adminId: fixture.accountId });
    const { routeId } = await rows.route(propertyId, ['Gate', 'Yard', 'Roof'], 'Night round');
    const scheduleId = await rows.schedule(routeId, ['22:00'], { windowMinutes: 60, graceMinutes: 10 });
    await t.database.db
      .update(patrolCheckpoints)
      .set({ manualCode: 'ROOF-X' })
      .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.name, 'Roof')));
    const checkpoints = await t.database.db
      .select()
      .from(patrolCheckpoints)
      .where(eq(patrolCheckpoints.tenantId, tenantId));
    const guard = await createAccount(t.deps, tenantId, {
      email: `guard-${randomUUID().slice(0, 8)}@example.test`,
      name: GUARD,
      role: 'worker',
      properties: 'all',
    });
    const actor: AccountActor = { kind: 'person', tenantId, accountId: guard.id, allProperties: true };
    const photo = await storeFile(t.database.db, t.fileStore, tenantId, {
      data: Buffer.from(randomUUID()),
      contentType: 'image/jpeg',
      uploadedByAccountId: guard.id,
    });
    const hook = await call(t.app, {
      method: 'POST',
      url: '/api/v1/webhook-endpoints',
      key: fixture.key,
      body: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const key = await checkpointCodeKey(t.database);
    const qr = (name: string) => {
      const c = checkpoints.find((row) => row.name === name)!;
      return signedQrCode(key, tenantId, c.id, c.qrToken);
    };
    /** Ids of this tenant named the same way in both tenants. */
    const names = new Map<number | null, string>([
      [propertyId, 'property'],
      [routeId, 'route'],
      [scheduleId, 'schedule'],
      [guard.id, 'guard'],
      [photo.id, 'photo'],
      [null, 'none'],
    ]);
    const checkpointName = new Map(checkpoints.map((c) => [c.id, c.name]));
    return { tenantId, actor, routeId, scheduleId, propertyId, qr, photo: photo.id, names, checkpointName };
  }
  type Tenant = Awaited<ReturnType<typeof tenant>>;

  /** The rounds of the table above, with the same uuids for either tenant (uuids are per tenant). */
  function history(org: Tenant, uuids: string[]): PastRound[] {
    let next = 0;
    const uuid = () => (uuids[next++] ??= randomUUID());
    const iso = (day: number, time: string) => `2026-11-${day}T${time}:00.000Z`;
    const arrived = (at: string, delayMs = 2_000) => Date.parse(at) + delayMs;
    const scheduled = (day: number) => ({ schedule_id: org.scheduleId, planned_start: iso(day, '21:00') });
    const round = (
      day: number,
      start: string,
      scans: { at: string; code?: string; name: string; note?: string; photo?: boolean }[],
      end: string | null,
      options: { adHoc?: boolean; offlineFrom?: string } = {},
    ): PastRound => {
      let offline = options.offlineFrom === undefined ? 0 : Date.parse(iso(day, options.offlineFrom));
      const arrival = (at: string) => (options.offlineFrom === undefined ? arrived(at) : (offline += 1_000));
      return {
        actor: org.actor,
        start: {
          uuid: uuid(),
          route_id: org.routeId,
          started_at: iso(day, start),
          ...(options.adHoc ? {} : scheduled(day)),
        },
        startReceivedAt: arrival(iso(day, start)),
        scans: scans.map((scan) => ({
          scan: {
            uuid: uuid(),
            code: scan.code ?? org.qr(scan.name),
            method: scan.code === undefined ? ('qr' as const) : ('manual' as const),
            scanned_at: iso(day, scan.at),
            ...(scan.note === undefined ? {} : { note: scan.note }),
            ...(scan.photo ? { photo_file_id: org.photo } : {}),
          },
          receivedAt: arrival(iso(day, scan.at)),
        })),
        ...(end === null ? {} : { end: { end: { ended_at: iso(day, end) }, receivedAt: arrival(iso(day, end)) } }),
      };
    };
    const adHoc = round(21, '03:00', [{ at: '03:13', name: 'Gate' }], null, { adHoc: true });
    // The scan's phone time lies 10 minutes after it arrived (03:03:02).
    adHoc.scans[0]!.receivedAt = Date.parse('2026-11-21T03:03:02.000Z');
    return [
      round(
        16,
        '21:02',
        [
          { at: '21:05', name: 'Gate' },
          { at: '21:10', name: 'Yard' },
          { at: '21:15', name: 'Roof' },
        ],
        '21:20',
      ),
      round(
        17,
        '21:00',
        [
          { at: '21:04', name: 'Gate' },
          { at: '21:12', name: 'Roof', code: ' roof-x ' },
        ],
        '21:18',
      ),
      round(
        18,
        '21:40',
        [
          { at: '21:50', name: 'Gate' },
          { at: '22:00', name: 'Yard', note: '  Tür offen, verschlossen. ' },
          { at: '22:08', name: 'Roof' },
        ],
        '22:15',
      ),
      round(19, '21:05', [], '21:12'),
      round(
        20,
        '21:00',
        [
          { at: '21:03', name: 'Gate' },
          { at: '21:08', name: 'Roof' },
          { at: '21:12', name: 'Yard', photo: true },
        ],
        '21:20',
        { offlineFrom: '21:40' },
      ),
      adHoc,
    ];
  }

  /** The same calls one by one, each with a clock reading when it arrived. */
  async function oneByOne(rounds: readonly PastRound[]) {
    const at = (ms: number) => ({ ...t.deps, clock: () => ms });
    for (const round of rounds) {
      await startRound(at(round.startReceivedAt), round.actor, round.start, ZONE);
      for (const { scan, receivedAt } of round.scans) {
        await recordScan(at(receivedAt), round.actor, round.start.uuid, scan);
      }
      if (round.end) await endRound(at(round.end.receivedAt), round.actor, round.start.uuid, round.end.end);
    }
  }

  /** What the tenant's rounds left: rows in id order, ids named as in either tenant. */
  async function recorded(org: Tenant) {
    const db = t.database.db;
    const name = (id: number | null) => org.names.get(id) ?? `unexpected id ${id}`;
    const rounds = await db
      .select()
      .from(patrolRounds)
      .where(eq(patrolRounds.tenantId, org.tenantId))
      .orderBy(asc(patrolRounds.id));
    const roundUuid = new Map(rounds.map((r) => [r.id, r.uuid]));
    const scans = await db
      .select()
      .from(patrolScans)
      .where(eq(patrolScans.tenantId, org.tenantId))
      .orderBy(asc(patrolScans.id));
    const written = await db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, org.tenantId), like(events.type, 'patrol.%')))
      .orderBy(asc(events.seq));
    const firstSeq = written[0]?.seq ?? 0;
    const eventPlace = new Map(written.map((e, index) => [e.id, index]));
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, org.tenantId), eq(jobs.kind, 'events.dispatch')))
      .orderBy(asc(jobs.id));
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      rounds: rounds.map((r) => ({
        uuid: r.uuid,
        route: name(r.routeId),
        property: name(r.propertyId),
        schedule: name(r.scheduleId),
        plannedStart: iso(r.plannedStart),
        status: r.status,
        startedBy: name(r.startedByAccountId),
        startedAt: iso(r.startedAt),
        startReceivedAt: iso(r.startReceivedAt),
        endedAt: iso(r.endedAt),
        endedBy: name(r.endedByAccountId),
        note: r.note,
        // A round under way was last changed when it was written.
        updatedAt: r.status === 'ended' ? iso(r.updatedAt) : 'when written',
      })),
      scans: scans.map((s) => ({
        uuid: s.uuid,
        round: roundUuid.get(s.roundId),
        checkpoint: org.checkpointName.get(s.checkpointId),
        method: s.method,
        scannedAt: iso(s.scannedAt),
        receivedAt: iso(s.receivedAt),
        account: name(s.accountId),
        note: s.note,
        photo: name(s.photoFileId),
      })),
      events: written.map((e) => {
        const object = e.object as Record<string, unknown>;
        const named: Record<string, unknown> = {
          ...object,
          id: roundUuid.get(object['id'] as number),
          route_id: name(object['route_id'] as number),
          property_id: name(object['property_id'] as number),
          schedule_id: name(object['schedule_id'] as number | null),
        };
        return {
          type: e.type,
          origin: e.origin,
          round: roundUuid.get(e.subjectId!),
          property: name(e.propertyId),
          payload: e.payload,
          occurrenceKey: e.occurrenceKey,
          occurredAt: iso(e.occurredAt),
          seq: (e.seq ?? 0) - firstSeq,
          object: named,
        };
      }),
      jobs: queued
        .filter((j) => eventPlace.has((j.payload as { event_id: number }).event_id))
        .map((j) => ({
          event: eventPlace.get((j.payload as { event_id: number }).event_id),
          key: j.key === `event:${org.tenantId}:${(j.payload as { event_id: number }).event_id}`,
          state: j.state,
          runAt: iso(j.runAt),
          maxAttempts: j.maxAttempts,
        })),
    };
  }

  it('gives the rounds, scans, events and jobs the same calls give one by one', async () => {
    const uuids: string[] = [];
    const first = await tenant();
    await oneByOne(history(first, uuids));
    const second = await tenant();
    const ids = await recordRoundHistory(t.deps, ZONE, history(second, uuids));
    expect(ids).toHaveLength(6);

    const expected = await recorded(first);
    // Worked out from the table above, to know the comparison compares something.
    expect(expected.rounds.map((r) => [r.startedAt, r.status, r.endedAt, r.updatedAt])).toEqual([
      ['2026-11-16T21:02:00.000Z', 'ended', '2026-11-16T21:20:00.000Z', '2026-11-16T21:20:02.000Z'],
      ['2026-11-17T21:00:00.000Z', 'ended', '2026-11-17T21:18:00.000Z', '2026-11-17T21:18:02.000Z'],
      ['2026-11-18T21:40:00.000Z', 'ended', '2026-11-18T22:15:00.000Z', '2026-11-18T22:15:02.000Z'],
      ['2026-11-19T21:05:00.000Z', 'ended', '2026-11-19T21:12:00.000Z', '2026-11-19T21:12:02.000Z'],
      ['2026-11-20T21:00:00.000Z', 'ended', '2026-11-20T21:20:00.000Z', '2026-11-20T21:40:05.000Z'],
      ['2026-11-21T03:00:00.000Z', 'in_progress', null, 'when written'],
    ]);
    expect(expected.scans.map((s) => [s.checkpoint, s.method, s.scannedAt, s.receivedAt, s.note, s.photo])).toEqual([
      ['Gate', 'qr', '2026-11-16T21:05:00.000Z', '2026-11-16T21:05:02.000Z', null, 'none'],
      ['Yard', 'qr', '2026-11-16T21:10:00.000Z', '2026-11-16T21:10:02.000Z', null, 'none'],
      ['Roof', 'qr', '2026-11-16T21:15:00.000Z', '2026-11-16T21:15:02.000Z', null, 'none'],
      ['Gate', 'qr', '2026-11-17T21:04:00.000Z', '2026-11-17T21:04:02.000Z', null, 'none'],
      ['Roof', 'manual', '2026-11-17T21:12:00.000Z', '2026-11-17T21:12:02.000Z', null, 'none'],
      ['Gate', 'qr', '2026-11-18T21:50:00.000Z', '2026-11-18T21:50:02.000Z', null, 'none'],
      ['Yard', 'qr', '2026-11-18T22:00:00.000Z', '2026-11-18T22:00:02.000Z', 'Tür offen, verschlossen.', 'none'],
      ['Roof', 'qr', '2026-11-18T22:08:00.000Z', '2026-11-18T22:08:02.000Z', null, 'none'],
      ['Gate', 'qr', '2026-11-20T21:03:00.000Z', '2026-11-20T21:40:02.000Z', null, 'none'],
      ['Roof', 'qr', '2026-11-20T21:08:00.000Z', '2026-11-20T21:40:03.000Z', null, 'none'],
      ['Yard', 'qr', '2026-11-20T21:12:00.000Z', '2026-11-20T21:40:04.000Z', null, 'photo'],
      ['Gate', 'qr', '2026-11-21T03:03:02.000Z', '2026-11-21T03:03:02.000Z', null, 'none'],
    ]);
    expect(
      expected.events.map((e) => [
        e.type,
        e.seq,
        e.occurredAt,
        e.object['status'],
        e.object['scanned'],
        e.object['missed_checkpoints'],
        e.object['out_of_order'],
        e.object['late'],
        e.object['duration_ms'],
      ]),
    ).toEqual([
      ['patrol.round.completed', 0, '2026-11-16T21:20:02.000Z', 'complete', 3, 0, 0, false, 18 * 60_000],
      ['patrol.round.completed', 1, '2026-11-17T21:18:02.000Z', 'partial', 2, 1, 0, false, 18 * 60_000],
      ['patrol.round.completed', 2, '2026-11-18T22:15:02.000Z', 'late', 3, 0, 0, true, 35 * 60_000],
      ['patrol.round.completed', 3, '2026-11-19T21:12:02.000Z', 'missed', 0, 3, 0, false, 7 * 60_000],
      ['patrol.round.completed', 4, '2026-11-20T21:40:05.000Z', 'complete', 3, 0, 1, false, 20 * 60_000],
    ]);
    expect(expected.events[0]!.object).toMatchObject({ started_by: GUARD, route_name: 'Night round' });
    expect(expected.jobs.map((j) => [j.event, j.key, j.state, j.runAt])).toEqual(
      expected.events.map((e, index) => [index, true, 'queued', e.occurredAt]),
    );

    expect(await recorded(second)).toEqual(expected);
  });

  it('refuses what the calls refuse, and then records nothing', async () => {
    const refusedBoth = async (change: (rounds: PastRound[], org: Tenant) => void, code: string) => {
      const callByCall = await tenant();
      const calls = history(callByCall, []);
      change(calls, callByCall);
      await expect(oneByOne(calls)).rejects.toMatchObject({ code });
      const inOneGo = await tenant();
      const rounds = history(inOneGo, []);
      change(rounds, inOneGo);
      await expect(recordRoundHistory(t.deps, ZONE, rounds)).rejects.toMatchObject({ code });
      const left = await recorded(inOneGo);
      expect([left.rounds, left.scans, left.events, left.jobs]).toEqual([[], [], [], []]);
    };
    // Round 3's second scan names a code no checkpoint has.
    await refusedBoth((rounds) => {
      rounds[2]!.scans[1]!.scan.code = 'NO-SUCH';
    }, 'checkpoint_unknown');
    // Round 2 is for the occurrence of Monday, which round 1 took.
    await refusedBoth((rounds) => {
      rounds[1]!.start.planned_start = rounds[0]!.start.planned_start!;
    }, 'round_already_started');
    // Round 4 names a start the schedule does not have.
    await refusedBoth((rounds) => {
      rounds[3]!.start.planned_start = '2026-11-19T21:30:00.000Z';
    }, 'validation_failed');
    // Round 5's photo is another tenant's file.
    await refusedBoth((rounds, org) => {
      rounds[4]!.scans[2]!.scan.photo_file_id = org.photo + 1_000_000;
    }, 'validation_failed');
  });
});
