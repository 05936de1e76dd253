import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { jobs, mailMessages, mailRecipients } from '../../src/db/schema.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import type { Mailer } from '../../src/platform/mail/mailer.js';
import { listOutgoingMail, mailSendJob, queueMail } from '../../src/platform/mail/outgoing.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { describeEachBackend, fakeClock, type FakeClock, makeTenant, openBackend } from '../helpers/harness.js';
import { startSilentServer, startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { freePort } from '../process/processes.js';

const log = pino({ level: 'silent' });
const FROM = 'Caretaker <noreply@example.test>';

describe('mail settings', () => {
  it('accepts smtp:// and smtps:// with MAIL_FROM, and keeps mail in the outbox without SMTP_URL', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Caretaker <noreply@localhost>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: FROM })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: FROM,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'ops@example.com' }).mailFrom).toBe(
      'ops@example.com',
    );
  });

  it('stops start-up with a message naming the variable, never echoing the password', () => {
    const fails = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(fails({ SMTP_URL: 'http://u:hunter2@mail.example.com', MAIL_FROM: FROM })).toBe(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    expect(fails({ SMTP_URL: 'not a url hunter2', MAIL_FROM: FROM })).toBe('SMTP_URL is not a valid URL');
    expect(fails({ SMTP_URL: 'smtp://u:hunter2@mail.example.com' })).toMatch(/^MAIL_FROM is required with SMTP_URL/);
    expect(fails({ MAIL_FROM: 'Caretaker' })).toMatch(/^MAIL_FROM must be an e-mail address/);
    expect(fails({ MAIL_FROM: 'a@b\r\nBcc: x@y' })).toMatch(/^MAIL_FROM must be an e-mail address/);
  });
});

