// Report e-mails (part of `npm run bench`): 1,000 report subscriptions due in the same
// minute, sent by the real processes to an SMTP catcher on 127.0.0.1 in this process.
// On PGlite one `caretaker serve`; with DATABASE_URL two `caretaker worker` processes on a
// scratch PostgreSQL database. Half the subscriptions send the incident PDF of the
// previous day (rendered through the worker-thread pool), half the working-time CSV; one
// recipient each. It reports the time until the last e-mail arrived, duplicates and the
// processes' peak resident memory (VmHWM, polled from /proc).
//
// Knobs: DATABASE_URL, BENCH_MAIL_SUBSCRIPTIONS (1000).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { incidents, reportScheduleRecipients, reportSchedules } from '../src/db/schema.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import { createIncident } from '../src/modules/incidents/incidents.service.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';

const SUBSCRIPTIONS = Number(process.env.BENCH_MAIL_SUBSCRIPTIONS ?? 1000);
const TARGET_MS = 5 * 60_000;
const entry = fileURLToPath(new URL('../bin/caretaker.js', import.meta.url));

interface Catcher {
  port: number;
  /** Recipients by how many messages reached them. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

/** Counts recipients only; message bodies are read and dropped. */
async function startCatcher(): Promise<Catcher> {
  const counts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
        callback(null, 'Queued');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One tenant, a property with three incidents yesterday, and the subscriptions, due this minute. */
async function seed(database: Database, run: string): Promise<{ dueAt: Date; addresses: string[] }> {
  await database.migrate();
  const deps = { database, clock: Date.now };
  const tenant = await createTenant(deps, { name: `Bench mail ${run}`, timezone: 'UTC' });
  const owner = await createAccount(deps, tenant.id, { email: `owner-${run}@example.test`, properties: 'all' });
  const actor = { kind: 'person' as const, tenantId: tenant.id, accountId: owner.id, allProperties: true };
  const property = await createProperty(deps, actor, { name: 'Lindenhof' });
  const yesterday = Date.now() - 24 * 3600 * 1000;
  for (const title of ['Wasser im Keller', 'Tür klemmt', 'Licht defekt']) {
    const { incident } = await createIncident(deps, actor, { property_id: property.id, title, severity: 'medium' });
    await database.db
      .update(incidents)
      .set({ createdAt: new Date(yesterday) })
      .where(and(eq(incidents.tenantId, tenant.id), eq(incidents.id, incident.id)));
  }
  const now = new Date();
  const dueAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const time = `${String(dueAt.getUTCHours()).padStart(2, '0')}:${String(dueAt.getUTCMinutes()).padStart(2, '0')}`;
  const addresses: string[] = [];
  const batch = 200;
  for (let from = 0; from < SUBSCRIPTIONS; from += batch) {
    const rows = Array.from({ length: Math.min(batch, SUBSCRIPTIONS - from) }, (_, k) => {
      const i = from + k;
      const pdf = i % 2 === 0;
      return {
        tenantId: tenant.id,
        name: `Bench ${i}`,
        kind: pdf ? ('incidents' as const) : ('working_time' as const),
        propertyIds: pdf ? [property.id] : null,
        language: 'de' as const,
        recurrence: { frequency: 'daily', time },
        timeZone: 'UTC',
        startsOn: '2020-01-01',
        period: 'previous_day' as const,
        subject: 'Bericht {period}',
        body: 'Guten Morgen,\nanbei der Bericht.',
        skipIfEmpty: false,
        ownerAccountId: owner.id,
        nextRunAt: dueAt,
        createdAt: now,
        updatedAt: now,
      };
    });
    const created = await database.db.insert(reportSchedules).values(rows).returning({ id: reportSchedules.id });
    await database.db.insert(reportScheduleRecipients).values(
      created.map((row, k) => {
        const address = `kunde${from + k}-${run}@bench.example`;
        addresses.push(address);
        return { tenantId: tenant.id, scheduleId: row.id, address, createdAt: now };
      }),
    );
  }
  return { dueAt, addresses };
}

function peakRssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? 0 : Number(kb) / 1024;
  } catch {
    return 0;
  }
}

