import type { Executor } from '../db/client.js';
import type { AccountActor } from '../modules/access/actor.js';
import { storeFile } from '../modules/files/files.service.js';
import type { TemplateField } from '../modules/forms/forms.schema.js';
import { saveFormResponse, submitFormResponse } from '../modules/forms/forms.service.js';
import { formResponses } from '../modules/forms/forms.tables.js';
import { createFormTemplate } from '../modules/forms/templates.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { calendarDay } from '../modules/shared/time.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import { ACCOUNTS, type PropertySlug } from './demo-company.js';
import { applyChanges, type RowChange } from './demo-history.js';
import {
  between,
  crackedWallPicture,
  floorTilesPicture,
  nightBuildingPicture,
  pick,
  playgroundPicture,
  type Random,
  signaturePicture,
} from './demo-pictures.js';
import { addDays, DAY_MS, localInstant, localTime, TIME_ZONE } from './demo-time.js';

// The demo's forms: four templates and four weeks of responses to them, with photos and
// signatures, handed in on site (the newest still drafts).

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

export const TEMPLATES: TemplateSeed[] = [
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

/** How many form responses the demo creates (the contract asks for at least 60). */
export const DEMO_RESPONSES = 72;

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

/** The templates, then the responses with their photos; returns what the summary counts. */
export async function seedForms(
  deps: ServiceDeps,
  fileStore: FileStore,
  context: {
    tenantId: number;
    accessOf: (key: string) => AccountActor;
    propertyId: (key: PropertySlug) => number;
    random: Random;
    now: number;
    today: string;
  },
): Promise<{ templateIds: Map<TemplateKey, number>; responses: number; drafts: number; photos: number }> {
  const db: Executor = deps.database.db;
  const { tenantId, accessOf, propertyId, random, now, today } = context;
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
  return { templateIds, responses: plans.length, drafts, photos: pictures.length };
}
