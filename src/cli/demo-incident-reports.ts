import type { AccountActor } from '../modules/access/actor.js';
import { storePhoto } from '../modules/files/photos.service.js';
import { createIncident } from '../modules/incidents/incidents.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import type { PropertySlug } from './demo-company.js';
import { picture } from './demo-field.js';
import type { RowChange } from './demo-history.js';
import { type IncidentStep, playIncidentHistory } from './demo-incidents.js';
import { addDays, localInstant } from './demo-time.js';

// The incidents the field team reported over the past weeks, with their photos, and the
// office's work on each.

interface IncidentSeed {
  property: PropertySlug;
  reporter: string;
  title: string;
  description: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  location: string;
  /** Days before today, and the local hour. */
  daysAgo: number;
  hour: number;
  /** Where the office's work on it left it; `history` must lead there from `open`. */
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  /** The office's status moves and comments, made through the workflow service. */
  history: IncidentStep[];
  /** Photos taken when reporting it from the field app. */
  photos?: { name: string; colours: string[] }[];
}

export const INCIDENTS: IncidentSeed[] = [
  {
    property: 'stadtgarten',
    reporter: 'mehmet',
    title: 'Water leak in basement storage room',
    description: 'Water drips from the ceiling pipe onto the tenants’ storage boxes. Main valve not closed yet.',
    severity: 'high',
    location: 'House B, basement, storage room 4',
    daysAgo: 2,
    hour: 8,
    status: 'in_progress',
    history: [
      {
        hours: 0.5,
        by: 'manager',
        status: 'in_progress',
        comment: 'Plumber (Berger Haustechnik) ordered for 11:00. Mehmet closes the valve of house B until then.',
      },
      { hours: 3.5, by: 'manager', comment: 'Plumber on site: pipe clamp fitted as a stopgap, it no longer drips.' },
      {
        hours: 26,
        by: 'manager',
        comment: 'New pipe section ordered, fitting planned for Friday. Tenants of storage rooms 3–5 informed.',
      },
    ],
    photos: [
      { name: 'keller-rohr.jpg', colours: ['#3b4a5a', '#7f8c8d', '#bdc3c7'] },
      { name: 'keller-boden.jpg', colours: ['#5d6d7e', '#85c1e9', '#aeb6bf'] },
    ],
  },
  {
    property: 'stadtgarten',
    reporter: 'mehmet',
    title: 'Smell of gas in the boiler room',
    description: 'Faint smell of gas. Utility emergency service called; leak at a flange sealed.',
    severity: 'critical',
    location: 'House A, boiler room',
    daysAgo: 19,
    hour: 7,
    status: 'resolved',
    history: [
      {
        hours: 0.25,
        by: 'manager',
        status: 'in_progress',
        comment: 'Utility emergency service called; boiler room locked, nobody goes in.',
      },
      {
        hours: 2,
        by: 'manager',
        comment: 'Leak found at a flange of the gas meter and sealed; measurement now clean.',
      },
      {
        hours: 3,
        by: 'manager',
        status: 'resolved',
        comment: 'Released by the utility. Their inspection report is filed with the property documents.',
      },
    ],
  },
  {
    property: 'lindenthal',
    reporter: 'aylin',
    title: 'Lift stuck between floors 2 and 3',
    description: 'Lift 2 stopped between floors; one resident freed by the lift service after 25 minutes.',
    severity: 'critical',
    location: 'Lift 2',
    daysAgo: 11,
    hour: 9,
    status: 'resolved',
    history: [
      {
        hours: 0.2,
        by: 'manager',
        status: 'in_progress',
        comment: 'Lift service alerted; Aylin stays with the resident over the intercom.',
      },
      { hours: 0.7, by: 'manager', comment: 'Resident freed after 25 minutes, unhurt. Lift 2 switched off.' },
      {
        hours: 28,
        by: 'manager',
        status: 'resolved',
        comment: 'Door contact on floor 3 replaced by the lift service; lift 2 back in operation.',
      },
    ],
  },
  {
    property: 'lindenthal',
    reporter: 'aylin',
    title: 'Loose paving slab at the main entrance',
    description: 'Tripping hazard for residents with walkers. Marked with a cone.',
    severity: 'medium',
    location: 'Main entrance, ramp',
    daysAgo: 1,
    hour: 10,
    status: 'open',
    history: [
      {
        hours: 2,
        by: 'manager',
        comment: 'Quote requested from the paving contractor; the cone stays until the slab is relaid.',
      },
    ],
  },
  {
    property: 'rheinauhafen',
    reporter: 'lukas',
    title: 'Broken pane in the entrance door',
    description: 'Outer pane of the left door leaf cracked; door still locks.',
    severity: 'medium',
    location: 'Main entrance, left door leaf',
    daysAgo: 4,
    hour: 23,
    status: 'open',
    history: [
      { hours: 10, by: 'manager', comment: 'Glazier ordered; he measures the pane on Thursday morning.' },
      { hours: 34, by: 'admin', comment: 'Damage reported to the building insurance, claim number 2026-4471.' },
    ],
  },
  {
    property: 'ehrenfeld',
    reporter: 'lukas',
    title: 'Emergency exit sign not lit',
    description: 'Sign above the stairwell door on the 2nd floor stays dark, also on battery test.',
    severity: 'high',
    location: '2nd floor, stairwell door',
    daysAgo: 3,
    hour: 21,
    status: 'open',
    history: [
      {
        hours: 12,
        by: 'manager',
        comment:
          'Electrician informed: new battery and lamp ordered. Until then the door stays marked with a temporary sign.',
      },
    ],
  },
  {
    property: 'ehrenfeld',
    reporter: 'aylin',
    title: 'Dripping tap in the staff toilet',
    description: 'Tap drips constantly; washer probably worn.',
    severity: 'low',
    location: 'Ground floor, staff toilet',
    daysAgo: 15,
    hour: 11,
    status: 'resolved',
    history: [
      {
        hours: 5,
        by: 'manager',
        status: 'in_progress',
        comment: 'Caretaker comes tomorrow morning with washers.',
      },
      { hours: 22, by: 'manager', status: 'resolved', comment: 'Washer replaced, the tap is tight again.' },
    ],
  },
  {
    property: 'huerth',
    reporter: 'lukas',
    title: 'Graffiti on the car park wall',
    description: 'About 3 m² of graffiti on the wall facing the road. Photos taken for the police report.',
    severity: 'low',
    location: 'Car park, south wall',
    daysAgo: 24,
    hour: 2,
    status: 'closed',
    history: [
      { hours: 7, by: 'manager', comment: 'Police report filed; case number 1187/26.' },
      {
        hours: 8,
        by: 'manager',
        status: 'in_progress',
        comment: 'Specialist cleaning company ordered for the removal.',
      },
      {
        hours: 80,
        by: 'manager',
        status: 'resolved',
        comment: 'Graffiti removed and the wall treated with an anti-graffiti coating.',
      },
      { hours: 128, by: 'admin', status: 'closed', comment: 'Invoice checked and passed to the owner; closed.' },
    ],
  },
  {
    property: 'huerth',
    reporter: 'lukas',
    title: 'Fence damaged at the delivery gate',
    description: 'A lorry hit the fence; two panels bent, the yard is open to the road.',
    severity: 'high',
    location: 'Delivery gate, hall 2',
    daysAgo: 6,
    hour: 3,
    status: 'in_progress',
    history: [
      {
        hours: 5,
        by: 'manager',
        status: 'in_progress',
        comment: 'Yard secured with construction fence panels; the haulier’s insurance has been informed.',
      },
      { hours: 55, by: 'manager', comment: 'Fencing company delivers two new panels on Tuesday.' },
    ],
    photos: [{ name: 'zaun-tor.jpg', colours: ['#566573', '#a04000', '#d5d8dc'] }],
  },
];

