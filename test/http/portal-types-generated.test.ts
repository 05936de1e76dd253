import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { PORTAL_TYPES_FILE, portalTypes } from '../../scripts/web-types.js';

// The web code's request and response types are generated from the portal routes' schemas:
// when a portal route or a schema changes, `npm run web:types` must run, or this fails and says so.
it('the portal types are generated from the current route schemas (else: npm run web:types)', async () => {
  expect(
    await readFile(PORTAL_TYPES_FILE, 'utf8'),
    'web/src/api/generated/portal.d.ts is stale: run npm run web:types',
  ).toBe(await portalTypes());
});
