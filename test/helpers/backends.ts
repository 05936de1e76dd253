import { describe } from 'vitest';

export interface Backend {
  name: 'pglite' | 'postgres';
  url?: string;
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** PGlite always; PostgreSQL when DATABASE_URL is set (CI sets it). */
export function backends(): Backend[] {
  const url = process.env.DATABASE_URL;
  return url ? [{ name: 'pglite' }, { name: 'postgres', url }] : [{ name: 'pglite' }];
}

/**
 * Declares a suite once per database engine. Without DATABASE_URL the PostgreSQL copy
 * is reported as skipped, with the reason, rather than silently left out.
 */
export function describeEachBackend(title: string, body: (backend: Backend) => void): void {
  describe(`${title} [pglite]`, () => body({ name: 'pglite' }));
  const url = process.env.DATABASE_URL;
  if (!url) warnOnce('SKIPPING PostgreSQL suites: DATABASE_URL is not set (CI sets it; see .ci/run).');
  describe.skipIf(!url)(`${title} [postgres]${url ? '' : ' (skipped: DATABASE_URL not set)'}`, () =>
    body({ name: 'postgres', url: url ?? '' }),
  );
}

/** The Redis URL, or undefined with a loud note that Redis suites are skipped. */
export function redisUrl(): string | undefined {
  const url = process.env.REDIS_URL;
  if (!url) warnOnce('SKIPPING Redis suites: REDIS_URL is not set (CI sets it; see .ci/run).');
  return url || undefined;
}
