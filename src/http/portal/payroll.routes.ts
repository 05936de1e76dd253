import { requireEveryProperty } from '../../modules/access/people-access.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountIdParams } from '../../modules/accounts/accounts.schema.js';
import { GERMAN_STATES } from '../../modules/working-time/holidays.js';
import {
  absenceKinds,
  absencePeople,
  addHoliday,
  applyHolidayPreset,
  listAbsences,
  listHolidays,
  listPayrollProfiles,
  lockedDaysBetween,
  type PayrollProfile,
  recordAbsences,
  removeAbsence,
  removeHoliday,
  setPayrollProfile,
} from '../../modules/working-time/people.service.js';
import {
  changeWorkingTimeSettings,
  findWorkingTimeSettings,
  roundingSteps,
  ruleModes,
  ruleModeValues,
  type WorkingTimeSettings,
} from '../../modules/working-time/settings.service.js';
import {
  changeDatevSettings,
  type DatevSettings,
  findDatevSettings,
} from '../../modules/working-time/datev.service.js';
import {
  changeSurchargeSettings,
  findSurchargeSettings,
  type SurchargeSettings,
} from '../../modules/working-time/surcharge-settings.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';
import { Id } from '../../modules/shared/ids.js';

// The office's payroll master data: personnel numbers and target hours, absences, the
// holiday calendar and the working-time rules.

const manage = { portal: { permission: 'time.manage' as const } };
const editSettings = { portal: { permission: 'settings.edit' as const } };
const Day = Type.String({ format: 'date' });
const Text50 = Type.Union([Type.String({ maxLength: 50 }), Type.Null()]);
const AbsenceKind = Type.Union(absenceKinds.map((kind) => Type.Literal(kind)));

const PayrollProfileSchema = Type.Object(
  {
    account_id: Type.Integer(),
    personnel_number: Type.Union([Type.String(), Type.Null()]),
    cost_centre: Type.Union([Type.String(), Type.Null()]),
    weekly_target_minutes: Type.Integer(),
    work_days: Type.Integer({ description: 'Monday = 1 … Sunday = 64; Monday to Friday: 31.' }),
  },
  { additionalProperties: false },
);

const presentProfile = (p: PayrollProfile) => ({
  account_id: p.accountId,
  personnel_number: p.personnelNumber,
  cost_centre: p.costCentre,
  weekly_target_minutes: p.weeklyTargetMinutes,
  work_days: p.workDays,
});

const HolidaySchema = Type.Object({ day: Type.String(), name: Type.String() }, { additionalProperties: false });

const Code = Type.String({ minLength: 1, maxLength: 3 });
const Mode = Type.Union(ruleModeValues.map((m) => Type.Literal(m)));
const RulesSchema = Type.Object(
  {
    max_daily: Mode,
    breaks: Mode,
    rest: Mode,
    sunday_holiday: Mode,
    late_record: Mode,
  },
  {
    additionalProperties: false,
    description:
      'Each rule: off (not checked), warn (named in the time sheet and on the phone) or block (the office’s write is refused unless overridden with a reason).',
  },
);
const SettingsSchema = Type.Object(
  {
    rounding_minutes: Type.Integer(),
    rules: RulesSchema,
    store_location: Type.Boolean(),
    vacation_code: Type.String(),
    sick_code: Type.String(),
    other_code: Type.String(),
    holiday_code: Type.String(),
  },
  { additionalProperties: false },
);
const SettingsPatch = Type.Object(
  {
    rounding_minutes: Type.Optional(Type.Union(roundingSteps.map((step) => Type.Literal(step)))),
    rules: Type.Optional(Type.Partial(RulesSchema, { additionalProperties: false, minProperties: 1 })),
    store_location: Type.Optional(Type.Boolean()),
    vacation_code: Type.Optional(Code),
    sick_code: Type.Optional(Code),
    other_code: Type.Optional(Code),
    holiday_code: Type.Optional(Code),
  },
  { additionalProperties: false, minProperties: 1 },
);

