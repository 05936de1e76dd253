// Report subscriptions due in the same minute, with two real `caretaker worker` processes
// on one PostgreSQL database: both scan every minute and both take jobs, and each
// occurrence reaches each recipient exactly once.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/modules/access/permissions.js';
import { type Database, openPostgres } from '../../src/db/client.js';
import { MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { createReportSchedule } from '../../src/modules/report-schedules/report-schedules.service.js';
import { reportSchedules } from '../../src/modules/report-schedules/report-schedules.tables.js';
import { makeTenant } from '../helpers/harness.js';
import { scratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { killChildren, processEnv, repoRoot } from './processes.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn('SKIPPING the report-schedule worker suite: it needs DATABASE_URL (CI sets it; see .ci/run).');
}

const SUBSCRIPTIONS = 12;
const RECIPIENTS = 3;

describe.skipIf(!databaseUrl)(
  `report subscriptions with two worker processes on PostgreSQL${databaseUrl ? '' : ' (skipped: DATABASE_URL not set)'}`,
  { timeout: 4 * 60_000 },
  () => {
    let scratch: ScratchDatabase;
    let database: Database;
    let smtp: TestSmtpServer;
    const workers: ChildProcess[] = [];
    const output: string[] = [];

    beforeAll(async () => {
      smtp = await startSmtpServer();
      // Its own database: the workers would otherwise run other suites' jobs.
      scratch = await scratchDatabase(databaseUrl ?? '', 'reportmail');
      database = await openPostgres(scratch.url, 2);
      await database.migrate();
    });
    afterAll(async () => {
      for (const worker of workers) worker.kill('SIGKILL');
      await killChildren();
      await database.close();
      await scratch.drop();
      await smtp.close();
    });

    it('delivers each due occurrence once to each recipient', async () => {
      const deps = { database, clock: Date.now };
      const fixture = await makeTenant(deps, { timezone: 'UTC' });
      const editor = {
        actor: {
          kind: 'person' as const,
          tenantId: fixture.tenant.id,
          accountId: fixture.accountId,
          allProperties: true,
        },
        permissions: PERMISSIONS,
      };
      const now = new Date();
      const minute = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
      const run = randomUUID().slice(0, 8);
      const addresses: string[] = [];
      for (let i = 0; i < SUBSCRIPTIONS; i++) {
        const emails = Array.from({ length: RECIPIENTS }, (_, r) => `s${i}-r${r}-${run}@kunde.example`);
        addresses.push(...emails);
        await createReportSchedule({ ...deps, files: new MemoryFileStore(), attachmentMaxBytes: 1024 * 1024 }, editor, {
          name: `Arbeitszeiten ${i}`,
          kind: 'working_time',
          scope: { client_id: null, property_ids: null, template_id: null },
          recurrence: { frequency: 'daily', time: minute },
          time_zone: 'UTC',
          recipients: { emails, account_ids: [] },
          subject: 'Arbeitszeiten {period}',
          skip_if_empty: false,
        });
      }
      // Due now: this minute's occurrence is the one to send.
      await database.db
        .update(reportSchedules)
        .set({ nextRunAt: new Date(Math.floor(now.getTime() / 60_000) * 60_000) })
        .where(eq(reportSchedules.tenantId, fixture.tenant.id));

      const env = processEnv({
        DATABASE_URL: scratch.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Caretaker <reports@example.test>',
        PUBLIC_URL: 'https://ops.example.test',
        LOG_LEVEL: process.env.REPORT_LOG ?? 'warn',
      });
      for (let i = 0; i < 2; i++) {
        const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'caretaker.js'), 'worker'], {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
        child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
        workers.push(child);
      }

      const arrived = () => smtp.received.filter((mail) => mail.to.some((to) => to.endsWith(`-${run}@kunde.example`)));
      const deadline = Date.now() + Number(process.env.REPORT_WAIT ?? 150_000);
      while (arrived().length < addresses.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(arrived().length, output.join('')).toBe(addresses.length);
      // Both workers have scanned again since (every minute): still one each.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const perAddress = new Map<string, number>();
      for (const mail of arrived()) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
      expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());

      const result: unknown = await database.db.execute(
        sql`select schedule_id, count(*)::int as n from report_sendings where tenant_id = ${fixture.tenant.id} group by schedule_id`,
      );
      const sendings = result as { rows: { n: number }[] };
      expect(sendings.rows).toHaveLength(SUBSCRIPTIONS);
      expect(sendings.rows.every((row) => row.n === 1)).toBe(true);
    });
  },
);
