// `caretaker demo`: a realistic demo tenant to try the REST API with, in one command.
// Everything goes through the services the API and the field app use (so ids, change
// feed positions and stored files are real), inside one transaction: a failed run
// leaves no half-made tenant behind.
import { and, eq, sql } from 'drizzle-orm';
import type { Command } from 'commander';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../modules/credentials/password.js';
import { SCOPES } from '../modules/access/scopes.js';
import { type Config, loadConfig } from '../config.js';
import type { Database, Executor } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { installSubscribers } from '../subscribers.js';
import { accounts } from '../modules/accounts/accounts.tables.js';
import { formResponses } from '../modules/forms/forms.tables.js';
import { incidents } from '../modules/incidents/incidents.tables.js';
import { tasks, type TaskStatus } from '../modules/tasks/tasks.tables.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import { makeFileStore } from '../platform/file-store/make-file-store.js';
import { createAccount } from '../modules/accounts/accounts.service.js';
import { type PropertyAccess } from '../modules/access/property-access.js';
import { createApiKey } from '../modules/api-keys/api-keys.service.js';
import { storeFile } from '../modules/files/files.service.js';
import type { TemplateField } from '../modules/forms/forms.schema.js';
import { saveFormResponse, submitFormResponse } from '../modules/forms/forms.service.js';
import { createFormTemplate } from '../modules/forms/templates.service.js';
import { createIncident } from '../modules/incidents/incidents.service.js';
import { createProperty } from '../modules/properties/properties.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import type { AccountActor } from '../modules/access/actor.js';
import { calendarDay } from '../modules/shared/time.js';
import { createTask } from '../modules/tasks/tasks.service.js';
import { createTenant } from '../modules/tenants/tenants.service.js';
import { seedMaterial } from './demo-material.js';
import { seedClients } from './demo-clients.js';
import { seedPatrolRoutes } from './demo-patrols.js';
import { seedPatrolRounds } from './demo-patrol-rounds.js';
import { seedWorkingTime } from './demo-working-time.js';
import { picture, seedFieldWork } from './demo-field.js';
import { type IncidentStep, playIncidentHistory } from './demo-incidents.js';
import {
  between,
  crackedWallPicture,
  floorTilesPicture,
  nightBuildingPicture,
  pick,
  playgroundPicture,
  type Random,
  seededRandom,
  signaturePicture,
} from './demo-pictures.js';
import { storePhoto } from '../modules/files/photos.service.js';
import type { CliIo } from './io.js';

// ---------------------------------------------------------------------------------------
// Time: the demo's history lies in the tenant's own time zone.

