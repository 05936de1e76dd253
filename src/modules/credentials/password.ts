import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1 (OWASP's minimum for scrypt), a 16-byte salt and a
// 32-byte hash, stored as `scrypt$N$r$p$salt$hash` (base64url). The parameters travel
// with each hash, so they can be raised later without invalidating stored passwords.
/** The cost (scrypt N) of new hashes in production. */
export const PASSWORD_HASH_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Limits on parameters read back from a stored hash, so a bad row cannot exhaust memory. */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

interface Parameters {
  cost: number;
  blockSize: number;
  parallelism: number;
}

let cost = PASSWORD_HASH_COST;

/**
 * Sets the cost of new hashes (and of the dummy check for an unknown account). Only the
 * test harness calls it, to make suites that hash many passwords fast; nothing in the
 * application does, so a process hashes at PASSWORD_HASH_COST. Stored hashes name their
 * own cost, so hashes of either cost verify.
 */
export function setPasswordHashCost(next: number): void {
  if (!Number.isInteger(next) || next < 2 || next > MAX_COST || (next & (next - 1)) !== 0) {
    throw new RangeError(`The scrypt cost must be a power of two from 2 to ${MAX_COST}, got ${next}`);
  }
  cost = next;
}

/** The cost new hashes get. */
export function passwordHashCost(): number {
  return cost;
}

const defaults = (): Parameters => ({ cost, blockSize: BLOCK_SIZE, parallelism: PARALLELISM });

function derive(password: string, salt: Buffer, keyLength: number, params: Parameters): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that at
    // the default parameters, which it refuses, so leave room.
    maxmem: 256 * params.cost * params.blockSize,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** True when the text has an acceptable length for a password (counted in characters). */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = defaults();
  const hash = await derive(password, salt, HASH_BYTES, params);
  const encoded = [salt, hash].map((bytes) => bytes.toString('base64url'));
  return ['scrypt', params.cost, BLOCK_SIZE, PARALLELISM, ...encoded].join('$');
}

interface StoredHash extends Parameters {
  salt: Buffer;
  hash: Buffer;
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  const valid =
    cost !== undefined &&
    blockSize !== undefined &&
    parallelism !== undefined &&
    cost >= 2 &&
    cost <= MAX_COST &&
    (cost & (cost - 1)) === 0 &&
    blockSize >= 1 &&
    blockSize <= MAX_BLOCK_SIZE &&
    parallelism >= 1 &&
    parallelism <= MAX_PARALLELISM &&
    salt.length >= 8 &&
    hash.length >= 16;
  return valid ? { cost, blockSize, parallelism, salt, hash } : undefined;
}

const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 0x5a);

/**
 * Checks a password against a stored hash in constant time. With no stored hash (unknown
 * e-mail, account without a password) it still runs one full derivation and answers
 * false, so a caller cannot tell those cases apart from a wrong password by the time taken.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseStoredHash(stored) : undefined;
  if (!parsed) {
    await derive(password, DUMMY_SALT, HASH_BYTES, defaults());
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(candidate, parsed.hash);
}
