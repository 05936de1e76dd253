import type { AccountActor } from '../access/actor.js';
import { accountNames } from '../accounts/accounts.service.js';
import { auditEventsOfTargets } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { ArbzgRule } from './arbzg.js';
import {
  findWorkingTimeSettings,
  ruleModes,
  settingOfRule,
  type RuleMode,
  type RuleSetting,
} from './settings.service.js';
import { timeSheet, type TimeSheetEntry } from './timesheets.service.js';

// The working-time compliance report: per person and day of a period every finding of the
// working-time rules, with the mode the rule is in, the overrides that saved an entry
// despite a blocking rule (who, when, why: the audit log's `time.rule_overridden`), and the
// entries recorded late (MiLoG §17). The findings are the time sheet's own (timesheets.service.ts
// over arbzg.ts): the rules are evaluated in one place only.

export type ComplianceRule = ArbzgRule | 'late_record';

export interface ComplianceOverride {
  by: string | null;
  at: Date;
  reason: string;
}

export interface ComplianceFinding {
  rule: ComplianceRule;
  /** The working day it concerns (for `rest`: the day whose start came too soon). */
  day: string;
  /** The entries of the person on that day (to open them in the time sheet). */
  entryIds: number[];
  /** What was measured and the limit, in minutes (0 for sunday, holiday and late_record). */
  actualMinutes: number;
  limitMinutes: number;
  mode: RuleMode;
  /** Saved despite the rule set to block: who, when and why. */
  override: ComplianceOverride | null;
  /** late_record: who made the last late write and when. */
  recorded: { by: string | null; at: Date } | null;
}

export interface CompliancePerson {
  accountId: number;
  person: string;
  findings: ComplianceFinding[];
  /** Findings per rule, and how many of them were overridden. */
  totals: { rule: ComplianceRule; findings: number; overridden: number }[];
}

export interface ComplianceReport {
  from: string;
  to: string;
  timeZone: string;
  modes: Record<RuleSetting, RuleMode>;
  people: CompliancePerson[];
}

/** The order rules are listed in: as the law numbers them. */
export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  'daily_max',
  'breaks',
  'stretch',
  'rest',
  'sunday',
  'holiday',
  'late_record',
];

const order = (rule: ComplianceRule) => COMPLIANCE_RULES.indexOf(rule);

interface OverrideDetails {
  reason?: unknown;
  rules?: { rule?: unknown; day?: unknown }[];
}

/**
 * The report of a period, for one person or everyone whose entries lie at properties the
 * actor sees (the time sheet's reach).
 */
export async function complianceReport(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  query: { from: string; to: string; accountId?: number | undefined },
): Promise<ComplianceReport> {
  const db = deps.database.db;
  const [entries, settings] = await Promise.all([
    timeSheet(deps, actor, timeZone, { from: query.from, to: query.to, accountId: query.accountId }),
    findWorkingTimeSettings(db, actor.tenantId),
  ]);
  const modes = ruleModes(settings);
  const inPeriod = (day: string) => day >= query.from && day <= query.to;

  // Overrides, keyed by person, rule and day (an override names the rules it saved past).
  const overrides = new Map<string, ComplianceOverride>();
  const accountOf = new Map(entries.map((e) => [e.id, e.accountId]));
  const events = await auditEventsOfTargets(
    db,
    actor.tenantId,
    'time.rule_overridden',
    'work_shift',
    entries.map((e) => e.id),
  );
  const overriders = await accountNames(db, actor.tenantId, [
    ...new Set(events.flatMap((e) => (e.actorAccountId === null ? [] : [e.actorAccountId]))),
  ]);
  for (const event of events) {
    const details = event.details as OverrideDetails;
    const accountId = accountOf.get(event.targetId ?? -1);
    if (accountId === undefined) continue;
    for (const blocked of details.rules ?? []) {
      // The newest override of a rule and day stands (events are read oldest first).
      overrides.set(`${accountId}|${String(blocked.rule)}|${String(blocked.day)}`, {
        by: event.actorAccountId === null ? null : (overriders.get(event.actorAccountId) ?? null),
        at: event.at,
        reason: typeof details.reason === 'string' ? details.reason : '',
      });
    }
  }

  const byPerson = new Map<number, { person: string; entries: TimeSheetEntry[] }>();
  for (const entry of entries) {
    const person = byPerson.get(entry.accountId) ?? { person: entry.person, entries: [] };
    person.entries.push(entry);
    byPerson.set(entry.accountId, person);
  }

  const people: CompliancePerson[] = [];
  for (const [accountId, { person, entries: own }] of byPerson) {
    const entryIdsOf = (day: string) => own.filter((e) => e.day === day).map((e) => e.id);
    const found = new Map<string, ComplianceFinding>();
    for (const entry of own) {
      for (const r of entry.flags.rules) {
        // A day's finding is named on each of its entries (and `rest` on the day before too): once here.
        const key = `${r.rule}|${r.day}`;
        if (!inPeriod(r.day) || found.has(key)) continue;
        found.set(key, {
          rule: r.rule,
          day: r.day,
          entryIds: entryIdsOf(r.day).length > 0 ? entryIdsOf(r.day) : [entry.id],
          actualMinutes: r.actualMinutes,
          limitMinutes: r.limitMinutes,
          mode: modes[settingOfRule(r.rule)],
          override: overrides.get(`${accountId}|${r.rule}|${r.day}`) ?? null,
          recorded: null,
        });
      }
      if (entry.flags.lateRecord !== null && inPeriod(entry.day)) {
        found.set(`late_record|${entry.day}|${entry.id}`, {
          rule: 'late_record',
          day: entry.day,
          entryIds: [entry.id],
          actualMinutes: 0,
          limitMinutes: 0,
          mode: modes.late_record,
          override: overrides.get(`${accountId}|late_record|${entry.day}`) ?? null,
          recorded: entry.flags.lateRecord,
        });
      }
    }
    if (found.size === 0) continue;
    const findings = [...found.values()].sort(
      (a, b) => a.day.localeCompare(b.day) || order(a.rule) - order(b.rule) || a.entryIds[0]! - b.entryIds[0]!,
    );
    const totals = COMPLIANCE_RULES.flatMap((rule) => {
      const of = findings.filter((f) => f.rule === rule);
      return of.length === 0
        ? []
        : [{ rule, findings: of.length, overridden: of.filter((f) => f.override !== null).length }];
    });
    people.push({ accountId, person, findings, totals });
  }
  people.sort((a, b) => a.person.localeCompare(b.person, 'de') || a.accountId - b.accountId);
  return { from: query.from, to: query.to, timeZone, modes, people };
}
