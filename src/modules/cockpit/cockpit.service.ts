// The portal's home: what needs the office now. Each part is read only for a person with the
// permission of the list it opens (who is on site: time.manage; tasks: tasks.manage;
// incidents: incidents.manage; patrol rounds: patrols.manage) and only over the properties
// the person sees; each module counts its own records. Figures count the tenant's day
// (local midnight to local midnight); the lists show the most pressing few. Definitions in
// docs/portal.md, "Home".
import { openAlertCount } from '../alerts/alerts.service.js';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import type { Permission } from '../access/permissions.js';
import type { AccountActor } from '../access/actor.js';
import { accountNames } from '../accounts/accounts.service.js';
import { openIncidentFigures } from '../incidents/incident-figures.js';
import { roundsToday, type RoundSlotToday } from '../patrols/rounds-today.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { calendarDay } from '../shared/time.js';
import { openTaskFigures } from '../tasks/task-figures.js';
import { openShiftsNow } from '../working-time/on-site.js';
import type { HomeDto } from './cockpit.schema.js';
import { propertyAccessOf } from '../access/property-access.js';
import { SharedRead } from './shared-read.js';

/** How many records each list of the home page names; its count says how many there are. */
export const HOME_LIST_LENGTH = 10;

type Section<K extends keyof HomeDto> = NonNullable<HomeDto[K]>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The names of the properties among `ids`. */
async function namesOf(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await propertyNames(db, tenantId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function onSite(db: Executor, actor: AccountActor): Promise<Section<'on_site'>> {
  const shifts = await openShiftsNow(db, actor);
  const shown = shifts.slice(0, HOME_LIST_LENGTH);
  const [people, places] = await allQueries(db, [
    () =>
      accountNames(
        db,
        actor.tenantId,
        shown.map((s) => s.accountId),
      ),
    () =>
      namesOf(
        db,
        actor.tenantId,
        shown.map((s) => s.propertyId),
      ),
  ]);
  return {
    count: shifts.length,
    on_break: shifts.filter((s) => s.onBreak).length,
    people: shown.map((s) => ({
      account_id: s.accountId,
      name: people.get(s.accountId) ?? '',
      property_id: s.propertyId,
      property_name: places.get(s.propertyId) ?? '',
      since: s.since.toISOString(),
      on_break: s.onBreak,
    })),
  };
}

async function taskPart(db: Executor, actor: AccountActor, today: string): Promise<Section<'tasks'>> {
  const figures = await openTaskFigures(db, actor, today, HOME_LIST_LENGTH);
  const places = await namesOf(
    db,
    actor.tenantId,
    figures.oldestOverdue.map((task) => task.propertyId),
  );
  return {
    overdue: figures.overdue,
    due_today: figures.dueToday,
    oldest_overdue: figures.oldestOverdue.map((task) => ({
      id: task.id,
      title: task.title,
      property_id: task.propertyId,
      property_name: places.get(task.propertyId) ?? '',
      due_date: task.dueDate,
      status: task.status,
    })),
  };
}

async function incidentPart(db: Executor, actor: AccountActor): Promise<Section<'incidents'>> {
  const figures = await openIncidentFigures(db, actor, HOME_LIST_LENGTH);
  const places = await namesOf(
    db,
    actor.tenantId,
    figures.urgent.map((incident) => incident.propertyId),
  );
  return {
    open: figures.bySeverity.reduce((sum, group) => sum + group.count, 0),
    by_severity: figures.bySeverity.map((group) => ({
      severity: group.severity,
      count: group.count,
      oldest_reported_at: group.oldestReportedAt?.toISOString() ?? null,
    })),
    urgent: figures.urgent.map((incident) => ({
      id: incident.id,
      title: incident.title,
      severity: incident.severity,
      status: incident.status,
      property_id: incident.propertyId,
      property_name: places.get(incident.propertyId) ?? '',
      reported_at: incident.reportedAt.toISOString(),
    })),
  };
}

const slotDto = (slot: RoundSlotToday) => ({
  route_id: slot.routeId,
  route_name: slot.routeName,
  property_id: slot.propertyId,
  property_name: slot.propertyName,
  planned_start: iso(slot.plannedStart),
  late_after: iso(slot.lateAfter),
  round_id: slot.roundId,
});

async function patrolPart(
  db: Executor,
  actor: AccountActor,
  today: string,
  timeZone: string,
  now: number,
): Promise<Section<'patrols'>> {
  const figures = await roundsToday(db, actor, today, timeZone, now, HOME_LIST_LENGTH);
  return {
    running: figures.running,
    late: figures.late,
    missed: figures.missed,
    upcoming: figures.upcoming,
    missed_rounds: figures.missedRounds.map(slotDto),
    late_rounds: figures.lateRounds.map(slotDto),
  };
}

/** One per database: two databases (tests, a bench) may hold tenants of the same id. */
const homes = new WeakMap<ServiceDeps['database'], SharedRead<HomeDto>>();

/**
 * The home page of a person with these permissions, over the properties they see. Its
 * figures depend on nothing else (not on who asks): people of one organisation who see the
 * same properties with the same permissions in the same zone share a computation that is
 * under way (SharedRead), which keeps a process answering when hundreds of portals poll.
 */
export async function homeOverview(
  deps: ServiceDeps,
  actor: AccountActor,
  permissions: readonly Permission[],
  timeZone: string,
): Promise<HomeDto> {
  const access = await propertyAccessOf(deps.database.db, actor);
  const key = JSON.stringify([
    actor.tenantId,
    access === 'all' ? 'all' : [...access].sort((a, b) => a - b),
    [...permissions].sort(),
    timeZone,
  ]);
  let shared = homes.get(deps.database);
  if (shared === undefined) {
    shared = new SharedRead<HomeDto>();
    homes.set(deps.database, shared);
  }
  return shared.read(key, () => computeHome(deps, actor, permissions, timeZone));
}

async function computeHome(
  deps: ServiceDeps,
  actor: AccountActor,
  permissions: readonly Permission[],
  timeZone: string,
): Promise<HomeDto> {
  const db = deps.database.db;
  const now = deps.clock();
  const today = calendarDay(now, timeZone);
  const may = (permission: Permission) => permissions.includes(permission);
  const [onSiteNow, tasks, incidents, patrols, openAlerts] = await allQueries(db, [
    () => (may('time.manage') ? onSite(db, actor) : Promise.resolve(null)),
    () => (may('tasks.manage') ? taskPart(db, actor, today) : Promise.resolve(null)),
    () => (may('incidents.manage') ? incidentPart(db, actor) : Promise.resolve(null)),
    () => (may('patrols.manage') ? patrolPart(db, actor, today, timeZone, now) : Promise.resolve(null)),
    () => openAlertCount(db, actor, permissions),
  ]);
  return {
    generated_at: iso(now),
    day: today,
    time_zone: timeZone,
    on_site: onSiteNow,
    tasks,
    incidents,
    patrols,
    alerts: { open: openAlerts },
  };
}
