import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

interface Refusal {
  line: number;
  code: string;
  column: string | null;
  value: string | null;
  other_line: number | null;
}
interface ImportedService {
  line: number;
  title: string;
  status: string;
  rrule: string | null;
  sentence: string;
  expected_minutes: number | null;
  checklist: string[];
  window_start: string;
  window_end: string;
  valid_from: string;
}
interface Report {
  dry_run: boolean;
  imported: boolean;
  encoding: string;
  delimiter: string;
  lines: number;
  properties: {
    property_id: number;
    property_name: string;
    areas: { name: string; status: string; services: ImportedService[] }[];
  }[];
  refusals: Refusal[];
  counts: { areas_new: number; services_new: number; services_updated: number; services_unchanged: number };
}
interface Plan {
  areas: {
    name: string;
    services: { title: string; rrule: string | null; expected_minutes: number | null; checklist: string[] }[];
  }[];
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]);

describeEachBackend('importing a service plan (LV) from CSV', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function setUp() {
    // Wednesday 25 March 2026, 11:00 in Berlin.
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    expect((await org.admin.patch('/portal/api/profile', { language: 'de' })).statusCode).toBe(200);
    const lindenhof = await org.property({ name: 'Lindenhof', external_id: 'LH-01' });
    const rheinblick = await org.property({ name: 'Rheinblick', external_id: 'RB-02' });
    return { org, lindenhof, rheinblick };
  }

  const send = (client: PortalClient, file: Buffer, dryRun: boolean) =>
    client.post('/portal/api/service-plans/import', { file: file.toString('base64'), dry_run: dryRun });

  async function dryRun(client: PortalClient, file: Buffer): Promise<Report> {
    const response = await send(client, file, true);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Report>();
  }

  async function importFile(client: PortalClient, file: Buffer): Promise<Report> {
    const response = await send(client, file, false);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Report>();
  }

  async function plan(client: PortalClient, property: number): Promise<Plan> {
    const response = await client.get(`/portal/api/properties/${property}/service-plan`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Plan>();
  }

  const GOOD = [
    'Objekt;Bereich;Leistung;Häufigkeit;Minuten;Checkliste;Gültig ab',
    'LH-01;RG1 Büros;Böden saugen;Mo/Mi/Fr;30;Papierkörbe leeren | Böden saugen;23.03.2026',
    'Lindenhof;RG2 Sanitär;Sanitärräume reinigen;werktäglich;45;Waschbecken|Spiegel|WC;2026-03-23',
    'RB-02;Treppenhaus;Treppe wischen;"FREQ=WEEKLY;INTERVAL=2;BYDAY=TU";20;;2026-03-23',
  ];

  it('refuses each bad line with its number and reason, and then imports nothing', async () => {
    const { org, lindenhof, rheinblick } = await setUp();
    // Two properties share a name: naming it is ambiguous, its external id is not.
    await org.property({ name: 'Haus am See', external_id: 'HS-1' });
    await org.property({ name: 'Haus am See', external_id: 'HS-2' });
    const file = utf8(
      [
        'Objekt;Bereich;Leistung;Häufigkeit;Minuten;Checkliste',
        'LH-01;RG1 Büros;Böden saugen;Mo/Mi/Fr;30;Papierkörbe leeren',
        'XX-99;RG1 Büros;Fenster putzen;monatlich;60;',
        'Lindenhof;RG1 Büros;Fenster putzen;bei Vollmond;60;',
        'Lindenhof;RG1 Büros;Türen;"FREQ=WEEKLY;INTERVAL=0";10;',
        'Rheinblick;Lobby;Saugen;täglich;zehn;',
        'Haus am See;Lobby;Saugen;täglich;10;',
        'HS-2;Lobby;Saugen;täglich;10;',
        'LH-01;RG1 Büros;Böden saugen;täglich;30;',
        ';Keller;Kehren;wöchentlich;;',
        'RB-02;Lobby;Fenster;"FREQ=WEEKLY;COUNT=3";;',
      ].join('\r\n'),
    );
    const report = await dryRun(org.admin, file);
    expect(report.delimiter).toBe(';');
    expect(report.encoding).toBe('utf-8');
    expect(report.lines).toBe(10);
    expect(report.refusals).toEqual([
      { line: 3, code: 'property_unknown', column: 'property', value: 'XX-99', other_line: null },
      { line: 4, code: 'frequency_unknown', column: 'frequency', value: 'bei Vollmond', other_line: null },
      { line: 5, code: 'rrule_invalid', column: 'frequency', value: 'FREQ=WEEKLY;INTERVAL=0', other_line: null },
      { line: 6, code: 'minutes_invalid', column: 'minutes', value: 'zehn', other_line: null },
      { line: 7, code: 'property_ambiguous', column: 'property', value: 'Haus am See', other_line: null },
      { line: 9, code: 'duplicate_service', column: 'service', value: 'Böden saugen', other_line: 2 },
      { line: 10, code: 'value_missing', column: 'property', value: null, other_line: null },
      { line: 11, code: 'rrule_unsupported', column: 'frequency', value: 'FREQ=WEEKLY;COUNT=3', other_line: null },
    ]);
    // The good lines show what they would make: line 2 at Lindenhof, line 8 at Haus am See (HS-2).
    expect(report.properties.map((p) => [p.property_name, p.areas.map((a) => a.services.map((s) => s.line))])).toEqual([
      ['Lindenhof', [[2]]],
      ['Haus am See', [[8]]],
    ]);

    expectProblem(await send(org.admin, file, false), 422, 'import_refused');
    expect((await plan(org.admin, lindenhof)).areas).toEqual([]);
    expect((await plan(org.admin, rheinblick)).areas).toEqual([]);
  });

  it('names a missing column on line 1', async () => {
    const { org } = await setUp();
    const report = await dryRun(org.admin, utf8('Property,Area,Service,Minutes,Colour\nLH-01,Lobby,Vacuum,10,red\n'));
    expect(report.delimiter).toBe(',');
    expect(report.refusals).toEqual([
      { line: 1, code: 'column_unknown', column: null, value: 'Colour', other_line: null },
      { line: 1, code: 'column_missing', column: 'frequency', value: 'Häufigkeit', other_line: null },
    ]);
    expect((await dryRun(org.admin, utf8('Objekt;Bereich;Leistung;Häufigkeit\n'))).refusals).toEqual([
      { line: 1, code: 'file_empty', column: null, value: null, other_line: null },
    ]);
  });

  it('imports all lines in one go, and a second import of the same file changes nothing', async () => {
    const { org, lindenhof, rheinblick } = await setUp();
    const file = withBom(GOOD.join('\n'));

    const preview = await dryRun(org.admin, file);
    expect(preview.refusals).toEqual([]);
    expect(preview.counts).toEqual({ areas_new: 3, services_new: 3, services_updated: 0, services_unchanged: 0 });
    expect(preview.properties[0]!.areas[0]!.services[0]).toEqual({
      line: 2,
      title: 'Böden saugen',
      status: 'new',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      sentence: 'jeden Montag, Mittwoch und Freitag',
      expected_minutes: 30,
      checklist: ['Papierkörbe leeren', 'Böden saugen'],
      window_start: '06:00',
      window_end: '08:00',
      valid_from: '2026-03-23',
    });
    // A dry run writes nothing.
    expect((await plan(org.admin, lindenhof)).areas).toEqual([]);

    const done = await importFile(org.admin, file);
    expect(done).toMatchObject({ dry_run: false, imported: true });
    expect(done.counts).toEqual({ areas_new: 3, services_new: 3, services_updated: 0, services_unchanged: 0 });
    const lh = await plan(org.admin, lindenhof);
    expect(
      lh.areas.map((a) => [a.name, a.services.map((s) => [s.title, s.rrule, s.expected_minutes, s.checklist])]),
    ).toEqual([
      ['RG1 Büros', [['Böden saugen', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 30, ['Papierkörbe leeren', 'Böden saugen']]]],
      [
        'RG2 Sanitär',
        [['Sanitärräume reinigen', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 45, ['Waschbecken', 'Spiegel', 'WC']]],
      ],
    ]);
    expect((await plan(org.admin, rheinblick)).areas[0]!.services[0]!.rrule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU');

    // The occurrences exist as tasks at once: Mo/Mi/Fr from today (Wed 25 March) through
    // 8 April (14 days): 25, 27, 30 March, 1, 3, 6, 8 April.
    const made = await t.database.db
      .select({ day: tasks.planOccurrenceDate })
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenantId), eq(tasks.title, 'Böden saugen')))
      .orderBy(tasks.planOccurrenceDate);
    expect(made.map((m) => m.day)).toEqual([
      '2026-03-25',
      '2026-03-27',
      '2026-03-30',
      '2026-04-01',
      '2026-04-03',
      '2026-04-06',
      '2026-04-08',
    ]);

    // The same file again: every service is found and left as it is; no second area or service.
    const again = await importFile(org.admin, file);
    expect(again.counts).toEqual({ areas_new: 0, services_new: 0, services_updated: 0, services_unchanged: 3 });
    expect((await plan(org.admin, lindenhof)).areas.flatMap((a) => a.services)).toHaveLength(2);

    // One line changed (minutes 30 → 40): that service is updated, the others stay.
    const changed = withBom(GOOD.map((line, i) => (i === 1 ? line.replace(';30;', ';40;') : line)).join('\n'));
    const update = await dryRun(org.admin, changed);
    expect(update.counts).toEqual({ areas_new: 0, services_new: 0, services_updated: 1, services_unchanged: 2 });
    expect(update.properties[0]!.areas[0]!.services[0]!.status).toBe('updated');
    await importFile(org.admin, changed);
    expect((await plan(org.admin, lindenhof)).areas[0]!.services[0]!.expected_minutes).toBe(40);
  });

  it('reads Windows-1252 files with commas and English headers', async () => {
    const { org, lindenhof } = await setUp();
    const text =
      'Property,Area,Service,Frequency,Minutes,Checklist,Window\r\n' +
      'Lindenhof,Büro Süd,"Clean desks, chairs",every 2 weeks on Monday,15,Desks|Chairs,22:00-04:00\r\n';
    const file = Buffer.from(text, 'latin1');
    expect(file.includes(Buffer.from('ü', 'utf8'))).toBe(false);
    const report = await dryRun(org.admin, file);
    expect(report).toMatchObject({ encoding: 'windows-1252', delimiter: ',', refusals: [] });
    await importFile(org.admin, file);
    const read = await plan(org.admin, lindenhof);
    expect(read.areas.map((a) => [a.name, a.services.map((s) => [s.title, s.rrule])])).toEqual([
      ['Büro Süd', [['Clean desks, chairs', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO']]],
    ]);
  });

  it('treats a property the person may not see, or of another organisation, as unknown', async () => {
    const { org, lindenhof, rheinblick } = await setUp();
    const { client: manager } = await org.member('manager', [lindenhof]);
    const file = utf8(
      [
        'Objekt;Bereich;Leistung;Häufigkeit',
        'LH-01;Lobby;Saugen;täglich',
        'RB-02;Lobby;Saugen;täglich',
        'Rheinblick;Lobby;Saugen;täglich',
        'XX-99;Lobby;Saugen;täglich',
      ].join('\n'),
    );
    const report = await dryRun(manager, file);
    expect(report.refusals.map((r) => [r.line, r.code, r.value])).toEqual([
      [3, 'property_unknown', 'RB-02'],
      [4, 'property_unknown', 'Rheinblick'],
      [5, 'property_unknown', 'XX-99'],
    ]);
    expect(JSON.stringify(report)).not.toContain(`"property_id":${rheinblick}`);
    expectProblem(await send(manager, file, false), 422, 'import_refused');
    expect((await plan(org.admin, rheinblick)).areas).toEqual([]);
    expect((await plan(org.admin, lindenhof)).areas).toEqual([]);

    // Only their own property: imported.
    const own = utf8('Objekt;Bereich;Leistung;Häufigkeit\nLH-01;Lobby;Saugen;täglich\n');
    expect((await importFile(manager, own)).counts.services_new).toBe(1);

    // Another organisation's admin: the same names and ids are unknown there.
    const stranger = await organisation(t);
    const theirs = await dryRun(stranger.admin, file);
    expect(theirs.refusals.map((r) => [r.line, r.code])).toEqual([
      [2, 'property_unknown'],
      [3, 'property_unknown'],
      [4, 'property_unknown'],
      [5, 'property_unknown'],
    ]);
    expect(theirs.properties).toEqual([]);

    // A worker may not manage plans at all.
    const { client: worker } = await org.member('worker', [lindenhof]);
    expectProblem(await send(worker, own, true), 403, 'permission_denied');
  });
});
