// Signatures by the Standard Webhooks specification (v1): the signed content is
// `{webhook-id}.{webhook-timestamp}.{body}`, HMAC-SHA256 under the secret's bytes (the
// base64 after `whsec_`), sent as `v1,<base64>`; several signatures are separated by spaces
// (during a rotation the old and the new secret both sign).
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  if (key.length < 24) throw new Error('a webhook secret holds at least 24 bytes');
  return key;
}

/** `v1,<base64 HMAC-SHA256>` of one message under one secret. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers of a message, signed by every given secret (space-separated). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}
