// The DATEV exports at payroll size (part of `npm run bench`): the working-time bench's
// month (1,000 people, 200,000 shifts, 50,000 breaks in October 2026, Europe/Berlin),
// approved and locked, with DATEV numbers and wage types set, exported as LODAS and as
// Lohn und Gehalt (1,000 people × 31 days) on PGlite and, with DATABASE_URL, on a scratch
// PostgreSQL database. Reports the median time to the finished file against the target.
import { sql } from 'drizzle-orm';
import os from 'node:os';
import type { Database } from '../src/db/client.js';
import type { DatevFormat } from '../src/modules/working-time/datev.js';
import { datevFile } from '../src/modules/working-time/datev.service.js';
import { scratchPglite, scratchPostgres, seed } from './working-time.js';

const RUNS = Number(process.env.BENCH_DATEV_RUNS ?? 5);
const TARGET_MS = 3000;

interface Measured {
  ms: number;
  bytes: number;
  lines: number;
}

async function prepare(database: Database): Promise<number> {
  const tenantId = await seed(database);
  const db = database.db;
  // DATEV takes numeric personnel numbers; every entry approved; the month locked.
  await db.execute(sql`update payroll_profiles set personnel_number = account_id::text where tenant_id = ${tenantId}`);
  await db.execute(sql`update work_shifts set approved_at = now() where tenant_id = ${tenantId}`);
  await db.execute(sql`insert into time_locks (tenant_id, from_day, to_day, locked_at)
    values (${tenantId}, '2026-10-01', '2026-10-31', now())`);
  await db.execute(sql`insert into datev_settings (tenant_id, consultant_number, client_number, wage_types)
    values (${tenantId}, '1234567', '12345', ${JSON.stringify({
      regular: '100',
      absences: { vacation: '300', sick: '400', other: '500' },
      cost_centres: { 'KST-1': '110' },
    })}::jsonb)`);
  return tenantId;
}

async function measure(database: Database, tenantId: number, format: DatevFormat): Promise<Measured> {
  const started = performance.now();
  const file = await datevFile({ database, clock: Date.now }, tenantId, {
    from: '2026-10-01',
    to: '2026-10-31',
    format,
    lock: false,
  });
  const ms = performance.now() - started;
  let lines = 0;
  for (let i = file.bytes.indexOf(10); i !== -1; i = file.bytes.indexOf(10, i + 1)) lines++;
  return { ms, bytes: file.bytes.byteLength, lines };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function engine(name: string, open: () => Promise<{ database: Database; close: () => Promise<void> }>) {
  const { database, close } = await open();
  try {
    await database.migrate();
    const tenantId = await prepare(database);
    const runs: Record<DatevFormat, Measured[]> = { lodas: [], lug: [] };
    for (const format of ['lodas', 'lug'] as const) {
      await measure(database, tenantId, format);
      for (let i = 0; i < RUNS; i++) runs[format].push(await measure(database, tenantId, format));
      const ms = median(runs[format].map((r) => r.ms));
      console.log(
        `  [${name}] DATEV ${format}: median ${ms.toFixed(0)} ms (target < ${TARGET_MS} ms), ${runs[format][0]?.lines} lines`,
      );
    }
    return { name, runs };
  } finally {
    await close();
  }
}

export async function benchDatev(command: string): Promise<string> {
  const results: Awaited<ReturnType<typeof engine>>[] = [];
  results.push(await engine('PGlite', () => scratchPglite('datev')));
  const url = process.env.DATABASE_URL;
  if (url) {
    results.push(await engine('PostgreSQL', () => scratchPostgres(url, 'datev')));
  }
  const row = (engineName: string, format: DatevFormat, runs: Measured[]) => {
    const ms = median(runs.map((r) => r.ms));
    const first = runs[0];
    return `| ${engineName} | ${format === 'lodas' ? 'LODAS' : 'Lohn und Gehalt'} | ${first?.lines.toLocaleString('en')} | ${((first?.bytes ?? 0) / 1024).toFixed(0)} KB | ${ms.toFixed(0)} | < ${TARGET_MS}: ${ms < TARGET_MS ? 'met' : '**missed**'} |`;
  };
  return [
    '## DATEV exports',
    '',
    `The working-time exports' month (1,000 people, 200,000 shifts, 50,000 breaks, October 2026, Europe/Berlin), approved and locked, exported as DATEV files (the whole file built, checked and encoded); median of ${RUNS} runs after a warm-up of each format. \`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end.${url ? '' : ' PostgreSQL SKIPPED: DATABASE_URL is not set.'}`,
    '',
    '| Engine | Format | Lines | Size | ms | target ms |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...results.flatMap((r) => [row(r.name, 'lodas', r.runs.lodas), row(r.name, 'lug', r.runs.lug)]),
    '',
    `Target (issue): a DATEV export of 1,000 people × 31 days under ${TARGET_MS / 1000} s.`,
    '',
  ].join('\n');
}
