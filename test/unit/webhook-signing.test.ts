import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../clients/typescript/src/webhooks.js';
import { guardedLookup, judgeAddress, parseNetworks, targetProblem } from '../../src/modules/webhooks/address-guard.js';
import { generateWebhookSecret, webhookHeaders } from '../../src/modules/webhooks/signing.js';

// Written from the Standard Webhooks specification alone, not from the signer under test:
// the key is the base64 after `whsec_`, the content `{id}.{timestamp}.{body}`, HMAC-SHA256.
function independentSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.split('_')[1] ?? '', 'base64');
  return (
    'v1,' +
    createHmac('sha256', key)
      .update(id + '.' + timestamp + '.' + body)
      .digest('base64')
  );
}

describe('webhook signatures', () => {
  it('match the published example of the Standard Webhooks libraries', () => {
    const headers = webhookHeaders(
      ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(headers['webhook-timestamp']).toBe('1614265330');
  });

  it('verify with an independent implementation, and both secrets sign during a rotation', () => {
    const old = generateWebhookSecret();
    const fresh = generateWebhookSecret();
    expect(old).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(old.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const body = JSON.stringify({ id: 7, type: 'incident.created', data: { object: { title: 'Tür klemmt ✓' } } });
    const headers = webhookHeaders([fresh, old], 'msg_evt_7', 1_800_000_000, body);
    const signatures = headers['webhook-signature'].split(' ');
    expect(signatures).toEqual([
      independentSignature(fresh, 'msg_evt_7', '1800000000', body),
      independentSignature(old, 'msg_evt_7', '1800000000', body),
    ]);
  });

  it('are checked by the client’s verifyWebhook: right secret and fresh time only', () => {
    const secret = generateWebhookSecret();
    const body = '{"id":1,"type":"webhook.test"}';
    const now = 1_800_000_000_000;
    const headers = webhookHeaders([secret], 'msg_1', now / 1000, body);
    expect(verifyWebhook(secret, headers, body, { now: () => now })).toEqual({ id: 1, type: 'webhook.test' });
    expect(verifyWebhook(secret, new Headers(headers), Buffer.from(body), { now: () => now + 299_000 })).toBeTruthy();
    const refuse = (fn: () => unknown) => expect(fn).toThrow(WebhookVerificationError);
    refuse(() => verifyWebhook(generateWebhookSecret(), headers, body, { now: () => now }));
    refuse(() => verifyWebhook(secret, headers, body.replace('1', '2'), { now: () => now }));
    refuse(() => verifyWebhook(secret, headers, body, { now: () => now + 301_000 }));
    refuse(() => verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_2' }, body, { now: () => now }));
    refuse(() => verifyWebhook(secret, { 'webhook-id': 'msg_1' }, body, { now: () => now }));
  });
});

describe('webhook target guard', () => {
  const none = parseNetworks([]);
  const loopback = parseNetworks(['127.0.0.0/8']);

  it.each([
    ['127.0.0.1', 'refused'],
    ['10.1.2.3', 'refused'],
    ['172.16.0.1', 'refused'],
    ['172.31.255.255', 'refused'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['100.64.0.1', 'refused'],
    ['100.128.0.1', 'public'],
    ['0.0.0.0', 'refused'],
    ['::1', 'refused'],
    ['fd00::1', 'refused'],
    ['fe80::1', 'refused'],
    ['::ffff:127.0.0.1', 'refused'],
    ['::ffff:a9fe:a9fe', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['93.184.216.34', 'public'],
    ['2606:4700::1111', 'public'],
  ])('%s is %s without an allow-list', (address, verdict) => {
    expect(judgeAddress(address, none)).toBe(verdict);
  });

  it('lets the operator allow a network, and only it', () => {
    expect(judgeAddress('127.0.0.1', loopback)).toBe('allowed');
    expect(judgeAddress('::ffff:127.0.0.1', loopback)).toBe('allowed');
    expect(judgeAddress('10.0.0.1', loopback)).toBe('refused');
  });

  it('refuses address literals and plain http when saving', () => {
    expect(targetProblem('https://127.0.0.1/hook', none)).toMatch(/Refused/);
    expect(targetProblem('https://[::1]/hook', none)).toMatch(/Refused/);
    expect(targetProblem('http://example.com/hook', none)).toBe('Use an https:// URL.');
    expect(targetProblem('ftp://example.com/hook', none)).toBe('Use an https:// URL.');
    expect(targetProblem('https://user:pw@example.com/hook', none)).toMatch(/user name/);
    expect(targetProblem('https://example.com/hook', none)).toBeUndefined();
    expect(targetProblem('http://127.0.0.1:8080/hook', loopback)).toBeUndefined();
    expect(targetProblem('http://93.184.216.34/hook', loopback)).toMatch(/plain http/);
  });

  it('checks every resolved address of a name in the connection’s own lookup', async () => {
    const fakeDns = (answers: { address: string; family: number }[]) =>
      ((_host: string, _options: unknown, callback: (e: null, a: typeof answers) => void) =>
        callback(null, answers)) as never;
    const run = (lookup: ReturnType<typeof guardedLookup>) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) =>
        lookup('hooks.example.com', { all: true }, (error, address) => resolve({ error, address })),
      );
    const rebinding = await run(
      guardedLookup(
        'https:',
        none,
        fakeDns([
          { address: '93.184.216.34', family: 4 },
          { address: '169.254.169.254', family: 4 },
        ]),
      ),
    );
    expect(rebinding.error?.message).toMatch(/169\.254\.169\.254/);
    const fine = await run(guardedLookup('https:', none, fakeDns([{ address: '93.184.216.34', family: 4 }])));
    expect(fine.error).toBeNull();
    expect(fine.address).toEqual([{ address: '93.184.216.34', family: 4 }]);
    const localhost = await new Promise<Error | null>((resolve) =>
      guardedLookup('https:', none)('localhost', {}, (error) => resolve(error)),
    );
    expect(localhost?.message).toMatch(/loopback|private/);
  });
});
