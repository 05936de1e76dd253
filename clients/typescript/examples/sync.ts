// Example: a property-management system (PMS) keeps Caretaker in step with it.
//
// - Its properties become Caretaker properties, found again by `external_id`.
// - Each booking gets a final cleaning on its checkout day: a task whose uuid is derived
//   from the booking id, so the task can always be found again (`GET /tasks?uuid=`)
//   and creating it twice is harmless.
// - A booking that moves moves its task (PATCH due_date); a cancelled booking cancels it,
//   and one that comes back reopens it.
//
// Running it again with the same data changes nothing. Run it from the command line:
//   CARETAKER_URL=https://… CARETAKER_KEY=ct_live_… npx tsx examples/sync.ts pms-export.json
// where pms-export.json is { "properties": [...], "bookings": [...] } as typed below.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type CaretakerClient,
  CaretakerError,
  createCaretakerClient,
  type Schemas,
  type Task,
  unwrap,
} from '../src/index.js';

export interface PmsProperty {
  pmsId: string;
  name: string;
  address?: { street: string; postal_code: string; city: string; country?: string };
}

export interface PmsBooking {
  bookingId: string;
  pmsPropertyId: string;
  /** The checkout day, YYYY-MM-DD: the cleaning is due then. */
  checkout: string;
  cancelled: boolean;
}

export interface SyncReport {
  propertiesCreated: number;
  propertiesUpdated: number;
  tasksCreated: number;
  tasksMoved: number;
  tasksCancelled: number;
  tasksReopened: number;
  unchanged: number;
}

/** The namespace of this PMS's booking ids: any fixed UUID of your own. */
const BOOKING_NAMESPACE = 'c7a9e3f0-2b1d-4e5f-8a6b-9c0d1e2f3a4b';

/** A stable UUID (RFC 9562 version 5) for a booking id: the same id gives the same uuid. */
export function bookingTaskUuid(bookingId: string): string {
  const namespace = Buffer.from(BOOKING_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(bookingId).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type PropertyCreate = Schemas['PropertyCreate'];

/** Creates or updates each PMS property; answers the Caretaker property id of each PMS id. */
export async function syncProperties(
  client: CaretakerClient,
  properties: PmsProperty[],
  report: SyncReport,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const pms of properties) {
    const wanted: PropertyCreate = {
      name: pms.name,
      external_id: pms.pmsId,
      ...(pms.address ? { address: pms.address } : {}),
    };
    const found = unwrap(await client.GET('/api/v1/properties', { params: { query: { external_id: pms.pmsId } } }));
    const existing = found.data[0];
    if (existing === undefined) {
      const created = await client.POST('/api/v1/properties', { body: wanted });
      if (created.error?.code === 'external_id_conflict' && created.error.existing_property_id !== undefined) {
        // Another run created it a moment ago: use that one.
        ids.set(pms.pmsId, created.error.existing_property_id);
        continue;
      }
      ids.set(pms.pmsId, unwrap(created).id);
      report.propertiesCreated++;
      continue;
    }
    ids.set(pms.pmsId, existing.id);
    const address = existing.address;
    const sameAddress =
      pms.address === undefined ||
      (address !== null &&
        address.street === pms.address.street &&
        address.postal_code === pms.address.postal_code &&
        address.city === pms.address.city);
    if (existing.name !== pms.name || !sameAddress) {
      unwrap(
        await client.PATCH('/api/v1/properties/{id}', {
          params: { path: { id: existing.id } },
          body: { name: pms.name, ...(pms.address ? { address: pms.address } : {}) },
        }),
      );
      report.propertiesUpdated++;
    } else {
      report.unchanged++;
    }
  }
  return ids;
}

async function taskOf(client: CaretakerClient, uuid: string): Promise<Task | undefined> {
  return unwrap(await client.GET('/api/v1/tasks', { params: { query: { uuid } } })).data[0];
}

/** One final cleaning per booking, following the booking's moves and cancellations. */
export async function syncCleaningTasks(
  client: CaretakerClient,
  bookings: PmsBooking[],
  propertyIds: Map<string, number>,
  report: SyncReport,
): Promise<void> {
  for (const booking of bookings) {
    const propertyId = propertyIds.get(booking.pmsPropertyId);
    if (propertyId === undefined)
      throw new Error(`Booking ${booking.bookingId}: unknown property ${booking.pmsPropertyId}.`);
    const uuid = bookingTaskUuid(booking.bookingId);
    const task = await taskOf(client, uuid);
    if (task === undefined) {
      if (booking.cancelled) {
        report.unchanged++;
        continue;
      }
      const created = await client.POST('/api/v1/tasks', {
        body: {
          uuid,
          title: 'Final cleaning after checkout',
          property_id: propertyId,
          due_date: booking.checkout,
          description: `Booking ${booking.bookingId}`,
        },
      });
      unwrap(created);
      if (created.response.status === 201) report.tasksCreated++;
      else report.unchanged++;
      continue;
    }
    if (booking.cancelled) {
      if (task.status === 'cancelled') report.unchanged++;
      else {
        unwrap(
          await client.PATCH('/api/v1/tasks/{id}', {
            params: { path: { id: task.id } },
            body: { status: 'cancelled' },
          }),
        );
        report.tasksCancelled++;
      }
      continue;
    }
    const reopen = task.status === 'cancelled';
    const move = task.due_date !== booking.checkout;
    if (!reopen && !move) {
      report.unchanged++;
      continue;
    }
    unwrap(
      await client.PATCH('/api/v1/tasks/{id}', {
        params: { path: { id: task.id } },
        body: { ...(move ? { due_date: booking.checkout } : {}), ...(reopen ? { status: 'open' as const } : {}) },
      }),
    );
    if (reopen) report.tasksReopened++;
    if (move) report.tasksMoved++;
  }
}

/** The whole sync: properties first, then the bookings' cleanings. */
export async function sync(
  client: CaretakerClient,
  data: { properties: PmsProperty[]; bookings: PmsBooking[] },
): Promise<SyncReport> {
  const report: SyncReport = {
    propertiesCreated: 0,
    propertiesUpdated: 0,
    tasksCreated: 0,
    tasksMoved: 0,
    tasksCancelled: 0,
    tasksReopened: 0,
    unchanged: 0,
  };
  const ids = await syncProperties(client, data.properties, report);
  await syncCleaningTasks(client, data.bookings, ids, report);
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file] = process.argv.slice(2);
  const { CARETAKER_URL, CARETAKER_KEY } = process.env;
  if (!file || !CARETAKER_URL || !CARETAKER_KEY) {
    console.error('Usage: CARETAKER_URL=… CARETAKER_KEY=… tsx examples/sync.ts <pms-export.json>');
    process.exit(2);
  }
  const data = JSON.parse(await readFile(file, 'utf8')) as { properties: PmsProperty[]; bookings: PmsBooking[] };
  try {
    console.log(await sync(createCaretakerClient({ baseUrl: CARETAKER_URL, apiKey: CARETAKER_KEY }), data));
  } catch (error) {
    console.error(error instanceof CaretakerError ? error.message : error);
    process.exit(1);
  }
}
