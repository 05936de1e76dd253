// `caretaker report`, run in-process as bin/caretaker.js runs it, against a temporary
// DATA_DIR (PGlite): the data is made through the services between two commands.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { runCli } from '../../src/cli/main.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { LocalFileStore } from '../../src/platform/file-store/file-store.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { createProperty } from '../../src/modules/properties/properties.service.js';
import { FIXED_SCALES } from '../../src/modules/inspections/inspection-score.js';
import {
  completeInspection,
  createInspectionTemplate,
  recordRatings,
  startInspection,
} from '../../src/modules/inspections/inspections.service.js';
import { addPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import { makeFileStore } from '../../src/platform/file-store/make-file-store.js';
import { describeEachBackend } from '../helpers/backends.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import { pdfPages } from './pdf-text.js';

// Each test runs several commands (a fresh PGlite, migrations, a PDF) in this process; on a
// busy machine that outlasts the default minute, and a test cut off would leave its command
// holding the data directory for the tests after it.
vi.setConfig({ testTimeout: 240_000 });

let dir: string;
const env = () => ({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' });

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: env(),
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-report-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes a form report for an operator and fails clearly, leaving no file, for what does not exist', async () => {
  const created = await cli(['tenant', 'create', '--name', 'Rhein Facility GmbH', '--json']);
  expect(created.code, created.stderr).toBe(0);
  const tenantId = (JSON.parse(created.stdout) as { id: number }).id;

  const database = await openPglite(env().DATA_DIR);
  let responseId: number;
  let inspectionId: number;
  try {
    const deps = { database, clock: Date.now };
    const account = await createAccount(deps, tenantId, {
      email: 'inspector@example.test',
      name: 'Ina Inspector',
      properties: 'all',
    });
    const actor = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    const property = await createProperty(deps, actor, { name: 'Rheinblick' });
    const { id: templateId } = await createFormTemplate(deps, tenantId, {
      name: 'Winterdienst',
      fields: [
        { id: 'gritted', type: 'checkbox', label: 'Gehweg gestreut', required: true },
        { id: 'photo', type: 'photo', label: 'Foto' },
      ],
    });
    const files = new LocalFileStore(path.join(env().DATA_DIR, 'files'));
    const photo = await storeFile(database.db, files, tenantId, {
      data: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5577aa' } })
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    });
    responseId = await saveFormResponse(deps, tenantId, {
      templateId,
      propertyId: property.id,
      accountId: account.id,
      answers: { gritted: false },
      photos: [{ fieldId: 'photo', fileId: photo.id }],
      submit: true,
    });
    // A quality inspection of one area, passed: 100 %.
    const area = await addPlanArea(deps, actor, { property_id: property.id, name: 'Treppenhaus', type: 'Flur' });
    const inspectionTemplate = await createInspectionTemplate(deps, actor, {
      name: 'Kurzkontrolle',
      definition: {
        scale: { kind: 'pass_fail', steps: FIXED_SCALES.pass_fail },
        criteria: [{ id: 'floor', label: 'Boden', areaTypes: [] }],
        areaTypeWeights: {},
        thresholdPercent: 85,
        samplePercent: 100,
        sampleMinimum: 1,
      },
    });
    inspectionId = await startInspection(deps, actor, {
      property_id: property.id,
      template_id: inspectionTemplate.template_id,
      date: '2026-11-27',
      sample: [area.id],
    });
    await recordRatings(deps, actor, inspectionId, [{ area_id: area.id, criterion_id: 'floor', step: 'pass' }]);
    await completeInspection(deps, actor, inspectionId);
  } finally {
    await database.close();
  }

  const output = path.join(dir, 'report.pdf');
  const made = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'form',
    '--id',
    String(responseId),
    '--output',
    output,
  ]);
  expect(made.code, made.stderr).toBe(0);
  expect(made.stderr).toMatch(/Wrote .*report\.pdf: 1 pages/);
  const pages = await pdfPages(readFileSync(output));
  expect(pages[0]).toContain('Rheinblick');
  expect(pages[0]).toContain('Gehweg gestreut Nein');
  expect(pages[0]).toContain('Seite 1 von 1');

  const inspectionPdf = path.join(dir, 'inspection.pdf');
  const inspected = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'inspection',
    '--id',
    String(inspectionId),
    '--output',
    inspectionPdf,
  ]);
  expect(inspected.code, inspected.stderr).toBe(0);
  const inspectionText = (await pdfPages(readFileSync(inspectionPdf))).join(' ');
  expect(inspectionText).toContain('Qualitätskontrolle');
  expect(inspectionText).toContain('Rheinblick · 27.11.2026');
  expect(inspectionText).toContain('Treppenhaus · Flur · 100,0 %');

  const missing = path.join(dir, 'missing.pdf');
  const noInspection = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'inspection',
    '--id',
    '4711',
    '--output',
    missing,
  ]);
  expect(noInspection.code).toBe(1);
  expect(noInspection.stderr).toContain('Inspection 4711 does not exist');
  const unknown = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'incident',
    '--id',
    '4711',
    '--output',
    missing,
  ]);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Incident 4711 does not exist');
  expect(existsSync(missing)).toBe(false);
  expect(existsSync(`${missing}.partial`)).toBe(false);

  // A folder that does not exist is named, before anything is rendered or exported.
  const nowhere = path.join(dir, 'no-such-folder');
  for (const args of [
    ['report', '--tenant', String(tenantId), '--kind', 'form', '--id', String(responseId)],
    ['export', 'working-times', '--tenant', String(tenantId), '--from', '2026-11-01', '--to', '2026-11-30'],
  ]) {
    const lost = await cli([...args, '--output', path.join(nowhere, 'out.file')]);
    expect(lost.code, args[0]).toBe(1);
    expect(lost.stderr.trim()).toBe(`caretaker: --output: the folder ${nowhere} does not exist. Create it first.`);
    expect(existsSync(nowhere)).toBe(false);
  }

  const noTenant = await cli(['report', '--tenant', '999999', '--kind', 'form', '--id', '1', '--output', missing]);
  expect(noTenant.code).toBe(1);
  expect(noTenant.stderr).toContain('No tenant with id 999999');

  const badKind = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'invoice',
    '--id',
    '1',
    '--output',
    missing,
  ]);
  expect(badKind.code).not.toBe(0);
  expect(badKind.stderr).toContain('Use form or incident or patrol or inspection or service');
});

