import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { type NightWindow, type SurchargeKind, surchargeKinds } from './surcharges.js';
import { surchargeSettings } from './working-time.tables.js';

// The organisation's surcharges: the night window and, per kind, whether it is counted and
// at what percentage (null: hours only). docs/payroll.md describes how they are counted.

export { surchargeKinds, type SurchargeKind };

export interface SurchargeKindSetting {
  enabled: boolean;
  /** 1 to 1000; null: the hours only. */
  percent: number | null;
}

export interface SurchargeSettings {
  nightWindow: NightWindow;
  kinds: Record<SurchargeKind, SurchargeKindSetting>;
}

export const NO_SURCHARGES: SurchargeSettings = {
  nightWindow: { start: '23:00', end: '06:00' },
  kinds: {
    night: { enabled: false, percent: null },
    sunday: { enabled: false, percent: null },
    holiday: { enabled: false, percent: null },
  },
};

/** The organisation's surcharges; none counted while it has set none. */
export async function findSurchargeSettings(db: Executor, tenantId: number): Promise<SurchargeSettings> {
  const [row] = await db.select().from(surchargeSettings).where(eq(surchargeSettings.tenantId, tenantId));
  if (!row) return NO_SURCHARGES;
  return {
    nightWindow: { start: row.nightStart, end: row.nightEnd },
    kinds: {
      night: { enabled: row.nightEnabled, percent: row.nightPercent },
      sunday: { enabled: row.sundayEnabled, percent: row.sundayPercent },
      holiday: { enabled: row.holidayEnabled, percent: row.holidayPercent },
    },
  };
}

/** Whether any kind is counted (the detail CSV then has its surcharge columns). */
export function anySurcharge(settings: SurchargeSettings): boolean {
  return surchargeKinds.some((kind) => settings.kinds[kind].enabled);
}

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The office sets the surcharges (the whole set at once): the night window's start and end
 * as local `HH:MM`, different from each other; each percentage a whole number from 1 to
 * 1000 or null. A refusal names every field at fault.
 */
export async function changeSurchargeSettings(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  next: SurchargeSettings,
): Promise<SurchargeSettings> {
  const errors: FieldError[] = [];
  const start = next.nightWindow.start.trim();
  const end = next.nightWindow.end.trim();
  if (!CLOCK.test(start))
    errors.push({ pointer: '/night_window/start', detail: 'Must be a time HH:MM (00:00 to 23:59).' });
  if (!CLOCK.test(end)) errors.push({ pointer: '/night_window/end', detail: 'Must be a time HH:MM (00:00 to 23:59).' });
  else if (start === end) errors.push({ pointer: '/night_window/end', detail: 'Must differ from the start.' });
  for (const kind of surchargeKinds) {
    const percent = next.kinds[kind].percent;
    if (percent !== null && (!Number.isInteger(percent) || percent < 1 || percent > 1000)) {
      errors.push({ pointer: `/${kind}/percent`, detail: 'Must be a whole number from 1 to 1000, or null.' });
    }
  }
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  const values = {
    nightStart: start,
    nightEnd: end,
    nightEnabled: next.kinds.night.enabled,
    nightPercent: next.kinds.night.percent,
    sundayEnabled: next.kinds.sunday.enabled,
    sundayPercent: next.kinds.sunday.percent,
    holidayEnabled: next.kinds.holiday.enabled,
    holidayPercent: next.kinds.holiday.percent,
  };
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(surchargeSettings)
      .values({ tenantId, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: surchargeSettings.tenantId, set: { ...values, updatedAt: at } });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.settings_changed',
      targetType: 'tenant',
      targetId: tenantId,
      details: { changed: ['surcharges'] },
      at,
    });
  });
  return findSurchargeSettings(deps.database.db, tenantId);
}