const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 60 * 60 * 1000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time zone's offset from UTC at an instant, in minutes ("GMT+02:00" is 120). */
function offsetMinutes(instantMs: number): number {
  const name = offsetFormat.formatToParts(new Date(instantMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? 'GMT');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a day in the time zone. */
function localInstant(day: string, hour: number, minute: number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - offsetMinutes(wall) * 60_000;
  return wall - offsetMinutes(first) * 60_000;
}

function localTime(instantMs: number): string {
  return timeFormat.format(new Date(instantMs));
}

// ---------------------------------------------------------------------------------------
// The demo company.

const TENANT_NAME = 'Rheinufer Gebäudedienste GmbH (Demo)';
const MAIL_DOMAIN = 'rheinufer-demo.example';

interface PropertySeed {
  key: string;
  name: string;
  externalId: string;
  street: string;
  postalCode: string;
  city: string;
  notes: string;
}

const PROPERTIES = [
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
type PropertySlug = (typeof PROPERTIES)[number]['key'];

interface AccountSeed {
  key: string;
  name: string;
  email: string;
  role: 'admin' | 'manager' | 'worker';
  properties: 'all' | PropertySlug[];
}

const ACCOUNTS: AccountSeed[] = [
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

const CLEANING_AREAS = ['Entrance', 'Stairwell', 'Lift', 'Basement', 'Bin area', 'Outdoor area'];
const PATROL_FINDINGS = [
  'Nothing unusual',
  'Open window',
  'Unlocked door',
  'Damaged fence',
  'Suspicious person',
  'Graffiti',
  'Lighting defect',
];
const DEFECT_CATEGORIES = ['Plumbing', 'Electrical', 'Doors & locks', 'Windows', 'Lift', 'Facade', 'Other'];
const PLAY_EQUIPMENT = ['Swing', 'Slide', 'Sandpit', 'Climbing frame', 'Seesaw', 'Fence & gate'];

type TemplateKey = 'cleaning' | 'patrol' | 'defect' | 'playground';

interface TemplateSeed {
  key: TemplateKey;
  name: string;
  description: string;
  fields: TemplateField[];
  properties: PropertySlug[];
  /** Relative weight among the responses. */
  weight: number;
}

const TEMPLATES: TemplateSeed[] = [
  {
    key: 'cleaning',
    name: 'Cleaning quality check',
    description: 'Weekly check of the cleaning result by the property caretaker.',
    properties: ['stadtgarten', 'lindenthal', 'ehrenfeld', 'rheinauhafen'],
    weight: 9,
    fields: [
      { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
      { id: 'stairwell_clean', type: 'checkbox', label: 'Stairwell and handrails clean', required: true },
      { id: 'bin_area_clean', type: 'checkbox', label: 'Bin area tidy', required: false },
      { id: 'areas_checked', type: 'multiple_choice', label: 'Areas checked', required: true, options: CLEANING_AREAS },
      { id: 'rating', type: 'rating', label: 'Overall impression (1–5)', required: true },
      { id: 'remarks', type: 'text', label: 'Remarks', required: false },
      { id: 'photo', type: 'photo', label: 'Photo (of anything that needs attention)', required: false },
      { id: 'signature', type: 'signature', label: 'Signature of the inspector', required: false },
    ],
  },
  {
    key: 'patrol',
    name: 'Security patrol checklist',
    description: 'Night patrol round: doors, windows, lighting and alarm system.',
    properties: ['rheinauhafen', 'huerth', 'ehrenfeld'],
    weight: 6,
    fields: [
      { id: 'patrol_date', type: 'date', label: 'Date of the patrol', required: true },
      { id: 'start_time', type: 'time', label: 'Start of the round', required: true },
      { id: 'end_time', type: 'time', label: 'End of the round', required: false },
      { id: 'doors_locked', type: 'checkbox', label: 'All outer doors locked', required: true },
      { id: 'windows_closed', type: 'checkbox', label: 'All windows closed', required: true },
      {
        id: 'alarm_status',
        type: 'single_choice',
        label: 'Alarm system',
        required: true,
        options: ['Armed', 'Disarmed', 'Fault'],
      },
      { id: 'findings', type: 'multiple_choice', label: 'Findings', required: true, options: PATROL_FINDINGS },
      { id: 'notes', type: 'text', label: 'Notes', required: false },
      { id: 'photo', type: 'photo', label: 'Photo of a finding', required: false },
      { id: 'signature', type: 'signature', label: 'Signature of the guard', required: true },
    ],
  },
  {
    key: 'defect',
    name: 'Defect report',
    description: 'Report a defect found on site, with a photo.',
    properties: ['stadtgarten', 'rheinauhafen', 'lindenthal', 'ehrenfeld', 'huerth'],
    weight: 3,
    fields: [
      { id: 'location', type: 'text', label: 'Where exactly?', required: true },
      { id: 'category', type: 'single_choice', label: 'Category', required: true, options: DEFECT_CATEGORIES },
      {
        id: 'urgency',
        type: 'single_choice',
        label: 'Urgency',
        required: true,
        options: ['Low', 'Normal', 'Urgent'],
      },
      { id: 'description', type: 'text', label: 'What is wrong?', required: true },
      { id: 'noticed_on', type: 'date', label: 'Noticed on', required: true },
      { id: 'noticed_at', type: 'time', label: 'Noticed at', required: false },
      { id: 'safety_risk', type: 'checkbox', label: 'Risk to people', required: true },
      { id: 'photo', type: 'photo', label: 'Photo of the defect', required: true },
    ],
  },
  {
    key: 'playground',
    name: 'Playground inspection',
    description: 'Visual routine inspection of the playground (EN 1176-7).',
    properties: ['stadtgarten', 'lindenthal'],
    weight: 3,
    fields: [
      { id: 'inspection_date', type: 'date', label: 'Inspection date', required: true },
      { id: 'inspection_time', type: 'time', label: 'Inspection time', required: true },
      {
        id: 'equipment_checked',
        type: 'multiple_choice',
        label: 'Equipment checked',
        required: true,
        options: PLAY_EQUIPMENT,
      },
      { id: 'all_safe', type: 'checkbox', label: 'All equipment safe to use', required: true },
      { id: 'sand_clean', type: 'checkbox', label: 'Sandpit free of glass and waste', required: false },
      { id: 'hazards_found', type: 'number', label: 'Number of hazards found', required: false },
      { id: 'condition', type: 'rating', label: 'General condition (1–5)', required: true },
      { id: 'remarks', type: 'text', label: 'Remarks', required: false },
      { id: 'photo', type: 'photo', label: 'Photo', required: false },
    ],
  },
];

interface TaskSeed {
  property: PropertySlug;
  title: string;
  description?: string;
  /** Days from today (negative: in the past). */
  due: number;
  status: TaskStatus;
}

const TASKS: TaskSeed[] = [
  { property: 'stadtgarten', title: 'Stairwell cleaning, houses A–C', due: -14, status: 'done' },
  { property: 'stadtgarten', title: 'Stairwell cleaning, houses A–C', due: -7, status: 'done' },
  { property: 'stadtgarten', title: 'Stairwell cleaning, houses A–C', due: 0, status: 'in_progress' },
  { property: 'stadtgarten', title: 'Stairwell cleaning, houses A–C', due: 7, status: 'open' },
  {
    property: 'stadtgarten',
    title: 'Handover cleaning, flat B 3.2',
    description: 'Tenant moves out on Friday; key handover at 14:00 with the property manager.',
    due: 3,
    status: 'open',
  },
  { property: 'stadtgarten', title: 'Replace defective light, car park level -1', due: -3, status: 'open' },
  { property: 'stadtgarten', title: 'Mow lawn and trim hedges in the courtyard', due: -10, status: 'done' },
  { property: 'rheinauhafen', title: 'Window cleaning, ground floor and lobby', due: -5, status: 'done' },
  { property: 'rheinauhafen', title: 'Lock check after the evening event', due: -1, status: 'done' },
  { property: 'rheinauhafen', title: 'Clean lift cabins and doors', due: 1, status: 'open' },
  {
    property: 'rheinauhafen',
    title: 'Annual check of fire extinguishers',
    description: 'All 38 extinguishers; record the inspection date on each label.',
    due: 12,
    status: 'open',
  },
  { property: 'rheinauhafen', title: 'Carpet shampooing, 4th floor', due: -8, status: 'cancelled' },
  { property: 'lindenthal', title: 'Disinfect handrails and lift buttons', due: -2, status: 'done' },
  { property: 'lindenthal', title: 'Disinfect handrails and lift buttons', due: 0, status: 'in_progress' },
  { property: 'lindenthal', title: 'Gutter cleaning, north side', due: 9, status: 'open' },
  { property: 'lindenthal', title: 'Repair bench in the garden', due: -4, status: 'in_progress' },
  { property: 'ehrenfeld', title: 'Waiting-room cleaning according to the hygiene plan', due: -1, status: 'done' },
  { property: 'ehrenfeld', title: 'Waiting-room cleaning according to the hygiene plan', due: 1, status: 'open' },
  { property: 'ehrenfeld', title: 'Empty and clean the bin area', due: -6, status: 'done' },
  { property: 'ehrenfeld', title: 'Replace emergency exit sign, 2nd floor', due: 2, status: 'open' },
  { property: 'huerth', title: 'Remove graffiti at hall 3', due: -9, status: 'done' },
  { property: 'huerth', title: 'Sweep the yard and the loading bays', due: 0, status: 'open' },
  { property: 'huerth', title: 'Repair fence at the delivery gate', due: 5, status: 'open' },
  { property: 'huerth', title: 'Extra patrol during plant shutdown', due: -12, status: 'cancelled' },
];

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

const INCIDENTS: IncidentSeed[] = [
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

const CLEANING_REMARKS = [
  'Everything in order.',
  'Entrance mat needs replacing.',
  'Fingerprints on the glass door of the lift; cleaned on the spot.',
  'Bin area: bulky waste left next to the containers.',
  'Stairwell window sills dusty on the 3rd floor.',
  'Cobwebs in the basement corridor.',
  'Very good result, residents complimented the team.',
];
const PATROL_NOTES = [
  'Round completed without incidents.',
  'Window on the 3rd floor found open and closed.',
  'Side door of hall 2 was unlocked; locked and reported.',
  'Motion detector light at the car park flickers.',
  'Group of people at the gate, left after being addressed.',
];
const DEFECTS: { location: string; category: string; description: string }[] = [
  { location: 'Stairwell, 2nd floor', category: 'Electrical', description: 'Ceiling light does not switch on.' },
  { location: 'Entrance door', category: 'Doors & locks', description: 'Door closer slams, door does not latch.' },
  { location: 'Basement corridor', category: 'Plumbing', description: 'Damp patch on the wall beside the drain.' },
  { location: 'Facade, east side', category: 'Facade', description: 'Plaster cracked and flaking above window.' },
  { location: 'Lift 1', category: 'Lift', description: 'Floor display shows wrong level.' },
  { location: 'Meeting room 4.12', category: 'Windows', description: 'Window handle broken off.' },
  { location: 'Courtyard', category: 'Other', description: 'Bench slat broken, splinters.' },
];
const PLAYGROUND_REMARKS = [
  'No defects.',
  'Sand needs topping up before summer.',
  'Swing chain slightly worn; watch at next inspection.',
  'Broken glass removed from the sandpit.',
  'Gate does not close by itself.',
];

// ---------------------------------------------------------------------------------------
// Seeding.

export interface DemoResult {
  tenant_id: number;
  tenant_name: string;
  plan: 'PREMIUM';
  timezone: string;
  modules: string[];
  account_id: number;
  key: string;
  key_id: number;
  key_prefix: string;
  scopes: string[];
  accounts: { id: number; name: string; email: string; role: string; properties: 'all' | number[] }[];
  property_ids: number[];
  properties: { id: number; name: string; external_id: string }[];
  form_template_ids: number[];
  counts: {
    properties: number;
    accounts: number;
    tasks: number;
    incidents: number;
    form_templates: number;
    form_responses: number;
    form_responses_submitted: number;
    form_responses_draft: number;
    photos: number;
    working_time_people: number;
    shifts: number;
    patrol_rounds: number;
    patrol_incidents: number;
  };
  database: 'pglite' | 'postgres';
  base_url: string;
  docs_url: string;
  /** The admin's sign-in for the portal; the password is made for this run and shown only here. */
  portal_login: { url: string; email: string; password: string };
}

/** How many form responses the demo creates (the contract asks for at least 60). */
export const DEMO_RESPONSES = 72;

/** A backdated row: when it was made and last changed, and for tasks their status. */
interface RowChange {
  id: number;
  status?: string;
  /** completed_at of a task. */
  endedAt?: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * Gives freshly created rows their history in one statement: the services stamp rows
 * with the time of this run, while the demo's work happened over the past weeks.
 */
async function applyChanges(
  db: Executor,
  tenantId: number,
  table: typeof tasks | typeof incidents | typeof formResponses,
  endedColumn: typeof tasks.completedAt | typeof incidents.resolvedAt | undefined,
  rows: RowChange[],
): Promise<void> {
  if (rows.length === 0) return;
  const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
  const values = rows.map(
    (row) =>
      sql`(${row.id}::bigint, ${row.status ?? null}::text, ${at(row.endedAt)}::timestamptz, ${at(row.createdAt)}::timestamptz, ${at(row.updatedAt)}::timestamptz)`,
  );
  const sets = [sql`created_at = v.created_at`, sql`updated_at = v.updated_at`];
  if (endedColumn !== undefined) {
    sets.push(sql`status = v.status`, sql`${sql.identifier(endedColumn.name)} = v.ended_at`);
  }
  await db.execute(
    sql`update ${table} set ${sql.join(sets, sql`, `)} from (values ${sql.join(values, sql`, `)}) as v(id, status, ended_at, created_at, updated_at) where ${table.tenantId} = ${tenantId} and ${table.id} = v.id`,
  );
}

/**
 * Starts each write to the store and returns at once, so the photos are written while
 * their rows are inserted; `flush` waits for all of them (before the transaction commits).
 */
class BackgroundWrites implements FileStore {
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly store: FileStore) {}

  put(key: string, data: Buffer): Promise<void> {
    const write = this.store.put(key, data);
    write.catch(() => undefined); // reported by flush
    this.pending.push(write);
    return Promise.resolve();
  }

  get(key: string): Promise<Buffer | undefined> {
    return this.store.get(key);
  }

  putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    return this.store.putStream(key, source);
  }

  getStream(key: string): ReturnType<FileStore['getStream']> {
    return this.store.getStream(key);
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }
}

interface ResponsePlan {
  template: TemplateKey;
  property: PropertySlug;
  worker: AccountActor;
  kind: 'submitted' | 'draft_then_submitted' | 'draft';
  startedAt: number;
  finishedAt: number;
  answers: Record<string, unknown>;
  pictures: { fieldId: string; data: Buffer; name: string }[];
}

/** The demo's form responses over the past four weeks, oldest first; the newest are still drafts. */
function planResponses(
  random: Random,
  now: number,
  today: string,
  accessOf: (accountKey: string) => AccountActor,
): ResponsePlan[] {
  const weighted = TEMPLATES.flatMap((template) => Array<TemplateSeed>(template.weight).fill(template));
  const workersFor = (property: PropertySlug): string[] => {
    const workers = ACCOUNTS.filter(
      (a) => a.role === 'worker' && a.properties !== 'all' && a.properties.includes(property),
    ).map((a) => a.key);
    return workers.length > 0 ? workers : ['manager'];
  };
  const plans: ResponsePlan[] = [];
  for (let n = 0; n < DEMO_RESPONSES; n++) {
    const template = pick(random, weighted);
    const property = pick(random, template.properties);
    const worker = accessOf(pick(random, workersFor(property)));
    const daysAgo = Math.floor(((DEMO_RESPONSES - 1 - n) * 28) / DEMO_RESPONSES);
    const day = addDays(today, -daysAgo);
    const hour = template.key === 'patrol' ? pick(random, [0, 1, 2, 3, 21, 22, 23]) : between(random, 7, 16);
    let startedAt = localInstant(day, hour, between(random, 0, 59));
    if (startedAt > now - 30 * 60_000) startedAt -= DAY_MS;
    const finishedAt = startedAt + between(random, 4, 25) * 60_000;
    const kind = n >= DEMO_RESPONSES - 6 || n % 17 === 5 ? 'draft' : n % 4 === 1 ? 'draft_then_submitted' : 'submitted';

    const answers: Record<string, unknown> = {};
    const pictures: ResponsePlan['pictures'] = [];
    const label = `${template.key}-${n + 1}`;
    const photo = (data: Buffer) => pictures.push({ fieldId: 'photo', data, name: `${label}.png` });
    const signature = () =>
      pictures.push({ fieldId: 'signature', data: signaturePicture(random), name: `${label}-signature.png` });
    switch (template.key) {
      case 'cleaning': {
        const rating = pick(random, [3, 4, 4, 4, 5, 5, 5, 2]);
        answers.entrance_clean = random() < 0.9;
        answers.stairwell_clean = rating >= 3 || random() < 0.5;
        answers.bin_area_clean = random() < 0.75;
        answers.areas_checked = CLEANING_AREAS.filter((_, i) => i < 2 || random() < 0.6);
        answers.rating = rating;
        const flawed = !answers.entrance_clean || !answers.stairwell_clean || !answers.bin_area_clean;
        answers.remarks = flawed ? pick(random, CLEANING_REMARKS.slice(1, 6)) : pick(random, CLEANING_REMARKS);
        if (flawed || rating <= 3 || random() < 0.15) photo(floorTilesPicture(random));
        if (random() < 0.35) signature();
        break;
      }
      case 'patrol': {
        const finding = random() < 0.7 ? ['Nothing unusual'] : [pick(random, PATROL_FINDINGS.slice(1))];
        answers.patrol_date = calendarDay(startedAt, TIME_ZONE);
        answers.start_time = localTime(startedAt);
        answers.end_time = localTime(finishedAt + 20 * 60_000);
        answers.doors_locked = !finding.includes('Unlocked door');
        answers.windows_closed = !finding.includes('Open window');
        answers.alarm_status = random() < 0.92 ? 'Armed' : 'Fault';
        answers.findings = finding;
        answers.notes = finding[0] === 'Nothing unusual' ? PATROL_NOTES[0] : pick(random, PATROL_NOTES.slice(1));
        if (finding[0] !== 'Nothing unusual') photo(nightBuildingPicture(random));
        signature();
        break;
      }
      case 'defect': {
        const defect = pick(random, DEFECTS);
        answers.location = defect.location;
        answers.category = defect.category;
        answers.urgency = pick(random, ['Low', 'Normal', 'Normal', 'Urgent']);
        answers.description = defect.description;
        answers.noticed_on = calendarDay(startedAt, TIME_ZONE);
        answers.noticed_at = localTime(startedAt);
        answers.safety_risk = answers.urgency === 'Urgent';
        photo(crackedWallPicture(random));
        break;
      }
      case 'playground': {
        const hazards = random() < 0.3 ? between(random, 1, 2) : 0;
        const equipment = PLAY_EQUIPMENT.filter(() => random() < 0.85);
        answers.inspection_date = calendarDay(startedAt, TIME_ZONE);
        answers.inspection_time = localTime(startedAt);
        answers.equipment_checked = equipment.length > 0 ? equipment : ['Swing', 'Slide'];
        answers.all_safe = hazards === 0;
        answers.sand_clean = random() < 0.8;
        answers.hazards_found = hazards;
        answers.condition = hazards === 0 ? pick(random, [4, 5]) : pick(random, [2, 3]);
        answers.remarks = hazards === 0 ? PLAYGROUND_REMARKS[0] : pick(random, PLAYGROUND_REMARKS.slice(1));
        if (hazards > 0 || n % 3 === 0) photo(playgroundPicture(random));
        break;
      }
    }
    plans.push({ template: template.key, property, worker, kind, startedAt, finishedAt, answers, pictures });
  }
  return plans.sort((a, b) => a.startedAt - b.startedAt);
}

/**
 * Creates the demo tenant with everything in it. Runs in one transaction; the photo files
 * are written to the store as they are made.
 */
export async function seedDemo(
  deps: ServiceDeps,
  fileStore: FileStore,
  options: { baseUrl: string },
): Promise<DemoResult> {
  return deps.database.db.transaction(async (tx) => {
    const database: Database = { ...deps.database, db: tx };
    return seed({ database, clock: deps.clock }, fileStore, options.baseUrl);
  });
}

async function seed(deps: ServiceDeps, fileStore: FileStore, baseUrl: string): Promise<DemoResult> {
  const db = deps.database.db;
  const now = deps.clock();
  const today = calendarDay(now, TIME_ZONE);
  const random = seededRandom(20_261_122);

  const tenant = await createTenant(deps, {
    name: TENANT_NAME,
    plan: 'PREMIUM',
    timezone: TIME_ZONE,
    modules: ['material'],
    seatLimit: 50,
  });
  const tenantId = tenant.id;

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

  const accountRows: DemoResult['accounts'] = [
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

  await seedMaterial(deps, adminAccess, [...propertyIds.values()]);
  await seedClients(deps, fileStore, adminAccess, [...propertyIds.values()]);
  const [officeRoute, parkRoute] = await seedPatrolRoutes(
    deps,
    adminAccess,
    { office: propertyId('rheinauhafen'), park: propertyId('huerth') },
    today,
  );
  const workingTime = await seedWorkingTime(
    deps,
    tenantId,
    TIME_ZONE,
    [...propertyIds.values()],
    MAIL_DOMAIN,
    adminAccess.accountId,
  );

  const key = await createApiKey(deps, tenantId, {
    accountId: admin.id,
    name: 'Demo key (all scopes)',
    scopes: [...SCOPES],
  });

  // Tasks: created like an integration would, then moved along as the field team would.
  const taskChanges: RowChange[] = [];
  for (const seedTask of TASKS) {
    const dueDate = addDays(today, seedTask.due);
    const { task } = await createTask(deps, adminAccess, {
      title: seedTask.title,
      property_id: propertyId(seedTask.property),
      due_date: dueDate,
      description: seedTask.description ?? null,
    });
    const createdAt = Math.min(now, localInstant(addDays(dueDate, -between(random, 5, 12)), 9, 30));
    const doneAt = Math.min(now, localInstant(dueDate, between(random, 8, 16), between(random, 0, 59)));
    const finished = seedTask.status === 'done' || seedTask.status === 'cancelled';
    taskChanges.push({
      id: task.id,
      status: seedTask.status,
      endedAt: seedTask.status === 'done' ? doneAt : null,
      createdAt,
      updatedAt: finished
        ? doneAt
        : seedTask.status === 'in_progress'
          ? Math.max(createdAt, now - between(random, 1, 5) * 3_600_000)
          : createdAt,
    });
  }
  await applyChanges(db, tenantId, tasks, tasks.completedAt, taskChanges);

  // Incidents: reported by the field team (with photos from the phone where there are any),
  // then moved along and commented on by the office through the workflow service, each step
  // at its moment in the past; only created_at and updated_at are set afterwards.
  const incidentChanges: RowChange[] = [];
  const office = { admin: adminAccess, manager: accessOf('manager') };
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
  // Patrol rounds of the last four weeks, with the incidents the guards reported during them.
  const patrols = await seedPatrolRounds(deps, fileStore, {
    routes: [
      { id: officeRoute as number, guards: [accessOf('lukas'), accessOf('aylin')] },
      { id: parkRoute as number, guards: [accessOf('lukas')] },
    ],
    office,
    timeZone: TIME_ZONE,
    from: addDays(today, -28),
  });
  incidentChanges.push(...patrols.incidents);
  await applyChanges(db, tenantId, incidents, undefined, incidentChanges);
  await seedFieldWork(deps, fileStore, {
    worker: accessOf('mehmet'),
    office: adminAccess,
    propertyId: propertyId('stadtgarten'),
    today,
  });

  const templateIds = new Map<TemplateKey, number>();
  for (const template of TEMPLATES) {
    const created = await createFormTemplate(deps, tenantId, {
      name: template.name,
      description: template.description,
      fields: template.fields,
    });
    templateIds.set(template.key, created.id);
  }

  // Form responses: planned first, their photos stored side by side, then written oldest
  // first, so the change feed follows the order they were handed in.
  const plans = planResponses(random, now, today, (key) => accessOf(key));
  const pictures = plans.flatMap((plan) => plan.pictures.map((picture) => ({ plan, picture })));
  const writes = new BackgroundWrites(fileStore);
  const fileIds: number[] = [];
  for (const { plan, picture } of pictures) {
    const file = await storeFile(db, writes, tenantId, {
      data: picture.data,
      contentType: 'image/png',
      originalName: picture.name,
      uploadedByAccountId: plan.worker.accountId,
    });
    fileIds.push(file.id);
  }
  await writes.flush();
  const photosOf = new Map<ResponsePlan, { fieldId: string; fileId: number }[]>();
  pictures.forEach(({ plan, picture }, index) => {
    const list = photosOf.get(plan) ?? [];
    list.push({ fieldId: picture.fieldId, fileId: fileIds[index] as number });
    photosOf.set(plan, list);
  });

  const responseChanges: RowChange[] = [];
  for (const plan of plans) {
    const write = {
      templateId: templateIds.get(plan.template) as number,
      propertyId: propertyId(plan.property),
      accountId: plan.worker.accountId,
      photos: photosOf.get(plan) ?? [],
    };
    let id: number;
    if (plan.kind === 'draft') {
      // Half filled in: the field app saves as it goes.
      const entries = Object.entries(plan.answers);
      const kept = Object.fromEntries(entries.slice(0, Math.max(1, Math.floor(entries.length / 2))));
      id = await saveFormResponse({ ...deps, clock: () => plan.finishedAt }, tenantId, {
        ...write,
        answers: kept,
        submit: false,
      });
    } else if (plan.kind === 'draft_then_submitted') {
      // Saved as a draft on site, handed in a little later.
      id = await saveFormResponse({ ...deps, clock: () => plan.startedAt }, tenantId, {
        ...write,
        answers: plan.answers,
        submit: false,
      });
      await submitFormResponse({ ...deps, clock: () => plan.finishedAt }, tenantId, id, plan.worker.accountId);
    } else {
      id = await saveFormResponse({ ...deps, clock: () => plan.finishedAt }, tenantId, {
        ...write,
        answers: plan.answers,
        submit: true,
      });
    }
    responseChanges.push({ id, createdAt: plan.startedAt, updatedAt: plan.finishedAt });
  }
  // The rows carry the time they were filled in on site, not the time of this run.
  await applyChanges(db, tenantId, formResponses, undefined, responseChanges);
  const drafts = plans.filter((plan) => plan.kind === 'draft').length;

  return {
    tenant_id: tenantId,
    tenant_name: tenant.name,
    plan: 'PREMIUM',
    timezone: tenant.timezone,
    modules: tenant.modules,
    account_id: admin.id,
    key: key.key,
    key_id: key.id,
    key_prefix: key.prefix,
    scopes: key.scopes,
    accounts: accountRows,
    property_ids: PROPERTIES.map((p) => propertyId(p.key)),
    properties: PROPERTIES.map((p) => ({ id: propertyId(p.key), name: p.name, external_id: p.externalId })),
    form_template_ids: TEMPLATES.map((t) => templateIds.get(t.key) as number),
    counts: {
      properties: PROPERTIES.length,
      accounts: accountRows.length,
      tasks: TASKS.length,
      incidents: INCIDENTS.length,
      form_templates: TEMPLATES.length,
      form_responses: plans.length,
      form_responses_submitted: plans.length - drafts,
      form_responses_draft: drafts,
      photos: pictures.length,
      working_time_people: workingTime.people,
      shifts: workingTime.shifts,
      patrol_rounds: patrols.rounds,
      patrol_incidents: patrols.incidents.length,
    },
    database: deps.database.kind,
    base_url: baseUrl,
    docs_url: `${baseUrl}/api/v1/docs`,
    portal_login: { url: `${baseUrl}/`, email: admin.email, password: adminPassword },
  };
}

// ---------------------------------------------------------------------------------------
// The command.

function describeAccess(result: DemoResult, properties: 'all' | number[]): string {
  if (properties === 'all') return 'all properties';
  const names = properties.map((id) => result.properties.find((p) => p.id === id)?.name ?? `#${id}`);
  return names.length === 1 ? `only ${names[0]}` : names.join(', ');
}

export function demoSummary(result: DemoResult): string {
  const c = result.counts;
  const curl = (path: string) => `curl -s "${result.base_url}${path}" -H "X-Api-Key: ${result.key}"`;
  return [
    `Demo tenant ${result.tenant_id} created: ${result.tenant_name}`,
    `  plan ${result.plan}, module ${result.modules.join(', ')}, time zone ${result.timezone} (${result.database})`,
    `  ${c.properties} properties, ${c.tasks} tasks, ${c.incidents} incidents, ${c.form_templates} form templates,`,
    `  ${c.form_responses} form responses (${c.form_responses_submitted} submitted, ${c.form_responses_draft} drafts) with ${c.photos} photos,`,
    `  ${c.patrol_rounds} patrol rounds in the last four weeks (${c.patrol_incidents} incidents reported during them)`,
    '',
    'Properties:',
    ...result.properties.map((p) => `  ${String(p.id).padStart(4)}  ${p.name} (${p.external_id})`),
    '',
    'Accounts:',
    ...result.accounts.map(
      (a) =>
        `  ${String(a.id).padStart(4)}  ${a.name} <${a.email}>, ${a.role}, ${describeAccess(result, a.properties)}`,
    ),
    '',
    `API key of ${result.accounts[0]?.name ?? 'the admin'} (account ${result.account_id}), with every scope.`,
    'Store it now; it is not shown again:',
    '',
    `  ${result.key}`,
    '',
    `Portal sign-in of ${result.accounts[0]?.name ?? 'the admin'} (admin), also shown only now:`,
    '',
    `  ${result.portal_login.url}`,
    `  e-mail:   ${result.portal_login.email}`,
    `  password: ${result.portal_login.password}`,
    '',
    'Next steps:',
    '  npx caretaker serve            # or: npm start',
    `  ${curl('/api/v1/me')}`,
    `  ${curl('/api/v1/properties')}`,
    `  ${curl('/api/v1/form-responses?status=submitted&pageSize=10')}`,
    `  open ${result.docs_url} for the interactive API reference`,
    '',
    'Running `caretaker demo` again creates another, independent demo tenant with its own key;',
    'this one stays as it is.',
  ].join('\n');
}

/** The address the summary points at: PUBLIC_URL, or this machine on PORT. */
function baseUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function registerDemoCommand(program: Command, io: CliIo): void {
  program
    .command('demo')
    .description(
      'Create a demo tenant with properties, tasks, incidents, forms and photos; prints an API key and a portal sign-in.',
    )
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const config = loadConfig(io.env);
      const database = await openDatabase(config, 'demo');
      installSubscribers(database);
      let result: DemoResult;
      try {
        await database.migrate();
        result = await seedDemo({ database, clock: Date.now }, makeFileStore(config, database), {
          baseUrl: baseUrlOf(config),
        });
      } finally {
        await database.close();
      }
      io.stdout(options.json ? `${JSON.stringify(result)}\n` : `${demoSummary(result)}\n`);
    });
}
