import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FileReader } from '../access/file-access.js';
import { visibleProperty } from '../access/property-access.js';
import { taskPhotos, tasks } from './tasks.tables.js';

/**
 * "A task the reader may read holds the file" (for canReadFile), as a completion photo or a
 * photo given with it when it was made (a defect's): on a property they see, for the office
 * (tasks.manage), and in the field app for whoever the task is for (assigned to them or to
 * nobody, as their task list shows it) or completed it.
 */
export function taskHoldsFile({ actor, permissions }: FileReader, fileId: SQL): SQL {
  const readable = and(
    visibleProperty(actor, tasks.propertyId),
    permissions.includes('tasks.manage')
      ? sql`true`
      : or(
          sql`${tasks.assigneeAccountId} is null`,
          eq(tasks.assigneeAccountId, actor.accountId),
          eq(tasks.completedByAccountId, actor.accountId),
        ),
  );
  return sql`(exists (
    select 1 from ${taskPhotos} join ${tasks}
      on ${tasks.tenantId} = ${taskPhotos.tenantId} and ${tasks.id} = ${taskPhotos.taskId}
    where ${taskPhotos.tenantId} = ${actor.tenantId} and ${taskPhotos.fileId} = ${fileId} and ${readable}
  ) or exists (
    select 1 from ${tasks}
    where ${tasks.tenantId} = ${actor.tenantId} and cardinality(${tasks.referenceFileIds}) > 0
      and ${tasks.referenceFileIds} @> array[${fileId}]::bigint[] and ${readable}
  ))`;
}
