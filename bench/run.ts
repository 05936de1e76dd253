// `npm run bench`: load test of the real app on PGlite and (with DATABASE_URL) PostgreSQL.
// For each engine it builds the app in this process, seeds 1,000 properties and 100,000
// tasks in one tenant, measures each scenario with autocannon (run from a worker thread),
// compares it with a bare Fastify route that runs the same service call, so the same SQL,
// with no auth, rate limit or validation (its ceiling), checks that list latency stays
// flat as the table grows, and writes the tables to bench/RESULTS.md.
//
// Then it runs the jobs benchmark (bench/jobs.ts): no-op jobs through two worker
// processes on PostgreSQL and the in-process runner on PGlite.
//
// Then the API reference page in Chromium (bench/docs-page.ts).
//
// Then the working-time exports at payroll size (bench/working-time.ts), and the DATEV files
// of the same month (bench/datev.ts).
//
// Then the PDF reports through the server's worker-thread pool (bench/reports.ts), and a
// month's patrol report of one property (bench/patrol-report.ts).
//
// Then report subscriptions sent by e-mail, 1,000 due in the same minute (bench/report-mail.ts).
//
// Then a month's patrol report of one property (bench/patrol-report.ts).
//
// Then the cost of the event row on an API write (bench/events.ts).
//
// Then webhook fan-out: 10,000 events to two fast endpoints and one slow (bench/webhooks.ts).
//
// Then the portal's home page for 2,000 people at 500 properties, and 200 portals polling it (bench/home.ts).
//
// Then service-plan generation: 500 properties × 20 services, 8 weeks (bench/service-plans.ts).
//
// Knobs (environment): DATABASE_URL, REDIS_URL, BENCH_ENGINES=pglite,postgres,jobs,docs,worktime,datev,reports,mail,patrolreport,events,webhooks,home,plans
// (with only `jobs`, `docs`, `worktime`, `datev`, `reports`, `mail`, `patrolreport`, `events`, `webhooks`, `home` and/or `plans`, just those sections of BENCH_OUT are rewritten),
// BENCH_SECONDS (4, per round), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10),
// BENCH_SIZE_SECONDS (5), BENCH_MAX_TASKS (PGlite 100000, PostgreSQL 1000000),
// BENCH_OUT (bench/RESULTS.md), BENCH_ONLY (a regular expression: measure only the
// scenarios it matches (e.g. "ceiling|GET /api/v1/tasks") and skip the table-size check),
// BENCH_DIAGNOSE=1 (add bare routes with the key lookup and the rate limit, to split the
// gap between the list's ceiling and its real endpoint).
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import pg from 'pg';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { hashApiKey } from '../src/modules/credentials/api-key.js';
import { SCOPES } from '../src/modules/access/scopes.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openDatabase } from '../src/db/open.js';
import { makeRateLimiter } from '../src/main.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import { createApiKey, findActiveKeyByHash } from '../src/modules/api-keys/api-keys.service.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import type { ServiceDeps } from '../src/modules/shared/context.js';
import { encodeCursor } from '../src/modules/shared/pagination.js';
import type { TaskCreate } from '../src/modules/tasks/tasks.schema.js';
import { createTask, listTasks } from '../src/modules/tasks/tasks.service.js';
import { listFormResponses } from '../src/modules/forms/forms.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { benchDocsPage } from './docs-page.js';
import { benchWorkingTime } from './working-time.js';
import { benchDatev } from './datev.js';
import { benchReports } from './reports.js';
import { benchReportMail } from './report-mail.js';
import { benchPatrolReport } from './patrol-report.js';
import { benchServicePlans } from './service-plans.js';
import { benchJobs } from './jobs.js';
import { benchEvents } from './events.js';
import { benchHome } from './home.js';
import { benchWebhooks } from './webhooks.js';
import { type LoadResult, type LoadSpec, runLoad } from './load.js';

