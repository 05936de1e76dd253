import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ARBZG_RULES } from '../../modules/working-time/arbzg.js';
import { personWithinReach, requireEveryProperty } from '../../modules/access/people-access.js';
import { pagePeople } from '../../modules/accounts/accounts.service.js';
import {
  createEntry,
  deleteEntry,
  editEntry,
  entryHistory,
  listLocks,
  unlockPeriod,
} from '../../modules/working-time/entry-edits.service.js';
import { lockPeriod } from '../../modules/working-time/people.service.js';
import { approveEntries, timeSheet } from '../../modules/working-time/timesheets.service.js';
import { COMPLIANCE_RULES, complianceReport } from '../../modules/working-time/compliance-report.service.js';
import { personAccess } from '../../modules/access/people-access.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { PdfQueueFullError } from '../../platform/pdf/renderer.js';
import { complianceReportJob } from '../../modules/reports/working-time-compliance-document.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';
import { Id } from '../../modules/shared/ids.js';

const manage = { portal: { permission: 'time.manage' as const } };
const Time = Type.String({
  description: 'HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap).',
});
const Reason = Type.String({ maxLength: 500, description: 'Why: kept in the entry’s history (3 to 500 characters).' });
const OverrideReason = Type.String({
  maxLength: 500,
  description:
    'Saves despite working-time rules set to block (`working_time_rule_blocked`); kept in the audit log with the rules.',
});
const Breaks = Type.Array(Type.Object({ start: Time, end: Time }, { additionalProperties: false }), { maxItems: 20 });
const Snapshot = Type.Union([
  Type.Object(
    {
      property_id: Type.Integer(),
      started_at: Type.String(),
      ended_at: Type.Union([Type.String(), Type.Null()]),
      breaks: Type.Array(
        Type.Object({ started_at: Type.String(), ended_at: Type.Union([Type.String(), Type.Null()]) }),
      ),
      note: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
const zoneOf = (request: { portalSession?: { timezone?: string } | null }) =>
  request.portalSession?.timezone ?? 'Europe/Berlin';

const EntrySchema = Type.Object(
  {
    id: Type.Integer(),
    account_id: Type.Integer(),
    person: Type.String(),
    property_id: Type.Integer(),
    property: Type.String(),
    day: Type.String({ format: 'date' }),
    start: Type.String(),
    end: Type.Union([Type.String(), Type.Null()]),
    break_minutes: Type.Integer(),
    net_minutes: Type.Union([Type.Integer(), Type.Null()]),
    status: Type.Union(['open', 'recorded', 'approved', 'edited', 'locked'].map((s) => Type.Literal(s))),
    note: Type.Union([Type.String(), Type.Null()]),
    breaks: Type.Array(Type.Object({ start: Type.String(), end: Type.Union([Type.String(), Type.Null()]) })),
    edited_by: Type.Union([Type.String(), Type.Null()]),
    flags: Type.Object(
      {
        clock_skew: Type.Boolean(),
        long_open: Type.Boolean(),
        end_missing: Type.Boolean({
          description:
            'Closed at its last tap: a later start arrived before the phone’s end; the end sets the time when it arrives, or the office enters it.',
        }),
        break_rule: Type.Union([Type.Literal('break_30_after_6h'), Type.Literal('break_45_after_9h'), Type.Null()]),
        rules: Type.Array(
          Type.Object(
            {
              rule: Type.Union(ARBZG_RULES.map((r) => Type.Literal(r))),
              actual_minutes: Type.Integer(),
              limit_minutes: Type.Integer(),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'The working-time rules (ArbZG) the entry’s working day breaks: daily_max (§3, over 10 h net), breaks (§4, too little break on net time), stretch (§4, over 6 h in a row), rest (§5, under 11 h before the day), sunday and holiday (§9). A rule the organisation switched off is not named.',
          },
        ),
        late_record: Type.Union(
          [
            Type.Object(
              { by: Type.Union([Type.String(), Type.Null()]), at: Type.String({ format: 'date-time' }) },
              { additionalProperties: false },
            ),
            Type.Null(),
          ],
          {
            description:
              'MiLoG §17: the office added or last changed the entry after the end of the seventh day following its work day; who and when. Null when not, or when the organisation switched the rule off.',
          },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const Mode = Type.Union(['off', 'warn', 'block'].map((m) => Type.Literal(m)));
const Who = Type.Object(
  { by: Type.Union([Type.String(), Type.Null()]), at: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
const ComplianceSchema = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    time_zone: Type.String(),
    modes: Type.Object(
      { max_daily: Mode, breaks: Mode, rest: Mode, sunday_holiday: Mode, late_record: Mode },
      { additionalProperties: false },
    ),
    people: Type.Array(
      Type.Object(
        {
          account_id: Type.Integer(),
          person: Type.String(),
          findings: Type.Array(
            Type.Object(
              {
                rule: Type.Union(COMPLIANCE_RULES.map((r) => Type.Literal(r))),
                day: Type.String({ format: 'date' }),
                entry_ids: Type.Array(Type.Integer()),
                actual_minutes: Type.Integer(),
                limit_minutes: Type.Integer(),
                mode: Mode,
                override: Type.Union([
                  Type.Object(
                    {
                      by: Type.Union([Type.String(), Type.Null()]),
                      at: Type.String({ format: 'date-time' }),
                      reason: Type.String(),
                    },
                    { additionalProperties: false },
                  ),
                  Type.Null(),
                ]),
                recorded: Type.Union([Who, Type.Null()]),
              },
              { additionalProperties: false },
            ),
          ),
          totals: Type.Array(
            Type.Object(
              {
                rule: Type.Union(COMPLIANCE_RULES.map((r) => Type.Literal(r))),
                findings: Type.Integer(),
                overridden: Type.Integer(),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The office's time sheet: entries of a period with their flags, approving, locking. */
export function portalTimeSheetRoutes(deps: AppDeps, fileStore: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/time-sheet',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object(
            {
              from: Type.String({ format: 'date' }),
              to: Type.String({ format: 'date' }),
              account_id: Type.Optional(Id),
              property_id: Type.Optional(Id),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object(
              { data: Type.Array(EntrySchema), time_zone: Type.String() },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const timeZone = request.portalSession?.timezone ?? 'Europe/Berlin';
        const entries = await timeSheet(deps, user.actor, timeZone, {
          from: request.query.from,
          to: request.query.to,
          accountId: request.query.account_id,
          propertyId: request.query.property_id,
        });
        return {
          time_zone: timeZone,
          data: entries.map((e) => ({
            id: e.id,
            account_id: e.accountId,
            person: e.person,
            property_id: e.propertyId,
            property: e.property,
            day: e.day,
            start: e.start,
            end: e.end,
            break_minutes: e.breakMinutes,
            net_minutes: e.netMinutes,
            status: e.status,
            note: e.note,
            breaks: e.breaks,
            edited_by: e.editedBy,
            flags: {
              clock_skew: e.flags.clockSkew,
              long_open: e.flags.longOpen,
              end_missing: e.flags.endMissing,
              late_record:
                e.flags.lateRecord === null
                  ? null
                  : { by: e.flags.lateRecord.by, at: e.flags.lateRecord.at.toISOString() },
              break_rule: e.flags.breakRule,
              rules: e.flags.rules.map((r) => ({
                rule: r.rule,
                actual_minutes: r.actualMinutes,
                limit_minutes: r.limitMinutes,
              })),
            },
          })),
        };
      },
    );

    app.get(
      '/time-sheet/compliance',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object(
            {
              from: Type.String({ format: 'date' }),
              to: Type.String({ format: 'date' }),
              account_id: Type.Optional(Id),
            },
            { additionalProperties: false },
          ),
          response: { 200: ComplianceSchema },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const accountId = request.query.account_id;
        if (accountId !== undefined && (await personAccess(deps.database.db, user.tenantId, accountId)) === undefined) {
          throw notFound('The person');
        }
        const report = await complianceReport(deps, user.actor, zoneOf(request), {
          from: request.query.from,
          to: request.query.to,
          accountId,
        });
        return {
          from: report.from,
          to: report.to,
          time_zone: report.timeZone,
          modes: report.modes,
          people: report.people.map((p) => ({
            account_id: p.accountId,
            person: p.person,
            findings: p.findings.map((f) => ({
              rule: f.rule,
              day: f.day,
              entry_ids: f.entryIds,
              actual_minutes: f.actualMinutes,
              limit_minutes: f.limitMinutes,
              mode: f.mode,
              override: f.override === null ? null : { ...f.override, at: f.override.at.toISOString() },
              recorded: f.recorded === null ? null : { by: f.recorded.by, at: f.recorded.at.toISOString() },
            })),
            totals: p.totals,
          })),
        };
      },
    );

    app.get(
      '/time-sheet/compliance/pdf',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object(
            {
              from: Type.String({ format: 'date' }),
              to: Type.String({ format: 'date' }),
              account_id: Type.Optional(Id),
              language: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const { from, to, account_id: accountId, language } = request.query;
        if (accountId !== undefined && (await personAccess(deps.database.db, user.tenantId, accountId)) === undefined) {
          throw notFound('The person');
        }
        const { job, language: spoken } = await complianceReportJob(deps, fileStore, user.actor, zoneOf(request), {
          from,
          to,
          accountId,
          language,
        });
        if (!deps.pdf) throw new DomainError('service_unavailable', 'PDFs cannot be made right now.');
        const pdf = await deps.pdf.render(job).catch((error: unknown) => {
          if (error instanceof PdfQueueFullError) {
            throw new DomainError('service_unavailable', 'Too many PDFs are being made; try again in a moment.');
          }
          throw error;
        });
        const name = spoken === 'de' ? 'Arbeitszeit-Pruefbericht' : 'working-time-compliance';
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}-${from}-${to}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf.bytes));
      },
    );

    app.post(
      '/time-sheet/approve',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false }),
          response: { 200: Type.Object({ approved: Type.Integer() }, { additionalProperties: false }) },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const timeZone = request.portalSession?.timezone ?? 'Europe/Berlin';
        return { approved: await approveEntries(deps, user.actor, timeZone, request.body.ids) };
      },
    );

    app.get(
      '/time-sheet/people',
      {
        config: manage,
        schema: {
          hide: true,
          response: {
            200: Type.Object(
              {
                data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() })),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const people: { id: number; name: string; active: boolean }[] = [];
        for (let afterId = 0; ;) {
          const page = await pagePeople(deps.database.db, user.tenantId, {
            afterId,
            limit: 1000,
            within: (id) => personWithinReach(user.actor, id),
          });
          people.push(...page);
          if (page.length < 1000) break;
          afterId = page[page.length - 1]!.id;
        }
        people.sort((a, b) => a.name.localeCompare(b.name));
        return { data: people };
      },
    );

    app.post(
      '/time-sheet/entries',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object(
            {
              account_id: Id,
              property_id: Id,
              day: Type.String(),
              start: Time,
              end: Time,
              breaks: Type.Optional(Breaks),
              note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
              reason: Reason,
              override_reason: Type.Optional(OverrideReason),
            },
            { additionalProperties: false },
          ),
          response: { 201: Type.Object({ id: Type.Integer() }, { additionalProperties: false }) },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const body = request.body;
        const id = await createEntry(deps, user.actor, zoneOf(request), {
          accountId: body.account_id,
          propertyId: body.property_id,
          day: body.day,
          start: body.start,
          end: body.end,
          breaks: body.breaks ?? [],
          note: body.note ?? null,
          reason: body.reason,
          overrideReason: body.override_reason,
        });
        return reply.code(201).send({ id });
      },
    );

    app.patch(
      '/time-sheet/entries/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }),
          body: Type.Object(
            {
              property_id: Type.Optional(Id),
              day: Type.Optional(Type.String()),
              start: Type.Optional(Time),
              end: Type.Optional(Type.Union([Time, Type.Null()])),
              breaks: Type.Optional(Breaks),
              note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
              reason: Reason,
              override_reason: Type.Optional(OverrideReason),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const body = request.body;
        await editEntry(deps, user.actor, zoneOf(request), request.params.id, {
          ...(body.property_id !== undefined ? { propertyId: body.property_id } : {}),
          ...(body.day !== undefined ? { day: body.day } : {}),
          ...(body.start !== undefined ? { start: body.start } : {}),
          ...(body.end !== undefined ? { end: body.end } : {}),
          ...(body.breaks !== undefined ? { breaks: body.breaks } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
          reason: body.reason,
          overrideReason: body.override_reason,
        });
        return reply.code(204).send();
      },
    );

    app.delete(
      '/time-sheet/entries/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }),
          body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        await deleteEntry(deps, user.actor, zoneOf(request), request.params.id, request.body.reason);
        return reply.code(204).send();
      },
    );

    app.get(
      '/time-sheet/entries/:id/history',
      {
        config: manage,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }),
          response: {
            200: Type.Object(
              {
                data: Type.Array(
                  Type.Object({
                    id: Type.Integer(),
                    action: Type.Union([Type.Literal('created'), Type.Literal('edited'), Type.Literal('deleted')]),
                    at: Type.String({ format: 'date-time' }),
                    actor: Type.Union([Type.String(), Type.Null()]),
                    reason: Type.String(),
                    before: Snapshot,
                    after: Snapshot,
                  }),
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const rows = await entryHistory(deps, user.actor, request.params.id);
        return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
      },
    );

    app.get(
      '/time-locks',
      {
        config: manage,
        schema: {
          hide: true,
          response: {
            200: Type.Object(
              {
                data: Type.Array(
                  Type.Object({
                    id: Type.Integer(),
                    from: Type.String({ format: 'date' }),
                    to: Type.String({ format: 'date' }),
                    locked_at: Type.String({ format: 'date-time' }),
                    locked_by: Type.Union([Type.String(), Type.Null()]),
                  }),
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const locks = await listLocks(deps, user.tenantId);
        return {
          data: locks.map((l) => ({
            id: l.id,
            from: l.from,
            to: l.to,
            locked_at: l.lockedAt.toISOString(),
            locked_by: l.lockedBy,
          })),
        };
      },
    );

    app.post(
      '/time-locks/:id/unlock',
      {
        config: { portal: { permission: 'time.unlock' as const } },
        schema: {
          hide: true,
          params: Type.Object({ id: Id }),
          body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        requireEveryProperty(user.actor, 'Unlocking a period');
        await unlockPeriod(deps, user.tenantId, user.accountId, request.params.id, request.body.reason);
        return reply.code(204).send();
      },
    );

    app.post(
      '/time-locks',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object(
            { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        requireEveryProperty(user.actor, 'Locking a period');
        await lockPeriod(deps, user.tenantId, user.accountId, request.body.from, request.body.to);
        return reply.code(204).send();
      },
    );
  };
}
