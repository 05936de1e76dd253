// The working-time exports at payroll size (part of `npm run bench`): 1,000 people with
// 200,000 shifts (and 50,000 breaks) in one month, exported as the attendance matrix
// (1,000 rows × 31 day columns) and as the detail (200,000 rows), on PGlite and, with
// DATABASE_URL, on a scratch PostgreSQL database. Reports the time to the last byte and
// how far the process's resident memory grew while exporting, against the targets.
//
// Memory, measured honestly: after a warm-up of each layout (so PGlite's heap, the JIT and
// the caches have their working size), a full garbage collection, then the resident size
// as the baseline; the peak is the kernel's high-water mark (VmHWM, reset before each run
// through /proc/self/clear_refs on Linux), or else the largest of samples taken every 5 ms
// and after each piece of the export.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { workingTimesCsv } from '../src/modules/working-time/export.service.js';

const PEOPLE = Number(process.env.BENCH_WT_PEOPLE ?? 1000);
const SHIFTS_PER_PERSON = Number(process.env.BENCH_WT_SHIFTS ?? 200);
const RUNS = Number(process.env.BENCH_WT_RUNS ?? 5);

type Layout = 'matrix' | 'detail';

/** The targets: time to the last byte per layout, and resident memory growth. */
const TARGET_MS: Record<Layout, number> = { matrix: 2000, detail: 5000 };
const TARGET_RSS_GROWTH_MB = 50;

let gc: (() => void) | undefined;

/** A full collection before each baseline (the bench runs without --expose-gc). */
function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

/** Resets the kernel's peak resident size of this process; false where that is not possible. */
function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** The kernel's peak resident size of this process since the last reset, in bytes. */
function peakRss(): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

interface Measured {
  ms: number;
  bytes: number;
  lines: number;
  rssGrowthMb: number;
}

export async function seed(database: Database): Promise<number> {
  const db = database.db;
  const firstId = (result: unknown) => Number((result as { rows: { id: number | string }[] }).rows[0]?.id);
  const tenantId = firstId(
    await db.execute(sql`insert into tenants (name, plan, licence_valid_until, timezone, seat_limit)
      values ('Bench payroll', 'STANDARD', '2030-12-31', 'Europe/Berlin', 5000) returning id`),
  );
  const propertyId = firstId(
    await db.execute(sql`insert into properties (tenant_id, name) values (${tenantId}, 'Bench site') returning id`),
  );
  await db.execute(sql`insert into accounts (tenant_id, email, name, role)
    select ${tenantId}, 'p' || g || '@bench.test', 'Person ' || lpad(g::text, 4, '0'), 'worker'
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`insert into payroll_profiles (tenant_id, account_id, personnel_number, cost_centre, weekly_target_minutes)
    select tenant_id, id, 'P' || id, 'KST-' || (id % 7), 2400 from accounts where tenant_id = ${tenantId}`);
  // Shifts of 75 minutes, six or seven a day, over October 2026 (it has the autumn clock change).
  await db.execute(sql`insert into work_shifts (tenant_id, uuid, account_id, property_id, started_at, ended_at)
    select a.tenant_id, gen_random_uuid(), a.id, ${propertyId},
      timestamptz '2026-10-01 04:00:00+00' + make_interval(days => k % 31, mins => (k / 31) * 90),
      timestamptz '2026-10-01 04:00:00+00' + make_interval(days => k % 31, mins => (k / 31) * 90 + 75)
    from accounts a cross join generate_series(0, ${SHIFTS_PER_PERSON - 1}) k
    where a.tenant_id = ${tenantId}`);
  await db.execute(sql`insert into work_breaks (tenant_id, shift_id, started_at, ended_at)
    select tenant_id, id, started_at + interval '30 minutes', started_at + interval '45 minutes'
    from work_shifts where tenant_id = ${tenantId} and id % 4 = 0`);
  await db.execute(sql`analyze`);
  return tenantId;
}

async function measure(database: Database, tenantId: number, layout: Layout): Promise<Measured> {
  collectGarbage();
  const kernelPeak = resetPeakRss();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    for await (const piece of workingTimesCsv({ database, clock: Date.now }, tenantId, {
      from: '2026-10-01',
      to: '2026-10-31',
      layout,
      preset: 'de',
      hours: 'decimal',
    })) {
      bytes += Buffer.byteLength(piece);
      for (let i = piece.indexOf('\n'); i !== -1; i = piece.indexOf('\n', i + 1)) lines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  if (kernelPeak) peak = Math.max(peak, peakRss() ?? 0);
  return { ms, bytes, lines, rssGrowthMb: (peak - before) / 1024 / 1024 };
}

async function engine(name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) {
  const { database, close } = await open();
  try {
    await database.migrate();
    const seeded = performance.now();
    const tenantId = await seed(database);
    console.log(
      `  [${name}] seeded ${PEOPLE} people, ${PEOPLE * SHIFTS_PER_PERSON} shifts in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    // One warm-up of each, then the median of RUNS.
    const runs: Record<Layout, Measured[]> = { matrix: [], detail: [] };
    const firstRuns: Partial<Record<Layout, Measured>> = {};
    for (const layout of ['matrix', 'detail'] as const) {
      firstRuns[layout] = await measure(database, tenantId, layout);
      for (let i = 0; i < RUNS; i++) runs[layout].push(await measure(database, tenantId, layout));
      const verdict = verdictOf(layout, runs[layout]);
      console.log(
        `  [${name}] ${layout}: median ${verdict.ms.toFixed(0)} ms (target < ${TARGET_MS[layout]} ms: ${verdict.timeMet ? 'met' : 'MISSED'}), ` +
          `RSS growth up to ${verdict.rssGrowthMb.toFixed(1)} MB (target < ${TARGET_RSS_GROWTH_MB} MB: ${verdict.memoryMet ? 'met' : 'MISSED'}), ` +
          `${runs[layout][0]?.lines} lines`,
      );
    }
    return { name, runs, firstRuns };
  } finally {
    await close();
  }
}

