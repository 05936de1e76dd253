import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';
import { pdfPages } from '../reports/pdf-text.js';
import { savePdf } from '../reports/report-app.js';

// The working-time compliance report over a hand-made fortnight in Berlin (UTC+1 in
// November 2026). Every figure below is counted by hand from the times entered:
//
// Mon 09.11. 08:00–12:00, entered on 23.11. 09:00: past the end of the seventh day after
//            (17.11. 00:00), a late record (MiLoG §17) by the admin at 2026-11-23T08:00Z.
// Tue 17.11. 06:00–16:46, break 11:00–11:45: 646 − 45 = 601 min net > 600 (§3); 45 min
//            break is enough over 9 h; stretches 300 and 301 min. §3 is set to block: saved
//            with an override reason.
// Wed 18.11. 08:00–14:16, break 11:00–11:15: 376 − 15 = 361 min net > 360, 30 min due,
//            15 taken (§4); stretches 180 and 181 min.
// Thu 19.11. 12:00–21:00, break 15:00–15:30: 510 min net, 30 min due and taken.
// Fri 20.11. 07:59–12:00: rest from Thursday 21:00 is 10:59 h = 659 min < 660 (§5).
// Sun 22.11. 08:00–12:00: Sunday work (§9).
// A second person works Wed 18.11. 08:00–16:30 with 30 min break (480 min): no finding.

const squash = (text: string) => text.replace(/\s+/g, '');

interface Finding {
  rule: string;
  day: string;
  entry_ids: number[];
  actual_minutes: number;
  limit_minutes: number;
  mode: string;
  override: { by: string | null; at: string; reason: string } | null;
  recorded: { by: string | null; at: string } | null;
}
interface Report {
  from: string;
  to: string;
  modes: Record<string, string>;
  people: {
    account_id: number;
    person: string;
    findings: Finding[];
    totals: { rule: string; findings: number; overridden: number }[];
  }[];
}

