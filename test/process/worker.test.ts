// The worker role as separate processes: `caretaker worker` refused on the embedded
// database; on PostgreSQL a worker killed with SIGKILL mid-job loses it to another worker
// once its lease has run out (done once), SIGTERM finishes or puts back what is running,
// and the real `caretaker worker` delivers queued mail through SMTP.
import { and, eq, sql } from 'drizzle-orm';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.js';
import { jobs, mailRecipients } from '../../src/db/schema.js';
import { enqueueJob } from '../../src/platform/jobs/queue.js';
import { defineJobKind } from '../../src/platform/jobs/kinds.js';
import { queueMail } from '../../src/platform/mail/outgoing.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { processEnv, repoRoot, runCli } from './processes.js';
import { migratedScratchDatabase } from '../helpers/scratch-database.js';
import { Type } from '@sinclair/typebox';

const databaseUrl = process.env.DATABASE_URL;

describe('caretaker worker on the embedded database', () => {
  it('is refused, saying why; so is serve --no-worker', async () => {
    const env = processEnv({ DATA_DIR: path.join(os.tmpdir(), `caretaker-worker-${randomUUID()}`) });
    const worker = await runCli(['worker'], env);
    expect(worker.code).toBe(1);
    expect(worker.stderr).toMatch(/caretaker worker needs DATABASE_URL/);
    expect(worker.stderr).toMatch(/admits one process, so the worker runs inside `caretaker serve`/);
    const httpOnly = await runCli(['serve', '--no-worker'], env);
    expect(httpOnly.code).toBe(1);
    expect(httpOnly.stderr).toMatch(/serve --no-worker needs DATABASE_URL/);
  });
});