/** The median time and the largest memory growth of some runs, against the targets. */
function verdictOf(layout: Layout, runs: Measured[]) {
  const ms = median(runs.map((r) => r.ms));
  const rssGrowthMb = Math.max(...runs.map((r) => r.rssGrowthMb));
  return { ms, rssGrowthMb, timeMet: ms < TARGET_MS[layout], memoryMet: rssGrowthMb < TARGET_RSS_GROWTH_MB };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A scratch PGlite in a temporary directory, removed on close (the benches' engines). */
export async function scratchPglite(prefix: string): Promise<{ database: Database; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `caretaker-bench-${prefix}-`));
  const database = await openPglite(dir);
  return {
    database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A scratch PostgreSQL database next to `url`'s, dropped on close. */
export async function scratchPostgres(
  url: string,
  prefix: string,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const name = `caretaker_bench_${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openPostgres(scratch.toString());
  return {
    database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function benchWorkingTime(command: string): Promise<string> {
  const results: Awaited<ReturnType<typeof engine>>[] = [];
  results.push(await engine('PGlite', () => scratchPglite('wt')));
  const url = process.env.DATABASE_URL;
  if (url) {
    results.push(await engine('PostgreSQL', () => scratchPostgres(url, 'wt')));
  }
  const row = (engineName: string, layout: Layout, runs: Measured[], warmUp: Measured | undefined) => {
    const first = runs[0];
    const verdict = verdictOf(layout, runs);
    const met = (ok: boolean) => (ok ? 'met' : '**missed**');
    return `| ${engineName} | ${layout} | ${first?.lines.toLocaleString('en')} | ${((first?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB | ${verdict.ms.toFixed(0)} | < ${TARGET_MS[layout]}: ${met(verdict.timeMet)} | ${verdict.rssGrowthMb.toFixed(1)} MB | < ${TARGET_RSS_GROWTH_MB} MB: ${met(verdict.memoryMet)} | ${warmUp?.rssGrowthMb.toFixed(1)} MB |`;
  };
  return [
    '## Working-time exports',
    '',
    `${PEOPLE.toLocaleString('en')} people, ${(PEOPLE * SHIFTS_PER_PERSON).toLocaleString('en')} shifts and ${((PEOPLE * SHIFTS_PER_PERSON) / 4).toLocaleString('en')} breaks in October 2026 (Europe/Berlin, with the 25-hour day), preset \`de\`; median time of ${RUNS} runs after a warm-up of each layout, largest RSS growth of the ${RUNS} (from the resident size after a full collection to the peak: the kernel's high-water mark where it can be reset, else samples every 5 ms). \`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end.${url ? '' : ' PostgreSQL SKIPPED: DATABASE_URL is not set.'}`,
    '',
    '| Engine | Layout | Lines | Size | ms to the last byte | target ms | RSS growth | target | RSS growth, first run |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- | ---: |',
    ...results.flatMap((r) => [
      row(r.name, 'matrix', r.runs.matrix, r.firstRuns.matrix),
      row(r.name, 'detail', r.runs.detail, r.firstRuns.detail),
    ]),
    '',
    `Targets (issue): matrix under ${TARGET_MS.matrix / 1000} s, detail under ${TARGET_MS.detail / 1000} s, RSS growth under ${TARGET_RSS_GROWTH_MB} MB, on PGlite and PostgreSQL. The last column is the warm-up run's growth, which includes what the process keeps afterwards: PGlite's own heap and the compiled code.`,
    '',
  ].join('\n');
}