// ---------------------------------------------------------------------------------------
// Settings

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const SECONDS = envInt('BENCH_SECONDS', 4);
const ROUNDS = envInt('BENCH_ROUNDS', 3);
const WARMUP_SECONDS = envInt('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 10);
const SIZE_SECONDS = envInt('BENCH_SIZE_SECONDS', 5);
const PROPERTIES = 1_000;
const TASKS = 100_000;
const SIZE_STEPS = [10_000, 100_000, 1_000_000];
const FORM_RESPONSES = 20_000;
const PAGE_SIZE = 50;
const DIAGNOSE = process.env.BENCH_DIAGNOSE === '1';
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const OUT = path.resolve(
  process.env.BENCH_OUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md'),
);

type EngineName = 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------
// Scenarios. To add one, append to SCENARIOS; `requiresRoute` keeps a scenario out until
// the app serves that route, `prepare` seeds what it needs.

interface BenchContext {
  engine: EngineName;
  database: Database;
  deps: ServiceDeps;
  access: AccountActor;
  key: string;
  appUrl: string;
  propertyIds: number[];
  /** The PostgreSQL database's name when its server runs on this machine (for its CPU figures). */
  dbName?: string;
}

/**
 * Which endpoint a scenario belongs to. Each group has its own ceiling: a bare route on
 * the second instance calling the same service with the same input, so the same SQL.
 */
type Group = 'list' | 'create' | 'replay' | 'poll';

interface Scenario {
  name: string;
  group: Group;
  /**
   * `ceiling` is the group's bare route; `bare` other routes on that instance (diagnostics);
   * `app` goes through the real app with the key.
   */
  target: 'ceiling' | 'bare' | 'app';
  /** Only with BENCH_DIAGNOSE=1: splits the gap between ceiling and app into its parts. */
  diagnostic?: boolean;
  method: 'GET' | 'POST';
  path: string;
  body?: (ctx: BenchContext) => Record<string, unknown>;
  freshUuid?: boolean;
  /** Every response must carry this status; anything else fails the run. */
  expectStatus: number;
  requiresRoute?: { method: HTTPMethods; url: string };
  prepare?: (ctx: BenchContext) => Promise<void>;
}

const REPLAY_UUID = '6d2f7a1e-3b4c-4d5e-8f90-a1b2c3d4e5f6';
const replayBody = (ctx: BenchContext) => ({
  uuid: REPLAY_UUID,
  title: 'Replayed bench task',
  property_id: ctx.propertyIds[0] as number,
  due_date: '2026-11-23',
});

const newTaskBody = (ctx: BenchContext) => ({
  title: 'Bench task',
  property_id: ctx.propertyIds[1],
  due_date: '2026-11-23',
  description: 'Created by the load test.',
});

const createReplayTask = async (ctx: BenchContext) => {
  const response = await fetch(`${ctx.appUrl}/api/v1/tasks`, {
    method: 'POST',
    headers: { 'x-api-key': ctx.key, 'content-type': 'application/json' },
    body: JSON.stringify(replayBody(ctx)),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`could not create the task to replay: ${response.status} ${await response.text()}`);
  }
};

const SCENARIOS: Scenario[] = [
  {
    name: 'ceiling: bare route, page query on the driver',
    group: 'list',
    target: 'ceiling',
    method: 'GET',
    path: '/tasks-driver',
    expectStatus: 200,
  },
  {
    name: 'bare route, listTasks',
    group: 'list',
    target: 'bare',
    method: 'GET',
    path: '/tasks',
    expectStatus: 200,
  },
  {
    name: 'diagnostic: bare route + key lookup',
    group: 'list',
    target: 'bare',
    diagnostic: true,
    method: 'GET',
    path: '/tasks-with-key',
    expectStatus: 200,
  },
  {
    name: 'diagnostic: bare route + key lookup + rate limit',
    group: 'list',
    target: 'bare',
    diagnostic: true,
    method: 'GET',
    path: '/tasks-with-key-and-limit',
    expectStatus: 200,
  },
  {
    name: `GET /api/v1/tasks?pageSize=${PAGE_SIZE}`,
    group: 'list',
    target: 'app',
    method: 'GET',
    path: `/api/v1/tasks?pageSize=${PAGE_SIZE}`,
    expectStatus: 200,
  },
  {
    name: 'ceiling: bare route, createTask (new uuid each)',
    group: 'create',
    target: 'ceiling',
    method: 'POST',
    path: '/tasks',
    body: (ctx) => newTaskBody(ctx),
    freshUuid: true,
    expectStatus: 201,
  },
  {
    name: 'POST /api/v1/tasks (new uuid each)',
    group: 'create',
    target: 'app',
    method: 'POST',
    path: '/api/v1/tasks',
    body: (ctx) => newTaskBody(ctx),
    freshUuid: true,
    expectStatus: 201,
  },
  {
    name: 'ceiling: bare route, createTask replayed',
    group: 'replay',
    target: 'ceiling',
    method: 'POST',
    path: '/tasks',
    body: replayBody,
    expectStatus: 200,
    prepare: createReplayTask,
  },
  {
    name: 'POST /api/v1/tasks replayed (same uuid)',
    group: 'replay',
    target: 'app',
    method: 'POST',
    path: '/api/v1/tasks',
    body: replayBody,
    expectStatus: 200,
    prepare: createReplayTask,
  },
  {
    name: 'ceiling: bare route, listFormResponses',
    group: 'poll',
    target: 'ceiling',
    method: 'GET',
    path: '/form-responses',
    expectStatus: 200,
    requiresRoute: { method: 'GET', url: '/api/v1/form-responses' },
    prepare: seedFormResponses,
  },
  {
    name: `GET /api/v1/form-responses?status=submitted&pageSize=${PAGE_SIZE}`,
    group: 'poll',
    target: 'app',
    method: 'GET',
    path: `/api/v1/form-responses?status=submitted&pageSize=${PAGE_SIZE}`,
    expectStatus: 200,
    requiresRoute: { method: 'GET', url: '/api/v1/form-responses' },
    prepare: seedFormResponses,
  },
];

// ---------------------------------------------------------------------------------------
// Seeding: bulk SQL inside the bench tenant.

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function seedProperties(database: Database, tenantId: number): Promise<number[]> {
  await database.db.execute(sql`
    insert into properties (tenant_id, name, external_id, street, postal_code, city, country)
    select ${tenantId}::bigint, 'Bench property ' || g, 'BENCH-' || g, 'Lindenstraße ' || g, '10969', 'Berlin', 'DE'
    from generate_series(1, ${PROPERTIES}::int) g`);
  const found = await rows<{ id: number | string }>(
    database,
    sql`select id from properties where tenant_id = ${tenantId} order by id`,
  );
  return found.map((row) => Number(row.id));
}

async function countTasks(database: Database, tenantId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    database,
    sql`select count(*) as n from tasks where tenant_id = ${tenantId}`,
  );
  return Number(row?.n ?? 0);
}

