import { type Static, Type } from '@sinclair/typebox';
import { Id } from '../shared/ids.js';
import { named } from '../shared/schema-names.js';
import { incidentSeverities } from '../incidents/incidents.schema.js';

const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
const Count = Type.Integer({ minimum: 0 });
const Severity = Type.Union(incidentSeverities.map((s) => Type.Literal(s)));

const OnSitePerson = Type.Object({
  account_id: Id,
  name: Type.String(),
  property_id: Id,
  property_name: Type.String(),
  since: DateTime,
  on_break: Type.Boolean(),
});

const OverdueTask = Type.Object({
  id: Id,
  title: Type.String(),
  property_id: Id,
  property_name: Type.String(),
  due_date: Day,
  status: Type.Union([Type.Literal('open'), Type.Literal('in_progress')]),
});

const UrgentIncident = Type.Object({
  id: Id,
  title: Type.String(),
  severity: Severity,
  status: Type.Union([Type.Literal('open'), Type.Literal('in_progress')]),
  property_id: Id,
  property_name: Type.String(),
  reported_at: DateTime,
});

const RoundSlot = Type.Object({
  route_id: Id,
  route_name: Type.String(),
  property_id: Id,
  property_name: Type.String(),
  planned_start: DateTime,
  late_after: DateTime,
  /** The round walked for it, if any (late or running). */
  round_id: Type.Union([Id, Type.Null()]),
});

export const HomeSchema = named(
  'HomeOverview',
  Type.Object({
    /** When the figures were read, and the tenant's day they count. */
    generated_at: DateTime,
    day: Day,
    time_zone: Type.String(),
    /** Who is clocked in now (time.manage); null without the permission. */
    on_site: Type.Union([
      Type.Object({ count: Count, on_break: Count, people: Type.Array(OnSitePerson) }),
      Type.Null(),
    ]),
    /** Open tasks past their due day, and those due today (tasks.manage). */
    tasks: Type.Union([
      Type.Object({ overdue: Count, due_today: Count, oldest_overdue: Type.Array(OverdueTask) }),
      Type.Null(),
    ]),
    /** Incidents not yet resolved, by severity with the oldest's report time (incidents.manage). */
    incidents: Type.Union([
      Type.Object({
        open: Count,
        by_severity: Type.Array(
          Type.Object({ severity: Severity, count: Count, oldest_reported_at: Type.Union([DateTime, Type.Null()]) }),
        ),
        urgent: Type.Array(UrgentIncident),
      }),
      Type.Null(),
    ]),
    /** Today's scheduled patrol rounds (patrols.manage). */
    patrols: Type.Union([
      Type.Object({
        running: Count,
        late: Count,
        missed: Count,
        upcoming: Count,
        missed_rounds: Type.Array(RoundSlot),
        late_rounds: Type.Array(RoundSlot),
      }),
      Type.Null(),
    ]),
    /** Alerts of the kinds the person acts on, at their properties, nobody acknowledged yet. */
    alerts: Type.Object({ open: Count }),
  }),
);
export type HomeDto = Static<typeof HomeSchema>;