describeEachBackend('portal working-time compliance report', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function fortnight() {
    t.clock.set(Date.parse('2026-11-23T08:00:00Z'));
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof 3' });
    const other = await org.property({ name: 'Gartenweg 8' });
    const walter = await org.account('worker', 'all', 'Walter Krause');
    const erika = await org.account('worker', 'all', 'Erika Bauer');
    const set = await org.admin.patch('/portal/api/working-time-settings', { rules: { max_daily: 'block' } });
    expect(set.statusCode, set.body).toBe(200);
    const ids: Record<string, number> = {};
    const add = async (
      key: string,
      accountId: number,
      day: string,
      start: string,
      end: string,
      breaks: { start: string; end: string }[] = [],
      extra: Record<string, unknown> = {},
    ) => {
      const response = await org.admin.post('/portal/api/time-sheet/entries', {
        account_id: accountId,
        property_id: property,
        day,
        start,
        end,
        breaks,
        reason: 'Paper sheet',
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json<{ id: number }>().id;
    };
    await add('mon9', walter, '2026-11-09', '08:00', '12:00');
    // §3 blocks without a reason.
    const refused = await org.admin.post('/portal/api/time-sheet/entries', {
      account_id: walter,
      property_id: property,
      day: '2026-11-17',
      start: '06:00',
      end: '16:46',
      breaks: [{ start: '11:00', end: '11:45' }],
      reason: 'Paper sheet',
    });
    expectProblem(refused, 422, 'working_time_rule_blocked');
    await add('tue', walter, '2026-11-17', '06:00', '16:46', [{ start: '11:00', end: '11:45' }], {
      override_reason: 'Storm damage, roof secured',
    });
    await add('wed', walter, '2026-11-18', '08:00', '14:16', [{ start: '11:00', end: '11:15' }]);
    await add('thu', walter, '2026-11-19', '12:00', '21:00', [{ start: '15:00', end: '15:30' }]);
    await add('fri', walter, '2026-11-20', '07:59', '12:00');
    await add('sun', walter, '2026-11-22', '08:00', '12:00');
    await add('erika', erika, '2026-11-18', '08:00', '16:30', [{ start: '12:00', end: '12:30' }]);
    const sheet = await org.admin.get('/portal/api/time-sheet?from=2026-11-09&to=2026-11-09');
    const admin = sheet.json<{ data: { edited_by: string | null }[] }>().data[0]?.edited_by;
    expect(admin).toBeTruthy();
    return { org, property, other, walter, erika, ids, admin: admin! };
  }

  it('lists every finding per person and day with its mode, the override and the late record; totals per rule', async () => {
    const { org, walter, ids, admin } = await fortnight();
    const response = await org.admin.get('/portal/api/time-sheet/compliance?from=2026-11-09&to=2026-11-22');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<Report>();
    expect(report.modes).toEqual({
      max_daily: 'block',
      breaks: 'warn',
      rest: 'warn',
      sunday_holiday: 'warn',
      late_record: 'warn',
    });
    // Erika Bauer's day breaks no rule: she is not listed.
    expect(report.people.map((p) => p.person)).toEqual(['Walter Krause']);
    const [person] = report.people;
    expect(person?.account_id).toBe(walter);
    const none = { override: null, recorded: null };
    expect(person?.findings).toEqual([
      {
        rule: 'late_record',
        day: '2026-11-09',
        entry_ids: [ids.mon9],
        actual_minutes: 0,
        limit_minutes: 0,
        mode: 'warn',
        override: null,
        recorded: { by: admin, at: '2026-11-23T08:00:00.000Z' },
      },
      {
        rule: 'daily_max',
        day: '2026-11-17',
        entry_ids: [ids.tue],
        actual_minutes: 601,
        limit_minutes: 600,
        mode: 'block',
        override: { by: admin, at: '2026-11-23T08:00:00.000Z', reason: 'Storm damage, roof secured' },
        recorded: null,
      },
      {
        rule: 'breaks',
        day: '2026-11-18',
        entry_ids: [ids.wed],
        actual_minutes: 15,
        limit_minutes: 30,
        mode: 'warn',
        ...none,
      },
      {
        rule: 'rest',
        day: '2026-11-20',
        entry_ids: [ids.fri],
        actual_minutes: 659,
        limit_minutes: 660,
        mode: 'warn',
        ...none,
      },
      {
        rule: 'sunday',
        day: '2026-11-22',
        entry_ids: [ids.sun],
        actual_minutes: 0,
        limit_minutes: 0,
        mode: 'warn',
        ...none,
      },
    ]);
    expect(person?.totals).toEqual([
      { rule: 'daily_max', findings: 1, overridden: 1 },
      { rule: 'breaks', findings: 1, overridden: 0 },
      { rule: 'rest', findings: 1, overridden: 0 },
      { rule: 'sunday', findings: 1, overridden: 0 },
      { rule: 'late_record', findings: 1, overridden: 0 },
    ]);

    // One person, and a period that holds only Friday: the rest finding of Friday, not Thursday's.
    const friday = await org.admin.get(
      `/portal/api/time-sheet/compliance?from=2026-11-20&to=2026-11-20&account_id=${walter}`,
    );
    expect(friday.json<Report>().people[0]?.findings.map((f) => [f.rule, f.day])).toEqual([['rest', '2026-11-20']]);
    // A rule switched off is named nowhere.
    await org.admin.patch('/portal/api/working-time-settings', {
      rules: { sunday_holiday: 'off', late_record: 'off' },
    });
    const off = (await org.admin.get('/portal/api/time-sheet/compliance?from=2026-11-09&to=2026-11-22')).json<Report>();
    expect(off.people[0]?.totals.map((r) => r.rule)).toEqual(['daily_max', 'breaks', 'rest']);
  });

  it('prints the findings, the modes, the override with its reason and the legend in German and English', async () => {
    const { org, walter, admin } = await fortnight();
    const pdf = async (language: 'de' | 'en', person = '') => {
      const response = await org.admin.get(
        `/portal/api/time-sheet/compliance/pdf?from=2026-11-09&to=2026-11-22&language=${language}${person}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = new Uint8Array(response.rawPayload);
      savePdf(`working-time-compliance-${language}-${backend.name}`, bytes);
      return { text: (await pdfPages(bytes)).join(' '), disposition: String(response.headers['content-disposition']) };
    };
    const german = await pdf('de');
    expect(german.disposition).toContain('Arbeitszeit-Pruefbericht-2026-11-09-2026-11-22.pdf');
    for (const text of [
      'Arbeitszeit-Prüfbericht',
      '09.11.2026 – 22.11.2026',
      'Alle sichtbaren Personen',
      'Walter Krause',
      '10:01 h netto',
      'Pause 15 min, 30 min nötig',
      'Ruhezeit 10:59 h',
      'Arbeit am Sonntag',
      `erfasst/geändert von ${admin} am 23.11.2026, 09:00`,
      `${admin}, 23.11.2026, 09:00: „Storm damage, roof secured“`,
      'Höchstarbeitszeit (ArbZG §3) verhindern',
      'Ruhepausen (ArbZG §4) warnen',
      'MiLoG §17 (mit §2a SchwarzArbG)',
      'ArbZG §5',
      'ArbZG §9, §10',
    ]) {
      // Without spaces: a long name (the fixture admin's is a uuid) wraps within its cell.
      expect(squash(german.text)).toContain(squash(text));
    }
    expect(german.text).not.toContain('Erika Bauer');
    const english = await pdf('en', `&account_id=${walter}`);
    for (const text of [
      'Working-time compliance report',
      'Period 9 Nov 2026 – 22 Nov 2026 People Walter Krause',
      '10:01 h net',
      'break 15 min, 30 required',
      'rest 10:59 h',
      'work on a Sunday',
      `recorded/changed by ${admin} on 23 Nov 2026, 09:00`,
      '“Storm damage, roof secured”',
      'Maximum working time (ArbZG §3) block',
      'MiLoG §17 (with §2a SchwarzArbG)',
    ]) {
      expect(squash(english.text)).toContain(squash(text));
    }
    // The worker may not have it, and another organisation finds no such person.
    const { client: worker } = await org.member('worker');
    expectProblem(
      await worker.get('/portal/api/time-sheet/compliance/pdf?from=2026-11-09&to=2026-11-22'),
      403,
      'permission_denied',
    );
    const stranger = await organisation(t);
    expectProblem(
      await stranger.admin.get(
        `/portal/api/time-sheet/compliance/pdf?from=2026-11-09&to=2026-11-22&account_id=${walter}`,
      ),
      404,
      'not_found',
    );
  });

  it('is for time.manage within the actor’s properties; another tenant’s person is not found', async () => {
    const { org, other, walter } = await fortnight();
    const url = '/portal/api/time-sheet/compliance?from=2026-11-09&to=2026-11-22';
    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get(url), 403, 'permission_denied');
    // A manager limited to another property sees none of Walter's entries there.
    const { client: limited } = await org.member('manager', [other]);
    const seen = await limited.get(url);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<Report>().people).toEqual([]);
    const paper = await limited.get(`/portal/api/time-sheet/compliance/pdf?from=2026-11-09&to=2026-11-22&language=de`);
    expect(paper.statusCode).toBe(200);
    const text = (await pdfPages(new Uint8Array(paper.rawPayload))).join(' ');
    expect(text).toContain('Im Zeitraum keine Befunde.');
    expect(text).not.toContain('Walter Krause');
    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`${url}&account_id=${walter}`), 404, 'not_found');
    expect((await stranger.admin.get(url)).json<Report>().people).toEqual([]);
    expectProblem(
      await org.admin.get('/portal/api/time-sheet/compliance?from=2026-11-22&to=2026-11-09'),
      422,
      'validation_failed',
    );
  });
});