/** Adds generated tasks (spread over the tenant's properties) until the tenant has `target`. */
async function growTasks(database: Database, tenantId: number, target: number): Promise<number> {
  const chunk = 100_000;
  let have = await countTasks(database, tenantId);
  const started = Date.now();
  while (have < target) {
    const add = Math.min(chunk, target - have);
    await database.db.execute(sql`
      insert into tasks (tenant_id, uuid, property_id, title, description, due_date, status, create_fingerprint)
      select ${tenantId}::bigint, gen_random_uuid(), p.id, 'Bench task ' || g, 'Seeded for the load test.',
             date '2026-01-01' + (g % 365), 'open', md5(g::text)
      from generate_series(${have + 1}::int, ${have + add}::int) g
      join (select id, row_number() over (order by id) - 1 as n from properties where tenant_id = ${tenantId}) p
        on p.n = g % ${PROPERTIES}::int`);
    have += add;
    process.stdout.write(
      `  seeded ${have.toLocaleString('en')} tasks (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
  }
  await database.db.execute(sql`analyze tasks`);
  return countTasks(database, tenantId);
}

/**
 * Form templates and responses for the polling scenario. Written against today's tables;
 * fills `change_seq` (and its counter) only where the schema has them.
 */
const seeded = new WeakSet<BenchContext>();

async function seedFormResponses(ctx: BenchContext): Promise<void> {
  if (seeded.has(ctx)) return;
  seeded.add(ctx);
  const { database } = ctx;
  const tenantId = ctx.access.tenantId;
  const columns = await rows<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name in ('form_responses', 'change_counters')`,
  );
  const hasChangeSeq = columns.some((c) => c.table_name === 'form_responses' && c.column_name === 'change_seq');
  const hasCounters = columns.some((c) => c.table_name === 'change_counters');
  const [template] = await rows<{ id: number | string }>(
    database,
    sql`insert into form_templates (tenant_id, name, description) values (${tenantId}, 'Bench checklist', 'Load test')
        returning id`,
  );
  const templateId = Number(template?.id);
  const fields = JSON.stringify([
    { id: 'clean', type: 'checkbox', label: 'Stairwell clean', required: true },
    { id: 'notes', type: 'text', label: 'Notes', required: false },
  ]);
  await database.db.execute(sql`
    insert into form_template_versions (tenant_id, template_id, version, fields)
    values (${tenantId}, ${templateId}, 1, ${fields}::jsonb)`);
  const submitted = sql`g % 4 <> 0`;
  await database.db.execute(sql`
    insert into form_responses (tenant_id, template_id, template_version, property_id, status, answers,
                                submitted_at, submitted_by_account_id${hasChangeSeq ? sql`, change_seq` : sql``})
    select ${tenantId}::bigint, ${templateId}::bigint, 1, p.id,
           case when ${submitted} then 'submitted' else 'draft' end,
           jsonb_build_object('clean', true, 'notes', 'Round ' || g),
           case when ${submitted} then now() - make_interval(secs => ${FORM_RESPONSES}::int - g) end,
           case when ${submitted} then ${ctx.access.accountId}::bigint end
           ${hasChangeSeq ? sql`, g` : sql``}
    from generate_series(1, ${FORM_RESPONSES}::int) g
    join (select id, row_number() over (order by id) - 1 as n from properties where tenant_id = ${tenantId}) p
      on p.n = g % ${PROPERTIES}::int`);
  if (hasChangeSeq && hasCounters) {
    await database.db.execute(sql`
      insert into change_counters (tenant_id, stream, value) values (${tenantId}, 'form_responses', ${FORM_RESPONSES})
      on conflict do nothing`);
  }
  await database.db.execute(sql`analyze form_responses`);
  // The endpoint must see what was seeded, or the scenario would time empty pages.
  const response = await fetch(`${ctx.appUrl}/api/v1/form-responses?status=submitted&pageSize=${PAGE_SIZE}`, {
    headers: { 'x-api-key': ctx.key },
  });
  const body = (await response.json()) as { data?: unknown[] };
  if (response.status !== 200 || body.data?.length !== PAGE_SIZE) {
    throw new Error(
      `the seeded form responses do not show: ${response.status}, ${body.data?.length ?? 'no'} entries on the first page`,
    );
  }
}

/** Removes the bench tenant from a shared PostgreSQL database, whatever tables hold its rows. */
async function dropTenant(database: Database, tenantId: number): Promise<void> {
  const tables = (
    await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'tenant_id'`,
    )
  ).map((row) => row.table_name);
  // Foreign keys decide the order; retry until every table is empty of the tenant.
  let pending = tables;
  for (let pass = 0; pass < tables.length + 1 && pending.length > 0; pass++) {
    const failed: string[] = [];
    for (const table of pending) {
      try {
        await database.db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}`);
      } catch {
        failed.push(table);
      }
    }
    pending = failed;
  }
  await database.db.execute(sql`delete from tenants where id = ${tenantId}`);
}

