import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { incidentPhotos, incidents } from './incidents.tables.js';

/**
 * "An incident the reader may read holds the file" (for canReadFile): on a property they
 * see, for the office (incidents.manage), and for whoever reported it or added the photo.
 */
export function incidentHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  return sql`exists (
    select 1 from ${incidentPhotos} join ${incidents}
      on ${incidents.tenantId} = ${incidentPhotos.tenantId} and ${incidents.id} = ${incidentPhotos.incidentId}
    where ${incidentPhotos.tenantId} = ${actor.tenantId} and ${incidentPhotos.fileId} = ${fileId}
      and ${visibleProperty(actor, incidents.propertyId)}
      and ${
        permissions.includes('incidents.manage')
          ? sql`true`
          : or(eq(incidents.reportedByAccountId, actor.accountId), eq(incidentPhotos.addedByAccountId, actor.accountId))
      })`;
}
