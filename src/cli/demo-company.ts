import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../modules/credentials/password.js';
import { accounts } from '../modules/accounts/accounts.tables.js';
import { createAccount } from '../modules/accounts/accounts.service.js';
import type { AccountActor } from '../modules/access/actor.js';
import type { PropertyAccess } from '../modules/access/property-access.js';
import { createProperty } from '../modules/properties/properties.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';

// The demo company: its properties and its people (an admin, a manager, three workers).

export const TENANT_NAME = 'Rheinufer Gebäudedienste GmbH (Demo)';
export const MAIL_DOMAIN = 'rheinufer-demo.example';

interface PropertySeed {
  key: string;
  name: string;
  externalId: string;
  street: string;
  postalCode: string;
  city: string;
  notes: string;
}

export const PROPERTIES = [
  {
    key: 'stadtgarten',
    name: 'Wohnanlage Am Stadtgarten',
    externalId: 'RGD-1001',
    street: 'Venloer Straße 112',
    postalCode: '50672',
    city: 'Köln',
    notes: '64 flats in houses A–C, underground car park, playground in the inner courtyard.',
  },
  {
    key: 'rheinauhafen',
    name: 'Bürohaus Rheinauhafen',
    externalId: 'RGD-1002',
    street: 'Agrippinawerft 24',
    postalCode: '50678',
    city: 'Köln',
    notes: 'Office building, 7 floors. Night patrol Mon–Sun; key safe at the loading bay.',
  },
  {
    key: 'lindenthal',
    name: 'Seniorenresidenz Lindenthal',
    externalId: 'RGD-1003',
    street: 'Dürener Straße 210',
    postalCode: '50931',
    city: 'Köln',
    notes: 'Assisted living, 2 lifts. Cleaning before 10:00; garden with a multi-generation playground.',
  },
  {
    key: 'ehrenfeld',
    name: 'Ärztehaus Ehrenfeld',
    externalId: 'RGD-1004',
    street: 'Subbelrather Straße 301',
    postalCode: '50825',
    city: 'Köln',
    notes: 'Medical centre with 9 practices. Hygiene plan applies to waiting areas.',
  },
  {
    key: 'huerth',
    name: 'Gewerbepark Hürth-Süd',
    externalId: 'RGD-1005',
    street: 'Kalscheurener Straße 19',
    postalCode: '50354',
    city: 'Hürth',
    notes: 'Business park, 4 halls, fenced yard. Patrols twice a night.',
  },
] as const satisfies readonly PropertySeed[];

/** A property of the demo, by a short name. */
export type PropertySlug = (typeof PROPERTIES)[number]['key'];

interface AccountSeed {
  key: string;
  name: string;
  email: string;
  role: 'admin' | 'manager' | 'worker';
  properties: 'all' | PropertySlug[];
}

export const ACCOUNTS: AccountSeed[] = [
  { key: 'admin', name: 'Julia Hoffmann', email: 'julia.hoffmann', role: 'admin', properties: 'all' },
  { key: 'manager', name: 'Stefan Krüger', email: 'stefan.krueger', role: 'manager', properties: 'all' },
  { key: 'mehmet', name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz', role: 'worker', properties: ['stadtgarten'] },
  {
    key: 'aylin',
    name: 'Aylin Demir',
    email: 'aylin.demir',
    role: 'worker',
    properties: ['lindenthal', 'ehrenfeld', 'rheinauhafen'],
  },
  {
    key: 'lukas',
    name: 'Lukas Becker',
    email: 'lukas.becker',
    role: 'worker',
    properties: ['rheinauhafen', 'huerth', 'ehrenfeld'],
  },
];

/** A demo account as the summary lists it. */
export interface DemoAccountRow {
  id: number;
  name: string;
  email: string;
  role: string;
  properties: 'all' | number[];
}

/** The admin (with a password made for this run), the properties and the other accounts. */
export async function seedCompany(deps: ServiceDeps, tenantId: number) {
  const db = deps.database.db;
  // Properties are created by the admin, who sees all of them.
  const adminSeed = ACCOUNTS[0] as AccountSeed;
  const admin = await createAccount(deps, tenantId, {
    email: `${adminSeed.email}@${MAIL_DOMAIN}`,
    name: adminSeed.name,
    role: adminSeed.role,
    properties: 'all',
  });
  const adminAccess: AccountActor = { kind: 'person', tenantId, accountId: admin.id, allProperties: true };
  const adminPassword = randomBytes(12).toString('base64url');
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(adminPassword) })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, admin.id)));

  const propertyIds = new Map<PropertySlug, number>();
  for (const property of PROPERTIES) {
    const row = await createProperty(deps, adminAccess, {
      name: property.name,
      external_id: property.externalId,
      address: { street: property.street, postal_code: property.postalCode, city: property.city, country: 'DE' },
      notes: property.notes,
    });
    propertyIds.set(property.key, row.id);
  }
  const propertyId = (key: PropertySlug): number => propertyIds.get(key) as number;

  const accountRows: DemoAccountRow[] = [
    { id: admin.id, name: admin.name, email: admin.email, role: admin.role, properties: 'all' },
  ];
  const access = new Map<string, AccountActor>([['admin', adminAccess]]);
  for (const seedAccount of ACCOUNTS.slice(1)) {
    const properties: PropertyAccess =
      seedAccount.properties === 'all' ? 'all' : seedAccount.properties.map((key) => propertyId(key));
    const row = await createAccount(deps, tenantId, {
      email: `${seedAccount.email}@${MAIL_DOMAIN}`,
      name: seedAccount.name,
      role: seedAccount.role,
      properties,
    });
    accountRows.push({ id: row.id, name: row.name, email: row.email, role: row.role, properties });
    access.set(seedAccount.key, { kind: 'person', tenantId, accountId: row.id, allProperties: properties === 'all' });
  }
  const accessOf = (key: string): AccountActor => access.get(key) as AccountActor;
  return { admin, adminAccess, adminPassword, propertyIds, propertyId, accountRows, accessOf };
}
