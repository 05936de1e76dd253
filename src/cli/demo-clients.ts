// Demo clients: three customers of the demo tenant with their properties, the tenant's
// default report branding and two client presets with logos, all made through the services.
import sharp from 'sharp';
import type { FileStore } from '../platform/file-store/file-store.js';
import type { AccountActor } from '../modules/access/actor.js';
import { saveBranding } from '../modules/branding/branding.service.js';
import { createClient } from '../modules/clients/clients.service.js';
import { updateProperty } from '../modules/properties/properties.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';

interface ClientSeed {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  contactName: string;
  emails: string[];
  /** Indexes into the demo's properties, in the order they were made. */
  properties: number[];
  /** A preset of its own: accent colour, initials on the logo, footer. */
  branding?: { accent: string; initials: string; footer: string; coverPage: boolean };
}

const CLIENTS: ClientSeed[] = [
  {
    name: 'Domstadt Wohnbau eG',
    street: 'Komödienstraße 12',
    postalCode: '50667',
    city: 'Köln',
    contactName: 'Petra Hollmann',
    emails: ['objektbetreuung@domstadt-wohnbau.example', 'p.hollmann@domstadt-wohnbau.example'],
    properties: [0, 2],
    branding: {
      accent: '#8b1e3f',
      initials: 'DW',
      footer: 'Im Auftrag der Domstadt Wohnbau eG · Vertraulich, nur für den internen Gebrauch.',
      coverPage: true,
    },
  },
  {
    name: 'Hafen Office Management GmbH',
    street: 'Im Zollhafen 6',
    postalCode: '50678',
    city: 'Köln',
    contactName: 'Jonas Berger',
    emails: ['facility@hafen-office.example'],
    properties: [1],
    branding: {
      accent: '#0b5563',
      initials: 'HO',
      footer: 'Hafen Office Management GmbH · Berichte gemäß Rahmenvertrag 2026.',
      coverPage: false,
    },
  },
  {
    name: 'MedCenter Verwaltung KG',
    street: 'Venloer Straße 301',
    postalCode: '50823',
    city: 'Köln',
    contactName: 'Dr. Aylin Kaya',
    emails: ['verwaltung@medcenter-koeln.example'],
    properties: [3],
  },
];

/** A square logo: a coloured rounded shape with white initials, drawn as SVG and made a PNG by sharp. */
export async function initialsLogo(initials: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect x="8" y="8" width="240" height="240" rx="48" fill="${color}"/>
  <circle cx="200" cy="56" r="22" fill="#ffffff" fill-opacity="0.35"/>
  <text x="128" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Clients, their properties and the report branding of the demo tenant. */
export async function seedClients(
  deps: ServiceDeps,
  _fileStore: FileStore,
  admin: AccountActor,
  propertyIds: number[],
): Promise<void> {
  await saveBranding(deps, admin, 'default', {
    accent_color: '#1f4e79',
    address_lines: ['Rheinufer Gebäudedienste GmbH', 'Rheinuferstraße 21', '50668 Köln', 'Tel. 0221 555 010'],
    footer: 'Rheinufer Gebäudedienste GmbH · Amtsgericht Köln HRB 00000 · Dieser Bericht wurde automatisch erstellt.',
    cover_page: false,
    logo: (await initialsLogo('RG', '#1f4e79')).toString('base64'),
  });
  for (const seed of CLIENTS) {
    const client = await createClient(deps, admin, {
      name: seed.name,
      address: { street: seed.street, postal_code: seed.postalCode, city: seed.city, country: 'DE' },
      contact_name: seed.contactName,
      contact_emails: seed.emails,
    });
    for (const index of seed.properties) {
      const propertyId = propertyIds[index];
      if (propertyId !== undefined) await updateProperty(deps, admin, propertyId, {}, undefined, client.id);
    }
    if (seed.branding) {
      await saveBranding(
        deps,
        admin,
        { clientId: client.id },
        {
          accent_color: seed.branding.accent,
          address_lines: [seed.name, seed.street, `${seed.postalCode} ${seed.city}`],
          footer: seed.branding.footer,
          cover_page: seed.branding.coverPage,
          logo: (await initialsLogo(seed.branding.initials, seed.branding.accent)).toString('base64'),
        },
      );
    }
  }
}