const presentSettings = (s: WorkingTimeSettings) => ({
  rounding_minutes: s.roundingMinutes,
  rules: ruleModes(s),
  store_location: s.storeLocation,
  vacation_code: s.vacationCode,
  sick_code: s.sickCode,
  other_code: s.otherCode,
  holiday_code: s.holidayCode,
});

const WageType = Type.Union([Type.String({ maxLength: 10 }), Type.Null()]);
const DatevSettingsSchema = Type.Object(
  {
    consultant_number: Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Beraternummer: 1 to 7 digits; null while not set.',
    }),
    client_number: Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Mandantennummer: 1 to 5 digits; null while not set.',
    }),
    wage_types: Type.Object(
      {
        regular: WageType,
        absences: Type.Object({ vacation: WageType, sick: WageType, other: WageType }, { additionalProperties: false }),
        surcharges: Type.Optional(
          Type.Object(
            { night: WageType, sunday: WageType, holiday: WageType },
            {
              additionalProperties: false,
              description:
                'Surcharge hours of the kinds the organisation counts; left out when saving: kept as they are.',
            },
          ),
        ),
        cost_centres: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 10 }), {
          description: 'Regular hours of people in these cost centres go to these wage types instead.',
        }),
      },
      {
        additionalProperties: false,
        description: 'Lohnarten, the organisation’s own numbers (1 to 4 digits); null: not mapped.',
      },
    ),
  },
  { additionalProperties: false },
);

const presentDatev = (s: DatevSettings) => ({
  consultant_number: s.consultantNumber,
  client_number: s.clientNumber,
  wage_types: {
    regular: s.wageTypes.regular,
    absences: s.wageTypes.absences,
    surcharges: s.wageTypes.surcharges,
    cost_centres: s.wageTypes.costCentres,
  },
});

const Percent = Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
  description: 'The surcharge in percent (1 to 1000); null: hours only.',
});
const SurchargeKindSchema = Type.Object({ enabled: Type.Boolean(), percent: Percent }, { additionalProperties: false });
const SurchargeSettingsSchema = Type.Object(
  {
    night_window: Type.Object(
      { start: Type.String({ maxLength: 5 }), end: Type.String({ maxLength: 5 }) },
      {
        additionalProperties: false,
        description: 'Local times HH:MM in the organisation’s zone; an end not after the start is the next day.',
      },
    ),
    night: SurchargeKindSchema,
    sunday: SurchargeKindSchema,
    holiday: SurchargeKindSchema,
  },
  { additionalProperties: false },
);

const presentSurcharges = (s: SurchargeSettings) => ({
  night_window: s.nightWindow,
  night: s.kinds.night,
  sunday: s.kinds.sunday,
  holiday: s.kinds.holiday,
});

