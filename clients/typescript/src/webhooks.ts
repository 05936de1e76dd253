// Verifying a Caretaker webhook (Standard Webhooks v1) on the receiving side, in Node.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** Header names as Node gives them (lower case); a `Headers` object works too. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a webhook's signature and age and returns the parsed event. `secret` is the
 * endpoint's `whsec_…` secret; `body` the raw body exactly as received (parse it only
 * after verifying). Throws `WebhookVerificationError` when a header is missing, the
 * timestamp is more than `toleranceSeconds` (default 300) away from now, or no signature
 * matches. During a rotation the message carries two signatures: either one matches.
 */
export function verifyWebhook<T = unknown>(
  secret: string,
  headers: WebhookHeaders,
  body: string | Buffer,
  options: { toleranceSeconds?: number; now?: () => number } = {},
): T {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('webhook headers are missing');
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a Unix time');
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('webhook-timestamp is too far from now');
  }
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${text}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('no signature matches');
  return JSON.parse(text) as T;
}