// ---------------------------------------------------------------------------------------
// Measuring

interface Row {
  scenario: string;
  target: Scenario['target'];
  /** One result per round. */
  runs: LoadResult[];
  /** Per round: this scenario's req/s over its own group's ceiling in the same round. */
  ratios: number[];
  /** Per round: this scenario's req/s over the list ceiling's in the same round. */
  listRatios: number[];
  note?: string;
  failure?: string;
}

interface SizeRow {
  tasks: number;
  deep: LoadResult;
  first: LoadResult;
}

interface EngineReport {
  engine: EngineName;
  detail: string;
  rows: Row[];
  ceiling?: number;
  sizes: SizeRow[];
  seedSeconds: number;
}

const failures: string[] = [];

function check(engine: EngineName, scenario: string, expectStatus: number, result: LoadResult): string | undefined {
  const unexpected = Object.entries(result.statusCodes).filter(([code]) => Number(code) !== expectStatus);
  const problems: string[] = [];
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses`);
  if (unexpected.length > 0) problems.push(`unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.completed === 0) problems.push('no request completed');
  if (problems.length === 0) return undefined;
  const message = `[${engine}] ${scenario}: ${problems.join('; ')}`;
  failures.push(message);
  console.error(`\n!!!!! FAILED ${message}\n`);
  return problems.join('; ');
}

async function measure(spec: Omit<LoadSpec, 'durationSeconds'>, seconds: number): Promise<LoadResult> {
  await runLoad({ ...spec, durationSeconds: WARMUP_SECONDS });
  return runLoad({ ...spec, durationSeconds: seconds });
}

function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * CPU time used so far by this process's main thread (the server's; the load generator
 * runs in a worker thread). Linux reports it per thread in /proc in 10 ms ticks; elsewhere
 * the event loop's busy time stands in for it.
 */
function serverThreadCpuMs(): number {
  try {
    return ticksToMs(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
  } catch {
    return performance.eventLoopUtilization().active;
  }
}
const CPU_SOURCE = existsSync(`/proc/self/task/${process.pid}/stat`)
  ? 'from /proc, 10 ms ticks'
  : 'event-loop busy time, no /proc here';

function ticksToMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time so far of each PostgreSQL backend serving `database`, by pid, when the server
 * runs on this machine (Linux /proc; its backends show the database in their title).
 * Undefined when that cannot be seen.
 */
function dbBackendCpuMs(database: string | undefined): Map<number, number> | undefined {
  if (database === undefined) return undefined;
  try {
    const found = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
        found.set(Number(entry), ticksToMs(readFileSync(`/proc/${entry}/stat`, 'utf8')));
      } catch {
        // the process ended meanwhile
      }
    }
    return found.size > 0 ? found : undefined;
  } catch {
    return undefined;
  }
}

function localDatabaseName(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (!['localhost', '127.0.0.1', '[::1]', ''].includes(parsed.hostname)) return undefined;
  return decodeURIComponent(parsed.pathname.slice(1)) || undefined;
}

