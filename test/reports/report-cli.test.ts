// `caretaker report`, run in-process as bin/caretaker.js runs it, against a temporary
// DATA_DIR (PGlite): the data is made through the services between two commands.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { openPglite } from '../../src/db/client.js';
import { LocalFileStore } from '../../src/files/file-store.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { createProperty } from '../../src/modules/properties/properties.service.js';
import { pdfPages } from './pdf-text.js';

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

  const missing = path.join(dir, 'missing.pdf');
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

  const noTenant = await cli(['report', '--tenant', '999999', '--kind', 'form', '--id', '1', '--output', missing]);
  expect(noTenant.code).toBe(1);
  expect(noTenant.stderr).toContain('No tenant with id 999999');

  const badKind = await cli([
    'report',
    '--tenant',
    String(tenantId),
    '--kind',
    'patrol',
    '--id',
    '1',
    '--output',
    missing,
  ]);
  expect(badKind.code).not.toBe(0);
  expect(badKind.stderr).toContain('Use form or incident');
});
