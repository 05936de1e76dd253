// Endpoint secrets must be used again at every delivery, so they cannot be hashed like API
// keys. They are sealed with AES-256-GCM under an installation key kept in the database
// (`app_secrets`, shared by every instance): a copy or a log of the webhook tables holds
// no secret in the clear, and a sealed secret moved to another endpoint does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { installationSecret } from '../files/files.service.js';

const KEY_NAME = 'webhook-secret-seal';

export interface SecretSealer {
  seal(secret: string, endpoint: { tenantId: number; id: number }): string;
  open(sealed: string, endpoint: { tenantId: number; id: number }): string;
}

const sealers = new WeakMap<object, Promise<SecretSealer>>();

const binding = (endpoint: { tenantId: number; id: number }) =>
  Buffer.from(`webhook-endpoint:${endpoint.tenantId}:${endpoint.id}`);

function sealerWith(key: Buffer): SecretSealer {
  return {
    seal(secret, endpoint) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(binding(endpoint));
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed, endpoint) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(binding(endpoint));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The sealer of this installation (its key made on first use, read once per database handle). */
export function secretSealer(database: Database): Promise<SecretSealer> {
  let sealer = sealers.get(database.db);
  if (!sealer) {
    sealer = installationSecret(database.db, KEY_NAME).then((key) => sealerWith(key.subarray(0, 32)));
    sealer.catch(() => sealers.delete(database.db));
    sealers.set(database.db, sealer);
  }
  return sealer;
}