/** CPU the backends used between two dbBackendCpuMs readings (backends that came and went count from zero). */
function dbCpuUsed(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (before === undefined || after === undefined) return undefined;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * Measures every available scenario ROUNDS times, interleaved (ceiling, list, create, …,
 * then again), so a change in the machine's background load hits all of them alike.
 * Returns the ceiling's median req/s.
 */
async function runScenarios(
  engine: EngineName,
  app: FastifyInstance,
  ctx: BenchContext,
  ceilingUrl: string,
  out: Row[],
): Promise<number | undefined> {
  const active: { scenario: Scenario; spec: Omit<LoadSpec, 'durationSeconds'>; row: Row }[] = [];
  for (const scenario of SCENARIOS) {
    if (ONLY && !ONLY.test(scenario.name)) continue;
    if (scenario.diagnostic && !DIAGNOSE) continue;
    const row: Row = { scenario: scenario.name, target: scenario.target, runs: [], ratios: [], listRatios: [] };
    out.push(row);
    if (scenario.requiresRoute && !app.hasRoute(scenario.requiresRoute)) {
      const route = `${scenario.requiresRoute.method} ${scenario.requiresRoute.url}`;
      console.log(`  ${scenario.name}: not measured, the app has no route ${route} yet`);
      row.note = `not measured: no route ${route} yet`;
      continue;
    }
    try {
      await scenario.prepare?.(ctx);
    } catch (error) {
      row.failure = `preparation failed: ${String(error)}`;
      failures.push(`[${engine}] ${scenario.name}: ${row.failure}`);
      console.error(`\n!!!!! FAILED [${engine}] ${scenario.name}: ${row.failure}\n`);
      continue;
    }
    const body = scenario.body?.(ctx);
    const spec: Omit<LoadSpec, 'durationSeconds'> = {
      url: scenario.target === 'app' ? ctx.appUrl : ceilingUrl,
      method: scenario.method,
      path: scenario.path,
      headers: {
        ...(scenario.target === 'app' ? { 'x-api-key': ctx.key } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
      ...(scenario.freshUuid ? { freshUuid: true } : {}),
      connections: CONNECTIONS,
    };
    active.push({ scenario, spec, row });
  }
  const ceilingRuns: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`  round ${round} of ${ROUNDS}`);
    const ceilingsThisRound = new Map<Group, number>();
    for (const { scenario, spec, row } of active) {
      if (round === 1) await runLoad({ ...spec, durationSeconds: WARMUP_SECONDS });
      const before = serverThreadCpuMs();
      const dbBefore = dbBackendCpuMs(ctx.dbName);
      const result = await runLoad({ ...spec, durationSeconds: SECONDS });
      const used = serverThreadCpuMs() - before;
      const dbUsed = dbCpuUsed(dbBefore, dbBackendCpuMs(ctx.dbName));
      result.cpuMsPerRequest = result.completed > 0 ? used / result.completed : 0;
      if (dbUsed !== undefined && result.completed > 0) result.dbCpuMsPerRequest = dbUsed / result.completed;
      row.runs.push(result);
      if (scenario.target === 'ceiling') {
        ceilingsThisRound.set(scenario.group, result.requestsPerSecond);
        if (scenario.group === 'list') ceilingRuns.push(result.requestsPerSecond);
      }
      const own = ceilingsThisRound.get(scenario.group);
      const list = ceilingsThisRound.get('list');
      if (own && scenario.target !== 'ceiling') row.ratios.push(result.requestsPerSecond / own);
      if (list) row.listRatios.push(result.requestsPerSecond / list);
      const failure = check(engine, scenario.name, scenario.expectStatus, result);
      if (failure) row.failure = row.failure ? `${row.failure}; ${failure}` : failure;
      console.log(
        `    ${scenario.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`,
      );
    }
  }
  return ceilingRuns.length > 0 ? median(ceilingRuns) : undefined;
}

interface Driver {
  query(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The engine's own driver: a pg pool of the same size as the app's, or PGlite's client. */
async function pageQueryOnDriver(engine: EngineName, database: Database, config: Config): Promise<Driver> {
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return {
      query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: async () => undefined,
  };
}

async function benchEngine(engine: EngineName): Promise<EngineReport> {
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-')) : undefined;
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    // High enough that the limiter counts every request but never refuses one.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...(dataDir !== undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL }),
    // PGlite is the single-instance setup: its in-memory limiter. PostgreSQL is the
    // several-instances setup: the shared Redis limiter when REDIS_URL is given.
    ...(engine === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const database = await openDatabase(config, 'bench');
  await database.migrate();
  const limiter = makeRateLimiter(config);
  const clock = Date.now;
  const deps: ServiceDeps = { database, clock };
  const app = await buildApp({ config, database, limiter, clock });
  const ceiling = Fastify({ logger: false });
  const closers: (() => Promise<void>)[] = [];
  let tenantId: number | undefined;
  try {
    const appUrl = await listen(app);
    const tenant = await createTenant(deps, { name: `Bench ${new Date().toISOString()}` });
    tenantId = tenant.id;
    const account = await createAccount(deps, tenant.id, { email: `bench-${Date.now()}@example.test` });
    const { key } = await createApiKey(deps, tenant.id, { accountId: account.id, name: 'bench', scopes: [...SCOPES] });
    const access: AccountActor = { kind: 'api_key', tenantId: tenant.id, accountId: account.id, allProperties: true };

    // The ceilings: no auth, no rate limit, no validation, no response schema; the same
    // service calls with the same input as the real endpoints, so the same SQL.
    ceiling.get('/tasks', async () => listTasks(deps, access, { pageSize: PAGE_SIZE }));
    const keyHash = hashApiKey(key);
    ceiling.post('/tasks', async (request, reply) => {
      const { task, created } = await createTask(deps, access, request.body as TaskCreate);
      return reply.code(created ? 201 : 200).send(task);
    });
    ceiling.get(
      '/form-responses',
      async () => (await listFormResponses(deps, access, { status: 'submitted', pageSize: PAGE_SIZE })).page,
    );
    ceiling.get('/tasks-with-key', async () => {
      if (!(await findActiveKeyByHash(database.db, keyHash))) throw new Error('key not found');
      return listTasks(deps, access, { pageSize: PAGE_SIZE });
    });
    ceiling.get('/tasks-with-key-and-limit', async () => {
      if (!(await findActiveKeyByHash(database.db, keyHash))) throw new Error('key not found');
      await limiter.hit(`key:${keyHash}`, config.rateLimitPerMinute, 60_000);
      return listTasks(deps, access, { pageSize: PAGE_SIZE });
    });
    // The strictest ceiling: the task page's query (the columns the API shows) sent straight
    // through the driver (no ORM, no mapping), its rows serialised as they come.
    const driverQuery = `select id, uuid, title, description, property_id, due_date, status, created_at, updated_at, completed_at from tasks where tenant_id = $1 order by id asc limit ${PAGE_SIZE + 1}`;
    const driver = await pageQueryOnDriver(engine, database, config);
    ceiling.get('/tasks-driver', async () => {
      const found = await driver.query(driverQuery, [tenant.id]);
      const page = found.slice(0, PAGE_SIZE);
      return { data: page, next_cursor: found.length > PAGE_SIZE ? encodeCursor(Number(page.at(-1)?.id)) : null };
    });
    closers.push(() => driver.close());
    const ceilingUrl = await listen(ceiling);

    const seedStarted = Date.now();
    const propertyIds = await seedProperties(database, tenant.id);
    let seedSeconds = (Date.now() - seedStarted) / 1000;
    const dbName = engine === 'postgres' ? localDatabaseName(config.databaseUrl) : undefined;
    const ctx: BenchContext = {
      engine,
      database,
      deps,
      access,
      key,
      appUrl,
      propertyIds,
      ...(dbName ? { dbName } : {}),
    };
    const maxTasks = envInt('BENCH_MAX_TASKS', engine === 'postgres' ? 1_000_000 : 100_000);
    const steps = SIZE_STEPS.filter((n) => n <= Math.max(maxTasks, TASKS));
    const sizes: SizeRow[] = [];

    const sizeCheck = async () => {
      if (ONLY) return;
      const tasks = await countTasks(database, tenant.id);
      const [deepRow] = await rows<{ id: number | string }>(
        database,
        sql`select id from tasks where tenant_id = ${tenant.id} order by id offset ${Math.floor(tasks * 0.99)}::int limit 1`,
      );
      const cursor = encodeCursor(Number(deepRow?.id));
      const base = { url: appUrl, method: 'GET' as const, headers: { 'x-api-key': key }, connections: CONNECTIONS };
      console.log(`  list latency at ${tasks.toLocaleString('en')} tasks`);
      const first = await measure({ ...base, path: `/api/v1/tasks?pageSize=${PAGE_SIZE}` }, SIZE_SECONDS);
      check(engine, `first page at ${tasks} tasks`, 200, first);
      const deep = await measure(
        { ...base, path: `/api/v1/tasks?pageSize=${PAGE_SIZE}&cursor=${cursor}` },
        SIZE_SECONDS,
      );
      check(engine, `deep cursor at ${tasks} tasks`, 200, deep);
      sizes.push({ tasks, first, deep });
    };

    const rowsOut: Row[] = [];
    let ceilingRps: number | undefined;
    for (const step of steps) {
      const t0 = Date.now();
      await growTasks(database, tenant.id, step);
      seedSeconds += (Date.now() - t0) / 1000;
      if (step !== TASKS) {
        await sizeCheck();
        continue;
      }
      console.log(
        `[${engine}] seeded ${PROPERTIES.toLocaleString('en')} properties and ${TASKS.toLocaleString('en')} tasks`,
      );
      ceilingRps = await runScenarios(engine, app, ctx, ceilingUrl, rowsOut);
      await sizeCheck();
    }

    const detail = await engineDetail(engine, database, config);
    return { engine, detail, rows: rowsOut, sizes, seedSeconds, ...(ceilingRps ? { ceiling: ceilingRps } : {}) };
  } finally {
    await ceiling.close();
    for (const close of closers) await close();
    await app.close();
    await limiter.close();
    if (engine === 'postgres' && tenantId !== undefined) {
      console.log('  removing the bench tenant from the database');
      await dropTenant(database, tenantId).catch((error: unknown) => console.error('  cleanup failed:', error));
    }
    await database.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function engineDetail(engine: EngineName, database: Database, config: Config): Promise<string> {
  const [version] = await rows<{ v: string }>(database, sql`select current_setting('server_version') as v`);
  const limiter = config.redisUrl !== undefined ? 'Redis rate limiter' : 'in-memory rate limiter';
  return engine === 'pglite'
    ? `PGlite (PostgreSQL ${version?.v ?? '?'}) in a temporary DATA_DIR, ${limiter}`
    : `PostgreSQL ${version?.v ?? '?'} over TCP (pool of 10), ${limiter}`;
}

// ---------------------------------------------------------------------------------------
// Report

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (n: number) => (n >= 10 ? fmt(n, 0) : fmt(n, 1));

function commandLine(): string {
  const shown = [
    'DATABASE_URL',
    'REDIS_URL',
    'BENCH_ENGINES',
    'BENCH_SECONDS',
    'BENCH_ROUNDS',
    'BENCH_WARMUP_SECONDS',
    'BENCH_CONNECTIONS',
    'BENCH_SIZE_SECONDS',
    'BENCH_MAX_TASKS',
    'BENCH_ONLY',
    'BENCH_DIAGNOSE',
    'BENCH_JOBS',
    'BENCH_JOB_CONCURRENCY',
    'BENCH_WEBHOOK_EVENTS',
  ]
    .filter((name) => process.env[name])
    .map((name) => `${name}=${(process.env[name] as string).replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')}`);
  return [...shown, 'npm run bench'].join(' ');
}

function renderEngine(report: EngineReport): string {
  const lines = [`## ${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '', report.detail + '.', ''];
  lines.push(
    '| Scenario | req/s | p50 ms | p99 ms | non-2xx | vs own ceiling | vs list ceiling | server CPU ms/req | db CPU ms/req |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of report.rows) {
    if (row.runs.length === 0) {
      const why = row.failure ? `**FAILED: ${row.failure}**` : (row.note ?? '');
      lines.push(`| ${row.scenario} | – | – | – | – | ${why} | – | – | – |`);
      continue;
    }
    const rps = median(row.runs.map((r) => r.requestsPerSecond));
    const p50 = median(row.runs.map((r) => r.p50Ms));
    const p99 = median(row.runs.map((r) => r.p99Ms));
    const cpu = median(row.runs.map((r) => r.cpuMsPerRequest ?? 0));
    const dbRuns = row.runs.flatMap((r) => (r.dbCpuMsPerRequest === undefined ? [] : [r.dbCpuMsPerRequest]));
    const db = dbRuns.length > 0 ? fmt(median(dbRuns), 2) : '–';
    const non2xx = row.runs.reduce((sum, r) => sum + r.non2xx, 0);
    const percent = (ratios: number[]) => (ratios.length > 0 ? `${fmt(100 * median(ratios))} %` : '–');
    const ratio = row.target === 'ceiling' ? '100 %' : percent(row.ratios);
    const listRatio = percent(row.listRatios);
    const non2xxCell = row.failure ? `**${non2xx} FAILED: ${row.failure}**` : String(non2xx);
    lines.push(
      `| ${row.scenario} | ${fmt(rps)} | ${ms(p50)} | ${ms(p99)} | ${non2xxCell} | ${ratio} | ${listRatio} | ${fmt(cpu, 2)} | ${db} |`,
    );
  }
  lines.push(
    '',
    `List latency vs. table size (\`GET /api/v1/tasks?pageSize=${PAGE_SIZE}\` through the real app, ${SIZE_SECONDS} s each; the deep cursor points 99 % into the tenant's tasks):`,
    '',
    '| Tasks in tenant | first page p50 ms | deep cursor p50 ms | deep cursor p99 ms | deep cursor req/s |',
    '| ---: | ---: | ---: | ---: | ---: |',
  );
  for (const size of report.sizes) {
    lines.push(
      `| ${fmt(size.tasks)} | ${ms(size.first.p50Ms)} | ${ms(size.deep.p50Ms)} | ${ms(size.deep.p99Ms)} | ${fmt(size.deep.requestsPerSecond)} |`,
    );
  }
  lines.push('', `Seeding took ${fmt(report.seedSeconds, 1)} s in all.`, '');
  return lines.join('\n');
}

function render(reports: EngineReport[], skipped: string[]): string {
  const cpus = os.cpus();
  const lines = [
    '# Benchmark results',
    '',
    `- Command: \`${commandLine()}\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Load: autocannon, ${CONNECTIONS} connections, run from a worker thread of the same process as the server (LOG_LEVEL=silent, rate limiter counting every request with a limit too high to refuse). Each scenario: a ${WARMUP_SECONDS} s warm-up, then ${ROUNDS} rounds of ${SECONDS} s, interleaved with the other scenarios; the table shows the median of the rounds, and the "vs … ceiling" columns the median of the per-round ratios.`,
    `- "server CPU ms/req": CPU time of the server's thread per request (${CPU_SOURCE}); less sensitive to the machine's other load than req/s. On PGlite it includes the database, which runs in that thread. "db CPU ms/req": CPU time of the PostgreSQL backends serving the bench database, per request (only when the server runs on this machine).`,
    `- Data: one tenant with ${fmt(PROPERTIES)} properties and ${fmt(TASKS)} seeded tasks (plus those the POST scenarios create).`,
    '- Ceilings: bare Fastify routes on a second instance in the same process, with no auth, rate limit, validation or response schema. The task list\'s is the strictest: its page query (the columns the API shows) sent straight through the engine\'s driver, rows serialised as they come, no ORM (the target for `GET /api/v1/tasks` is ≥ 80 %); "bare route, listTasks" is the same through the service. The others call the same service as their endpoint (`createTask`, `listFormResponses`) with the same input and a fixed access context, so the same SQL. "vs own ceiling" is a scenario\'s req/s over its own ceiling\'s in the same round: the cost of everything the real endpoint adds to its SQL (the target is ≥ 70 %). "vs list ceiling" puts every row on the scale of the cheapest query, the task list\'s.',
    '- One run on a shared machine: the figures are noisy; compare ratios within a run rather than absolute numbers across runs.',
    '',
  ];
  for (const note of skipped) lines.push(`**${note}**`, '');
  for (const report of reports) lines.push(renderEngine(report));
  if (failures.length > 0) lines.push('## FAILURES', '', ...failures.map((f) => `- ${f}`), '');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const wanted = (
    process.env.BENCH_ENGINES ??
    'pglite,postgres,jobs,docs,worktime,datev,reports,mail,patrolreport,events,webhooks,home,plans'
  )
    .split(',')
    .map((s) => s.trim());
  const engines: EngineName[] = [];
  const skipped: string[] = [];
  if (wanted.includes('pglite')) engines.push('pglite');
  if (wanted.includes('postgres')) {
    if (process.env.DATABASE_URL) engines.push('postgres');
    else {
      const note =
        'PostgreSQL half SKIPPED: DATABASE_URL is not set (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/caretaker_bench).';
      skipped.push(note);
      console.warn(`\n${'#'.repeat(100)}\n# ${note}\n${'#'.repeat(100)}\n`);
    }
  }
  const reports: EngineReport[] = [];
  for (const engine of engines) {
    console.log(`\n=== ${engine} ===`);
    reports.push(await benchEngine(engine));
  }
  for (const report of reports) {
    if (report.engine !== 'postgres') continue;
    for (const row of report.rows) {
      if (row.ratios.length === 0 || row.target !== 'app') continue;
      const ratio = median(row.ratios);
      if (ratio < 0.7)
        console.warn(`below target: ${row.scenario} at ${fmt(100 * ratio)} % of its ceiling (target ≥ 70 %)`);
    }
  }
  for (const note of skipped) console.warn(`\n${note}`);
  const sections: [string, string][] = [];
  if (wanted.includes('jobs')) sections.push(['Jobs', await benchJobs(commandLine())]);
  if (wanted.includes('docs')) sections.push(['API reference page', await benchDocsPage(commandLine())]);
  if (wanted.includes('worktime')) sections.push(['Working-time exports', await benchWorkingTime(commandLine())]);
  if (wanted.includes('datev')) sections.push(['DATEV exports', await benchDatev(commandLine())]);
  if (wanted.includes('reports')) sections.push(['PDF reports', await benchReports(commandLine())]);
  if (wanted.includes('mail')) sections.push(['Report e-mails', await benchReportMail(commandLine())]);
  if (wanted.includes('patrolreport')) sections.push(['Patrol reports', await benchPatrolReport(commandLine())]);
  if (wanted.includes('events')) sections.push(['Event rows on API writes', await benchEvents(commandLine())]);
  if (wanted.includes('webhooks')) sections.push(['Webhook fan-out', await benchWebhooks(commandLine())]);
  if (wanted.includes('home')) sections.push(['Home page', await benchHome(commandLine())]);
  if (wanted.includes('plans')) sections.push(['Service plans: generation', await benchServicePlans()]);
  let markdown = render(reports, skipped);
  if (sections.length > 0) {
    const onlySections = engines.length === 0 && skipped.length === 0 && existsSync(OUT);
    // Only these sections were measured: keep the other figures already on file.
    let base = onlySections ? readFileSync(OUT, 'utf8') : markdown;
    if (onlySections) {
      for (const [title] of sections) base = base.replace(new RegExp(`\\n## ${title}\\n[\\s\\S]*?(?=\\n## |$)`), '\n');
    }
    markdown = `${base.trimEnd()}\n\n${sections.map(([, text]) => text.trimEnd()).join('\n\n')}\n`;
  }
  writeFileSync(OUT, markdown);
  console.log(`\n${markdown}\nwritten to ${path.relative(process.cwd(), OUT)}`);
  if (failures.length > 0) {
    console.error(`\n!!!!! ${failures.length} scenario(s) FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
