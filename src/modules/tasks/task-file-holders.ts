import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { taskPhotos, tasks } from './tasks.tables.js';

/**
 * "A task the reader may read holds the file as a completion photo" (for canReadFile): on a
 * property they see, for the office (tasks.manage), and in the field app for whoever the
 * task is for (assigned to them or to nobody, as their task list shows it) or completed it.
 */
export function taskHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  return sql`exists (
    select 1 from ${taskPhotos} join ${tasks}
      on ${tasks.tenantId} = ${taskPhotos.tenantId} and ${tasks.id} = ${taskPhotos.taskId}
    where ${taskPhotos.tenantId} = ${actor.tenantId} and ${taskPhotos.fileId} = ${fileId}
      and ${visibleProperty(actor, tasks.propertyId)}
      and ${
        permissions.includes('tasks.manage')
          ? sql`true`
          : or(
              sql`${tasks.assigneeAccountId} is null`,
              eq(tasks.assigneeAccountId, actor.accountId),
              eq(tasks.completedByAccountId, actor.accountId),
            )
      })`;
}
