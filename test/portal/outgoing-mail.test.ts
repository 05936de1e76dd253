import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueMail } from '../../src/platform/mail/outgoing.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

interface MailPage {
  delivery: 'smtp' | 'outbox';
  data: {
    id: number;
    subject: string;
    purpose: string;
    recipients: { address: string; status: string; attempts: number }[];
  }[];
  next_cursor: string | null;
}

describeEachBackend('portal outgoing mail', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('is for those who edit settings; others get 403, strangers 401', async () => {
    const org = await organisation(t);
    const { client: manager } = await org.member('manager');
    const { client: worker } = await org.member('worker');
    expect((await org.admin.get('/portal/api/outgoing-mail')).statusCode).toBe(200);
    expectProblem(await manager.get('/portal/api/outgoing-mail'), 403, 'permission_denied');
    expectProblem(await worker.post('/portal/api/outgoing-mail/test'), 403, 'permission_denied');
    expectProblem(await t.app.inject({ url: '/portal/api/outgoing-mail' }), 401, 'unauthenticated');
  });

  it('a test message goes to the admin’s own address and shows in the list; without SMTP_URL it says outbox', async () => {
    const org = await organisation(t);
    const sent = await org.admin.post('/portal/api/outgoing-mail/test');
    expect(sent.statusCode, sent.body).toBe(202);
    const { id, to } = sent.json<{ id: number; to: string }>();
    const page = (await org.admin.get('/portal/api/outgoing-mail')).json<MailPage>();
    expect(page.delivery).toBe('outbox');
    expect(page.data).toHaveLength(1);
    // In the admin's language: the organisation's (German), as they chose none.
    expect(page.data[0]).toMatchObject({ id, subject: 'Testnachricht von Caretaker', purpose: 'mail.test' });
    expect(page.data[0]?.recipients.map((r) => r.address)).toEqual([to]);
    expect(to).toMatch(/@example\.test$/);

    const other = await organisation(t);
    expect((await other.admin.get('/portal/api/outgoing-mail')).json<MailPage>().data).toEqual([]);
  });

  it('pages 25 at a time, newest first', async () => {
    const org = await organisation(t);
    for (let n = 0; n < 30; n++) {
      await queueMail(t.database.db, t.clock, {
        tenantId: org.tenantId,
        purpose: 'mail.test',
        to: [`r${n}@example.test`],
        subject: `Message ${n}`,
        text: 'x',
      });
    }
    const first = (await org.admin.get('/portal/api/outgoing-mail')).json<MailPage>();
    expect(first.data).toHaveLength(25);
    expect(first.data[0]?.subject).toBe('Message 29');
    const rest = (
      await org.admin.get(`/portal/api/outgoing-mail?cursor=${encodeURIComponent(first.next_cursor ?? '')}`)
    ).json<MailPage>();
    expect(rest.data.map((m) => m.subject)).toEqual(['Message 4', 'Message 3', 'Message 2', 'Message 1', 'Message 0']);
    expect(rest.next_cursor).toBeNull();
  });
});

describeEachBackend('portal outgoing mail with SMTP_URL', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Caretaker <noreply@example.test>' },
    });
  });
  afterAll(async () => t.close());

  it('says smtp', async () => {
    const org = await organisation(t);
    expect((await org.admin.get('/portal/api/outgoing-mail')).json<MailPage>().delivery).toBe('smtp');
  });
});
