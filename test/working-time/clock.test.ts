import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { applyClockAction, CLOCK_SKEW_FLAG_MS } from '../../src/modules/working-time/clock.service.js';
import { workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

const MINUTE = 60_000;
let counter = 0;
const uuid = () => `10000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describeEachBackend('the clock: actions from the phone', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function worker(properties: 'all' | number[] = 'all') {
    const tenant = await makeTenant(t.deps);
    const property = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
    const account = await createAccount(t.deps, tenant.tenant.id, {
      email: `${uuid()}@example.test`,
      name: 'Walter Krause',
      role: 'worker',
      properties: properties === 'all' ? 'all' : properties,
    });
    const actor = {
      kind: 'person' as const,
      tenantId: tenant.tenant.id,
      accountId: account.id,
      allProperties: properties === 'all',
    };
    const shifts = () =>
      t.database.db
        .select()
        .from(workShifts)
        .where(and(eq(workShifts.tenantId, tenant.tenant.id), eq(workShifts.accountId, account.id)));
    return { tenant, property, actor, shifts };
  }

  it('a queue sent again after being offline is applied once, at the times the person tapped', async () => {
    const { property, actor, shifts } = await worker();
    const start = Date.parse('2026-11-23T06:00:00Z');
    const queue = [
      { uuid: uuid(), kind: 'start' as const, deviceAt: new Date(start).toISOString(), propertyId: property },
      { uuid: uuid(), kind: 'pause' as const, deviceAt: new Date(start + 240 * MINUTE).toISOString() },
      { uuid: uuid(), kind: 'resume' as const, deviceAt: new Date(start + 270 * MINUTE).toISOString() },
      {
        uuid: uuid(),
        kind: 'end' as const,
        deviceAt: new Date(start + 510 * MINUTE).toISOString(),
        note: 'Keys at the desk',
      },
    ];
    // Back online two hours after the end; the phone's clock is right.
    const back = start + 630 * MINUTE;
    t.clock.set(back);
    const sent = queue.map((action) => ({ ...action, sentAt: new Date(back).toISOString() }));
    const first = [];
    for (const action of sent) first.push(await applyClockAction(t.deps, actor, action));
    expect(first.map((o) => o.applied)).toEqual([true, true, true, true]);
    // The answers were lost; the phone sends the whole queue again.
    const again = [];
    for (const action of sent) again.push(await applyClockAction(t.deps, actor, action));
    expect(again.map((o) => o.applied)).toEqual([false, false, false, false]);
    expect(new Set([...first, ...again].map((o) => o.shiftId)).size).toBe(1);

    const [shift, ...more] = await shifts();
    expect(more).toEqual([]);
    expect(shift?.startedAt.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(shift?.endedAt?.toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(shift?.note).toBe('Keys at the desk');
    expect(shift?.clockSkewMs).toBe(0);
    const breaks = await t.database.db
      .select()
      .from(workBreaks)
      .where(eq(workBreaks.shiftId, shift?.id ?? 0));
    expect(breaks.map((b) => [b.startedAt.toISOString(), b.endedAt?.toISOString()])).toEqual([
      ['2026-11-23T10:00:00.000Z', '2026-11-23T10:30:00.000Z'],
    ]);
  });

  it('the same action sent twice at once is applied once', async () => {
    const { property, actor, shifts } = await worker();
    t.clock.set(Date.parse('2026-11-23T06:00:00Z'));
    const action = {
      uuid: uuid(),
      kind: 'start' as const,
      deviceAt: new Date(t.clock()).toISOString(),
      propertyId: property,
    };
    const outcomes = await Promise.all([
      applyClockAction(t.deps, actor, action),
      applyClockAction(t.deps, actor, action),
    ]);
    expect(outcomes.map((o) => o.applied).sort()).toEqual([false, true]);
    expect(await shifts()).toHaveLength(1);
  });

  it('flags a phone whose clock is more than five minutes off', async () => {
    const { property, actor, shifts } = await worker();
    const now = Date.parse('2026-11-23T06:00:00Z');
    t.clock.set(now);
    const wrong = new Date(now - 7 * MINUTE).toISOString();
    await applyClockAction(t.deps, actor, {
      uuid: uuid(),
      kind: 'start',
      deviceAt: wrong,
      sentAt: wrong,
      propertyId: property,
    });
    const [shift] = await shifts();
    expect(shift?.clockSkewMs).toBeGreaterThan(CLOCK_SKEW_FLAG_MS);
  });

  it('one start at a time: a second start at the same instant, even from two phones at once, is refused', async () => {
    const { property, actor, shifts } = await worker();
    t.clock.set(Date.parse('2026-11-23T06:00:00Z'));
    const at = new Date(t.clock()).toISOString();
    const results = await Promise.allSettled([
      applyClockAction(t.deps, actor, { uuid: uuid(), kind: 'start', deviceAt: at, propertyId: property }),
      applyClockAction(t.deps, actor, { uuid: uuid(), kind: 'start', deviceAt: at, propertyId: property }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toMatch(/A shift already begins at this time/);
    expect(await shifts()).toHaveLength(1);
  });

  it('keeps a tap whose start has not arrived, and refuses a property out of reach', async () => {
    const { tenant, property, actor } = await worker();
    t.clock.set(Date.parse('2026-11-23T06:00:00Z'));
    // A pause with no start before it (the start is still on its way): kept, in no shift yet.
    const pause = await applyClockAction(t.deps, actor, {
      uuid: uuid(),
      kind: 'pause',
      deviceAt: new Date(t.clock() - 30 * MINUTE).toISOString(),
    });
    expect(pause).toEqual({ shiftId: null, applied: true });
    const start = await applyClockAction(t.deps, actor, {
      uuid: uuid(),
      kind: 'start',
      deviceAt: new Date(t.clock() - 60 * MINUTE).toISOString(),
      propertyId: property,
    });
    expect(start.shiftId).not.toBeNull();
    const breaks = await t.database.db
      .select()
      .from(workBreaks)
      .where(and(eq(workBreaks.tenantId, tenant.tenant.id), eq(workBreaks.shiftId, start.shiftId ?? 0)));
    expect(breaks.map((b) => [b.startedAt.toISOString(), b.endedAt])).toEqual([['2026-11-23T05:30:00.000Z', null]]);

    const other = await createPropertyVia(t.app, tenant.key, { name: 'Elsewhere' });
    const limited = await worker([]);
    await expect(
      applyClockAction(t.deps, limited.actor, {
        uuid: uuid(),
        kind: 'start',
        deviceAt: new Date(t.clock()).toISOString(),
        propertyId: limited.property,
      }),
    ).rejects.toThrow(/no access/);
    // Another tenant's property is unknown, not forbidden.
    await expect(
      applyClockAction(t.deps, limited.actor, {
        uuid: uuid(),
        kind: 'start',
        deviceAt: new Date(t.clock()).toISOString(),
        propertyId: other,
      }),
    ).rejects.toThrow('The request is not valid.');
  });
});
