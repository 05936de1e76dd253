import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  isAcceptablePassword,
  PASSWORD_HASH_COST,
  passwordHashCost,
  setPasswordHashCost,
  verifyPassword,
} from '../../src/modules/credentials/password.js';
import { TEST_PASSWORD_HASH_COST } from '../setup.js';

describe('password hashing', () => {
  afterEach(() => setPasswordHashCost(TEST_PASSWORD_HASH_COST));

  it('stores scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte hash', async () => {
    setPasswordHashCost(PASSWORD_HASH_COST);
    const stored = await hashPassword('correct horse battery staple');
    const [scheme, cost, blockSize, parallelism, salt, hash, ...rest] = stored.split('$');
    expect([scheme, cost, blockSize, parallelism]).toEqual(['scrypt', '32768', '8', '1']);
    expect(rest).toEqual([]);
    expect(salt).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(salt as string, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash as string, 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const first = await hashPassword('the same password');
    const second = await hashPassword('the same password');
    expect(first).not.toBe(second);
    expect(await verifyPassword('the same password', first)).toBe(true);
    expect(await verifyPassword('the same password', second)).toBe(true);
  });

  it('treats composed and decomposed forms of a character as the same password', async () => {
    const stored = await hashPassword('Grüße aus Köln');
    expect(await verifyPassword('Gru\u0308ße aus Ko\u0308ln', stored)).toBe(true);
  });

  it('hashes at the production cost in a process that did not lower it, as the application never does', async () => {
    expect(PASSWORD_HASH_COST).toBe(2 ** 15);
    // A second copy of the module, which the test set-up has not touched: what a process starts with.
    const unconfigured = (await import(
      /* @vite-ignore */ `${'../../src/modules/credentials/password.js'}?unconfigured`
    )) as typeof import('../../src/modules/credentials/password.js');
    expect(unconfigured.passwordHashCost()).toBe(PASSWORD_HASH_COST);
    const stored = await unconfigured.hashPassword('correct horse battery staple');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    // This copy runs at the lowered test cost, which the set-up file chose.
    expect(passwordHashCost()).toBe(TEST_PASSWORD_HASH_COST);
    expect((await hashPassword('correct horse battery staple')).split('$')[1]).toBe(String(TEST_PASSWORD_HASH_COST));
  });

  it('verifies a hash at whatever cost made it, whatever the cost of new hashes is now', async () => {
    const cheap = await hashPassword('correct horse battery staple');
    setPasswordHashCost(PASSWORD_HASH_COST);
    const costly = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse battery staple', cheap)).toBe(false);
    setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    expect(await verifyPassword('correct horse battery staple', costly)).toBe(true);
    expect(await verifyPassword('wrong horse battery staple', costly)).toBe(false);
  });

  it('takes only a power of two up to 2^20 as the cost', () => {
    for (const bad of [0, 1, 3, 1000, 2 ** 21, 2.5, Number.NaN]) {
      expect(() => setPasswordHashCost(bad)).toThrow(RangeError);
    }
    expect(passwordHashCost()).toBe(TEST_PASSWORD_HASH_COST);
  });

  it('verifies hashes made with other parameters, read from the stored string', async () => {
    // N=2^14, r=8, p=1 made by node:crypto directly.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const hash = scryptSync('older password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString('base64url')}$${hash.toString('base64url')}`;
    expect(await verifyPassword('older password', stored)).toBe(true);
    expect(await verifyPassword('other password', stored)).toBe(false);
  });

  it('answers false for no hash or a malformed one, after the same work as a real check', async () => {
    // At the production cost, where the time is the derivation's and not noise.
    setPasswordHashCost(PASSWORD_HASH_COST);
    const stored = await hashPassword('correct horse battery staple');
    const timed = async (hash: string | null) => {
      const started = process.hrtime.bigint();
      expect(await verifyPassword('correct horse battery staple', hash)).toBe(false);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const real = async () => {
      const started = process.hrtime.bigint();
      await verifyPassword('wrong password here', stored);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const dummy = median([await timed(null), await timed(null), await timed(null)]);
    const wrong = median([await real(), await real(), await real()]);
    // The same scrypt derivation runs either way: within a small factor, not 1000×.
    expect(dummy).toBeGreaterThan(wrong / 3);
    expect(dummy).toBeLessThan(wrong * 3);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(
      await verifyPassword(
        'x',
        'scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ),
    ).toBe(false);
  });

  it('accepts passwords of 10 to 200 characters, counting characters, not bytes', () => {
    expect(isAcceptablePassword('123456789')).toBe(false);
    expect(isAcceptablePassword('1234567890')).toBe(true);
    expect(isAcceptablePassword('é'.repeat(200))).toBe(true);
    expect(isAcceptablePassword('😀'.repeat(200))).toBe(true);
    expect(isAcceptablePassword('a'.repeat(201))).toBe(false);
  });
});
