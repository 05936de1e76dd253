import { sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { inspectionRatings, inspections } from './inspections.tables.js';

/**
 * "An inspection the reader may read holds the file" (for canReadFile): a rating's photo or
 * the client representative's signature, on a property they see, for whoever works with
 * inspections (tasks.manage, as the inspection routes need).
 */
export function inspectionHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  if (!permissions.includes('tasks.manage')) return sql`false`;
  return sql`(exists (
    select 1 from ${inspectionRatings} join ${inspections}
      on ${inspections.tenantId} = ${inspectionRatings.tenantId} and ${inspections.id} = ${inspectionRatings.inspectionId}
    where ${inspectionRatings.tenantId} = ${actor.tenantId} and ${fileId} = any(${inspectionRatings.photoFileIds})
      and ${visibleProperty(actor, inspections.propertyId)}
  ) or exists (
    select 1 from ${inspections}
    where ${inspections.tenantId} = ${actor.tenantId} and ${inspections.clientSignatureFileId} = ${fileId}
      and ${visibleProperty(actor, inspections.propertyId)}
  ))`;
}
