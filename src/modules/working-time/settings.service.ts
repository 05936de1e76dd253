import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { publicHolidays, workingTimeSettings } from './working-time.tables.js';

export type WorkingTimeSettings = typeof workingTimeSettings.$inferSelect;

const DEFAULTS: Omit<WorkingTimeSettings, 'tenantId' | 'createdAt' | 'updatedAt'> = {
  roundingMinutes: 0,
  breakRuleWarnings: true,
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
