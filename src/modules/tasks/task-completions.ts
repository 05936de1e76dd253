import { and, asc, eq, inArray } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { accountNames } from '../accounts/accounts.service.js';
import { photoRef, type PhotoRef } from '../files/photo-refs.js';
import { taskPhotos, type tasks } from './tasks.tables.js';

// How a task was done, as the office sees it (the portal's; API v1 does not show it): when,
// by whom, the note and the photos from the field app. A task done in the office has a
// person and neither note nor photos; one not done has no completion.

type TaskRow = typeof tasks.$inferSelect;

export interface TaskCompletion {
  at: string;
  by: { id: number; name: string } | null;
  note: string | null;
  photos: PhotoRef[];
}

/** What the portal shows of some tasks besides their rows: people's names and completion photos. */
export interface TaskDetails {
  names: Map<number, string>;
  photos: Map<number, PhotoRef[]>;
}

/** Names of the assignees and completers, and the photos of the done tasks: two queries for a whole page. */
export async function taskDetails(db: Executor, tenantId: number, rows: readonly TaskRow[]): Promise<TaskDetails> {
  const people = rows.flatMap((row) => [row.assigneeAccountId, row.completedByAccountId]);
  const done = rows.filter((row) => row.status === 'done').map((row) => row.id);
  const [names, photoRows] = await allQueries(db, [
    () =>
      accountNames(
        db,
        tenantId,
        [...new Set(people)].filter((id): id is number => id !== null),
      ),
    () =>
      done.length === 0
        ? Promise.resolve([])
        : db
            .select({ taskId: taskPhotos.taskId, fileId: taskPhotos.fileId })
            .from(taskPhotos)
            .where(and(eq(taskPhotos.tenantId, tenantId), inArray(taskPhotos.taskId, done)))
            .orderBy(asc(taskPhotos.position), asc(taskPhotos.fileId)),
  ]);
  const photos = new Map<number, PhotoRef[]>();
  for (const { taskId, fileId } of photoRows) {
    photos.set(taskId, [...(photos.get(taskId) ?? []), photoRef(fileId)]);
  }
  return { names, photos };
}

export function completionOf(row: TaskRow, details: TaskDetails): TaskCompletion | null {
  if (row.status !== 'done' || row.completedAt === null) return null;
  const by = row.completedByAccountId;
  return {
    at: row.completedAt.toISOString(),
    by: by === null ? null : { id: by, name: details.names.get(by) ?? '' },
    note: row.completionNote,
    photos: details.photos.get(row.id) ?? [],
  };
}
