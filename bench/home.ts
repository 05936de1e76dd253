// The portal's home page at the size of a large customer (part of `npm run bench`,
// `BENCH_ENGINES=home`): one tenant with 500 properties and 2,000 people, 1,200 of them
// clocked in now and 30 days of finished shifts behind them, 20,000 tasks (some overdue),
// 5,000 incidents (a tenth still open), a route of 5 checkpoints per property walked four
// times a day for 14 days, today's rounds partly walked.
//   A. GET /portal/api/home's data (homeOverview) for an admin who sees everything and a
//      manager of 50 properties: median and 95th percentile of 30 reads each (target: under
//      300 ms);
//   B. on PostgreSQL, 200 open portals polling the real endpoint every 5 s (as the page
//      does) for BENCH_HOME_SECONDS (60): answer times and the server's resident memory
//      sampled every 5 s, which should stay flat (the page holds no connection between polls).
// On PGlite in this process, and with DATABASE_URL on a scratch PostgreSQL database.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { makeRateLimiter } from '../src/main.js';
import { PERMISSIONS } from '../src/modules/access/permissions.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import { homeOverview } from '../src/modules/cockpit/cockpit.service.js';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { median, onEachEngine, seedBenchTenant } from './reports.js';

const PROPERTIES = 500;
const PEOPLE = 2_000;
const ON_SITE = 1_200;
const READS = 30;
const PORTALS = 200;
const POLL_MS = 5_000;
const SECONDS = Number(process.env.BENCH_HOME_SECONDS ?? 60);
const TARGET_MS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export async function seedHome(
  exec: (query: SQL) => Promise<unknown>,
  tenantId: number,
  managerId: number,
): Promise<void> {
  const t = sql`${tenantId}::bigint`;
  await exec(
    sql`insert into properties (tenant_id, name) select ${t}, 'Objekt ' || g from generate_series(1, ${PROPERTIES}) g`,
  );
  await exec(
    sql`insert into accounts (tenant_id, email, name, role) select ${t}, 'p' || g || '@bench.test', 'Person ' || g, 'worker' from generate_series(1, ${PEOPLE}) g`,
  );
  // The manager sees 50 properties.
  await exec(sql`insert into account_properties (tenant_id, account_id, property_id)
    select ${t}, ${managerId}, id from properties where tenant_id = ${t} order by id limit 50`);
  // Numbered people and properties, so each person works at one property.
  await exec(sql`create temporary table bench_people as
    select row_number() over (order by id) as n, id from accounts where tenant_id = ${t} and role = 'worker'`);
  await exec(sql`create temporary table bench_places as
    select row_number() over (order by id) as n, id from properties where tenant_id = ${t}`);
  // 30 days of finished shifts, then the open ones (three hours in, a tenth on a break).
  await exec(sql`insert into work_shifts (tenant_id, uuid, account_id, property_id, started_at, ended_at)
    select ${t}, gen_random_uuid(), p.id, pl.id, now() - (d || ' days')::interval - interval '8 hours', now() - (d || ' days')::interval
    from bench_people p join bench_places pl on pl.n = 1 + (p.n % ${PROPERTIES}), generate_series(1, 30) d`);
  await exec(sql`insert into work_shifts (tenant_id, uuid, account_id, property_id, started_at)
    select ${t}, gen_random_uuid(), p.id, pl.id, now() - interval '3 hours'
    from bench_people p join bench_places pl on pl.n = 1 + (p.n % ${PROPERTIES}) where p.n <= ${ON_SITE}`);
  await exec(sql`insert into work_breaks (tenant_id, shift_id, started_at)
    select ${t}, id, now() - interval '10 minutes' from work_shifts
    where tenant_id = ${t} and ended_at is null and id % 10 = 0`);
  // 40 tasks per property, due from 60 days ago to 60 days ahead; a third of the past ones still open.
  await exec(sql`insert into tasks (tenant_id, uuid, property_id, title, due_date, status, create_fingerprint)
    select ${t}, gen_random_uuid(), pl.id, 'Aufgabe ' || g, current_date + (g * 3 - 60),
      case when g * 3 - 60 >= 0 then 'open' when g % 3 = 0 then 'open' else 'done' end, 'bench'
    from bench_places pl, generate_series(1, 40) g`);
  // 10 incidents per property; one in ten open, of every severity.
  await exec(sql`insert into incidents (tenant_id, uuid, property_id, title, severity, status, create_fingerprint, created_at)
    select ${t}, gen_random_uuid(), pl.id, 'Meldung ' || g,
      (array['low', 'medium', 'high', 'critical'])[1 + (g + pl.n::int) % 4],
      case when g = 1 then 'open' else 'closed' end, 'bench', now() - (g || ' days')::interval
    from bench_places pl, generate_series(1, 10) g`);
  // A route with 5 checkpoints per property, scheduled at 02:00, 08:00, 14:00 and 20:00.
  await exec(
    sql`insert into patrol_routes (tenant_id, property_id, name) select ${t}, id, 'Runde ' || n from bench_places`,
  );
  await exec(sql`insert into patrol_checkpoints (tenant_id, route_id, position, name, qr_token, manual_code)
    select ${t}, r.id, c, 'Punkt ' || c, gen_random_uuid()::text, substr(md5(r.id || '-' || c), 1, 8)
    from patrol_routes r, generate_series(1, 5) c where r.tenant_id = ${t}`);
  await exec(sql`insert into patrol_schedules (tenant_id, route_id, weekdays, start_times, window_minutes, grace_minutes)
    select ${t}, id, '{1,2,3,4,5,6,7}', '{02:00,08:00,14:00,20:00}', 60, 15 from patrol_routes where tenant_id = ${t}`);
  // 14 days of walked rounds (planned starts in UTC: close enough for the history's size), and
  // every fourth property's rounds of the last 12 hours walked, ended, with their scans.
  await exec(sql`insert into patrol_rounds (tenant_id, uuid, route_id, property_id, schedule_id, planned_start, status,
      started_by_account_id, started_at, start_received_at, ended_at, ended_by_account_id)
    select ${t}, gen_random_uuid(), r.id, r.property_id, s.id, date_trunc('day', now()) - (d || ' days')::interval + (h || ' hours')::interval,
      'ended', ${managerId}, date_trunc('day', now()) - (d || ' days')::interval + (h || ' hours')::interval,
      date_trunc('day', now()) - (d || ' days')::interval + (h || ' hours')::interval,
      date_trunc('day', now()) - (d || ' days')::interval + (h || ' hours')::interval + interval '40 minutes', ${managerId}
    from patrol_routes r join patrol_schedules s on s.tenant_id = r.tenant_id and s.route_id = r.id,
      generate_series(1, 14) d, unnest(array[2, 8, 14, 20]) h
    where r.tenant_id = ${t}`);
  await exec(sql`insert into patrol_scans (tenant_id, uuid, round_id, checkpoint_id, method, scanned_at, received_at, account_id)
    select ${t}, gen_random_uuid(), ro.id, c.id, 'qr', ro.started_at + (c.position || ' minutes')::interval,
      ro.started_at + (c.position || ' minutes')::interval, ${managerId}
    from patrol_rounds ro join patrol_checkpoints c on c.tenant_id = ro.tenant_id and c.route_id = ro.route_id
    where ro.tenant_id = ${t} and ro.started_at > now() - interval '2 days'`);
  await exec(sql`analyze`);
}

