// One worker process of the jobs benchmark: the real JobRunner on PostgreSQL with a no-op
// kind that notes when each job started. On SIGTERM it stops like `caretaker worker` and
// prints what it ran as one JSON line: [[job id, started at ms, due at ms], …].
import { Type } from '@sinclair/typebox';
import pino from 'pino';
import { openPostgres } from '../src/db/client.js';
import { defineJobKind } from '../src/platform/jobs/kinds.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { OutboxMailer } from '../src/platform/mail/outbox.js';

const url = process.env.DATABASE_URL;
const kindName = process.env.JOB_KIND;
if (!url || !kindName) throw new Error('DATABASE_URL and JOB_KIND must be set');

const ran: [number, number, number][] = [];
const database = await openPostgres(url, 10);
const runner = new JobRunner({
  database,
  kinds: [
    defineJobKind({
      name: kindName,
      payload: Type.Object({}),
      handler: async (_payload, ctx) => {
        ran.push([ctx.job.id, Date.now(), ctx.job.runAt.getTime()]);
      },
    }),
  ],
  ports: { mailer: new OutboxMailer() },
  log: pino({ level: 'warn' }),
  concurrency: Number(process.env.CONCURRENCY ?? 8),
});
process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .then(() => {
      process.stdout.write(`${JSON.stringify(ran)}\n`, () => process.exit(0));
    });
});
await runner.start();
process.stdout.write('ready\n');
