// What a printed QR code holds: `<qr token>.<checkpoint id>.<mac>`, the MAC an HMAC-SHA256
// (first 128 bits, base64url) of tenant, checkpoint and token under a secret of the
// installation that never leaves the server. The phone never receives a checkpoint's codes;
// it sends what it read, and the server checks the MAC and the token when the scan arrives,
// however late (a phone that walked offline). The checkpoint id in the clear lets the phone
// count a scanned QR code towards its progress before it can be checked.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { installationSecret } from '../files/files.service.js';

const SECRET_NAME = 'patrol-checkpoint-codes';
const SIGNED = /^([A-Za-z0-9_-]{1,100})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

const keys = new WeakMap<Database['db'], Promise<Buffer>>();

/** The installation's key for checkpoint codes (made on first use, shared by every instance through the database). */
export function checkpointCodeKey(database: Database): Promise<Buffer> {
  let key = keys.get(database.db);
  if (!key) {
    key = installationSecret(database.db, SECRET_NAME);
    // A failed read is not kept: the next scan tries again.
    void key.catch(() => keys.delete(database.db));
    keys.set(database.db, key);
  }
  return key;
}

function mac(key: Buffer, tenantId: number, checkpointId: number, qrToken: string): string {
  return createHmac('sha256', key)
    .update(`patrol-checkpoint:${tenantId}:${checkpointId}:${qrToken}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The text of a checkpoint's printed QR code. */
export function signedQrCode(key: Buffer, tenantId: number, checkpointId: number, qrToken: string): string {
  return `${qrToken}.${checkpointId}.${mac(key, tenantId, checkpointId, qrToken)}`;
}

export interface SignedQrCode {
  qrToken: string;
  checkpointId: number;
  /** Whether the MAC is the one this installation made for the tenant. */
  authentic: boolean;
}

/** A code in the signed form, checked against the tenant; undefined for anything else (a manual code, an NFC id, an old bare token). */
export function readSignedQrCode(key: Buffer, tenantId: number, code: string): SignedQrCode | undefined {
  const match = SIGNED.exec(code.trim());
  if (!match) return undefined;
  const qrToken = match[1]!;
  const checkpointId = Number(match[2]);
  const expected = Buffer.from(mac(key, tenantId, checkpointId, qrToken));
  const given = Buffer.from(match[3]!);
  return {
    qrToken,
    checkpointId,
    authentic: expected.length === given.length && timingSafeEqual(expected, given),
  };
}