it('writes the patrol report of a round, and of a property from one day to another', async () => {
  const created = await cli([
    'tenant',
    'create',
    '--name',
    'Wachdienst Rhein GmbH',
    '--timezone',
    'Europe/Berlin',
    '--json',
  ]);
  expect(created.code, created.stderr).toBe(0);
  const tenantId = (JSON.parse(created.stdout) as { id: number }).id;
  const database = await openPglite(env().DATA_DIR);
  let propertyId: number;
  let roundId: number;
  try {
    const deps = { database, clock: Date.now };
    const account = await createAccount(deps, tenantId, { email: 'guard@example.test', name: 'Jonas Wächter' });
    const actor = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    propertyId = (await createProperty(deps, actor, { name: 'Lindenhof' })).id;
    const rows = patrolRows(database, { tenantId, adminId: account.id });
    const { routeId, checkpointIds } = await rows.route(propertyId, ['Tor', 'Dach'], 'Nachtrunde');
    const scheduleId = await rows.schedule(routeId, ['22:00']);
    // Friday 21 November 2025, 22:00 in Berlin (in the past, as the command reads the real clock); the roof is never scanned.
    roundId = await rows.round({
      routeId,
      propertyId,
      scheduleId,
      plannedStart: '2025-11-21T21:00:00Z',
      startedAt: '2025-11-21T21:01:00Z',
      endedAt: '2025-11-21T21:20:00Z',
      scans: [{ checkpointId: checkpointIds[0] as number, at: '2025-11-21T21:05:00Z' }],
    });
  } finally {
    await database.close();
  }
  const report = (...args: string[]) => cli(['report', '--tenant', String(tenantId), '--kind', 'patrol', ...args]);

  const roundFile = path.join(dir, 'round.pdf');
  const round = await report('--id', String(roundId), '--output', roundFile);
  expect(round.code, round.stderr).toBe(0);
  const roundText = (await pdfPages(readFileSync(roundFile))).join(' ');
  expect(roundText).toContain('Rundgangsbericht');
  expect(roundText).toContain('Jonas Wächter');
  expect(roundText).toContain('2 Dach bis 23:00 – verpasst');

  const periodFile = path.join(dir, 'period.pdf');
  const period = await report(
    '--property',
    String(propertyId),
    '--from',
    '2025-11-17',
    '--to',
    '2025-11-23',
    '--output',
    periodFile,
  );
  expect(period.code, period.stderr).toBe(0);
  const first = (await pdfPages(readFileSync(periodFile)))[0] ?? '';
  expect(first).toContain('Lindenhof · 17.11.2025 – 23.11.2025');
  // Seven evenings scheduled; one walked (partial), six missed.
  expect(first).toContain('7 Geplante Rundgänge 1 Durchgeführt');
  expect(first).toContain('Fr., 21.11. 22:00 Nachtrunde Unvollständig 1 / 2');

  const refused = async (args: string[], message: string) => {
    const result = await report(...args, '--output', path.join(dir, 'refused.pdf'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
  };
  await refused([], 'Name the round (--id) or the property and period (--property, --from, --to).');
  await refused(
    ['--property', String(propertyId), '--from', '2026-11-01'],
    'A patrol period report needs --from and --to.',
  );
  await refused(
    ['--property', String(propertyId), '--from', '2026-11-01', '--to', '2026-12-31'],
    '--to: A period report covers at most 31 days.',
  );
  await refused(
    ['--property', String(propertyId), '--from', '1.11.2026', '--to', '2026-11-30'],
    'Use a day as YYYY-MM-DD.',
  );
  await refused(
    ['--id', String(roundId), '--property', String(propertyId)],
    'Name either a round (--id) or a property (--property), not both.',
  );
  await refused(['--id', '4711'], 'Patrol round 4711 does not exist');
  await refused(['--property', '4711', '--from', '2026-11-01', '--to', '2026-11-02'], 'Property 4711 does not exist');
  expect(existsSync(path.join(dir, 'refused.pdf'))).toBe(false);
});

it('writes the proof of service of a property, and refuses what does not name one property or client and a period', async () => {
  const created = await cli(['tenant', 'create', '--name', 'Glanz Gebäudedienste', '--json']);
  expect(created.code, created.stderr).toBe(0);
  const tenantId = (JSON.parse(created.stdout) as { id: number }).id;
  const database = await openPglite(env().DATA_DIR);
  let propertyId: number;
  try {
    const deps = { database, clock: Date.now };
    const account = await createAccount(deps, tenantId, { email: 'office@example.test', name: 'Olga Office' });
    const actor = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
    propertyId = (await createProperty(deps, actor, { name: 'Hafenblick' })).id;
  } finally {
    await database.close();
  }
  const report = (...args: string[]) => cli(['report', '--tenant', String(tenantId), '--kind', 'service', ...args]);
  const file = path.join(dir, 'service.pdf');
  const made = await report(
    '--property',
    String(propertyId),
    '--from',
    '2026-03-01',
    '--to',
    '2026-03-31',
    '--output',
    file,
  );
  expect(made.code, made.stderr).toBe(0);
  const text = (await pdfPages(readFileSync(file))).join(' ');
  expect(text).toContain('Leistungsnachweis Hafenblick');
  expect(text).toContain('01.03.2026 – 31.03.2026');
  expect(text).toContain('In diesem Zeitraum war keine Leistung geplant.');

  const refused = async (args: string[], message: string) => {
    const result = await report(...args, '--output', path.join(dir, 'refused.pdf'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
  };
  await refused(
    ['--from', '2026-03-01', '--to', '2026-03-31'],
    'Name either a property (--property) or a client (--client)',
  );
  await refused(
    ['--property', String(propertyId), '--client', '1', '--from', '2026-03-01', '--to', '2026-03-31'],
    'Name either a property (--property) or a client (--client)',
  );
  await refused(['--id', '1'], 'not --id');
  await refused(
    ['--property', String(propertyId), '--from', '2026-03-01'],
    'A proof of service needs --from and --to.',
  );
  await refused(
    ['--property', String(propertyId), '--from', '2026-03-31', '--to', '2026-03-01'],
    '--to: The period ends before it begins.',
  );
  await refused(['--client', '4711', '--from', '2026-03-01', '--to', '2026-03-31'], 'Client 4711 was not found.');
  await refused(['--property', '4711', '--from', '2026-03-01', '--to', '2026-03-31'], 'Property 4711 was not found.');
  const patrol = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'patrol',
    '--client',
    '1',
    '--id',
    '1',
    '--output',
    path.join(dir, 'refused.pdf'),
  ]);
  expect(patrol.stderr).toContain('--client is for a proof of service (--kind service).');
  expect(existsSync(path.join(dir, 'refused.pdf'))).toBe(false);
});

describeEachBackend('caretaker report reads the pictures where the server keeps them', (backend) => {
  let root: string;
  let cliEnv: Record<string, string>;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'caretaker-report-files-'));
    cliEnv =
      backend.name === 'postgres'
        ? { DATABASE_URL: backend.url ?? '', DATA_DIR: path.join(root, 'unused'), LOG_LEVEL: 'silent' }
        : { DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: cliEnv,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return { code, stdout, stderr };
  }

  it('puts every photo and the signature into the report, and fails saying how many it cannot read', async () => {
    const created = await run(['tenant', 'create', '--name', 'Bild GmbH', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const tenantId = (JSON.parse(created.stdout) as { id: number }).id;
    // The embedded database admits one process: the test's handle is closed while the command runs.
    const open = async () =>
      backend.name === 'postgres' ? openPostgres(backend.url ?? '') : openPglite(cliEnv.DATA_DIR);
    // Stored as the server stores them: PostgreSQL keeps files in the database.
    const fileStore = (database: Database) => makeFileStore(loadConfig(cliEnv), database);
    let responseId: number;
    let photoKey: string;
    const database = await open();
    try {
      const deps = { database, clock: Date.now };
      const files = fileStore(database);
      const account = await createAccount(deps, tenantId, { email: 'bild@example.test', name: 'Bea Bild' });
      const actor = { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
      const property = await createProperty(deps, actor, { name: 'Bildhof' });
      const { id: templateId } = await createFormTemplate(deps, tenantId, {
        name: 'Abnahme',
        fields: [
          { id: 'photo', type: 'photo', label: 'Fotos' },
          { id: 'signature', type: 'signature', label: 'Unterschrift' },
        ],
      });
      const picture = async (colour: string, contentType: 'image/jpeg' | 'image/png') => {
        const image = sharp({ create: { width: 320, height: 200, channels: 3, background: colour } });
        return storeFile(database.db, files, tenantId, {
          data: await (contentType === 'image/png' ? image.png() : image.jpeg()).toBuffer(),
          contentType,
        });
      };
      const [first, second, signature] = [
        await picture('#aa3333', 'image/jpeg'),
        await picture('#33aa33', 'image/jpeg'),
        await picture('#ffffff', 'image/png'),
      ] as const;
      photoKey = first.storageKey;
      responseId = await saveFormResponse(deps, tenantId, {
        templateId,
        propertyId: property.id,
        accountId: account.id,
        answers: {},
        photos: [
          { fieldId: 'photo', fileId: first.id },
          { fieldId: 'photo', fileId: second.id },
          { fieldId: 'signature', fileId: signature.id },
        ],
        submit: true,
      });
    } finally {
      await database.close();
    }
    const output = path.join(root, 'pictures.pdf');
    const args = ['report', '--tenant', String(tenantId), '--kind', 'form', '--id', String(responseId)];
    const made = await run([...args, '--output', output]);
    expect(made.code, made.stderr).toBe(0);
    const bytes = readFileSync(output);
    const text = (await pdfPages(bytes)).join(' ');
    expect(text).not.toContain('nicht mehr vorhanden');
    // Two photos and the signature are embedded as images.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(3);

    // A picture the store cannot give: no report, a non-zero exit and how many are missing.
    const again = await open();
    await fileStore(again)
      .delete(photoKey)
      .finally(() => again.close());
    const failedOutput = path.join(root, 'failed.pdf');
    const failed = await run([...args, '--output', failedOutput]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("1 of the report's 3 pictures (photos, signatures) could not be read");
    expect(existsSync(failedOutput)).toBe(false);
    expect(existsSync(`${failedOutput}.partial`)).toBe(false);
  });
});
