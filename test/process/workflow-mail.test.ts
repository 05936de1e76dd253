// The whole way of a workflow rule through real processes: a task made through the API
// with yesterday as due date, a "task overdue → notify e-mail" rule, and `caretaker
// serve` (its worker scanning for overdue tasks every minute) sending exactly one e-mail
// to the SMTP server named in SMTP_URL, on the embedded database and on two instances
// sharing PostgreSQL and Redis. The two run side by side: each waits for the worker's next
// scan, at the start of a minute, so together they wait for the same minute instead of one
// after the other (each checks with the `expect` of its own test).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { calendarDay } from '../../src/modules/shared/time.js';
import { scratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { cliJson, killChildren, processEnv, type ServerProcess, startServer } from './processes.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const TWO_MINUTES = 120_000;

let smtp: TestSmtpServer;
const scratches: ScratchDatabase[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await killChildren();
  for (const scratch of scratches) await scratch.drop();
  await smtp.close();
});

async function api(
  expect: ExpectStatic,
  server: ServerProcess,
  key: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'x-api-key': key, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return JSON.parse(text) as { id: number };
}

/** Sets up a tenant with a key through the CLI, then a rule and an overdue task through the API of `server`. */
async function overdueTaskWithRule(
  expect: ExpectStatic,
  env: NodeJS.ProcessEnv,
  start: () => Promise<ServerProcess[]>,
) {
  const tenant = await cliJson<{ id: number }>(['tenant', 'create', '--name', 'Nordlicht', '--json'], env);
  const account = await cliJson<{ id: number }>(
    ['account', 'create', '--tenant', String(tenant.id), '--email', `${randomUUID()}@example.test`, '--json'],
    env,
  );
  const { key } = await cliJson<{ key: string }>(
    [
      'key',
      'create',
      '--account',
      String(account.id),
      '--name',
      'PMS',
      '--scopes',
      'properties:write,tasks:write,workflows:write',
      '--json',
    ],
    env,
  );
  const servers = await start();
  const [first] = servers as [ServerProcess];
  const to = `office.${randomUUID().slice(0, 8)}@example.test`;
  const property = await api(expect, first, key, 'POST', '/api/v1/properties', { name: 'Lindenhof' });
  await api(expect, first, key, 'POST', '/api/v1/workflow-rules', {
    name: 'Overdue to the office',
    trigger: 'task_overdue',
    actions: [{ type: 'notify_email', to }],
  });
  const yesterday = calendarDay(Date.now() - 24 * 3600 * 1000, 'Europe/Berlin');
  await api(expect, servers.at(-1) as ServerProcess, key, 'POST', '/api/v1/tasks', {
    title: 'Final cleaning, apartment 3B',
    property_id: property.id,
    due_date: yesterday,
  });
  return to;
}

async function expectOneMail(expect: ExpectStatic, to: string): Promise<void> {
  const deadline = Date.now() + TWO_MINUTES;
  const arrived = () => smtp.received.filter((mail) => mail.to.includes(to));
  while (arrived().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  expect(arrived()).toHaveLength(1);
  expect(arrived()[0]?.raw).toContain('Final cleaning, apartment 3B');
  // Every instance's worker has scanned again since: still one.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(arrived()).toHaveLength(1);
}

describe.concurrent('a task overdue rule sends one e-mail', () => {
  it('on the embedded database, from caretaker serve', { timeout: 4 * 60_000 }, async ({ expect }) => {
    const env = processEnv({
      DATA_DIR: path.join(os.tmpdir(), `caretaker-rule-${randomUUID()}`),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Caretaker <noreply@example.test>',
      LOG_LEVEL: 'warn',
    });
    const to = await overdueTaskWithRule(expect, env, async () => [await startServer(env)]);
    await expectOneMail(expect, to);
  });

  it.skipIf(!databaseUrl || !redisUrl)(
    `on two instances sharing PostgreSQL and Redis${databaseUrl && redisUrl ? '' : ' (skipped: DATABASE_URL or REDIS_URL not set)'}`,
    { timeout: 4 * 60_000 },
    async ({ expect }) => {
      // Their own database: their workers would otherwise run other suites' jobs.
      const scratch = await scratchDatabase(databaseUrl ?? '', 'workflowmail');
      scratches.push(scratch);
      const env = processEnv({
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl ?? '',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Caretaker <noreply@example.test>',
        LOG_LEVEL: 'warn',
      });
      const to = await overdueTaskWithRule(expect, env, async () => Promise.all([startServer(env), startServer(env)]));
      await expectOneMail(expect, to);
    },
  );
});
