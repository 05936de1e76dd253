import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

interface Entry {
  id: number;
  person: string;
  day: string;
  start: string;
  end: string | null;
  break_minutes: number;
  net_minutes: number | null;
  status: string;
  flags: { clock_skew: boolean; long_open: boolean; break_rule: string | null };
}

describeEachBackend('portal time sheet', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('lists a week’s entries with what needs a look, approves them, and a locked week cannot be approved', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof 3' });
    const workerId = await org.account('worker', 'all', 'Walter Krause');
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: workerId, allProperties: true };
    let n = 0;
    const act = async (kind: 'start' | 'pause' | 'resume' | 'end', day: string, h: number, m: number) => {
      const at = zonedInstant(day, h, m, 'Europe/Berlin');
      t.clock.set(at + 1000);
      n++;
      await applyClockAction(t.deps, actor, {
        uuid: `20000000-0000-4000-8000-${String(org.tenantId).padStart(6, '0')}${String(n).padStart(6, '0')}`,
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: property } : {}),
      });
    };
    // Monday: 10 hours with only 30 minutes of break (45 are due after 9 hours).
    await act('start', '2026-11-16', 6, 0);
    await act('pause', '2026-11-16', 11, 0);
    await act('resume', '2026-11-16', 11, 30);
    await act('end', '2026-11-16', 16, 30);
    // Tuesday: 5 hours, no break needed.
    await act('start', '2026-11-17', 7, 0);
    await act('end', '2026-11-17', 12, 0);
    // Thursday: started and still running 20 hours later.
    await act('start', '2026-11-19', 6, 0);
    t.clock.set(zonedInstant('2026-11-20', 2, 0, 'Europe/Berlin'));

    const sheet = (await org.admin.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22')).json<{
      data: Entry[];
    }>();
    expect(
      sheet.data.map((e) => [
        e.day,
        e.start,
        e.end,
        e.break_minutes,
        e.net_minutes,
        e.status,
        e.flags.break_rule,
        e.flags.long_open,
      ]),
    ).toEqual([
      ['2026-11-16', '06:00', '16:30', 30, 600, 'recorded', 'break_45_after_9h', false],
      ['2026-11-17', '07:00', '12:00', 0, 300, 'recorded', null, false],
      ['2026-11-19', '06:00', null, 0, null, 'open', null, true],
    ]);

    const approved = await org.admin.post('/portal/api/time-sheet/approve', { ids: sheet.data.map((e) => e.id) });
    // The running shift is not approved.
    expect(approved.json()).toEqual({ approved: 2 });
    expect((await auditEvents(org.admin))[0]).toMatchObject({ action: 'time.approved', details: { entries: 2 } });

    expect((await org.admin.post('/portal/api/time-locks', { from: '2026-11-16', to: '2026-11-22' })).statusCode).toBe(
      204,
    );
    const locked = (await org.admin.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22')).json<{
      data: Entry[];
    }>();
    expect(locked.data.map((e) => e.status)).toEqual(['locked', 'locked', 'open']);
  });

  it('is for those who manage working time, and only for their organisation', async () => {
    const org = await organisation(t);
    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22'), 403, 'permission_denied');
    const other = await organisation(t);
    const theirs = (await other.admin.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22')).json<{
      data: Entry[];
    }>();
    expect(theirs.data).toEqual([]);
    expectProblem(
      await org.admin.get('/portal/api/time-sheet?from=2026-11-22&to=2026-11-16'),
      422,
      'validation_failed',
    );
  });
});