interface Outcome {
  engine: string;
  processes: string;
  delivered: number;
  duplicates: number;
  seconds: number;
  firstSeconds: number;
  peakRssMb: number;
}

async function runOn(engine: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<Outcome> {
  const run = randomUUID().slice(0, 8);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-mail-'));
  const catcher = await startCatcher();
  const children: ChildProcess[] = [];
  try {
    const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
    let seeded;
    try {
      seeded = await seed(database, run);
    } finally {
      await database.close();
    }
    const env = {
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
      MAIL_FROM: 'Caretaker <reports@bench.example>',
      PUBLIC_URL: 'https://ops.bench.example',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(30000 + Math.floor(Math.random() * 20000)),
    };
    const roles = databaseUrl ? ['worker', 'worker'] : ['serve'];
    const started = Date.now();
    for (const role of roles) {
      const child = spawn(process.execPath, [entry, role], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      children.push(child);
    }
    const delivered = () => seeded.addresses.filter((a) => (catcher.counts.get(a) ?? 0) > 0).length;
    let first = 0;
    let peak = 0;
    while (delivered() < seeded.addresses.length && Date.now() - started < 2 * TARGET_MS) {
      if (children.some((child) => child.exitCode !== null)) throw new Error(`a ${engine} process ended early`);
      if (first === 0 && delivered() > 0) first = Date.now();
      peak = Math.max(peak, ...children.map((child) => peakRssMb(child.pid)));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const finished = Date.now();
    // Every process has scanned again since: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    peak = Math.max(peak, ...children.map((child) => peakRssMb(child.pid)));
    const duplicates = seeded.addresses.reduce((sum, a) => sum + Math.max(0, (catcher.counts.get(a) ?? 0) - 1), 0);
    return {
      engine,
      processes: databaseUrl ? '2 × caretaker worker' : 'caretaker serve',
      delivered: delivered(),
      duplicates,
      // From the processes' start (the occurrence was due already): start-up is included.
      seconds: (finished - started) / 1000,
      firstSeconds: first === 0 ? Number.NaN : (first - started) / 1000,
      peakRssMb: peak,
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => child.once('exit', () => resolve())),
      ),
    );
    await catcher.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On PGlite, and with DATABASE_URL also on a scratch PostgreSQL database (dropped afterwards). */
export async function benchReportMail(command: string): Promise<string> {
  const outcomes: Outcome[] = [await runOn('PGlite', undefined)];
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `caretaker_bench_mail_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      outcomes.push(await runOn('PostgreSQL', scratch.toString()));
    } finally {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  }
  const rows = outcomes.map(
    (o) =>
      `| ${o.engine} | ${o.processes} | ${o.delivered.toLocaleString('en')} / ${SUBSCRIPTIONS.toLocaleString('en')} | ${o.duplicates} | ${o.firstSeconds.toFixed(1)} | ${o.seconds.toFixed(1)} | ${o.seconds * 1000 <= TARGET_MS && o.delivered === SUBSCRIPTIONS ? 'yes' : 'NO'} | ${o.peakRssMb.toFixed(0)} |`,
  );
  return [
    '## Report e-mails',
    '',
    `- Command: \`${command}\``,
    `- Date: ${new Date().toISOString()}`,
    `- ${SUBSCRIPTIONS.toLocaleString('en')} report subscriptions of one tenant, all due in the same minute (daily, the previous day), one recipient each: half the incident PDF (3 incidents, rendered in the worker-thread pool), half the working-time CSV. The processes start after the minute began, so the first scan catches them up at once; the catcher is an SMTP server on 127.0.0.1 in the bench process. Times count from the processes' start, start-up included. Peak RSS is the largest VmHWM of the processes.`,
    ...(url ? [] : ['- PostgreSQL SKIPPED: DATABASE_URL is not set.']),
    '',
    '| Engine | Processes | Delivered | Duplicates | first e-mail s | all delivered s | within 5 min | peak RSS MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
    ...rows,
    '',
  ].join('\n');
}