describeEachBackend('outgoing mail', (backend) => {
  let database: Database;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await openBackend(backend, { runsJobs: true });
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  function worker(mailer: Mailer, clock: FakeClock) {
    return new JobRunner({ database, kinds: [mailSendJob], ports: { mailer }, log, clock });
  }

  async function recipients(tenantId: number, messageId: number) {
    return database.db
      .select()
      .from(mailRecipients)
      .where(and(eq(mailRecipients.tenantId, tenantId), eq(mailRecipients.messageId, messageId)))
      .orderBy(mailRecipients.address);
  }

  async function mailJob(tenantId: number, messageId: number) {
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${tenantId}:${messageId}`));
    return row;
  }

  it('records a message and its recipients as queued, with its job, before anything is sent', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const { messageId } = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test', 'ANNA@example.test', 'ben@example.test'],
      subject: 'Hello',
      text: 'Hi',
    });
    expect((await recipients(tenant.id, messageId)).map((r) => [r.address, r.status, r.attempts])).toEqual([
      ['anna@example.test', 'queued', 0],
      ['ben@example.test', 'queued', 0],
    ]);
    expect(await mailJob(tenant.id, messageId)).toMatchObject({
      kind: 'mail.send',
      state: 'queued',
      tenantId: tenant.id,
    });

    // In a transaction that rolls back: no message, no job.
    let rolledBack: number | undefined;
    await database.db
      .transaction(async (tx) => {
        rolledBack = (
          await queueMail(tx, clock, {
            tenantId: tenant.id,
            purpose: 'x',
            to: ['c@example.test'],
            subject: 's',
            text: 't',
          })
        ).messageId;
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(rolledBack).toBeDefined();
    const gone = await database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.tenantId, tenant.id), eq(mailMessages.id, rolledBack as number)));
    expect(gone).toEqual([]);
    expect(await mailJob(tenant.id, rolledBack as number)).toBeUndefined();
    await expect(
      queueMail(database.db, clock, {
        tenantId: tenant.id,
        purpose: 'x',
        to: ['not an address'],
        subject: 's',
        text: 't',
      }),
    ).rejects.toThrow();
  });

  it('hands it to the SMTP server and logs each recipient: sent with its Message-ID, or failed with the reason', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const subject = `Inspection report ${randomUUID()}`;
    const { messageId } = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test', 'nobody@example.test'],
      subject,
      text: 'The stairwell at Lindenhof was cleaned.',
    });
    const mailer = new SmtpMailer(smtp.url, FROM);
    try {
      await worker(mailer, clock).runDue();
    } finally {
      await mailer.close();
    }
    const got = smtp.received.filter((m) => m.raw.includes(subject));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ from: 'noreply@example.test', to: ['anna@example.test'], user: 'mailer' });
    expect(got[0]?.raw).toContain('The stairwell at Lindenhof was cleaned.');
    const expectedId = `<caretaker.${tenant.id}.${messageId}@example.test>`;
    expect(got[0]?.raw).toContain(`Message-ID: ${expectedId}`);
    const log = await recipients(tenant.id, messageId);
    expect(log[0]).toMatchObject({
      address: 'anna@example.test',
      status: 'sent',
      attempts: 1,
      smtpMessageId: expectedId,
    });
    expect(log[0]?.smtpResponse).toMatch(/^250 .*TEST123/);
    expect(log[1]).toMatchObject({ address: 'nobody@example.test', status: 'failed', attempts: 1 });
    expect(log[1]?.error).toMatch(/550 No such mailbox here/);
    expect(await mailJob(tenant.id, messageId)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries a recipient refused for now, and one that cannot be reached ends failed with the reason after its retries', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const busy = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['busy@example.test'],
      subject: `Busy ${randomUUID()}`,
      text: 't',
    });
    const mailer = new SmtpMailer(smtp.url, FROM);
    try {
      await worker(mailer, clock).runDue();
    } finally {
      await mailer.close();
    }
    expect(await recipients(tenant.id, busy.messageId)).toMatchObject([
      { status: 'queued', attempts: 1, unconfirmedHandovers: 0, error: expect.stringMatching(/450 Mailbox busy/) },
    ]);
    expect(await mailJob(tenant.id, busy.messageId)).toMatchObject({ state: 'queued', attempts: 1 });

    // Nothing listens on this port: every attempt fails to connect.
    const down = new SmtpMailer(`smtp://127.0.0.1:${await freePort()}`, FROM, { connectionMs: 2000 });
    const unreachable = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test'],
      subject: 'Never arrives',
      text: 't',
    });
    const w = worker(down, clock);
    for (let attempt = 1; attempt <= mailSendJob.retry.maxAttempts; attempt++) {
      const job = await mailJob(tenant.id, unreachable.messageId);
      if (job?.state !== 'queued') break;
      clock.set(Math.max(clock(), job.runAt.getTime()));
      await w.runDue();
    }
    const failed = await mailJob(tenant.id, unreachable.messageId);
    expect(failed).toMatchObject({ state: 'failed', attempts: mailSendJob.retry.maxAttempts });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    const [entry] = await recipients(tenant.id, unreachable.messageId);
    // The server was never reached: no attempt can have delivered it.
    expect(entry).toMatchObject({ status: 'failed', attempts: mailSendJob.retry.maxAttempts, unconfirmedHandovers: 0 });
    expect(entry?.error).toMatch(/ECONNREFUSED/);
  });

  it('takes every refusal for good as final at once: after DATA (554) and at MAIL FROM (550), not only at RCPT', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const afterData = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['spam@example.test'],
      subject: `Refused after DATA ${randomUUID()}`,
      text: 't',
    });
    const mailer = new SmtpMailer(smtp.url, FROM);
    try {
      await worker(mailer, clock).runDue();
    } finally {
      await mailer.close();
    }
    expect(await recipients(tenant.id, afterData.messageId)).toMatchObject([
      { status: 'failed', attempts: 1, error: expect.stringMatching(/554 Message rejected as spam/) },
    ]);
    expect(await mailJob(tenant.id, afterData.messageId)).toMatchObject({ state: 'done', attempts: 1 });

    const refusing = await startSmtpServer({ refuseSender: true });
    const atMailFrom = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test', 'ben@example.test'],
      subject: 'Refused at MAIL FROM',
      text: 't',
    });
    const refusingMailer = new SmtpMailer(refusing.url, FROM);
    try {
      await worker(refusingMailer, clock).runDue();
    } finally {
      await refusingMailer.close();
      await refusing.close();
    }
    expect(await recipients(tenant.id, atMailFrom.messageId)).toMatchObject([
      { status: 'failed', attempts: 1, error: expect.stringMatching(/550 Sender address rejected/) },
      { status: 'failed', attempts: 1, error: expect.stringMatching(/550 Sender address rejected/) },
    ]);
    expect(await mailJob(tenant.id, atMailFrom.messageId)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('does not count an attempt on a server that never greeted as a possible second delivery', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const silent = await startSilentServer();
    const { messageId } = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test'],
      subject: 'Never greeted',
      text: 't',
    });
    const mute = new SmtpMailer(silent.url, FROM, { connectionMs: 300 });
    try {
      await worker(mute, clock).runDue();
    } finally {
      await mute.close();
      await silent.close();
    }
    expect(await recipients(tenant.id, messageId)).toMatchObject([
      {
        status: 'queued',
        attempts: 1,
        unconfirmedHandovers: 0,
        error: expect.stringMatching(/Greeting never received/),
      },
    ]);
    // Sent on the next attempt: attempts 2, not "may have been delivered twice".
    clock.advance(mailSendJob.retry.backoffMs);
    await worker(new SmtpMailer(smtp.url, FROM), clock).runDue();
    expect(await recipients(tenant.id, messageId)).toMatchObject([
      { status: 'sent', attempts: 2, unconfirmedHandovers: 0 },
    ]);
  });

  it('without SMTP_URL keeps every message in the outbox (held), listed newest first for the tenant only', async () => {
    const clock = fakeClock();
    const { tenant } = await makeTenant({ database, clock });
    const other = await makeTenant({ database, clock });
    const first = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['anna@example.test'],
      subject: 'First',
      text: 'one',
    });
    clock.advance(1000);
    const second = await queueMail(database.db, clock, {
      tenantId: tenant.id,
      purpose: 'mail.test',
      to: ['ben@example.test', 'carla@example.test'],
      subject: 'Second',
      text: 'two',
    });
    await queueMail(database.db, clock, {
      tenantId: other.tenant.id,
      purpose: 'mail.test',
      to: ['x@example.test'],
      subject: 'Not yours',
      text: 'x',
    });
    await worker(new OutboxMailer(), clock).runDue();
    const page = await listOutgoingMail(database.db, tenant.id, { pageSize: 1 });
    expect(page.data.map((m) => [m.id, m.subject])).toEqual([[second.messageId, 'Second']]);
    expect(page.data[0]?.recipients.map((r) => [r.address, r.status])).toEqual([
      ['ben@example.test', 'held'],
      ['carla@example.test', 'held'],
    ]);
    const rest = await listOutgoingMail(database.db, tenant.id, { pageSize: 1, cursor: page.next_cursor ?? '' });
    expect(rest.data.map((m) => m.id)).toEqual([first.messageId]);
    expect(rest.next_cursor).toBeNull();
    expect(await mailJob(tenant.id, first.messageId)).toMatchObject({ state: 'done' });
  });
});
