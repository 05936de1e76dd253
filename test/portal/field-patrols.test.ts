import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFile } from '../../src/modules/files/files.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import type {
  FieldPatrolsDto,
  FieldRoundDto,
  FieldScanResultDto,
} from '../../src/modules/patrols/field-patrols.schema.js';
import {
  patrolCheckpoints,
  patrolRoutes,
  patrolScans,
  patrolSchedules,
} from '../../src/modules/patrols/patrols.tables.js';
import { checkpointCodeKey, signedQrCode } from '../../src/modules/patrols/checkpoint-codes.js';
import { checkpointSheetInput } from '../../src/modules/patrols/setup-commands.service.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

// Rounds in the field: the routes and due rounds at the person's properties, a start, scans
// and an end that a replay from the phone's queue applies once, and every bad scan refused
// with its own code and nothing recorded.

describeEachBackend('field patrols', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Wednesday 25 November 2026, 21:50 in Berlin.
    t.clock.set(Date.parse('2026-11-25T20:50:00Z'));
  });
  afterAll(async () => t.close());

  /** A route with checkpoints A1…An (manual codes prefixed), straight into the tables. */
  async function route(org: Organisation, propertyId: number, prefix: string, count = 3) {
    const [row] = await t.database.db
      .insert(patrolRoutes)
      .values({ tenantId: org.tenantId, propertyId, name: `Route ${prefix}` })
      .returning();
    const checkpoints = await t.database.db
      .insert(patrolCheckpoints)
      .values(
        Array.from({ length: count }, (_, index) => ({
          tenantId: org.tenantId,
          routeId: row!.id,
          position: index + 1,
          name: `${prefix} point ${index + 1}`,
          qrToken: randomUUID(),
          manualCode: `${prefix}${index + 1}`,
        })),
      )
      .returning();
    return { id: row!.id, checkpoints };
  }

  async function setUp() {
    const org = await organisation(t);
    await updateTenant(t.deps, org.tenantId, { timezone: 'Europe/Berlin' });
    const property = await org.property({ name: 'Lindenhof' });
    const guard = await org.member('worker', [property]);
    const walk = await route(org, property, 'L');
    return { org, property, guard, walk };
  }

  const start = (client: PortalClient, body: Record<string, unknown>) =>
    client.post('/portal/api/field/patrols/rounds', {
      uuid: randomUUID(),
      started_at: '2026-11-25T20:49:00Z',
      ...body,
    });
  const scan = (client: PortalClient, round: string, body: Record<string, unknown>) =>
    client.post(`/portal/api/field/patrols/rounds/${round}/scans`, {
      uuid: randomUUID(),
      method: 'manual',
      scanned_at: '2026-11-25T20:50:00Z',
      ...body,
    });
  /** The text of a checkpoint's printed QR code, as the route's sheet carries it. */
  async function printed(org: Organisation, checkpoint: { id: number; qrToken: string }): Promise<string> {
    return signedQrCode(await checkpointCodeKey(t.database), org.tenantId, checkpoint.id, checkpoint.qrToken);
  }

  const scanCount = async (tenantId: number) =>
    (await t.database.db.select().from(patrolScans).where(eq(patrolScans.tenantId, tenantId))).length;

  it('lists the routes with their checkpoints and the rounds due, and a scheduled round is taken once', async () => {
    const { org, property, guard, walk } = await setUp();
    const other = await org.property({ name: 'Rheinblick' });
    await route(org, other, 'R');
    const [schedule] = await t.database.db
      .insert(patrolSchedules)
      .values({
        tenantId: org.tenantId,
        routeId: walk.id,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTimes: ['22:00'],
        windowMinutes: 60,
        graceMinutes: 10,
      })
      .returning();
    const listed = (await guard.client.get('/portal/api/field/patrols')).json<FieldPatrolsDto>();
    expect(listed.routes.map((r) => r.name)).toEqual(['Route L']);
    expect(listed.routes[0]).toMatchObject({ property_id: property, property_name: 'Lindenhof' });
    expect(listed.routes[0]!.checkpoints.map((c) => c.name)).toEqual(['L point 1', 'L point 2', 'L point 3']);
    // The phone is told no code of any checkpoint: they stay on the server.
    const raw = (await guard.client.get('/portal/api/field/patrols')).body;
    for (const checkpoint of walk.checkpoints) {
      expect(raw).not.toContain(checkpoint.qrToken);
      expect(raw).not.toContain(`"${checkpoint.manualCode}"`);
    }
    expect(Object.keys(listed.routes[0]!.checkpoints[0]!).sort()).toEqual([
      'id',
      'instructions',
      'location_hint',
      'name',
      'position',
    ]);
    // 22:00 Berlin is 21:00 UTC in winter.
    const due = listed.occurrences.find((o) => o.planned_start === '2026-11-25T21:00:00.000Z');
    expect(due).toMatchObject({ schedule_id: schedule!.id, route_id: walk.id, taken: false });

    const body = { route_id: walk.id, schedule_id: schedule!.id, planned_start: '2026-11-25T21:00:00Z' };
    const uuid = randomUUID();
    const first = await start(guard.client, { ...body, uuid });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await start(guard.client, { ...body, uuid });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<FieldRoundDto>()).toMatchObject({ uuid, status: 'in_progress', schedule_id: schedule!.id });
    const colleague = await org.member('worker', [property]);
    const second = await start(colleague.client, body);
    expectProblem(second, 409, 'round_already_started');
    expect(second.json<{ detail: string }>().detail).toMatch(/already started/);
    expectProblem(
      await start(guard.client, { ...body, planned_start: '2026-11-25T21:30:00Z' }),
      422,
      'validation_failed',
    );

    const after = (await guard.client.get('/portal/api/field/patrols')).json<FieldPatrolsDto>();
    expect(after.occurrences.find((o) => o.planned_start === '2026-11-25T21:00:00.000Z')?.taken).toBe(true);
    expect(after.open_rounds.map((r) => r.uuid)).toEqual([uuid]);
  });

  it('records each scan once by its uuid and ends a round once', async () => {
    const { org, guard, walk } = await setUp();
    const round = (await start(guard.client, { route_id: walk.id })).json<FieldRoundDto>().uuid;
    const uuid = randomUUID();
    const photo = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: Buffer.from(randomUUID()),
      contentType: 'image/jpeg',
    });
    const first = await scan(guard.client, round, { uuid, code: 'l1', note: 'Door locked', photo_file_id: photo.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<FieldScanResultDto>()).toMatchObject({ checkpoint_name: 'L point 1', recorded: true });
    const again = await scan(guard.client, round, { uuid, code: 'l1' });
    expect(again.json<FieldScanResultDto>().recorded).toBe(false);
    const byQr = await scan(guard.client, round, { code: await printed(org, walk.checkpoints[1]!), method: 'qr' });
    expect(byQr.json<FieldScanResultDto>().round.scanned_checkpoint_ids).toEqual([
      walk.checkpoints[0]!.id,
      walk.checkpoints[1]!.id,
    ]);
    expect(await scanCount(org.tenantId)).toBe(2);
    const [stored] = await t.database.db.select().from(patrolScans).where(eq(patrolScans.uuid, uuid));
    expect(stored).toMatchObject({ method: 'manual', note: 'Door locked', photoFileId: photo.id });
    expect(stored!.scannedAt.toISOString()).toBe('2026-11-25T20:50:00.000Z');

    const ended = await guard.client.post(`/portal/api/field/patrols/rounds/${round}/end`, {
      ended_at: '2026-11-25T20:53:00Z',
    });
    expect(ended.json<FieldRoundDto>()).toMatchObject({ status: 'ended', ended_at: '2026-11-25T20:53:00.000Z' });
    const endedAgain = await guard.client.post(`/portal/api/field/patrols/rounds/${round}/end`, {
      ended_at: '2026-11-25T20:54:00Z',
    });
    expect(endedAgain.json<FieldRoundDto>().ended_at).toBe('2026-11-25T20:53:00.000Z');
    // A scan sent before the end and replayed after it is still the one scan.
    expect((await scan(guard.client, round, { uuid, code: 'L1' })).json<FieldScanResultDto>().recorded).toBe(false);
    const late = await scan(guard.client, round, { code: 'L3' });
    expectProblem(late, 409, 'round_ended');
    expect(await scanCount(org.tenantId)).toBe(2);
  });

  it('refuses another route’s, unknown, retired and other tenants’ codes and records nothing', async () => {
    const { org, property, guard, walk } = await setUp();
    const other = await route(org, property, 'X');
    await t.database.db
      .update(patrolCheckpoints)
      .set({ retiredAt: new Date() })
      .where(and(eq(patrolCheckpoints.tenantId, org.tenantId), eq(patrolCheckpoints.id, walk.checkpoints[2]!.id)));
    const stranger = await organisation(t);
    const strangerProperty = await stranger.property();
    const theirs = await route(stranger, strangerProperty, 'S');
    const round = (await start(guard.client, { route_id: walk.id })).json<FieldRoundDto>().uuid;

    const otherRoute = await scan(guard.client, round, { code: 'X1' });
    expectProblem(otherRoute, 422, 'checkpoint_other_route');
    expect(otherRoute.json<{ detail: string }>().detail).toMatch(/another route/);
    expectProblem(await scan(guard.client, round, { code: 'NOPE' }), 422, 'checkpoint_unknown');
    expectProblem(await scan(guard.client, round, { code: 'L3' }), 422, 'checkpoint_retired');
    expectProblem(
      await scan(guard.client, round, { code: await printed(stranger, theirs.checkpoints[0]!), method: 'qr' }),
      422,
      'checkpoint_unknown',
    );
    expectProblem(
      await scan(guard.client, round, { code: 'L1', photo_file_id: 999_999_999 }),
      422,
      'validation_failed',
    );
    expect(other.checkpoints).toHaveLength(3);
    expect(await scanCount(org.tenantId)).toBe(0);
  });

  it('checks a scanned QR code by its MAC on the server: forged, bare and other tenants’ codes record nothing', async () => {
    const { org, guard, walk } = await setUp();
    const round = (await start(guard.client, { route_id: walk.id })).json<FieldRoundDto>().uuid;
    const [first, second, third] = walk.checkpoints as [
      (typeof walk.checkpoints)[0],
      (typeof walk.checkpoints)[0],
      (typeof walk.checkpoints)[0],
    ];
    const code = await printed(org, first);
    expect(code).toMatch(new RegExp(`^${first.qrToken}\\.${first.id}\\.[A-Za-z0-9_-]{22}$`));
    // The token alone (a sheet printed before codes were signed, or a token a phone was once sent).
    const bare = await scan(guard.client, round, { code: first.qrToken, method: 'qr' });
    expectProblem(bare, 422, 'checkpoint_code_outdated');
    expect(bare.json<{ detail: string }>().detail).toMatch(/L point 1.*print the route’s sheet again/);
    // A MAC changed by one character; another checkpoint's id with this token and MAC; another tenant's MAC.
    const mac = code.slice(-22);
    const flipped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const stranger = await organisation(t);
    for (const forged of [
      flipped,
      `${first.qrToken}.${second.id}.${mac}`,
      signedQrCode(await checkpointCodeKey(t.database), stranger.tenantId, first.id, first.qrToken),
    ]) {
      expectProblem(await scan(guard.client, round, { code: forged, method: 'qr' }), 422, 'checkpoint_unknown');
    }
    expect(await scanCount(org.tenantId)).toBe(0);

    const accepted = await scan(guard.client, round, { code, method: 'qr' });
    expect(accepted.json<FieldScanResultDto>()).toMatchObject({ checkpoint_id: first.id, recorded: true });
    // The sheet the office prints carries exactly such codes.
    const sheet = await checkpointSheetInput(
      t.deps,
      { kind: 'person', tenantId: org.tenantId, accountId: org.adminId, allProperties: true },
      walk.id,
    );
    expect(sheet.checkpoints.map((c) => c.qrCode)).toEqual([
      code,
      await printed(org, second),
      await printed(org, third),
    ]);
  });

  it('takes the phone’s scan time up to 5 minutes after the receipt, and the receipt time beyond', async () => {
    const { org, guard, walk } = await setUp();
    const round = (await start(guard.client, { route_id: walk.id })).json<FieldRoundDto>().uuid;
    const now = t.clock();
    await scan(guard.client, round, { code: 'L1', scanned_at: new Date(now + 4 * 60_000).toISOString() });
    await scan(guard.client, round, { code: 'L2', scanned_at: new Date(now + 23 * 3_600_000).toISOString() });
    const ended = await guard.client.post(`/portal/api/field/patrols/rounds/${round}/end`, {
      ended_at: new Date(now + 23 * 3_600_000).toISOString(),
    });
    const rows = await t.database.db
      .select()
      .from(patrolScans)
      .where(eq(patrolScans.tenantId, org.tenantId))
      .orderBy(patrolScans.id);
    expect(rows.map((r) => r.scannedAt.getTime() - now)).toEqual([4 * 60_000, 0]);
    expect(Date.parse(ended.json<FieldRoundDto>().ended_at!)).toBe(now);
  });

  it('keeps rounds and routes at other properties out of reach (404)', async () => {
    const { org, guard, walk } = await setUp();
    const elsewhere = await org.property({ name: 'Elsewhere' });
    const far = await route(org, elsewhere, 'E');
    expectProblem(await start(guard.client, { route_id: far.id }), 404, 'not_found');
    const theirRound = (await start(org.admin, { route_id: far.id })).json<FieldRoundDto>().uuid;
    expectProblem(await scan(guard.client, theirRound, { code: 'E1' }), 404, 'not_found');
    expectProblem(await guard.client.post(`/portal/api/field/patrols/rounds/${theirRound}/end`, {}), 404, 'not_found');
    const stranger = await organisation(t);
    expectProblem(await start(stranger.admin, { route_id: walk.id }), 404, 'not_found');
  });

  it('links an incident reported during the round to it', async () => {
    const { org, property, guard, walk } = await setUp();
    const round = (await start(guard.client, { route_id: walk.id })).json<FieldRoundDto>().uuid;
    const report = await guard.client.post('/portal/api/field/incidents', {
      uuid: randomUUID(),
      title: 'Broken window',
      property_id: property,
      severity: 'high',
      patrol_round_uuid: round,
    });
    expect(report.statusCode, report.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.tenantId, org.tenantId), eq(incidents.id, report.json<{ id: number }>().id)));
    expect(row!.patrolRoundId).not.toBeNull();
    const stranger = await organisation(t);
    const strangerProperty = await stranger.property();
    const refused = await stranger.admin.post('/portal/api/field/incidents', {
      uuid: randomUUID(),
      title: 'Elsewhere',
      property_id: strangerProperty,
      severity: 'low',
      patrol_round_uuid: round,
    });
    expectProblem(refused, 422, 'validation_failed');
  });
});
