import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { formResponsePhotos, formResponses } from './forms.tables.js';

/**
 * "A form response the reader may read holds the file" (for canReadFile): on a property
 * they see, and the office (forms.manage) reads every response; others read submitted ones
 * (as the form's PDF report shows them) and their own drafts.
 */
export function formResponseHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  return sql`exists (
    select 1 from ${formResponsePhotos} join ${formResponses}
      on ${formResponses.tenantId} = ${formResponsePhotos.tenantId} and ${formResponses.id} = ${formResponsePhotos.responseId}
    where ${formResponsePhotos.tenantId} = ${actor.tenantId} and ${formResponsePhotos.fileId} = ${fileId}
      and ${visibleProperty(actor, formResponses.propertyId)}
      and ${
        permissions.includes('forms.manage')
          ? sql`true`
          : or(
              eq(formResponses.status, 'submitted'),
              eq(formResponses.createdByAccountId, actor.accountId),
              eq(formResponses.submittedByAccountId, actor.accountId),
            )
      })`;
}
