import type { Executor } from '../../db/client.js';
import { clientPropertyIds } from '../properties/properties.service.js';
import type { reportSchedules } from './report-schedules.tables.js';

/** The properties a subscription covers: its list, its client's, or every one ('all'). */
export async function scopePropertyIds(
  db: Executor,
  schedule: Pick<typeof reportSchedules.$inferSelect, 'tenantId' | 'clientId' | 'propertyIds'>,
): Promise<number[] | 'all'> {
  if (schedule.propertyIds !== null) return schedule.propertyIds;
  if (schedule.clientId !== null) return clientPropertyIds(db, schedule.tenantId, schedule.clientId);
  return 'all';
}
