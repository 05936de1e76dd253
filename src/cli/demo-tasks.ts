import type { AccountActor } from '../modules/access/actor.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { createTask } from '../modules/tasks/tasks.service.js';
import { tasks, type TaskStatus } from '../modules/tasks/tasks.tables.js';
import type { PropertySlug } from './demo-company.js';
import { applyChanges, type RowChange } from './demo-history.js';
import { between, type Random } from './demo-pictures.js';
import { addDays, localInstant } from './demo-time.js';

// The demo's tasks: two weeks back and a week ahead, created like an integration would,
// then moved along as the field team would.

interface TaskSeed {
  property: PropertySlug;
  title: string;
  description?: string;
  /** Days from today (negative: in the past). */
  due: number;
  status: TaskStatus;
}

export const TASKS: TaskSeed[] = [
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

export async function seedTasks(
  deps: ServiceDeps,
  context: {
    tenantId: number;
    adminAccess: AccountActor;
    propertyId: (key: PropertySlug) => number;
    random: Random;
    now: number;
    today: string;
  },
): Promise<void> {
  const db = deps.database.db;
  const { tenantId, adminAccess, propertyId, random, now, today } = context;
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
}
