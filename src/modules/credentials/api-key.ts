import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

// Key format (after GitHub's tokens): a fixed prefix that secret scanners can match,
// a random base62 body, and a base62 CRC32 of everything before it, so a mistyped or
// invented key is refused without touching the database.
export const KEY_PREFIX = 'ct_live_';
const BODY_LENGTH = 36;
const CHECKSUM_LENGTH = 6;
export const DISPLAY_PREFIX_LENGTH = 12;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^ct_live_[0-9A-Za-z]{38,}$/;

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function checksum(text: string): string {
  return base62(crc32(text) >>> 0, CHECKSUM_LENGTH);
}

export interface GeneratedKey {
  raw: string;
  hash: string;
  displayPrefix: string;
}

export function generateApiKey(): GeneratedKey {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(62)];
  const head = KEY_PREFIX + body;
  const raw = head + checksum(head);
  return { raw, hash: hashApiKey(raw), displayPrefix: raw.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/** True when the text has the key's shape and its checksum matches. */
export function isWellFormedApiKey(text: string): boolean {
  if (text.length > 200 || !KEY_PATTERN.test(text)) return false;
  const head = text.slice(0, -CHECKSUM_LENGTH);
  return checksum(head) === text.slice(-CHECKSUM_LENGTH);
}

export function hashApiKey(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Replaces anything that looks like a key in free text (log lines, URLs) with its prefix. */
export function redactApiKeys(text: string): string {
  return text.replace(/ct_live_[0-9A-Za-z]+/g, (match) => `${match.slice(0, DISPLAY_PREFIX_LENGTH)}…[redacted]`);
}