/** Reports each incident and plays its history; returns the rows' backdating (applied later, with the patrols'). */
export async function seedIncidentReports(
  deps: ServiceDeps,
  fileStore: FileStore,
  context: {
    tenantId: number;
    office: { admin: AccountActor; manager: AccountActor };
    accessOf: (key: string) => AccountActor;
    propertyId: (key: PropertySlug) => number;
    now: number;
    today: string;
  },
): Promise<RowChange[]> {
  const db = deps.database.db;
  const { tenantId, office, accessOf, propertyId, now, today } = context;
  // Incidents: reported by the field team (with photos from the phone where there are any),
  // then moved along and commented on by the office through the workflow service, each step
  // at its moment in the past; only created_at and updated_at are set afterwards.
  const incidentChanges: RowChange[] = [];
  for (const seedIncident of INCIDENTS) {
    const occurredAt = Math.min(now, localInstant(addDays(today, -seedIncident.daysAgo), seedIncident.hour, 15));
    const reportedAt = Math.min(now, occurredAt + 10 * 60_000);
    const reporter = accessOf(seedIncident.reporter);
    const photoFileIds: number[] = [];
    for (const photo of seedIncident.photos ?? []) {
      const stored = await storePhoto(db, fileStore, tenantId, {
        upload: await picture(photo.colours),
        originalName: photo.name,
        uploadedByAccountId: reporter.accountId,
      });
      photoFileIds.push(stored.file.id);
    }
    const { incident } = await createIncident(
      { ...deps, clock: () => reportedAt },
      reporter,
      {
        title: seedIncident.title,
        property_id: propertyId(seedIncident.property),
        description: seedIncident.description,
        severity: seedIncident.severity,
        location: seedIncident.location,
        occurred_at: new Date(occurredAt).toISOString(),
      },
      photoFileIds.length > 0 ? { origin: 'field', photoFileIds } : {},
    );
    const { status, lastChangeAt } = await playIncidentHistory(
      deps,
      office,
      { id: incident.id, status: incident.status, occurredAt, reportedAt },
      seedIncident.history,
    );
    if (status !== seedIncident.status) {
      throw new Error(`Demo incident “${seedIncident.title}” ends ${status}, not ${seedIncident.status}.`);
    }
    incidentChanges.push({ id: incident.id, createdAt: reportedAt, updatedAt: lastChangeAt });
  }
  return incidentChanges;
}