async function engine(name: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<string> {
  const dataDir = databaseUrl === undefined ? mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-home-')) : undefined;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...(dataDir !== undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl }),
  });
  const database = await openDatabase(config, 'bench');
  try {
    await database.migrate();
    const clock = Date.now;
    const deps = { database, clock };
    const { tenantId, accountId, cookie } = await seedBenchTenant(database, clock);
    const started = performance.now();
    await seedHome((query) => database.db.execute(query), tenantId, accountId);
    const seedSeconds = (performance.now() - started) / 1000;
    const admin: AccountActor = { kind: 'person', tenantId, accountId, allProperties: true };
    const manager: AccountActor = { kind: 'person', tenantId, accountId, allProperties: false };
    const reads = async (actor: AccountActor) => {
      const times: number[] = [];
      for (let i = 0; i < READS + 3; i++) {
        const t0 = performance.now();
        await homeOverview(deps, actor, PERMISSIONS, 'Europe/Berlin');
        if (i >= 3) times.push(performance.now() - t0);
      }
      return times;
    };
    const sample = await homeOverview(deps, admin, PERMISSIONS, 'Europe/Berlin');
    const adminTimes = await reads(admin);
    const managerTimes = await reads(manager);

    const ok = (ms: number) => (ms < TARGET_MS ? 'met' : '**MISSED**');
    const figures = [
      `### ${name}`,
      '',
      `Seeded in ${seedSeconds.toFixed(1)} s: ${PROPERTIES} properties, ${PEOPLE} people (${sample.on_site?.count ?? 0} on site), ${sample.tasks?.overdue ?? 0} overdue tasks, ${sample.incidents?.open ?? 0} open incidents, ${sample.patrols?.missed ?? 0} rounds missed and ${sample.patrols?.upcoming ?? 0} to come today.`,
      '',
      '| Home page data for | median ms | p95 ms | target < 300 ms |',
      '| --- | ---: | ---: | --- |',
      `| an admin (all ${PROPERTIES} properties) | ${median(adminTimes).toFixed(0)} | ${percentile(adminTimes, 0.95).toFixed(0)} | ${ok(percentile(adminTimes, 0.95))} |`,
      `| a manager of 50 properties | ${median(managerTimes).toFixed(0)} | ${percentile(managerTimes, 0.95).toFixed(0)} | ${ok(percentile(managerTimes, 0.95))} |`,
      '',
    ];
    // PGlite is the single-instance setup of a small organisation: 200 open portals are a
    // PostgreSQL installation's load, so the pollers run there only.
    if (name === 'PGlite') return figures.join('\n');

    // B. 200 portals polling through the real app.
    const limiter = makeRateLimiter(config);
    const app = await buildApp({ config, database, limiter, clock });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers: number[] = [];
    let failed = 0;
    const rss: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    const sampler = setInterval(() => rss.push(process.memoryUsage().rss / 2 ** 20), 5_000);
    const portal = async (index: number) => {
      await new Promise((resolve) => setTimeout(resolve, (index * POLL_MS) / PORTALS));
      while (Date.now() < until) {
        const t0 = performance.now();
        const response = await fetch(`${base}/portal/api/home`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.ok) answers.push(performance.now() - t0);
        else failed++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (performance.now() - t0))));
      }
    };
    await Promise.all(Array.from({ length: PORTALS }, (_, i) => portal(i)));
    clearInterval(sampler);
    await app.close();
    await limiter.close?.();
    const firstRss = rss[1] ?? rss[0] ?? 0;
    const lastRss = rss[rss.length - 1] ?? 0;
    return [
      ...figures,
      `${PORTALS} portals polling \`GET /portal/api/home\` every ${POLL_MS / 1000} s for ${SECONDS} s (admin session): ${answers.length} answers, ${failed} failed, median ${median(answers).toFixed(0)} ms, p95 ${percentile(answers, 0.95).toFixed(0)} ms. Resident memory of the process sampled every 5 s: ${rss.map((mb) => mb.toFixed(0)).join(', ')} MiB (${(lastRss - firstRss >= 0 ? '+' : '') + (lastRss - firstRss).toFixed(0)} MiB from the second sample to the last).`,
      '',
    ].join('\n');
  } finally {
    await database.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchHome(command: string): Promise<string> {
  const body = await onEachEngine('Home page', engine);
  return body.replace(
    '## Home page\n',
    `## Home page\n\n\`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end. The server runs in the bench's process; the pollers too.\n`,
  );
}
