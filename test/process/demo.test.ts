// `caretaker demo` on a temporary DATA_DIR (and on PostgreSQL when DATABASE_URL is set),
// run in this process as the binary runs it, then a real `caretaker serve` process on the
// same data, used over HTTP with the key the demo printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { and, asc, count, eq, min } from 'drizzle-orm';
import { PASSWORD_HASH_COST } from '../../src/modules/credentials/password.js';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { loadConfig } from '../../src/config.js';
import { accounts, auditEvents, incidents, inspections, patrolRounds } from '../../src/db/schema.js';
import { findDatevSettings } from '../../src/modules/working-time/datev.service.js';
import { findSurchargeSettings } from '../../src/modules/working-time/surcharge-settings.service.js';
import { timeSheet } from '../../src/modules/working-time/timesheets.service.js';
import { openDatabase } from '../../src/db/open.js';
import type { MaterialMovementDto } from '../../src/modules/material/movements.schema.js';
import type { PropertyStockDto, WarehouseStockDto } from '../../src/modules/material/stock.schema.js';
import { ledgerFrom, nonZero, stockFrom } from '../helpers/material.js';
import { cliJson, cliOk, killChildren, processEnv, type ServerProcess, startServer } from './processes.js';

interface DemoJson {
  tenant_id: number;
  account_id: number;
  key: string;
  tenant_name?: string;
  property_ids?: number[];
  properties?: { id: number; name: string }[];
  counts?: Record<string, number>;
  base_url?: string;
  portal_login?: { url: string; email: string; password: string };
}

interface Summary {
  id: number;
  property_id: number;
  status: 'draft' | 'submitted';
  submitted_at: string | null;
  submitted_by: { id: number; name: string } | null;
}

interface Detail extends Summary {
  answers: { field_id: string; type: string; value: unknown }[];
  photos: { id: number; field_id: string; content_type: string; byte_size: number; url: string }[];
}

const KEY_SHAPE = /^ct_live_[0-9A-Za-z]{38,}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function getJson<T>(server: ServerProcess, key: string, pathAndQuery: string) {
  const response = await fetch(`${server.url}${pathAndQuery}`, { headers: { 'X-Api-Key': key } });
  const text = await response.text();
  expect(response.status, `${pathAndQuery}: ${text}`).toBe(200);
  return { body: JSON.parse(text) as T, link: response.headers.get('link') };
}

/** Walks a cursor-paginated list to its end and returns every item. */
async function walk<T>(server: ServerProcess, key: string, route: string, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const query = new URLSearchParams({ pageSize: String(pageSize) });
    if (cursor) query.set('cursor', cursor);
    const { body, link } = await getJson<{ data: T[]; next_cursor: string | null }>(
      server,
      key,
      `${route}?${query.toString()}`,
    );
    items.push(...body.data);
    // Lists end with next_cursor null; the form-response feed keeps a cursor but drops `Link: rel="next"`.
    if (body.next_cursor === null || link === null) return items;
    cursor = body.next_cursor;
  }
  throw new Error(`${route} did not end within 100 pages`);
}