interface Spawned {
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

const spawned = new Set<ChildProcess>();

function start(args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  spawned.add(child);
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const take = (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const waiter of waiters) waiter();
  };
  child.stdout?.setEncoding('utf8').on('data', take);
  child.stderr?.setEncoding('utf8').on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      spawned.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    lines,
    exited,
    waitForLine: (pattern, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line));
          if (found === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

const fixture = path.join(repoRoot, 'test', 'process', 'fixtures', 'job-worker.ts');

describe.skipIf(!databaseUrl)(
  `worker processes on PostgreSQL${databaseUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  { timeout: 120_000 },
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await openPostgres(databaseUrl as string, 2);
      await database.migrate();
      await database.db.execute(
        sql`create table if not exists test_worker_effects (job_key text not null, worker text)`,
      );
    });
    afterAll(async () => {
      for (const child of spawned) child.kill('SIGKILL');
      await database.close();
    });

    const effects = async (key: string) => {
      const result: unknown = await database.db.execute(
        sql`select worker from test_worker_effects where job_key = ${key} order by worker`,
      );
      return (result as { rows: { worker: string }[] }).rows.map((r) => r.worker);
    };
    const job = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

    function jobWorker(kindName: string, settings: { leaseMs: number; holdMs: number; graceMs?: number }) {
      return start(
        ['--import', 'tsx', fixture],
        processEnv({
          DATABASE_URL: databaseUrl as string,
          JOB_KIND: kindName,
          LEASE_MS: String(settings.leaseMs),
          HOLD_MS: String(settings.holdMs),
          GRACE_MS: String(settings.graceMs ?? 20_000),
        }),
      );
    }

    async function enqueueFor(kindName: string) {
      const kind = defineJobKind({ name: kindName, payload: Type.Object({}), handler: async () => undefined });
      const key = `process-test:${randomUUID()}`;
      await enqueueJob(database.db, Date.now, kind, { key, payload: {} });
      return key;
    }

    it('kill -9 mid-job: another worker takes the job over once the lease has run out, and it is done once', async () => {
      const kindName = `test.kill.${randomUUID()}`;
      const leaseMs = 2000;
      const first = jobWorker(kindName, { leaseMs, holdMs: 60_000 });
      await first.waitForLine(/^ready$/);
      const key = await enqueueFor(kindName);
      await first.waitForLine(/^started \d+ 1$/);
      // The second worker is up before the kill, so its start-up time is not counted as takeover time.
      const second = jobWorker(kindName, { leaseMs, holdMs: 0 });
      await second.waitForLine(/^ready$/);
      first.child.kill('SIGKILL');
      const killedAt = Date.now();
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      await second.waitForLine(/^finished \d+ 2$/);
      const takenOverAfter = Date.now() - killedAt;
      // Not before the lease (renewed up to a third of it before the kill) had run out.
      expect(takenOverAfter).toBeGreaterThanOrEqual((2 * leaseMs) / 3 - 100);
      expect(takenOverAfter).toBeLessThan(leaseMs + 5000);
      expect(await job(key)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
      expect(await effects(key)).toEqual(['finished 2', 'started 1', 'started 2']);
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    });

    it('SIGTERM: finishes the job in flight and exits 0; a job longer than the grace period goes back to the queue', async () => {
      const kindName = `test.term.${randomUUID()}`;
      const finishing = jobWorker(kindName, { leaseMs: 5000, holdMs: 800 });
      await finishing.waitForLine(/^ready$/);
      const key = await enqueueFor(kindName);
      await finishing.waitForLine(/^started/);
      finishing.child.kill('SIGTERM');
      expect(await finishing.exited).toEqual({ code: 0, signal: null });
      expect(await job(key)).toMatchObject({ state: 'done', attempts: 1 });

      const releasing = jobWorker(kindName, { leaseMs: 5000, holdMs: 60_000, graceMs: 300 });
      await releasing.waitForLine(/^ready$/);
      const longKey = await enqueueFor(kindName);
      await releasing.waitForLine(/^started/);
      releasing.child.kill('SIGTERM');
      expect(await releasing.exited).toEqual({ code: 0, signal: null });
      expect(await job(longKey)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    });

    describe('the real caretaker worker', () => {
      let smtp: TestSmtpServer;
      beforeAll(async () => {
        smtp = await startSmtpServer();
      });
      afterAll(async () => smtp.close());

      it('delivers queued mail through SMTP_URL and logs it, then stops on SIGTERM', async () => {
        // A database of its own: on the shared one the worker would first work off every
        // job the other suites left queued there.
        const scratch = await migratedScratchDatabase(databaseUrl as string, 'workermail');
        const database = await openPostgres(scratch.url);
        const worker = start(
          [path.join(repoRoot, 'bin', 'caretaker.js'), 'worker'],
          processEnv({
            DATABASE_URL: scratch.url,
            SMTP_URL: smtp.url,
            MAIL_FROM: 'Caretaker <noreply@example.test>',
            LOG_LEVEL: 'info',
          }),
        );
        await worker.waitForLine(/Caretaker worker running/);
        expect(worker.lines.join('\n')).toMatch(/"mail":"smtp"/);
        const tenant = await createTenant({ database, clock: Date.now }, { name: `Mail ${randomUUID().slice(0, 8)}` });
        const subject = `Handover protocol ${randomUUID()}`;
        const { messageId } = await queueMail(database.db, Date.now, {
          tenantId: tenant.id,
          purpose: 'mail.test',
          to: ['anna@example.test'],
          subject,
          text: 'Keys handed over.',
        });
        const deadline = Date.now() + 10_000;
        let status: string | undefined;
        while (Date.now() < deadline) {
          [{ status } = { status: undefined }] = await database.db
            .select({ status: mailRecipients.status })
            .from(mailRecipients)
            .where(and(eq(mailRecipients.tenantId, tenant.id), eq(mailRecipients.messageId, messageId)));
          if (status !== 'queued') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(status).toBe('sent');
        expect(smtp.received.filter((m) => m.raw.includes(subject))).toHaveLength(1);
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toEqual({ code: 0, signal: null });
        await database.close();
        await scratch.drop();
      });
    });
  },
);
