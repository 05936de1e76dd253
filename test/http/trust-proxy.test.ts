import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../src/modules/credentials/api-key.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';

describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy by default, a number of hops, or listed addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.5,::1,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
  });

  it('refuses true at start-up, saying what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => parse(value)).toThrow(ConfigError);
      expect(() => parse(value)).toThrow(
        /number of proxies in front of the app .*TRUST_PROXY=|TRUST_PROXY=.*number of proxies/,
      );
    }
  });

  it('refuses what is neither a hop count nor addresses', () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,,', '1.2.3', '::1/129', '11']) {
      expect(() => parse(value), value).toThrow(ConfigError);
    }
  });
});

describeEachBackend('Client addresses behind a trusted proxy', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy hop in front of the app; the socket address is the proxy's.
    t = await startTestApp(backend, { env: { TRUST_PROXY: '1', AUTH_FAILURES_PER_MINUTE: '5' } });
  });
  afterAll(async () => t.close());

  let n = 0;
  /** What a client writes itself is the left part; the proxy appends the address it saw. */
  const forwarded = (client: string) => ({ 'x-forwarded-for': `198.51.1.${++n % 250}, ${client}` });

  it('counts failed API authentications against the address the proxy saw, whatever the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        url: '/api/v1/me',
        remoteAddress: '10.0.0.2',
        headers: { ...forwarded('203.0.113.8'), 'x-api-key': generateApiKey().raw },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Another client behind the same proxy keeps its own budget.
    const other = await t.app.inject({
      url: '/api/v1/me',
      remoteAddress: '10.0.0.2',
      headers: { ...forwarded('203.0.113.9'), 'x-api-key': generateApiKey().raw },
    });
    expect(other.statusCode).toBe(401);
  });

  it('throttles portal sign-ins by the address the proxy saw, whatever the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const headers = forwarded('203.0.113.20');
      const visit = await t.app.inject({ url: '/portal/api/session', remoteAddress: '10.0.0.2', headers });
      const csrf = visit.json<{ csrf_token: string }>().csrf_token;
      const cookie = visit.cookies.find((c) => c.name === 'ct_csrf')?.value ?? '';
      const response = await t.app.inject({
        method: 'POST',
        url: '/portal/api/sign-in',
        remoteAddress: '10.0.0.2',
        headers: { ...headers, cookie: `ct_csrf=${cookie}`, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `someone.${i}@example.test`, password: 'a wrong password' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});