/** Reads a PNG's chunks, checking each CRC, and inflates its image data. */
function decodePng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(zlibCrc(bytes.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  expect(ended).toBe(true);
  return { width, height, pixels: inflateSync(Buffer.concat(idat)) };
}

/** CRC-32 as PNG uses it, written out here so the check does not share code with the encoder. */
function zlibCrc(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function checkDemoJson(demo: DemoJson): void {
  expect(Number.isInteger(demo.tenant_id) && demo.tenant_id > 0).toBe(true);
  expect(Number.isInteger(demo.account_id) && demo.account_id > 0).toBe(true);
  expect(demo.key).toMatch(KEY_SHAPE);
  expect(demo.portal_login).toEqual({
    url: `${demo.base_url}/`,
    email: demo.portal_login?.email,
    password: expect.stringMatching(/^\S{10,200}$/),
  });
  expect(demo.portal_login?.email).toMatch(/^[^@\s]+@[^@\s]+$/);
}

/** Signs in to the portal with the login the demo printed, as the browser would. */
async function checkPortalSignIn(server: ServerProcess, demo: DemoJson): Promise<void> {
  const anonymous = await fetch(`${server.url}/portal/api/session`);
  expect(anonymous.status).toBe(200);
  const csrfCookie = anonymous.headers.getSetCookie().find((c) => c.startsWith('ct_csrf='));
  expect(csrfCookie).toBeDefined();
  const { csrf_token: csrfToken } = (await anonymous.json()) as { csrf_token: string };
  const signIn = await fetch(`${server.url}/portal/api/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: (csrfCookie ?? '').split(';')[0] ?? '',
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ email: demo.portal_login?.email, password: demo.portal_login?.password }),
  });
  const text = await signIn.text();
  expect(signIn.status, text).toBe(200);
  const session = JSON.parse(text) as { user: { account_id: number; role: string; tenant: { id: number } } };
  expect(session.user).toMatchObject({ account_id: demo.account_id, role: 'admin', tenant: { id: demo.tenant_id } });
  expect(signIn.headers.getSetCookie().some((c) => c.startsWith('ct_session='))).toBe(true);

  // The office's incidents carry the history the demo made through the workflow service.
  const cookie = (signIn.headers.getSetCookie().find((c) => c.startsWith('ct_session=')) ?? '').split(';')[0] ?? '';
  const portalGet = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.url}/portal/api${path}`, { headers: { cookie } });
    const body = await response.text();
    expect(response.status, `${path}: ${body}`).toBe(200);
    return JSON.parse(body) as T;
  };
  const list = await portalGet<{ data: { id: number; title: string; status: string }[] }>('/incidents?pageSize=100');
  const graffiti = list.data.find((incident) => incident.title === 'Graffiti on the car park wall');
  expect(graffiti?.status).toBe('closed');
  const detail = await portalGet<{
    resolved_at: string | null;
    events: {
      kind: string;
      to_status: string | null;
      text: string | null;
      actor: { name: string } | null;
      at: string;
    }[];
  }>(`/incidents/${graffiti?.id}`);
  expect(detail.events.map((event) => event.to_status ?? event.kind)).toEqual([
    'comment',
    'in_progress',
    'resolved',
    'closed',
  ]);
  expect(detail.events.every((event) => event.actor !== null && event.text)).toBe(true);
  const times = detail.events.map((event) => Date.parse(event.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(Date.parse(detail.events[2]?.at ?? '')).toBe(Date.parse(detail.resolved_at ?? ''));
  expect(times.every((at) => at < Date.now() - 24 * 3_600_000)).toBe(true);
  const leak = list.data.find((incident) => incident.title === 'Water leak in basement storage room');
  const withPhotos = await portalGet<{ photos: { thumbnail_url: string }[] }>(`/incidents/${leak?.id}`);
  expect(withPhotos.photos).toHaveLength(2);
  const thumbnail = await fetch(`${server.url}${withPhotos.photos[0]?.thumbnail_url}`, { headers: { cookie } });
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('content-type')).toMatch(/^image\/jpeg/);

  await checkPatrolRounds(portalGet, demo);
}

interface PatrolDay {
  summary: { scheduled: number; rounds_done: number };
  slots: {
    status: string;
    planned_start: string | null;
    round: { id: number; out_of_order: number; ended_at: string | null } | null;
  }[];
}

/** The office's day view of the two patrolled properties over the last four weeks. */
async function checkPatrolRounds(portalGet: <T>(path: string) => Promise<T>, demo: DemoJson): Promise<void> {
  const properties = (demo.properties ?? []).filter((p) => /Rheinauhafen|Gewerbepark/.test(p.name));
  expect(properties).toHaveLength(2);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const days = Array.from({ length: 28 }, (_, i) => {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10);
  });
  const statuses: Record<string, number> = {};
  const daysWithRounds = new Set<string>();
  let outOfOrder = 0;
  let missedWithoutRound = 0;
  for (const property of properties) {
    for (const day of days) {
      const view = await portalGet<PatrolDay>(`/patrol-rounds/day?property_id=${property.id}&day=${day}`);
      for (const slot of view.slots) {
        statuses[slot.status] = (statuses[slot.status] ?? 0) + 1;
        if (slot.round) daysWithRounds.add(`${property.id} ${day}`);
        if (slot.round && slot.round.out_of_order > 0) outOfOrder += 1;
        if (slot.status === 'missed' && slot.round === null) missedWithoutRound += 1;
      }
    }
  }
  // Rounds on (nearly) every scheduled day of both routes, most of them complete and on time.
  expect(daysWithRounds.size).toBeGreaterThanOrEqual(40);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  expect(statuses.complete ?? 0).toBeGreaterThan(total / 2);
  expect(statuses.late ?? 0).toBeGreaterThan(0);
  expect(statuses.partial ?? 0).toBeGreaterThan(0);
  expect(missedWithoutRound).toBeGreaterThan(0);
  expect(outOfOrder).toBeGreaterThan(0);
}

/** Incidents reported during a round are linked to it: same property, between its start and end. */
async function checkRoundIncidents(env: NodeJS.ProcessEnv, demo: DemoJson): Promise<void> {
  const database = await openDatabase(loadConfig(env), 'test');
  try {
    const linked = await database.db
      .select({
        occurredAt: incidents.occurredAt,
        incidentProperty: incidents.propertyId,
        roundProperty: patrolRounds.propertyId,
        startedAt: patrolRounds.startedAt,
        endedAt: patrolRounds.endedAt,
      })
      .from(incidents)
      .innerJoin(
        patrolRounds,
        and(eq(patrolRounds.tenantId, incidents.tenantId), eq(patrolRounds.id, incidents.patrolRoundId)),
      )
      .where(eq(incidents.tenantId, demo.tenant_id));
    expect(linked.length).toBeGreaterThanOrEqual(3);
    expect(linked.length).toBe(demo.counts?.patrol_incidents);
    for (const row of linked) {
      expect(row.incidentProperty).toBe(row.roundProperty);
      expect(row.occurredAt?.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
      expect(row.occurredAt?.getTime()).toBeLessThanOrEqual(row.endedAt?.getTime() ?? 0);
    }
    const [rounds] = await database.db
      .select({ count: count(), since: min(patrolRounds.startedAt) })
      .from(patrolRounds)
      .where(eq(patrolRounds.tenantId, demo.tenant_id));
    expect(rounds?.count).toBe(demo.counts?.patrol_rounds);
    // Four weeks of rounds, not more.
    expect(Date.now() - (rounds?.since?.getTime() ?? 0)).toBeLessThan(29 * 24 * 3_600_000);
    expect(Date.now() - (rounds?.since?.getTime() ?? 0)).toBeGreaterThan(26 * 24 * 3_600_000);
  } finally {
    await database.close();
  }
}

/**
 * Quality inspections: two properties with an inspection about every two weeks over the last
 * three months, all completed; one stays at or above the 85 % threshold, the other falls from
 * above 90 % to below 85 %.
 */
async function checkInspections(env: NodeJS.ProcessEnv, demo: DemoJson): Promise<void> {
  const database = await openDatabase(loadConfig(env), 'test');
  try {
    const rows = await database.db
      .select({
        propertyId: inspections.propertyId,
        status: inspections.status,
        completedAt: inspections.completedAt,
        score: inspections.scorePercent,
      })
      .from(inspections)
      .where(eq(inspections.tenantId, demo.tenant_id))
      .orderBy(asc(inspections.inspectionDate), asc(inspections.id));
    expect(rows.length).toBe(demo.counts?.inspections);
    const byProperty = new Map<number, typeof rows>();
    for (const row of rows) byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
    expect(byProperty.size).toBe(2);
    const threeMonths = 92 * 24 * 3_600_000;
    const falling: number[][] = [];
    const steady: number[][] = [];
    for (const list of byProperty.values()) {
      expect(list.length).toBeGreaterThanOrEqual(6);
      for (const row of list) {
        expect(row.status).toBe('completed');
        const age = Date.now() - (row.completedAt?.getTime() ?? 0);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(threeMonths);
      }
      const scores = list.map((row) => row.score ?? 0);
      (scores.some((score) => score < 85) ? falling : steady).push(scores);
    }
    expect(falling.length).toBe(1);
    expect(falling[0]?.[0]).toBeGreaterThan(90);
    expect(falling[0]?.at(-1)).toBeLessThan(85);
    for (const score of steady[0] ?? []) expect(score).toBeGreaterThanOrEqual(85);
  } finally {
    await database.close();
  }
}

/**
 * Payroll is set up (surcharges, DATEV numbers and wage types) and the time sheet of the last
 * five weeks shows the demo's rule findings: a short rest, a short break and a long day that
 * the office saved over the block, with its reason in the audit log.
 */
async function checkPayroll(env: NodeJS.ProcessEnv, demo: DemoJson): Promise<void> {
  const database = await openDatabase(loadConfig(env), 'test');
  try {
    const surcharges = await findSurchargeSettings(database.db, demo.tenant_id);
    expect(surcharges.kinds).toEqual({
      night: { enabled: true, percent: 25 },
      sunday: { enabled: true, percent: 50 },
      holiday: { enabled: true, percent: 125 },
    });
    const datev = await findDatevSettings(database.db, demo.tenant_id);
    expect(datev.consultantNumber).toBe('4711');
    expect(datev.wageTypes.regular).toBe('100');
    expect(datev.wageTypes.surcharges.night).toBe('201');
    const overrides = await database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, demo.tenant_id), eq(auditEvents.action, 'time.rule_overridden')));
    expect(overrides.length).toBe(1);
    expect(JSON.stringify(overrides[0]?.details)).toContain('Rohrbruch');
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 35 * 86_400_000).toISOString().slice(0, 10);
    const entries = await timeSheet(
      { database, clock: () => Date.now() },
      { kind: 'person', tenantId: demo.tenant_id, accountId: demo.account_id, allProperties: true },
      'Europe/Berlin',
      { from, to: today },
    );
    const found = new Set(entries.flatMap((entry) => entry.flags.rules.map((r) => `${r.rule}:${r.actualMinutes}`)));
    // Rest 23:00 → 06:00 is 420 minutes; 7:00 h net with a 15 minute break; 10:45 h net is 645 minutes.
    expect(found).toContain('rest:420');
    expect(found).toContain('breaks:15');
    expect(found).toContain('daily_max:645');
  } finally {
    await database.close();
  }
}