export function portalPayrollRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/payroll-profiles',
      {
        config: manage,
        schema: {
          hide: true,
          response: { 200: Type.Object({ data: Type.Array(PayrollProfileSchema) }, { additionalProperties: false }) },
        },
      },
      async (request) => ({
        data: (await listPayrollProfiles(deps, portalUserOf(request).tenantId, portalUserOf(request).actor)).map(
          presentProfile,
        ),
      }),
    );

    app.put(
      '/accounts/:id/payroll-profile',
      {
        config: manage,
        schema: {
          hide: true,
          params: AccountIdParams,
          body: Type.Object(
            {
              personnel_number: Type.Optional(Text50),
              cost_centre: Type.Optional(Text50),
              weekly_target_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 60 })),
              work_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 127 })),
            },
            { additionalProperties: false },
          ),
          response: { 200: PayrollProfileSchema },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const body = request.body;
        const profile = await setPayrollProfile(
          deps,
          user.tenantId,
          request.params.id,
          {
            ...(body.personnel_number !== undefined ? { personnelNumber: body.personnel_number } : {}),
            ...(body.cost_centre !== undefined ? { costCentre: body.cost_centre } : {}),
            ...(body.weekly_target_minutes !== undefined ? { weeklyTargetMinutes: body.weekly_target_minutes } : {}),
            ...(body.work_days !== undefined ? { workDays: body.work_days } : {}),
          },
          user.actor,
        );
        return presentProfile(profile);
      },
    );

    app.get(
      '/absences',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object({ from: Day, to: Day }, { additionalProperties: false }),
          response: {
            200: Type.Object(
              {
                people: Type.Array(
                  Type.Object(
                    { account_id: Type.Integer(), name: Type.String(), work_days: Type.Integer() },
                    { additionalProperties: false },
                  ),
                ),
                data: Type.Array(
                  Type.Object(
                    {
                      id: Type.Integer(),
                      account_id: Type.Integer(),
                      day: Type.String(),
                      kind: AbsenceKind,
                      half_day: Type.Boolean(),
                      note: Type.Union([Type.String(), Type.Null()]),
                    },
                    { additionalProperties: false },
                  ),
                ),
                holidays: Type.Array(HolidaySchema),
                locked_days: Type.Array(Type.String()),
                codes: Type.Object(
                  { vacation: Type.String(), sick: Type.String(), other: Type.String(), holiday: Type.String() },
                  { additionalProperties: false },
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const { tenantId, actor } = portalUserOf(request);
        const { from, to } = request.query;
        const data = await listAbsences(deps, tenantId, actor, from, to);
        const [people, holidays, locked, settings] = await Promise.all([
          absencePeople(
            deps,
            tenantId,
            actor,
            data.map((a) => a.accountId),
          ),
          listHolidays(deps, tenantId, from, to),
          lockedDaysBetween(deps, tenantId, from, to),
          findWorkingTimeSettings(deps.database.db, tenantId),
        ]);
        return {
          people: people.map((p) => ({ account_id: p.accountId, name: p.name, work_days: p.workDays })),
          data: data.map((a) => ({
            id: a.id,
            account_id: a.accountId,
            day: a.day,
            kind: a.kind,
            half_day: a.halfDay,
            note: a.note,
          })),
          holidays,
          locked_days: locked,
          codes: {
            vacation: settings.vacationCode,
            sick: settings.sickCode,
            other: settings.otherCode,
            holiday: settings.holidayCode,
          },
        };
      },
    );

    app.post(
      '/absences',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object(
            {
              account_id: Id,
              from: Day,
              to: Day,
              kind: AbsenceKind,
              half_day: Type.Optional(Type.Boolean()),
              note: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
            },
            { additionalProperties: false },
          ),
          response: {
            201: Type.Object({ days: Type.Array(Type.String()) }, { additionalProperties: false }),
          },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const body = request.body;
        const days = await recordAbsences(deps, user.tenantId, user.actor, {
          accountId: body.account_id,
          from: body.from,
          to: body.to,
          kind: body.kind,
          halfDay: body.half_day ?? false,
          note: body.note ?? null,
        });
        return reply.code(201).send({ days });
      },
    );

    app.delete(
      '/absences/:id',
      { config: manage, schema: { hide: true, params: Type.Object({ id: Id }, { additionalProperties: false }) } },
      async (request, reply) => {
        const user = portalUserOf(request);
        await removeAbsence(deps, user.tenantId, user.actor, request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/holidays',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object(
            { year: Type.Integer({ minimum: 1900, maximum: 2200 }) },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object(
              {
                data: Type.Array(HolidaySchema),
                states: Type.Array(
                  Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: false }),
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const year = request.query.year;
        return {
          data: await listHolidays(deps, portalUserOf(request).tenantId, `${year}-01-01`, `${year}-12-31`),
          states: Object.entries(GERMAN_STATES).map(([code, name]) => ({ code, name })),
        };
      },
    );

    app.post(
      '/holidays',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object({ day: Day, name: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        requireEveryProperty(user.actor, 'The holiday calendar');
        await addHoliday(deps, user.tenantId, user.accountId, request.body);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/holidays/:day',
      { config: manage, schema: { hide: true, params: Type.Object({ day: Day }, { additionalProperties: false }) } },
      async (request, reply) => {
        const user = portalUserOf(request);
        requireEveryProperty(user.actor, 'The holiday calendar');
        await removeHoliday(deps, user.tenantId, user.accountId, request.params.day);
        return reply.code(204).send();
      },
    );

    app.post(
      '/holidays/preset',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object(
            {
              state: Type.Union(Object.keys(GERMAN_STATES).map((code) => Type.Literal(code))),
              year: Type.Integer({ minimum: 1900, maximum: 2200 }),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ added: Type.Integer() }, { additionalProperties: false }) },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        requireEveryProperty(user.actor, 'The holiday calendar');
        return {
          added: await applyHolidayPreset(deps, user.tenantId, request.body.state, request.body.year, user.accountId),
        };
      },
    );

    app.get(
      '/working-time-settings',
      { config: manage, schema: { hide: true, response: { 200: SettingsSchema } } },
      async (request) =>
        presentSettings(await findWorkingTimeSettings(deps.database.db, portalUserOf(request).tenantId)),
    );

    app.get(
      '/datev-settings',
      { config: manage, schema: { hide: true, response: { 200: DatevSettingsSchema } } },
      async (request) => presentDatev(await findDatevSettings(deps.database.db, portalUserOf(request).tenantId)),
    );

    // The whole set at once, as the settings screen shows it.
    app.put(
      '/datev-settings',
      {
        config: editSettings,
        schema: { hide: true, body: DatevSettingsSchema, response: { 200: DatevSettingsSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        const b = request.body;
        return presentDatev(
          await changeDatevSettings(deps, user.tenantId, user.accountId, {
            consultantNumber: b.consultant_number,
            clientNumber: b.client_number,
            wageTypes: {
              regular: b.wage_types.regular,
              absences: b.wage_types.absences,
              ...(b.wage_types.surcharges ? { surcharges: b.wage_types.surcharges } : {}),
              costCentres: b.wage_types.cost_centres,
            },
          }),
        );
      },
    );

    app.get(
      '/surcharge-settings',
      { config: manage, schema: { hide: true, response: { 200: SurchargeSettingsSchema } } },
      async (request) =>
        presentSurcharges(await findSurchargeSettings(deps.database.db, portalUserOf(request).tenantId)),
    );

    // The whole set at once, as the settings screen shows it.
    app.put(
      '/surcharge-settings',
      {
        config: editSettings,
        schema: { hide: true, body: SurchargeSettingsSchema, response: { 200: SurchargeSettingsSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        const b = request.body;
        return presentSurcharges(
          await changeSurchargeSettings(deps, user.tenantId, user.accountId, {
            nightWindow: b.night_window,
            kinds: { night: b.night, sunday: b.sunday, holiday: b.holiday },
          }),
        );
      },
    );

    app.patch(
      '/working-time-settings',
      { config: editSettings, schema: { hide: true, body: SettingsPatch, response: { 200: SettingsSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        const b = request.body;
        return presentSettings(
          await changeWorkingTimeSettings(deps, user.tenantId, user.accountId, {
            ...(b.rounding_minutes !== undefined ? { roundingMinutes: b.rounding_minutes } : {}),
            ...(b.rules?.max_daily !== undefined ? { ruleMaxDaily: b.rules.max_daily } : {}),
            ...(b.rules?.breaks !== undefined ? { ruleBreaks: b.rules.breaks } : {}),
            ...(b.rules?.rest !== undefined ? { ruleRest: b.rules.rest } : {}),
            ...(b.rules?.sunday_holiday !== undefined ? { ruleSundayHoliday: b.rules.sunday_holiday } : {}),
            ...(b.rules?.late_record !== undefined ? { ruleLateRecord: b.rules.late_record } : {}),
            ...(b.store_location !== undefined ? { storeLocation: b.store_location } : {}),
            ...(b.vacation_code !== undefined ? { vacationCode: b.vacation_code } : {}),
            ...(b.sick_code !== undefined ? { sickCode: b.sick_code } : {}),
            ...(b.other_code !== undefined ? { otherCode: b.other_code } : {}),
            ...(b.holiday_code !== undefined ? { holidayCode: b.holiday_code } : {}),
          }),
        );
      },
    );
  };
}
