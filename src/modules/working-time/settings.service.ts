import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { ArbzgRule } from './arbzg.js';
import {
  publicHolidays,
  roundingSteps,
  type RuleMode,
  ruleModes as ruleModeValues,
  workingTimeSettings,
} from './working-time.tables.js';

export { roundingSteps, ruleModeValues };
export type { RuleMode };

/** The rules an organisation sets a mode for, as the settings name them. */
export const RULE_SETTINGS = ['max_daily', 'breaks', 'rest', 'sunday_holiday', 'late_record'] as const;
export type RuleSetting = (typeof RULE_SETTINGS)[number];

/** The setting that governs a finding of the ArbZG checks (§4's stretch goes with the breaks). */
export function settingOfRule(rule: ArbzgRule): RuleSetting {
  switch (rule) {
    case 'daily_max':
      return 'max_daily';
    case 'breaks':
    case 'stretch':
      return 'breaks';
    case 'rest':
      return 'rest';
    case 'sunday':
    case 'holiday':
      return 'sunday_holiday';
  }
}

/** The mode of each rule in the organisation's settings. */
export function ruleModes(s: WorkingTimeSettings): Record<RuleSetting, RuleMode> {
  return {
    max_daily: s.ruleMaxDaily,
    breaks: s.ruleBreaks,
    rest: s.ruleRest,
    sunday_holiday: s.ruleSundayHoliday,
    late_record: s.ruleLateRecord,
  };
}

export type WorkingTimeSettings = typeof workingTimeSettings.$inferSelect;

const DEFAULTS: Omit<WorkingTimeSettings, 'tenantId' | 'createdAt' | 'updatedAt'> = {
  roundingMinutes: 0,
  ruleMaxDaily: 'warn',
  ruleBreaks: 'warn',
  ruleRest: 'warn',
  ruleSundayHoliday: 'warn',
  ruleLateRecord: 'warn',
  storeLocation: false,
  vacationCode: 'U',
  sickCode: 'K',
  otherCode: 'S',
  holidayCode: 'F',
};

/** The organisation's working-time rules; the defaults while it has set none. */
export async function findWorkingTimeSettings(db: Executor, tenantId: number): Promise<WorkingTimeSettings> {
  const [row] = await db.select().from(workingTimeSettings).where(eq(workingTimeSettings.tenantId, tenantId));
  return row ?? { tenantId, createdAt: new Date(0), updatedAt: new Date(0), ...DEFAULTS };
}

export async function updateWorkingTimeSettings(
  db: Executor,
  tenantId: number,
  change: Partial<Omit<WorkingTimeSettings, 'tenantId' | 'createdAt' | 'updatedAt'>>,
): Promise<WorkingTimeSettings> {
  const current = await findWorkingTimeSettings(db, tenantId);
  const next = { ...current, ...change, tenantId, updatedAt: new Date() };
  await db
    .insert(workingTimeSettings)
    .values(next)
    .onConflictDoUpdate({ target: workingTimeSettings.tenantId, set: { ...change, updatedAt: next.updatedAt } });
  return findWorkingTimeSettings(db, tenantId);
}

/** The organisation's public holidays between two days (both included). */
export async function holidaysBetween(db: Executor, tenantId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(and(eq(publicHolidays.tenantId, tenantId), gte(publicHolidays.day, from), lte(publicHolidays.day, to)));
  return new Set(rows.map((row) => row.day));
}

export type WorkingTimeSettingsChange = Partial<Omit<WorkingTimeSettings, 'tenantId' | 'createdAt' | 'updatedAt'>>;

const CODE_FIELDS = [
  ['vacationCode', '/vacation_code'],
  ['sickCode', '/sick_code'],
  ['otherCode', '/other_code'],
  ['holidayCode', '/holiday_code'],
] as const;

/**
 * The office changes the rules: rounding to one of the steps, absence codes of 1 to 3
 * characters, distinct from each other (a cell of the matrix must say which it is).
 */
export async function changeWorkingTimeSettings(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  change: WorkingTimeSettingsChange,
): Promise<WorkingTimeSettings> {
  const errors: FieldError[] = [];
  if (change.roundingMinutes !== undefined && !(roundingSteps as readonly number[]).includes(change.roundingMinutes)) {
    errors.push({ pointer: '/rounding_minutes', detail: `Must be one of ${roundingSteps.join(', ')}.` });
  }
  const trimmed: WorkingTimeSettingsChange = { ...change };
  for (const [key, pointer] of CODE_FIELDS) {
    const value = change[key];
    if (value === undefined) continue;
    const code = value.trim();
    // Letters, digits and a few signs; no separator a CSV reader could trip on.
    if (code.length < 1 || [...code].length > 3 || /[\s;,"']/.test(code)) {
      errors.push({ pointer, detail: 'Must be 1 to 3 characters, no spaces, quotes, commas or semicolons.' });
    }
    trimmed[key] = code;
  }
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  const at = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const before = await findWorkingTimeSettings(tx, tenantId);
    const merged = { ...before, ...trimmed };
    const seen = new Map<string, string>();
    for (const [key, pointer] of CODE_FIELDS) {
      const code = merged[key].toLocaleUpperCase('de');
      if (seen.has(code)) {
        throw new DomainError('validation_failed', 'The request is not valid.', {
          errors: [{ pointer, detail: 'Must differ from the other absence codes.' }],
        });
      }
      seen.set(code, pointer);
    }
    const after = await updateWorkingTimeSettings(tx, tenantId, trimmed);
    const changed = Object.keys(trimmed).filter(
      (key) => before[key as keyof WorkingTimeSettingsChange] !== after[key as keyof WorkingTimeSettingsChange],
    );
    if (changed.length > 0) {
      await recordAudit(tx, {
        tenantId,
        actorAccountId,
        action: 'time.settings_changed',
        targetType: 'tenant',
        targetId: tenantId,
        details: { changed: changed.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)) },
        at,
      });
    }
    return after;
  });
}