/** Everything the demo promises, seen through the API with its key. */
/** The material module: a catalogue, stock that equals its ledger, and requests in each open status. */
async function checkMaterial(server: ServerProcess, key: string): Promise<void> {
  const items = await walk<{ sku: string }>(server, key, '/api/v1/material/items', 100);
  expect(items.length).toBeGreaterThanOrEqual(5);
  const stock = stockFrom(
    await walk<WarehouseStockDto>(server, key, '/api/v1/material/warehouse/stock', 200),
    await walk<PropertyStockDto>(server, key, '/api/v1/material/stock', 200),
  );
  expect([...stock.values()].some((quantity) => quantity > 0)).toBe(true);
  const ledger = ledgerFrom(await walk<MaterialMovementDto>(server, key, '/api/v1/material/movements', 200));
  expect(nonZero(stock)).toEqual(nonZero(ledger));
  const { body: below } = await getJson<{ data: unknown[] }>(
    server,
    key,
    '/api/v1/material/stock?below_minimum=true&pageSize=200',
  );
  expect(below.data.length).toBeGreaterThan(0);
  const requests = await walk<{ status: string }>(server, key, '/api/v1/material/requests', 100);
  expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'delivered', 'requested']);
}

async function checkOverHttp(server: ServerProcess, demo: DemoJson): Promise<void> {
  const key = demo.key;
  const { body: me } = await getJson<{
    tenant: { id: number; plan: string; modules: string[]; licence_active: boolean };
    account: { id: number };
    key: { scopes: string[] };
  }>(server, key, '/api/v1/me');
  expect(me.tenant).toMatchObject({ id: demo.tenant_id, plan: 'PREMIUM', licence_active: true });
  expect(me.tenant.modules).toContain('material');
  expect(me.account.id).toBe(demo.account_id);
  expect([...me.key.scopes].sort()).toEqual([...SCOPES].sort());

  const properties = await walk<{ id: number; external_id: string | null }>(server, key, '/api/v1/properties', 2);
  expect(properties.length).toBeGreaterThanOrEqual(3);
  for (const property of properties) expect(property.external_id).toEqual(expect.any(String));

  const tasks = await walk<{ status: string }>(server, key, '/api/v1/tasks', 50);
  expect(new Set(tasks.map((t) => t.status)).size).toBeGreaterThanOrEqual(3);

  await checkMaterial(server, key);

  const responses = await walk<Summary>(server, key, '/api/v1/form-responses', 25);
  expect(responses.length).toBeGreaterThanOrEqual(60);
  expect(new Set(responses.map((r) => r.id)).size).toBe(responses.length);
  const statuses = new Set(responses.map((r) => r.status));
  expect(statuses.has('submitted')).toBe(true);
  expect(statuses.has('draft')).toBe(true);
  expect(new Set(responses.map((r) => r.property_id)).size).toBeGreaterThanOrEqual(3);
  for (const response of responses.filter((r) => r.status === 'submitted')) {
    expect(response.submitted_at).toEqual(expect.any(String));
    expect(response.submitted_by).not.toBeNull();
  }

  // Find a submitted response with a photo and fetch the photo by its signed link, keyless.
  let withPhoto: Detail | undefined;
  for (const summary of responses.filter((r) => r.status === 'submitted')) {
    const { body } = await getJson<Detail>(server, key, `/api/v1/form-responses/${summary.id}`);
    expect(body.answers.some((a) => a.value !== null)).toBe(true);
    if (body.photos.some((p) => p.field_id === 'photo')) {
      withPhoto = body;
      break;
    }
  }
  expect(withPhoto, 'a submitted response with a photo').toBeDefined();
  const photo = withPhoto?.photos.find((p) => p.field_id === 'photo');
  expect(photo?.content_type).toBe('image/png');
  const url = new URL(photo?.url ?? '');
  expect(url.origin).toBe(server.url);
  expect(url.searchParams.get('signature')).toEqual(expect.any(String));
  expect(url.searchParams.get('expires')).toMatch(/^\d+$/);

  const download = await fetch(url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^image\/png\b/);
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.length).toBe(photo?.byte_size);
  const image = decodePng(bytes);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
  expect(image.pixels.length).toBe((image.width * 3 + 1) * image.height);

  await checkPortalSignIn(server, demo);
}

