// The operator CLI's contract: command lines against a temporary DATA_DIR (and against
// PostgreSQL when DATABASE_URL is set), then `caretaker serve` on the same directory, used
// over HTTP. Commands run in this process (the same `runCli` the binary calls), except
// where the process is the point: the binary's exit codes and output, and the server,
// which runs as a real `node bin/caretaker.js serve` and holds the directory's lock.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliJson,
  cliOk,
  type CliResult,
  killChildren,
  processEnv,
  rawRequest,
  runCli,
  runCliProcess,
  type ServerProcess,
  slowRequest,
  startServer,
} from './processes.js';

interface TenantJson {
  id: number;
  name: string;
  plan: string;
  licence_valid_until: string;
  timezone: string;
  modules: string[];
}
interface AccountJson {
  id: number;
  tenant_id: number;
  email: string;
  name: string;
  active: boolean;
  properties: 'all' | number[];
}
interface KeyJson {
  id: number;
  key: string;
  prefix: string;
  scopes: string[];
}
interface KeySummaryJson {
  id: number;
  prefix: string;
  scopes: string[];
  revoked_at: string | null;
}

const KEY_SHAPE = /^ct_live_[0-9A-Za-z]{38,}$/;

/** Today's date in a time zone, plus whole years, as YYYY-MM-DD (29 February rolls to 1 March). */
function dayInYears(timeZone: string, years: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const [y, m, d] = today.format(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** Asserts that a text shows neither a raw key nor its SHA-256 in any common encoding. */
function expectNoSecrets(text: string, rawKeys: string[]): void {
  expect(text).not.toMatch(/ct_live_[0-9A-Za-z]{20,}/);
  expect(text).not.toMatch(/\b[0-9a-f]{64}\b/i);
  expect(text).not.toMatch(/hash/i);
  for (const raw of rawKeys) {
    const digest = createHash('sha256').update(raw).digest();
    for (const encoded of [raw, digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')]) {
      expect(text).not.toContain(encoded);
    }
  }
}

/** A pid that surely belongs to no running process: a child that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

/** GET /api/v1/me: the key's context on 200, a problem document otherwise. */
interface MeJson {
  tenant?: Record<string, unknown>;
  account?: Record<string, unknown>;
  key?: Record<string, unknown>;
  code?: string;
}

async function me(server: ServerProcess, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/api/v1/me`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as MeJson };
}

afterAll(async () => {
  await killChildren();
});

describe('caretaker CLI on the embedded database (DATA_DIR)', { timeout: 120_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const lockFile = () => path.join(dataDir, 'caretaker.lock');

  // Filled in as the contract is walked through, in order.
  let acme: TenantJson; // defaults
  let nord: TenantJson; // every option
  let ada: AccountJson; // on acme
  let nordAccount: AccountJson; // on nord
  let acmeKey: KeyJson;
  let nordKey: KeyJson;
  const propertyIds: number[] = [];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-cli-'));
    env = processEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await killChildren();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('tenant create --json prints one object with the id and the defaults', { timeout: 120_000 }, async () => {
    const before = dayInYears('Europe/Berlin', 1);
    // The real binary, on a directory it creates: exit code 0 and one line of JSON.
    acme = await cliJson<TenantJson>(['tenant', 'create', '--name', 'Acme Facility', '--json'], env, runCliProcess);
    const after = dayInYears('Europe/Berlin', 1);
    expect(Number.isInteger(acme.id) && acme.id > 0).toBe(true);
    expect(acme).toMatchObject({ name: 'Acme Facility', plan: 'STANDARD', timezone: 'Europe/Berlin', modules: [] });
    expect([before, after]).toContain(acme.licence_valid_until);
  });

  it('tenant create takes --plan, --licence-until, --timezone and --modules', async () => {
    nord = await cliJson<TenantJson>(
      [
        'tenant',
        'create',
        '--name',
        'Nordlicht Services',
        '--plan',
        'BASIC',
        '--licence-until',
        '2031-12-31',
        '--timezone',
        'America/New_York',
        '--json',
      ],
      env,
    );
    expect(nord.id).not.toBe(acme.id);
    expect(nord).toMatchObject({
      name: 'Nordlicht Services',
      plan: 'BASIC',
      licence_valid_until: '2031-12-31',
      timezone: 'America/New_York',
      modules: [],
    });
    const withModule = await cliJson<TenantJson>(
      ['tenant', 'create', '--name', 'Material Co', '--plan', 'PREMIUM', '--modules', 'material', '--json'],
      env,
    );
    expect(withModule).toMatchObject({ plan: 'PREMIUM', modules: ['material'], timezone: 'Europe/Berlin' });
  });

  it('account create binds an account to a tenant, seeing all properties by default', async () => {
    ada = await cliJson<AccountJson>(
      [
        'account',
        'create',
        '--tenant',
        String(acme.id),
        '--email',
        'ada@acme.example',
        '--name',
        'Ada Lovelace',
        '--json',
      ],
      env,
    );
    expect(ada).toMatchObject({ tenant_id: acme.id, email: 'ada@acme.example', name: 'Ada Lovelace', active: true });
    expect(ada.properties).toBe('all');
    nordAccount = await cliJson<AccountJson>(
      [
        'account',
        'create',
        '--tenant',
        String(nord.id),
        '--email',
        'ops@nord.example',
        '--properties',
        'all',
        '--json',
      ],
      env,
    );
    expect(nordAccount).toMatchObject({ tenant_id: nord.id, properties: 'all', active: true });
    expect(nordAccount.id).not.toBe(ada.id);
  });

  it('key create --json prints id, the raw key, its prefix and the scopes', async () => {
    acmeKey = await cliJson<KeyJson>(
      [
        'key',
        'create',
        '--account',
        String(ada.id),
        '--name',
        'PMS production',
        '--scopes',
        'properties:read,properties:write',
        '--json',
      ],
      env,
    );
    expect(acmeKey.key).toMatch(KEY_SHAPE);
    expect(acmeKey.key.startsWith(acmeKey.prefix)).toBe(true);
    expect(acmeKey.prefix.length).toBeGreaterThanOrEqual(8);
    expect(acmeKey.prefix.length).toBeLessThan(acmeKey.key.length - 20);
    expect(acmeKey.scopes).toEqual(['properties:read', 'properties:write']);
    expect(Number.isInteger(acmeKey.id)).toBe(true);
    // The created key is shown once; nothing else secret travels with it.
    expectNoSecrets(JSON.stringify({ ...acmeKey, key: undefined }), [acmeKey.key]);

    nordKey = await cliJson<KeyJson>(
      ['key', 'create', '--account', String(nordAccount.id), '--name', 'sync', '--scopes', 'tasks:read', '--json'],
      env,
    );
    expect(nordKey.key).toMatch(KEY_SHAPE);
    expect(nordKey.key).not.toBe(acmeKey.key);
    expect(nordKey.scopes).toEqual(['tasks:read']);
  });

  it('key list --json shows the keys of a tenant without the raw key or its hash', async () => {
    const result = await cliOk(['key', 'list', '--tenant', String(acme.id), '--json'], env);
    const keys = JSON.parse(result.stdout) as KeySummaryJson[];
    expect(keys.map((k) => k.id)).toEqual([acmeKey.id]);
    expect(keys[0]).toMatchObject({ prefix: acmeKey.prefix, scopes: acmeKey.scopes, revoked_at: null });
    expectNoSecrets(result.stdout, [acmeKey.key, nordKey.key]);
    // The plain listing is just as discreet.
    const plain = await cliOk(['key', 'list', '--tenant', String(acme.id)], env);
    expect(plain.stdout).toContain(acmeKey.prefix);
    expectNoSecrets(plain.stdout, [acmeKey.key]);
  });

  it('export working-times writes the CSV to stdout or a file, and refuses a bad period with a message', async () => {
    const tenant = String(acme.id);
    const matrix = await cliOk(
      ['export', 'working-times', '--tenant', tenant, '--from', '2026-11-01', '--to', '2026-11-03', '--preset', 'en'],
      env,
    );
    expect(matrix.stdout.split('\r\n')[0]).toBe(
      'Personnel number,Name,Cost centre,2026-11-01,2026-11-02,2026-11-03,Worked (h),Target (h),Balance (h),Breaks (h),Night hours,Sunday hours,Holiday hours,Days U,Days K,Days S',
    );
    const file = path.join(os.tmpdir(), `caretaker-export-${randomUUID()}.csv`);
    try {
      await cliOk(
        [
          'export',
          'working-times',
          '--tenant',
          tenant,
          '--from',
          '2026-11-01',
          '--to',
          '2026-11-30',
          '--layout',
          'detail',
          '--output',
          file,
        ],
        env,
      );
      const written = fs.readFileSync(file, 'utf8');
      expect(written.startsWith('\uFEFFName;Personalnummer;Objekt;Datum;')).toBe(true);
    } finally {
      fs.rmSync(file, { force: true });
    }
    // Only the people named: someone with no entries gives the header alone.
    const nobody = await cliOk(
      [
        'export',
        'working-times',
        '--tenant',
        tenant,
        '--from',
        '2026-11-01',
        '--to',
        '2026-11-03',
        '--people',
        '999999',
      ],
      env,
    );
    expect(nobody.stdout.trimEnd().split('\r\n')).toHaveLength(1);
    const backwards = await runCli(
      ['export', 'working-times', '--tenant', tenant, '--from', '2026-11-05', '--to', '2026-11-03'],
      env,
    );
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain('to: The period ends before it begins.');
    const tooLong = await runCli(
      ['export', 'working-times', '--tenant', tenant, '--from', '2025-01-01', '--to', '2026-06-30'],
      env,
    );
    expect(tooLong.stderr).toContain('A period is at most 366 days.');
    const layout = await runCli(
      [
        'export',
        'working-times',
        '--tenant',
        tenant,
        '--from',
        '2026-11-01',
        '--to',
        '2026-11-03',
        '--layout',
        'weekly',
      ],
      env,
    );
    expect(layout.code).not.toBe(0);
    expect(layout.stderr).toContain('Use matrix or detail.');
  });

  it('tenant update <id> changes plan, licence and modules', async () => {
    const result = await runCli(
      [
        'tenant',
        'update',
        String(nord.id),
        '--plan',
        'PREMIUM',
        '--licence-until',
        '2030-06-30',
        '--modules',
        'material',
      ],
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The server started below shows the change through the key's /me.
  });

  describe('refuses bad input with a non-zero exit and a clear message on stderr', () => {
    const cases: { what: string; args: () => string[]; message: RegExp[] }[] = [
      {
        what: 'unknown tenant',
        args: () => ['account', 'create', '--tenant', '987654321', '--email', 'x@acme.example', '--json'],
        message: [/tenant/i, /not found|no tenant|unknown|does not exist/i],
      },
      {
        what: 'bad plan',
        args: () => ['tenant', 'create', '--name', 'Bad Plan', '--plan', 'GOLD', '--json'],
        message: [/plan/i, /BASIC/, /STANDARD/, /PREMIUM/],
      },
      {
        what: 'a date that does not exist (2026-02-30)',
        args: () => ['tenant', 'create', '--name', 'Bad Date', '--licence-until', '2026-02-30', '--json'],
        message: [/licen[cs]e|date/i, /date/i],
      },
      {
        what: 'unknown scope',
        args: () => ['key', 'create', '--account', String(ada.id), '--name', 'x', '--scopes', 'tasks:read,tasks:nuke'],
        message: [/scope/i, /tasks:nuke/],
      },
      {
        what: 'bad time zone',
        args: () => ['tenant', 'create', '--name', 'Bad Zone', '--timezone', 'Mars/Olympus_Mons', '--json'],
        message: [/time ?zone/i, /Mars\/Olympus_Mons/],
      },
      {
        what: 'duplicate e-mail in a tenant',
        args: () => ['account', 'create', '--tenant', String(acme.id), '--email', 'ada@acme.example', '--json'],
        message: [/ada@acme\.example/, /already|exists|duplicate|taken/i],
      },
    ];
    const refused = (result: CliResult, message: RegExp[]) => {
      expect(result.code, result.stderr).not.toBe(0);
      expect(result.signal).toBeNull();
      expect(result.stdout.trim()).toBe('');
      for (const pattern of message) expect(result.stderr).toMatch(pattern);
      expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/); // a message, not a stack trace
    };
    it.each(cases)('$what', async ({ args, message }) => {
      refused(await runCli(args(), env), message);
    });

    it('the real binary exits 1 with the message on stderr, for a refused option and for a refused change', async () => {
      // The plan is refused while the options are parsed, the tenant by the service once the directory is open.
      const [badPlan, unknownTenant] = await Promise.all([
        runCliProcess(['tenant', 'create', '--name', 'Bad Plan', '--plan', 'GOLD', '--json'], env),
        runCliProcess(['account', 'create', '--tenant', '987654321', '--email', 'x@acme.example', '--json'], env),
      ]);
      refused(badPlan, [/plan/i, /BASIC/, /STANDARD/, /PREMIUM/]);
      refused(unknownTenant, [/tenant/i, /not found|no tenant|unknown|does not exist/i]);
      expect([badPlan.code, unknownTenant.code]).toEqual([1, 1]);
    });
  });

  describe('while `caretaker serve` runs on the same DATA_DIR', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer(env);
    });
    afterAll(async () => {
      if (server?.running()) await server.stop('SIGKILL');
    });

    it('says what it is doing from the start: loading, opening the database, migrating, then listening', () => {
      const messages = server
        .output()
        .stdout.split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
      const at = (pattern: RegExp) => messages.findIndex((message) => pattern.test(message));
      const steps = [
        at(/^starting Caretaker: loading the code \((compiled, dist\/server|TypeScript sources)\)$/),
        at(/^(creating|opening) the embedded database in /),
        at(/^database open; applying migrations$/),
        at(/^migrations applied; starting the server$/),
        at(/^Server listening at /),
      ];
      expect(steps[0], messages.join('\n')).toBe(0);
      expect(
        steps.every((index) => index >= 0),
        messages.join('\n'),
      ).toBe(true);
      expect([...steps].sort((x, y) => x - y)).toEqual(steps);
    });

    it('the CLI-made key works over HTTP: /me shows its tenant, account and key', async () => {
      const acmeMe = await me(server, { 'x-api-key': acmeKey.key });
      expect(acmeMe.status).toBe(200);
      expect(acmeMe.body.tenant).toMatchObject({
        id: acme.id,
        name: 'Acme Facility',
        plan: 'STANDARD',
        licence_valid_until: acme.licence_valid_until,
        licence_active: true,
        modules: [],
      });
      expect(acmeMe.body.account).toMatchObject({ id: ada.id, name: 'Ada Lovelace' });
      expect(acmeMe.body.key).toMatchObject({
        id: acmeKey.id,
        name: 'PMS production',
        prefix: acmeKey.prefix,
        scopes: ['properties:read', 'properties:write'],
      });
      expect(JSON.stringify(acmeMe.body)).not.toContain(acmeKey.key);

      // The other tenant, as changed by `tenant update`; the key sent as a bearer token.
      const nordMe = await me(server, { authorization: `Bearer ${nordKey.key}` });
      expect(nordMe.status).toBe(200);
      expect(nordMe.body.tenant).toMatchObject({
        id: nord.id,
        plan: 'PREMIUM',
        licence_valid_until: '2030-06-30',
        modules: ['material'],
      });
    });

    it('keeps a CLI command off the directory with a message naming the holder', async () => {
      const response = await fetch(`${server.url}/api/v1/properties`, {
        method: 'POST',
        headers: { 'x-api-key': acmeKey.key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Harbour House' }),
      });
      expect(response.status).toBe(201);
      propertyIds.push(((await response.json()) as { id: number }).id);

      const refused = await runCli(['key', 'list', '--tenant', String(acme.id), '--json'], env);
      expect(refused.code).not.toBe(0);
      expect(refused.stdout.trim()).toBe('');
      expect(refused.stderr).toContain(String(server.pid));
      expect(refused.stderr).toMatch(/\bserve\b/);
      expect(refused.stderr).toMatch(/in use|locked|held/i);
      // The refused command left the server and its lock alone.
      expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: server.pid });
      expect((await me(server, { 'x-api-key': acmeKey.key })).status).toBe(200);
    });

    it('on SIGTERM stops taking requests, finishes the one in flight, exits 0 and frees the directory', async () => {
      // Started as one request, finished after the signal: in flight throughout.
      const inFlight = slowRequest({
        port: server.port,
        path: '/api/v1/properties',
        method: 'POST',
        headers: { 'x-api-key': acmeKey.key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lighthouse Lane', external_id: `ext-${randomUUID()}` }),
      });
      await sleep(500); // the server has the headers and half of the body
      server.child.kill('SIGTERM');
      await sleep(1_000);
      expect(server.running(), 'the server must wait for the request in flight').toBe(true);
      const late = await rawRequest({ port: server.port, path: '/healthz' }).then(
        (r) => r.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(late);
      // An impatient second signal must not cut the shutdown short (PGlite would be left unclosed).
      server.child.kill('SIGTERM');
      await sleep(300);
      expect(server.running()).toBe(true);

      const response = await inFlight.finish();
      expect(response.status, response.body).toBe(201);
      const created = JSON.parse(response.body) as { id: number; name: string };
      expect(created.name).toBe('Lighthouse Lane');
      propertyIds.push(created.id);

      const exit = await server.waitForExit(30_000);
      expect(exit, server.output().stderr).toEqual({ code: 0, signal: null });
      expect(server.output().stderr).toBe('');
      expect(fs.existsSync(lockFile())).toBe(false);
    });
  });

  describe('after the server has stopped', () => {
    it('the directory opens cleanly: account create with a property list sees the committed writes', async () => {
      const result = await runCli(
        [
          'account',
          'create',
          '--tenant',
          String(acme.id),
          '--email',
          'limited@acme.example',
          '--properties',
          propertyIds.join(','),
          '--json',
        ],
        env,
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const limited = JSON.parse(result.stdout) as AccountJson;
      expect(limited).toMatchObject({ tenant_id: acme.id, email: 'limited@acme.example', active: true });
      expect(limited.properties).toEqual([...propertyIds].sort((a, b) => a - b));
    });

    it('account update <id> --properties … --active false', async () => {
      const updated = await cliJson<AccountJson>(
        ['account', 'update', String(ada.id), '--properties', String(propertyIds[1]), '--active', 'false', '--json'],
        env,
      );
      expect(updated).toMatchObject({ id: ada.id, active: false, properties: [propertyIds[1]] });
    });

    it('key revoke <id>', async () => {
      const result = await runCli(['key', 'revoke', String(nordKey.id)], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    });

    it('takes over a stale lock file left by a process that no longer runs', async () => {
      const pid = deadPid();
      fs.writeFileSync(
        lockFile(),
        JSON.stringify({ pid, hostname: os.hostname(), command: 'serve', started_at: new Date().toISOString() }),
      );
      const result = await runCli(['key', 'list', '--tenant', String(nord.id), '--json'], env);
      expect(result.code, result.stderr).toBe(0);
      const keys = JSON.parse(result.stdout) as KeySummaryJson[];
      expect(keys).toHaveLength(1);
      expect(keys[0]?.id).toBe(nordKey.id);
      expect(keys[0]?.revoked_at).toEqual(expect.any(String));
      expect(fs.existsSync(lockFile())).toBe(false);
    });

    it('takes over a lock file naming its own pid, as left behind by a crashed container that restarted', async () => {
      // In a container the process ids repeat: after a crash the new process often gets
      // the very pid recorded in the lock, which is then "alive" but cannot be another holder.
      // The command runs in this process, so the lock names this process's pid.
      fs.writeFileSync(
        lockFile(),
        JSON.stringify({
          pid: process.pid,
          hostname: os.hostname(),
          command: 'serve',
          started_at: new Date().toISOString(),
        }),
      );
      const result = await runCli(['key', 'list', '--tenant', String(acme.id), '--json'], env);
      expect(result.code, result.stderr).toBe(0);
      expect((JSON.parse(result.stdout) as KeySummaryJson[]).map((k) => k.id)).toEqual([acmeKey.id]);
      expect(fs.existsSync(lockFile())).toBe(false);
    });

    it('a restarted server refuses the revoked key and the key of the deactivated account', async () => {
      const server = await startServer(env);
      try {
        for (const key of [nordKey.key, acmeKey.key]) {
          const response = await me(server, { 'x-api-key': key });
          expect(response.status).toBe(401);
          expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
          expect(response.body.code).toBe('unauthenticated');
        }
      } finally {
        const exit = await server.stop('SIGTERM');
        expect(exit).toEqual({ code: 0, signal: null });
      }
      expect(fs.existsSync(lockFile())).toBe(false);
    });
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('SKIPPING the CLI on PostgreSQL: DATABASE_URL is not set (CI sets it; see .ci/run).');

describe.skipIf(!databaseUrl)(
  `caretaker CLI on PostgreSQL (DATABASE_URL)${databaseUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  { timeout: 120_000 },
  () => {
    let unusedDataDir: string;
    let env: NodeJS.ProcessEnv;
    beforeAll(() => {
      unusedDataDir = path.join(os.tmpdir(), `caretaker-cli-pg-${randomUUID()}`);
      env = processEnv({ DATABASE_URL: databaseUrl ?? '', DATA_DIR: unusedDataDir });
    });
    afterAll(async () => {
      await killChildren();
      fs.rmSync(unusedDataDir, { recursive: true, force: true });
    });

    it('creates, updates, lists and revokes; commands may run side by side', async () => {
      const suffix = randomUUID().slice(0, 8);
      const yearAheadBefore = dayInYears('Europe/Berlin', 1);
      const [plain, custom] = await Promise.all([
        cliJson<TenantJson>(['tenant', 'create', '--name', `PG Plain ${suffix}`, '--json'], env),
        cliJson<TenantJson>(
          [
            'tenant',
            'create',
            '--name',
            `PG Custom ${suffix}`,
            '--plan',
            'PREMIUM',
            '--licence-until',
            '2029-02-28',
            '--timezone',
            'Asia/Tokyo',
            '--modules',
            'material',
            '--json',
          ],
          env,
        ),
      ]);
      expect(plain).toMatchObject({ plan: 'STANDARD', timezone: 'Europe/Berlin', modules: [] });
      expect([yearAheadBefore, dayInYears('Europe/Berlin', 1)]).toContain(plain.licence_valid_until);
      expect(custom).toMatchObject({
        plan: 'PREMIUM',
        licence_valid_until: '2029-02-28',
        timezone: 'Asia/Tokyo',
        modules: ['material'],
      });

      const [account, updated] = await Promise.all([
        cliJson<AccountJson>(
          ['account', 'create', '--tenant', String(plain.id), '--email', `it-${suffix}@pg.example`, '--json'],
          env,
        ),
        cliJson<TenantJson>(['tenant', 'update', String(custom.id), '--plan', 'BASIC', '--json'], env),
      ]);
      expect(account).toMatchObject({ tenant_id: plain.id, active: true, properties: 'all' });
      expect(updated).toMatchObject({ id: custom.id, plan: 'BASIC', licence_valid_until: '2029-02-28' });

      const keys = await Promise.all(
        ['one', 'two'].map((name) =>
          cliJson<KeyJson>(
            ['key', 'create', '--account', String(account.id), '--name', name, '--scopes', 'tasks:read', '--json'],
            env,
          ),
        ),
      );
      for (const key of keys) expect(key.key).toMatch(KEY_SHAPE);
      const [first, second] = keys as [KeyJson, KeyJson];

      await cliOk(['key', 'revoke', String(first.id)], env);
      const listed = await cliOk(['key', 'list', '--tenant', String(plain.id), '--json'], env);
      const summaries = JSON.parse(listed.stdout) as KeySummaryJson[];
      expect(summaries.map((k) => k.id).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
      expect(summaries.find((k) => k.id === first.id)?.revoked_at).toEqual(expect.any(String));
      expect(summaries.find((k) => k.id === second.id)?.revoked_at).toBeNull();
      expectNoSecrets(listed.stdout, [first.key, second.key]);

      // With DATABASE_URL set, the embedded directory is never touched.
      expect(fs.existsSync(unusedDataDir)).toBe(false);
    });

    it('fails clearly: unknown tenant, duplicate e-mail, bad date, unknown scope', async () => {
      const suffix = randomUUID().slice(0, 8);
      const tenant = await cliJson<TenantJson>(['tenant', 'create', '--name', `PG Errors ${suffix}`, '--json'], env);
      const email = `dup-${suffix}@pg.example`;
      const account = await cliJson<AccountJson>(
        ['account', 'create', '--tenant', String(tenant.id), '--email', email, '--json'],
        env,
      );
      const [unknownTenant, duplicate, badDate, badScope] = await Promise.all([
        runCli(['account', 'create', '--tenant', '9876543210', '--email', `x-${suffix}@pg.example`], env),
        runCli(['account', 'create', '--tenant', String(tenant.id), '--email', email], env),
        runCli(['tenant', 'update', String(tenant.id), '--licence-until', '2026-02-30'], env),
        runCli(['key', 'create', '--account', String(account.id), '--name', 'x', '--scopes', 'bogus:scope'], env),
      ]);
      for (const result of [unknownTenant, duplicate, badDate, badScope]) {
        expect(result.code, result.stdout).not.toBe(0);
        expect(result.stdout.trim()).toBe('');
        expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
      }
      expect(unknownTenant.stderr).toMatch(/tenant/i);
      expect(duplicate.stderr).toContain(email);
      expect(badDate.stderr).toMatch(/date/i);
      expect(badScope.stderr).toContain('bogus:scope');
    });
  },
);
