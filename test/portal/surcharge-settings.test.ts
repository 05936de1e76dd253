import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

const NONE = {
  night_window: { start: '23:00', end: '06:00' },
  night: { enabled: false, percent: null },
  sunday: { enabled: false, percent: null },
  holiday: { enabled: false, percent: null },
};

describeEachBackend('portal surcharge settings', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('keeps the night window and each kind, with a percentage or hours only', async () => {
    const org = await organisation(t);
    expect((await org.admin.get('/portal/api/surcharge-settings')).json()).toEqual(NONE);

    const body = {
      night_window: { start: '20:00', end: '06:00' },
      night: { enabled: true, percent: 25 },
      sunday: { enabled: true, percent: null },
      holiday: { enabled: true, percent: 125 },
    };
    const saved = await org.admin.request('PUT', '/portal/api/surcharge-settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(body);
    expect((await org.admin.get('/portal/api/surcharge-settings')).json()).toEqual(body);
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.settings_changed',
      details: { changed: ['surcharges'] },
    });

    // A manager reads them (time.manage) but may not change them (settings.edit).
    const manager = await org.member('manager');
    expect((await manager.client.get('/portal/api/surcharge-settings')).json()).toEqual(body);
    const refused = await manager.client.request('PUT', '/portal/api/surcharge-settings', NONE);
    expect(refused.statusCode).toBe(403);
    expect((await org.admin.get('/portal/api/surcharge-settings')).json()).toEqual(body);
  });

  it('names each field at fault', async () => {
    const org = await organisation(t);
    const bad = await org.admin.request('PUT', '/portal/api/surcharge-settings', {
      night_window: { start: '24:00', end: '6:00' },
      night: { enabled: true, percent: 25 },
      sunday: { enabled: true, percent: 50 },
      holiday: { enabled: true, percent: 150 },
    });
    expectProblem(bad, 422, 'validation_failed');
    expect(bad.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual([
      '/night_window/start',
      '/night_window/end',
    ]);

    const same = await org.admin.request('PUT', '/portal/api/surcharge-settings', {
      ...NONE,
      night_window: { start: '22:00', end: '22:00' },
    });
    expectProblem(same, 422, 'validation_failed');
    expect(same.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual(['/night_window/end']);

    // A percentage out of range is refused by the schema, naming the field.
    const percent = await org.admin.request('PUT', '/portal/api/surcharge-settings', {
      ...NONE,
      sunday: { enabled: true, percent: 0 },
    });
    expect(percent.statusCode).toBe(422);
    expect(percent.body).toContain('/sunday/percent');
    expect((await org.admin.get('/portal/api/surcharge-settings')).json()).toEqual(NONE);
  });

  it('keeps each organisation’s surcharges to itself', async () => {
    const ours = await organisation(t);
    const theirs = await organisation(t);
    const body = { ...NONE, night: { enabled: true, percent: 40 } };
    expect((await ours.admin.request('PUT', '/portal/api/surcharge-settings', body)).statusCode).toBe(200);
    expect((await theirs.admin.get('/portal/api/surcharge-settings')).json()).toEqual(NONE);
    expect((await ours.admin.get('/portal/api/surcharge-settings')).json()).toEqual(body);
  });
});
