import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

// package.json says which Node.js the project runs on; every installed package must agree,
// or `npm install` warns EBADENGINE and the README's promise is not kept.

const root = process.cwd();
const ours = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };

function packages(dir: string): { name: string; version: string; engines?: { node?: string } }[] {
  const found: { name: string; version: string; engines?: { node?: string } }[] = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const where = path.join(dir, name);
    if (name.startsWith('@')) {
      found.push(...packages(where));
      continue;
    }
    const manifest = path.join(where, 'package.json');
    if (!existsSync(manifest)) continue;
    found.push(JSON.parse(readFileSync(manifest, 'utf8')) as (typeof found)[number]);
    const nested = path.join(where, 'node_modules');
    if (existsSync(nested)) found.push(...packages(nested));
  }
  return found;
}

it('every installed package runs on the oldest Node.js that package.json allows', () => {
  const oldest = semver.minVersion(ours.engines.node)?.version;
  expect(oldest).toBeDefined();
  const refusing = packages(path.join(root, 'node_modules'))
    .filter((pkg) => pkg.engines?.node !== undefined && !semver.satisfies(oldest as string, pkg.engines.node))
    .map((pkg) => `${pkg.name}@${pkg.version} wants ${pkg.engines?.node}`);
  expect(refusing).toEqual([]);
});
