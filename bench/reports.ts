// PDF reports through the running server (part of `npm run bench`): `caretaker serve` in a
// process of its own (`node bin/caretaker.js serve`, compiled as `npm start` runs it, with
// bench/report-watch.mjs loaded to watch it), on PGlite and, with DATABASE_URL, on a
// scratch PostgreSQL database, with its job worker and the real PDF worker-thread pool
// (PDF_WORKERS, default min(2, cores)). A form report of about 20 pages with 40 photos
// (1600×1200 JPEGs, as the field app uploads them) is asked for over HTTP as the portal
// does and timed until it is `ready`; meanwhile the server reports its event loop's longest
// stall (perf_hooks.monitorEventLoopDelay) and its peak resident memory. Then 10 reports
// are asked for at once: they queue (jobs, then the pool) and all must succeed.
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashPassword } from '../src/modules/credentials/password.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import type { FileStore } from '../src/platform/file-store/file-store.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import { accounts } from '../src/db/schema.js';
import { makeFileStore } from '../src/platform/file-store/make-file-store.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import { storeFile } from '../src/modules/files/files.service.js';
import { saveFormResponse } from '../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../src/modules/forms/templates.service.js';
import { createSession } from '../src/modules/credentials/sessions.service.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';

const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 5);
const CONCURRENT = 10;
const PHOTOS = 40;
const TARGET = { ms: 8000, stallMs: 100, rssMb: 300 };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** A photo-like JPEG: noise compresses about as badly as a real photo. */
export async function photo(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const grain = state >>> 26;
    const x = (i / 3) % width;
    raw[i] = (x / 7 + seed * 40 + grain) & 0xff;
    raw[i + 1] = ((i / 3 / width) * 0.2 + grain * 2) & 0xff;
    raw[i + 2] = (seed * 90 + grain * 3) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface Measured {
  ms: number;
  stallMs: number;
  peakRssMb: number;
}

/** The tenant every report benchmark seeds: one person who may sign in, and a portal session. */
export async function seedBenchTenant(
  database: Database,
  clock: () => number,
): Promise<{ tenantId: number; accountId: number; actor: AccountActor; cookie: string }> {
  const deps = { database, clock };
  const tenant = await createTenant(deps, { name: 'Bench Gebäudeservice GmbH', timezone: 'Europe/Berlin' });
  const account = await createAccount(deps, tenant.id, {
    email: 'bench@example.test',
    name: 'Bench Inspector',
    properties: 'all',
  });
  // Only an account with a password can hold a portal session.
  await database.db
    .update(accounts)
    .set({ passwordHash: await hashPassword('bench password 1234') })
    .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.id, account.id)));
  const session = await createSession(database.db, clock(), {
    tenantId: tenant.id,
    accountId: account.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  return {
    tenantId: tenant.id,
    accountId: account.id,
    actor: { kind: 'person', tenantId: tenant.id, accountId: account.id, allProperties: true },
    cookie: `ct_session=${session.token}`,
  };
}

/** Seeds the database the server will open: the bench tenant and one long form response. */
async function seed(database: Database, files: FileStore): Promise<{ cookie: string; body: object }> {
  const clock = () => Date.now();
  const deps = { database, clock };
  const { tenantId, accountId, actor, cookie } = await seedBenchTenant(database, clock);
  const property = await createProperty(deps, actor, {
    name: 'Lindenhof',
    address: { street: 'Lindenstraße 4', postal_code: '50674', city: 'Köln' },
  });
  const photoFields = 4;
  const textFields = 100 - photoFields - 1 - 20;
  const longText =
    'Treppenhaus und Eingangsbereich kontrolliert; Handläufe, Briefkastenanlage und Glastüren gereinigt. Kleinere Verschmutzungen im Aufzug entfernt, Hausmeister informiert.';
  const { id: templateId } = await createFormTemplate(deps, tenantId, {
    name: 'Objektbegehung (ausführlich)',
    fields: [
      ...Array.from({ length: 20 }, (_, i) => ({
        id: `check_${i}`,
        type: i % 2 === 0 ? ('checkbox' as const) : ('rating' as const),
        label: `Prüfpunkt ${i + 1}`,
      })),
      ...Array.from({ length: textFields }, (_, i) => ({
        id: `note_${i}`,
        type: 'text' as const,
        label: `Bereich ${i + 1}: Zustand und Maßnahmen`,
      })),
      ...Array.from({ length: photoFields }, (_, i) => ({
        id: `photos_${i}`,
        type: 'photo' as const,
        label: `Fotos ${i + 1}`,
      })),
      { id: 'signature', type: 'signature', label: 'Unterschrift' },
    ],
  });
  const distinct = await Promise.all(Array.from({ length: 8 }, (_, i) => photo(i + 1)));
  const photoIds: { fieldId: string; fileId: number }[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const stored = await storeFile(database.db, files, tenantId, {
      data: distinct[i % distinct.length] as Buffer,
      contentType: 'image/jpeg',
    });
    photoIds.push({ fieldId: `photos_${i % photoFields}`, fileId: stored.id });
  }
  const signature = await storeFile(database.db, files, tenantId, {
    data: await sharp({ create: { width: 600, height: 200, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer(),
    contentType: 'image/png',
  });
  const answers: Record<string, unknown> = {};
  for (let i = 0; i < 20; i++) answers[`check_${i}`] = i % 2 === 0 ? i % 6 !== 0 : (i % 5) + 1;
  for (let i = 0; i < textFields; i++) answers[`note_${i}`] = `${longText} ${longText} ${longText} (${i + 1})`;
  const responseId = await saveFormResponse(deps, tenantId, {
    templateId,
    propertyId: property.id,
    accountId: accountId,
    answers,
    photos: [...photoIds, { fieldId: 'signature', fileId: signature.id }],
    submit: true,
  });
  return { cookie, body: { kind: 'form', subject_id: responseId } };
}

/**
 * Runs a benchmark on PGlite and, with DATABASE_URL, also on a scratch PostgreSQL database
 * (dropped afterwards); returns the section with a part per engine.
 */
export async function onEachEngine(
  title: string,
  run: (engine: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined) => Promise<string>,
): Promise<string> {
  const parts = [`## ${title}`, ''];
  parts.push(await run('PGlite', undefined));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `caretaker_bench_reports_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      parts.push(await run('PostgreSQL', scratch.toString()));
    } finally {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  } else {
    parts.push('PostgreSQL SKIPPED: DATABASE_URL is not set.', '');
  }
  return parts.join('\n');
}

/**
 * The node flags and environment of `npm start` (package.json's start script,
 * `VAR=value … node <flags> bin/caretaker.js serve`), so the benchmark's server runs
 * exactly as a production one does.
 */
export function npmStart(): { env: Record<string, string>; nodeFlags: string[] } {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/).filter((word) => word !== '');
  const node = words.indexOf('node');
  const script = words.indexOf('bin/caretaker.js');
  if (node < 0 || script < node)
    throw new Error(`npm start is not "… node <flags> bin/caretaker.js serve": ${manifest.scripts.start}`);
  const env: Record<string, string> = {};
  for (const word of words.slice(0, node)) {
    const [name, ...value] = word.split('=');
    if (name === undefined || value.length === 0) throw new Error(`npm start: "${word}" is not VAR=value`);
    env[name] = value.join('=');
  }
  return { env, nodeFlags: words.slice(node + 1, script) };
}

/** The running server, as a report benchmark talks to it and watches it. */
export interface ReportServer {
  config: Config;
  /** Asks for a report as the portal does (POST /portal/api/reports); its id. */
  ask: (body: object) => Promise<number>;
  /** Polls every 25 ms until the report is ready; throws when it failed. */
  waitReady: (id: number) => Promise<{ page_count: number; byte_size: number }>;
  /** Times the work while the server watches its event loop and its peak memory. */
  measure: (work: () => Promise<unknown>) => Promise<Measured>;
  /** The server's resident memory now, in MB. */
  rssNow: () => Promise<number>;
}

/**
 * Seeds a fresh database (DATA_DIR, or the PostgreSQL database), starts `caretaker serve` on
 * it in a process of its own (`node bin/caretaker.js serve` with bench/report-watch.mjs) and runs the benchmark against it.
 */
export async function withReportServer<S extends { cookie: string }, T>(
  databaseUrl: string | undefined,
  seedData: (database: Database, files: FileStore) => Promise<S>,
  run: (server: ReportServer, seeded: S) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-reports-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let server: ChildProcess | undefined;
  try {
    const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(config.dataDir);
    let seeded: S;
    try {
      await database.migrate();
      seeded = await seedData(database, makeFileStore(config, database));
    } finally {
      await database.close();
    }
    const { cookie } = seeded;
    const port = 30000 + Math.floor(Math.random() * 20000);
    const base = `http://127.0.0.1:${port}`;
    // The server is measured as `npm start` runs it: compiled, built now if it is not current.
    execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build-if-needed.mjs', import.meta.url))], {
      stdio: 'inherit',
    });
    const start = npmStart();
    server = spawn(
      process.execPath,
      [
        ...start.nodeFlags,
        // Extra flags for an experiment, e.g. BENCH_NODE_FLAGS=--optimize-for-size.
        ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== ''),
        '--import',
        fileURLToPath(new URL('./report-watch.mjs', import.meta.url)),
        fileURLToPath(new URL('../bin/caretaker.js', import.meta.url)),
        'serve',
      ],
      {
        env: {
          ...start.env,
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          LOG_LEVEL: 'silent',
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const child = server;
    const replies: { type: string; maxStallMs?: number; rss?: number; peakRss?: number }[] = [];
    let waiting: (() => void) | undefined;
    child.on('message', (message: (typeof replies)[number]) => {
      replies.push(message);
      waiting?.();
    });
    const next = async (type: string) => {
      for (;;) {
        const index = replies.findIndex((reply) => reply.type === type);
        if (index >= 0) return replies.splice(index, 1)[0] as (typeof replies)[number];
        if (child.exitCode !== null) throw new Error(`the report server ended (exit code ${child.exitCode})`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 200);
        });
      }
    };
    // Up once it answers; the session route needs the database, so it is all there.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the report server ended (exit code ${child.exitCode})`);
      const up = await fetch(`${base}/portal/api/session`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const csrf = (
      (await (await fetch(`${base}/portal/api/session`, { headers: { cookie } })).json()) as {
        csrf_token: string;
      }
    ).csrf_token;
    return await run(
      {
        config,
        ask: async (body) => {
          const response = await fetch(`${base}/portal/api/reports`, {
            method: 'POST',
            headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status !== 202)
            throw new Error(`POST /portal/api/reports: ${response.status} ${await response.text()}`);
          return ((await response.json()) as { id: number }).id;
        },
        waitReady: async (id) => {
          for (;;) {
            const response = await fetch(`${base}/portal/api/reports/${id}`, { headers: { cookie } });
            const report = (await response.json()) as {
              status: string;
              error: string | null;
              page_count: number;
              byte_size: number;
            };
            if (report.status === 'ready') return report;
            if (report.status === 'failed') throw new Error(`report ${id} failed: ${report.error}`);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        },
        measure: async (work) => {
          child.send({ type: 'reset' });
          await next('reset');
          const started = performance.now();
          await work();
          const ms = performance.now() - started;
          child.send({ type: 'read' });
          const read = await next('read');
          return { ms, stallMs: read.maxStallMs ?? NaN, peakRssMb: (read.peakRss ?? NaN) / 1024 / 1024 };
        },
        rssNow: async () => {
          child.send({ type: 'read' });
          return ((await next('read')).rss ?? NaN) / 1024 / 1024;
        },
      },
      seeded,
    );
  } finally {
    if (server && server.exitCode === null) {
      const ended = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const verdict = (ok: boolean) => (ok ? 'met' : '**MISSED**');

/** The table rows of single reports: median, range and verdict of each measure. */
export function measureRows(single: Measured[], target: { ms: number; stallMs: number; rssMb?: number }): string[] {
  const row = (label: string, values: number[], unit: string, digits: number, limit: number | undefined) => {
    const m = median(values);
    const range = `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} ${unit}`;
    return limit === undefined
      ? `| ${label} | ${m.toFixed(digits)} ${unit} | ${range} | – | |`
      : `| ${label} | ${m.toFixed(digits)} ${unit} | ${range} | < ${limit} ${unit} | ${verdict(m < limit)} |`;
  };
  return [
    '| Measure | median | min–max | target | |',
    '| --- | ---: | ---: | ---: | --- |',
    row(
      'Time to ready',
      single.map((m) => m.ms),
      'ms',
      0,
      target.ms,
    ),
    row(
      'Longest event-loop stall',
      single.map((m) => m.stallMs),
      'ms',
      1,
      target.stallMs,
    ),
    row(
      'Peak RSS',
      single.map((m) => m.peakRssMb),
      'MB',
      0,
      target.rssMb,
    ),
  ];
}

export function benchReports(command: string): Promise<string> {
  return onEachEngine('PDF reports', (engine, databaseUrl) =>
    withReportServer(databaseUrl, seed, async (server, { body }) => {
      const { ask, waitReady, measure, rssNow, config } = server;
      const idleRss = await rssNow();
      console.log(`  server RSS before the first report: ${idleRss.toFixed(0)} MB`);
      // Warm-up: starts the PDF workers and loads their code.
      const warm = await waitReady(await ask(body));
      const warmRss = await rssNow();
      console.log(
        `  after it: ${warmRss.toFixed(0)} MB; ${warm.page_count} pages, ${(warm.byte_size / 1024 / 1024).toFixed(1)} MB`,
      );
      // The same watch on the idle server: what the machine's other load alone costs.
      const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 3000)));
      console.log(`  idle 3 s: longest stall ${idle.stallMs.toFixed(1)} ms`);
      const single: Measured[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        single.push(await measure(async () => waitReady(await ask(body))));
        const last = single.at(-1) as Measured;
        console.log(
          `  round ${round + 1}: ${last.ms.toFixed(0)} ms, longest stall ${last.stallMs.toFixed(1)} ms, peak RSS ${last.peakRssMb.toFixed(0)} MB`,
        );
      }
      let succeeded = 0;
      const burst = await measure(async () => {
        const ids = await Promise.all(Array.from({ length: CONCURRENT }, () => ask(body)));
        const results = await Promise.allSettled(ids.map((id) => waitReady(id)));
        succeeded = results.filter((result) => result.status === 'fulfilled').length;
      });
      console.log(
        `  ${CONCURRENT} at once: ${succeeded} ready in ${burst.ms.toFixed(0)} ms, longest stall ${burst.stallMs.toFixed(1)} ms, peak RSS ${burst.peakRssMb.toFixed(0)} MB`,
      );
      return [
        `### ${engine}`,
        '',
        `A form report of ${warm.page_count} pages (A4) with ${PHOTOS} photos (1600×1200 JPEG, downscaled for the page) and a signature, ${(warm.byte_size / 1024 / 1024).toFixed(1)} MB; asked for with \`POST /portal/api/reports\` from this process to the server in a process of its own (\`node bin/caretaker.js serve\`, compiled, as \`npm start\` runs it, on ${engine}, with its job worker and ${config.pdfWorkers} PDF worker threads), timed until \`GET /portal/api/reports/:id\` says \`ready\` (polled every 25 ms). Longest event-loop stall: \`monitorEventLoopDelay\` (5 ms resolution) in the server's main thread; peak RSS: the server process (its main thread, ${databaseUrl ? 'its pool of database connections' : 'the embedded database'} and the PDF threads), the kernel's high-water mark reset before each measurement. Server RSS idle before the first report ${idleRss.toFixed(0)} MB, ${warmRss.toFixed(0)} MB after it (the PDF threads loaded). Median of ${ROUNDS} rounds after a warm-up. \`${command}\`, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}.`,
        '',
        ...measureRows(single, TARGET),
        '',
        `Memory: the idle server holds ${idleRss.toFixed(0)} MB before its first report${databaseUrl ? '' : ' (most of it the embedded database)'}; the first report adds the PDF threads' heaps and the allocator arenas of the threads that decode and render (sharp's libvips pool, pdfkit), which stay with the process. Ways to keep the HTTP server small: \`PDF_WORKERS=1\`, or on PostgreSQL \`serve --no-worker\` with a separate \`caretaker worker\` that renders.`,
        '',
        `The idle server, watched the same way for 3 s: longest stall ${idle.stallMs.toFixed(1)} ms (the machine's other load; the load average was ${os.loadavg()[0]?.toFixed(1)} at the end).`,
        '',
        `${CONCURRENT} reports asked for at once: ${succeeded} of ${CONCURRENT} ready (${verdict(succeeded === CONCURRENT)}) after ${(burst.ms / 1000).toFixed(1)} s; they queue as jobs and in the pool's queue; longest stall meanwhile ${burst.stallMs.toFixed(1)} ms, peak RSS ${burst.peakRssMb.toFixed(0)} MB.`,
        '',
      ].join('\n');
    }),
  );
}