afterAll(async () => {
  await killChildren();
});

describe('caretaker demo on the embedded database (DATA_DIR)', { timeout: 240_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let demo: DemoJson;
  let firstServer: ServerProcess;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-demo-'));
    env = processEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await killChildren();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serve on an empty install points at the portal set-up and at `caretaker demo`', async () => {
    firstServer = await startServer(env);
    // The hint follows the "listening" line; wait for it.
    for (let i = 0; i < 100 && !firstServer.output().stdout.includes('caretaker demo'); i++) await sleep(50);
    expect(firstServer.output().stdout).toContain('caretaker demo');
    expect(firstServer.output().stdout).toContain('/ to set up your organisation in the portal');
  });

  it('the set-up it points at stores the admin’s password at the production cost', async () => {
    // Tests hash at a lowered cost (test/setup.ts); the real server must not.
    const server = firstServer;
    try {
      const session = await fetch(`${server.url}/portal/api/session`);
      const cookie = (session.headers.getSetCookie().find((c) => c.startsWith('ct_csrf=')) ?? '').split(';')[0] ?? '';
      const { csrf_token: csrfToken } = (await session.json()) as { csrf_token: string };
      const setup = await fetch(`${server.url}/portal/api/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
        body: JSON.stringify({
          organisation_name: 'First Run GmbH',
          timezone: 'Europe/Berlin',
          name: 'Fiona First',
          email: 'fiona@first-run.example',
          password: 'a long enough password',
        }),
      });
      expect(setup.status, await setup.text()).toBe(201);
    } finally {
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }
    const database = await openDatabase(loadConfig(env), 'test');
    try {
      const [admin] = await database.db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, 'fiona@first-run.example'));
      expect(admin?.passwordHash?.split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_HASH_COST), '8', '1']);
    } finally {
      await database.close();
    }
  });

  it('demo --json prints one object with tenant_id, account_id and a key', async () => {
    const started = Date.now();
    demo = await cliJson<DemoJson>(['demo', '--json'], env);
    console.info(`caretaker demo (PGlite) took ${Date.now() - started} ms`);
    checkDemoJson(demo);
    expect(demo.property_ids?.length).toBeGreaterThanOrEqual(3);
    expect(demo.counts?.form_responses).toBeGreaterThanOrEqual(60);
    // Working time: at least ten people with two months of shifts, one of them still running.
    expect(demo.counts?.working_time_people).toBeGreaterThanOrEqual(10);
    expect(demo.counts?.shifts).toBeGreaterThan(300);
    const files = fs.readdirSync(path.join(dataDir, 'files', String(demo.tenant_id)));
    expect(files.filter((name) => name.endsWith('.png')).length).toBeGreaterThan(0);
  });

  it('serve on that data answers the key with the whole demo, photos included', async () => {
    const server = await startServer(env);
    try {
      await checkOverHttp(server, demo);
    } finally {
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }
    await checkRoundIncidents(env, demo);
    await checkInspections(env, demo);
    await checkPayroll(env, demo);
    // With a tenant present, start-up gives no demo hint.
    expect(server.output().stdout).toContain('Caretaker listening');
    expect(server.output().stdout).not.toContain('caretaker demo');
  });

  it('demo again creates a second, independent tenant and says so', async () => {
    const result = await cliOk(['demo'], env);
    const keys = result.stdout.match(/ct_live_[0-9A-Za-z]+/g) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatch(KEY_SHAPE);
    expect(keys[0]).not.toBe(demo.key);
    expect(result.stdout).toContain('/api/v1/me');
    expect(result.stdout).toContain('/api/v1/docs');
    expect(result.stdout).toMatch(/again/);
    expect(result.stdout).toMatch(/e-mail: +julia\.hoffmann@\S+/);
    expect(result.stdout).toMatch(/password: +\S{10,}/);
    const tenant = /Demo tenant (\d+)/.exec(result.stdout);
    expect(Number(tenant?.[1])).toBeGreaterThan(demo.tenant_id);
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  console.warn('SKIPPING caretaker demo on PostgreSQL: DATABASE_URL is not set (CI sets it; see .ci/run).');

describe.skipIf(!databaseUrl)(
  `caretaker demo on PostgreSQL (DATABASE_URL)${databaseUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  { timeout: 240_000 },
  () => {
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    // Its own database: the server's worker would otherwise run other suites' jobs.
    let scratch: ScratchDatabase | undefined;
    beforeAll(async () => {
      scratch = await scratchDatabase(databaseUrl ?? '', 'demo');
      // Photos still go to the local file store under DATA_DIR.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caretaker-demo-pg-'));
      env = processEnv({
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '100000',
      });
    });
    afterAll(async () => {
      await killChildren();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('demo --json, then serve answers the key with the whole demo', async () => {
      const started = Date.now();
      const demo = await cliJson<DemoJson>(['demo', '--json'], env);
      console.info(`caretaker demo (PostgreSQL) took ${Date.now() - started} ms`);
      checkDemoJson(demo);
      const server = await startServer(env);
      try {
        await checkOverHttp(server, demo);
      } finally {
        expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      }
      await checkRoundIncidents(env, demo);
      await checkInspections(env, demo);
      await checkPayroll(env, demo);
    });
  },
);
