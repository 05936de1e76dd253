import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
  redactApiKeys,
} from '../../src/modules/credentials/api-key.js';
import type { Database } from '../../src/db/client.js';
import { createApiKey, listApiKeys } from '../../src/modules/api-keys/api-keys.service.js';
import { fakeClock, makeTenant, openBackend } from '../helpers/harness.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Written independently of src/: the checksum is CRC32 of everything before it, as a
// zero-padded six-character base62 number.
function expectedChecksum(head: string): string {
  let value = crc32(head) >>> 0;
  let out = '';
  while (value > 0) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out.padStart(6, '0');
}

function withChecksum(head: string): string {
  return head + expectedChecksum(head);
}

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[Math.floor(Math.random() * 62)];
  return out;
}

/** The same text with the character at `index` replaced by a different base62 character. */
function changeOneCharacter(text: string, index: number): string {
  const current = text[index] as string;
  const pool = BASE62.replace(current, '');
  const replacement = pool[Math.floor(Math.random() * pool.length)] as string;
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('API key format', () => {
  it('is ct_live_ + at least 32 base62 characters + a 6-character base62 CRC32 checksum', () => {
    for (let i = 0; i < 50; i++) {
      const { raw } = generateApiKey();
      expect(raw).toMatch(/^ct_live_[0-9A-Za-z]{38,}$/);
      const head = raw.slice(0, -6);
      expect(head.length - 'ct_live_'.length).toBeGreaterThanOrEqual(32);
      expect(raw.slice(-6)).toBe(expectedChecksum(head));
      expect(isWellFormedApiKey(raw)).toBe(true);
    }
  });

  it('makes a different key every time', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateApiKey().raw));
    expect(keys.size).toBe(500);
  });

  it('refuses a key with any single character changed', () => {
    for (let round = 0; round < 5; round++) {
      const { raw } = generateApiKey();
      for (let index = 0; index < raw.length; index++) {
        const tampered = changeOneCharacter(raw, index);
        expect(tampered).not.toBe(raw);
        expect(isWellFormedApiKey(tampered), `changed position ${index}: ${tampered}`).toBe(false);
      }
    }
  });

  it('accepts any key with the right shape and checksum, also with a longer secret', () => {
    expect(isWellFormedApiKey(withChecksum('ct_live_' + randomBase62(32)))).toBe(true);
    expect(isWellFormedApiKey(withChecksum('ct_live_' + randomBase62(50)))).toBe(true);
  });

  it('refuses keys of the wrong shape even when their checksum matches', () => {
    const cases = [
      withChecksum('ct_live_' + randomBase62(31)), // secret too short
      withChecksum('ct_test_' + randomBase62(36)), // wrong prefix
      withChecksum('CT_LIVE_' + randomBase62(36)),
      withChecksum('ct_live' + randomBase62(37)),
      withChecksum('ct_live_' + randomBase62(20) + '-' + randomBase62(15)), // not base62
      withChecksum('ct_live_' + randomBase62(300)), // absurdly long
      '',
      'ct_live_',
      'Bearer ' + generateApiKey().raw,
      generateApiKey().raw + ' ',
      ' ' + generateApiKey().raw,
    ];
    for (const candidate of cases) expect(isWellFormedApiKey(candidate), candidate).toBe(false);
  });

  it('refuses a well-shaped key whose checksum does not match its body', () => {
    const body = 'ct_live_' + randomBase62(36);
    const other = 'ct_live_' + randomBase62(36);
    expect(expectedChecksum(other)).not.toBe(expectedChecksum(body));
    expect(isWellFormedApiKey(body + expectedChecksum(other))).toBe(false);
    expect(isWellFormedApiKey(body + expectedChecksum(body))).toBe(true);
  });

  it('hashes with SHA-256 and keeps the first 12 characters for display', () => {
    const generated = generateApiKey();
    expect(generated.hash).toBe(createHash('sha256').update(generated.raw).digest('hex'));
    expect(hashApiKey(generated.raw)).toBe(generated.hash);
    expect(generated.displayPrefix).toBe(generated.raw.slice(0, 12));
    expect(generated.displayPrefix.startsWith('ct_live_')).toBe(true);
  });
});

describe('redactApiKeys', () => {
  it('replaces every key in a text with its display prefix and keeps the rest', () => {
    const first = generateApiKey().raw;
    const second = generateApiKey().raw;
    const text = `GET /api/v1/me?api_key=${first}&x=1 and later Authorization: Bearer ${second}.`;
    const redacted = redactApiKeys(text);
    expect(redacted).not.toContain(first);
    expect(redacted).not.toContain(second);
    expect(redacted).not.toContain(first.slice(12));
    expect(redacted).not.toContain(second.slice(12));
    expect(redacted).toContain(first.slice(0, 12));
    expect(redacted).toContain(second.slice(0, 12));
    expect(redacted.startsWith('GET /api/v1/me?api_key=')).toBe(true);
    expect(redacted).toContain('&x=1 and later Authorization: Bearer ');
    expect(redacted.endsWith('.')).toBe(true);
  });

  it('leaves text without keys alone', () => {
    const text = 'GET /api/v1/properties?pageSize=10 ct_test_abc';
    expect(redactApiKeys(text)).toBe(text);
  });
});

describe('stored API keys', () => {
  let database: Database;
  const clock = fakeClock();
  beforeAll(async () => {
    database = await openBackend({ name: 'pglite' });
  });
  afterAll(async () => database.close());

  it('keep only the SHA-256 and the display prefix, never the raw key', async () => {
    const deps = { database, clock };
    const tenant = await makeTenant(deps);
    const created = await createApiKey(deps, tenant.tenant.id, {
      accountId: tenant.accountId,
      name: 'PMS production',
      scopes: ['tasks:write', 'properties:read'],
    });
    expect(isWellFormedApiKey(created.key)).toBe(true);
    expect(created.prefix).toBe(created.key.slice(0, 12));

    // Every column of every row, read past the ORM so nothing is left out.
    const result: unknown = await database.db.execute(
      sql`select row_to_json(k)::text as row from api_keys k where k.tenant_id = ${tenant.tenant.id}`,
    );
    const rows = (result as { rows: { row: string }[] }).rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
    expect(rows).toHaveLength(2); // the fixture's own key and this one
    const stored = rows.find((r) => r.id === created.id);
    expect(stored).toBeDefined();
    expect(stored?.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(stored?.display_prefix).toBe(created.key.slice(0, 12));
    const secret = created.key.slice(12);
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(created.key);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(tenant.key);
      expect(text).not.toContain(tenant.key.slice(12));
    }
  });

  it('are listed without the secret or its hash', async () => {
    const deps = { database, clock };
    const tenant = await makeTenant(deps);
    const created = await createApiKey(deps, tenant.tenant.id, {
      accountId: tenant.accountId,
      name: 'sync',
      scopes: ['properties:read'],
    });
    const listed = await listApiKeys(database.db, tenant.tenant.id);
    const mine = listed.find((k) => k.id === created.id);
    expect(mine).toMatchObject({ name: 'sync', prefix: created.key.slice(0, 12), scopes: ['properties:read'] });
    const text = JSON.stringify(listed);
    expect(text).not.toContain(created.key.slice(12));
    expect(text).not.toContain(hashApiKey(created.key));
    expect(mine).not.toHaveProperty('key');
  });
});
