import { and, not, or, type SQL } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from './permissions.js';
import { actorRights } from '../accounts/rights.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../domain/errors.js';
import { findFilesWhere, type StoredFile } from '../files/files.service.js';
import { formResponseHoldsFile } from '../forms/form-file-holders.js';
import { incidentHoldsFile } from '../incidents/incident-file-holders.js';
import { inspectionHoldsFile } from '../inspections/inspection-file-holders.js';
import { patrolScanHoldsFile } from '../patrols/patrol-file-holders.js';
import { taskHoldsFile } from '../tasks/task-file-holders.js';
import type { AccountActor } from './actor.js';

// Who may read a stored file (GET /portal/api/files/:id and its thumbnail). A file is never
// a subject of its own: it is read through a record that holds it, or by the person who
// uploaded it (a photo not yet attached). FILE_HOLDERS names every table that refers to a
// stored file, each by the condition its module writes ("a record the reader may read, on
// a property they see, holds the file"); a table missing here makes its files readable by
// their uploader alone.

/** The person reading, with the permissions of their role. */
export interface FileReader {
  actor: AccountActor;
  permissions: readonly Permission[];
}

type FileHolder = (reader: FileReader, fileId: SQL) => SQL;

const FILE_HOLDERS: Record<string, FileHolder> = {
  formResponse: formResponseHoldsFile,
  incident: incidentHoldsFile,
  task: taskHoldsFile,
  patrolScan: patrolScanHoldsFile,
  inspection: inspectionHoldsFile,
};

/** The condition "the reader may read this file": they uploaded it, or may read a record holding it. */
const readableBy =
  (reader: FileReader) =>
  (file: { id: SQL; uploadedBy: (accountId: number | null) => SQL }): SQL[] => [
    file.uploadedBy(reader.actor.accountId),
    ...Object.values(FILE_HOLDERS).map((holds) => holds(reader, file.id)),
  ];

async function findReadable(db: Executor, reader: FileReader, fileId: number): Promise<StoredFile | undefined> {
  return (await findFilesWhere(db, reader.actor.tenantId, [fileId], readableBy(reader))).get(fileId);
}

/** Whether the reader may read the file: they uploaded it, or may read a record holding it. */
export async function canReadFile(db: Executor, reader: FileReader, fileId: number): Promise<boolean> {
  return (await findReadable(db, reader, fileId)) !== undefined;
}

/**
 * The file, if the reader may read it. Anything else is 404, whether the id is unknown,
 * another tenant's, or one of the tenant's files they may not read: file ids are numbered
 * across all tenants, and a refusal that differed would tell which ids are the tenant's
 * and where they are held (docs/files.md).
 */
export async function readableFile(db: Executor, reader: FileReader, fileId: number): Promise<StoredFile> {
  const file = await findReadable(db, reader, fileId);
  if (!file) throw notFound('File');
  return file;
}

/**
 * The ids among `fileIds` the actor may attach to a record (a task's completion, an incident,
 * a form answer, a scan): a file they may read now, or one stored by the system (no uploader)
 * that no record holds yet. Any other would let a person read a file by attaching it to a
 * record of their own; the caller refuses it as an unknown id. Permissions are read live.
 */
export async function attachableFileIds(
  db: Executor,
  actor: AccountActor,
  fileIds: readonly number[],
): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const reader: FileReader = { actor, permissions: (await actorRights(db, actor)).permissions };
  // Seeing every property with every permission, a holder condition reads "any record holds it".
  const anyone: FileReader = { actor: { ...actor, allProperties: true }, permissions: PERMISSIONS };
  const found = await findFilesWhere(db, actor.tenantId, fileIds, (file) => [
    ...readableBy(reader)(file),
    and(
      file.uploadedBy(null),
      not(or(...Object.values(FILE_HOLDERS).map((holds) => holds(anyone, file.id))) as SQL),
    ) as SQL,
  ]);
  return new Set(found.keys());
}
