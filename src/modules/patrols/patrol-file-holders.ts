import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { patrolRounds, patrolScans } from './patrols.tables.js';

/**
 * "A checkpoint scan the reader may read holds the file" (for canReadFile): on a property
 * they see, for the office (patrols.manage), and for the guard who scanned or started the round.
 */
export function patrolScanHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  return sql`exists (
    select 1 from ${patrolScans} join ${patrolRounds}
      on ${patrolRounds.tenantId} = ${patrolScans.tenantId} and ${patrolRounds.id} = ${patrolScans.roundId}
    where ${patrolScans.tenantId} = ${actor.tenantId} and ${patrolScans.photoFileId} = ${fileId}
      and ${visibleProperty(actor, patrolRounds.propertyId)}
      and ${
        permissions.includes('patrols.manage')
          ? sql`true`
          : or(eq(patrolScans.accountId, actor.accountId), eq(patrolRounds.startedByAccountId, actor.accountId))
      })`;
}
