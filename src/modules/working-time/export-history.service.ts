import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { AccountActor, Actor } from '../access/actor.js';
import {
  accountIdOf,
  coversFilter,
  personAccess,
  requireEveryProperty,
  seesEveryProperty,
  withinReach,
} from '../access/people-access.js';
import { propertyAccessDenied, propertyAccessOf, sees, visibleProperty } from '../access/property-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { accountNames } from '../accounts/accounts.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { HoursFormat, Preset } from './csv.js';
import { checkExportRequest, type ExportRequest, type Layout, workingTimesCsv } from './export.service.js';
import { datevFile, type DatevRequest } from './datev.service.js';
import { lockPeriodIn } from './people.service.js';
import { workingTimeExports } from './working-time.tables.js';

// The export history: every export made in the portal is a row (who, when, which filter)
// and its file, kept in the file store for 30 days so the same bytes can be downloaded
// again. The file is written to the store first and streamed back from there (see
// docs/working-time.md, "Export history"): the row is inserted only once the whole file is
// stored, so no row ever points at half a file, and "mark as exported" locks the period in
// the transaction that inserts the row.

/** How long an export's file stays downloadable; the row stays as history. */
export const KEEP_EXPORT_FILES_MS = 30 * 24 * 3600 * 1000;

/** What the history keeps of the request: the export screen's choices. */
export interface ExportFilter {
  from: string;
  to: string;
  layout: Layout;
  preset: Preset;
  hours: HoursFormat;
  properties?: number[];
  people?: number[];
  /** What kind of file: the CSV (rows from before DATEV have none), or a DATEV import file. */
  format?: ExportFormat;
}

export type ExportFormat = 'csv' | 'datev_lodas' | 'datev_lug';

export interface ExportDeps extends ServiceDeps {
  files: FileStore;
}

export interface Named {
  id: number;
  name: string;
}

/** A history entry as the export screen shows it. */
export interface WorkingTimeExport {
  id: number;
  createdAt: Date;
  actor: Named | null;
  filter: ExportFilter;
  /** The filter's properties and people with their names (those since removed are left out). */
  properties: Named[];
  people: Named[];
  fileName: string;
  byteSize: number;
  markedExported: boolean;
  expiresAt: Date;
  /** The file can still be downloaded. */
  downloadable: boolean;
}

type Row = typeof workingTimeExports.$inferSelect;

export function exportFileName(request: ExportRequest): string {
  const base = request.preset === 'de' ? 'arbeitszeiten' : 'working-times';
  return `${base}-${request.layout}-${request.from}-${request.to}.csv`;
}

/**
 * Property and person ids must be the organisation's: another's (or none) is a 422 naming
 * the field. An actor limited to some properties exports only those: without a property
 * filter its own list is the filter; a property outside it, or a person who works at none
 * of its properties, is a 403. Answers the request as it is exported.
 */
async function checkFilterIds(
  deps: ServiceDeps,
  actor: Actor,
  tenantId: number,
  request: ExportRequest,
  pointers: { properties: string; people: string },
): Promise<ExportRequest> {
  const db = deps.database.db;
  if (request.propertyIds !== undefined) {
    if (request.propertyIds.length === 0) throw invalid(pointers.properties, 'Choose at least one property.');
    const known = new Set((await propertyNames(db, tenantId, request.propertyIds)).map((p) => p.id));
    const unknown = request.propertyIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalid(pointers.properties, `No property with the id ${unknown.join(', ')}.`);
  }
  if (request.accountIds !== undefined) {
    if (request.accountIds.length === 0) throw invalid(pointers.people, 'Choose at least one person.');
    const known = await accountNames(db, tenantId, request.accountIds);
    const unknown = request.accountIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalid(pointers.people, `No person with the id ${unknown.join(', ')}.`);
  }
  if (seesEveryProperty(actor) || actor.kind === 'operator') return request;
  const access = await propertyAccessOf(db, actor);
  const outside = (request.propertyIds ?? []).filter((id) => !sees(access, id));
  if (outside.length > 0) {
    throw propertyAccessDenied({ propertyId: outside[0], pointer: `${pointers.properties}` });
  }
  for (const accountId of request.accountIds ?? []) {
    const theirs = await personAccess(db, tenantId, accountId);
    if (theirs !== undefined && !withinReach(access, theirs)) {
      throw propertyAccessDenied({
        pointer: pointers.people,
        detail: `Person ${accountId} works at none of the properties your account has access to.`,
      });
    }
  }
  if (request.propertyIds !== undefined) return request;
  if (access === 'all' || access.length === 0) {
    throw propertyAccessDenied({ detail: 'Your account has no access to any property.' });
  }
  return { ...request, propertyIds: access };
}

/** Whether an export's filter lies within what the actor sees (no property filter: every property). */
async function coversExport(deps: ServiceDeps, actor: Actor, filter: ExportFilter): Promise<boolean> {
  if (seesEveryProperty(actor) || actor.kind === 'operator') return true;
  return coversFilter(await propertyAccessOf(deps.database.db, actor), filter.properties);
}

/**
 * Makes an export and records it: the CSV is streamed into the file store, then one
 * transaction inserts the history row, the audit entry and, when `markExported`, the lock of
 * the period. Should that transaction fail, the stored file is removed again.
 */
export async function createWorkingTimeExport(
  deps: ExportDeps,
  tenantId: number,
  actor: Actor,
  asked: ExportRequest,
  options: { markExported: boolean; pointers?: { properties: string; people: string } },
): Promise<WorkingTimeExport> {
  checkExportRequest(asked);
  const actorAccountId = accountIdOf(actor);
  if (options.markExported) requireEveryProperty(actor, 'Marking a period as exported locks it, which');
  const request = await checkFilterIds(
    deps,
    actor,
    tenantId,
    asked,
    options.pointers ?? { properties: '/properties', people: '/people' },
  );
  const filter: ExportFilter = {
    from: request.from,
    to: request.to,
    layout: request.layout,
    preset: request.preset,
    hours: request.hours,
    ...(request.propertyIds !== undefined ? { properties: [...new Set(request.propertyIds)] } : {}),
    ...(request.accountIds !== undefined ? { people: [...new Set(request.accountIds)] } : {}),
  };
  const key = `${tenantId}/exports/${randomUUID()}.csv`;
  // The store keeps the complete file or nothing: a failure here leaves neither file nor row.
  const byteSize = await deps.files.putStream(key, workingTimesCsv(deps, tenantId, request));
  const now = new Date(deps.clock());
  let row: Row;
  try {
    row = await deps.database.db.transaction(async (tx) => {
      if (options.markExported) await lockPeriodIn(tx, tenantId, actorAccountId, request.from, request.to, now);
      const [inserted] = await tx
        .insert(workingTimeExports)
        .values({
          tenantId,
          actorAccountId,
          filter,
          fromDay: request.from,
          toDay: request.to,
          fileName: exportFileName(request),
          fileKey: key,
          byteSize,
          markedExported: options.markExported,
          createdAt: now,
          expiresAt: new Date(now.getTime() + KEEP_EXPORT_FILES_MS),
        })
        .returning();
      if (!inserted) throw new Error('export row not inserted');
      await recordAudit(tx, {
        tenantId,
        actorAccountId,
        action: 'time.exported',
        targetType: 'working_time_export',
        targetId: inserted.id,
        details: {
          from: filter.from,
          to: filter.to,
          layout: filter.layout,
          preset: filter.preset,
          ...(filter.properties ? { properties: filter.properties.length } : {}),
          ...(filter.people ? { people: filter.people.length } : {}),
          marked_exported: options.markExported,
        },
        at: now,
      });
      return inserted;
    });
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  const [entry] = await present(deps, tenantId, [row]);
  if (!entry) throw new Error('export row not presented');
  return entry;
}

/**
 * Makes a DATEV export (LODAS or Lohn und Gehalt) of a period and records it in the
 * history like a CSV one. Payroll of the whole organisation: only someone who sees every
 * property. A period not yet locked is locked with the export when `lock` is set (in the
 * transaction that records it), else the export is refused; so is one with any other
 * problem (`export_refused`, each problem with a link to fix it).
 */
export async function createDatevExport(
  deps: ExportDeps,
  tenantId: number,
  actor: Actor,
  request: DatevRequest & { lock: boolean },
): Promise<WorkingTimeExport> {
  requireEveryProperty(actor, 'A DATEV export');
  const actorAccountId = accountIdOf(actor);
  checkExportRequest({ from: request.from, to: request.to, layout: 'matrix', preset: 'de', hours: 'decimal' });
  const file = await datevFile(deps, tenantId, request);
  const filter: ExportFilter = {
    from: request.from,
    to: request.to,
    layout: 'matrix',
    preset: 'de',
    hours: 'decimal',
    format: request.format === 'lodas' ? 'datev_lodas' : 'datev_lug',
  };
  const key = `${tenantId}/exports/${randomUUID()}.txt`;
  const byteSize = await deps.files.putStream(
    key,
    (async function* () {
      yield file.bytes;
    })(),
  );
  const now = new Date(deps.clock());
  let row: Row;
  try {
    row = await deps.database.db.transaction(async (tx) => {
      if (file.needsLock) await lockPeriodIn(tx, tenantId, actorAccountId, request.from, request.to, now);
      const [inserted] = await tx
        .insert(workingTimeExports)
        .values({
          tenantId,
          actorAccountId,
          filter,
          fromDay: request.from,
          toDay: request.to,
          fileName: file.fileName,
          fileKey: key,
          byteSize,
          markedExported: file.needsLock,
          createdAt: now,
          expiresAt: new Date(now.getTime() + KEEP_EXPORT_FILES_MS),
        })
        .returning();
      if (!inserted) throw new Error('export row not inserted');
      await recordAudit(tx, {
        tenantId,
        actorAccountId,
        action: 'time.exported',
        targetType: 'working_time_export',
        targetId: inserted.id,
        details: { from: filter.from, to: filter.to, format: filter.format, marked_exported: file.needsLock },
        at: now,
      });
      return inserted;
    });
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  const [entry] = await present(deps, tenantId, [row]);
  if (!entry) throw new Error('export row not presented');
  return entry;
}

/**
 * The history, newest first; the cursor is the last id of the previous page. An actor
 * limited to some properties sees the exports whose property filter lies within its list.
 */
export async function listWorkingTimeExports(
  deps: ServiceDeps,
  actor: AccountActor,
  options: { cursor?: string | undefined; pageSize: number },
): Promise<Page<WorkingTimeExport>> {
  const tenantId = actor.tenantId;
  const before = decodeCursor(options.cursor);
  const listed = sql`(${workingTimeExports.filter} -> 'properties')`;
  const rows = await deps.database.db
    .select()
    .from(workingTimeExports)
    .where(
      and(
        eq(workingTimeExports.tenantId, tenantId),
        actor.allProperties
          ? undefined
          : sql`${listed} is not null and not exists (select 1 from jsonb_array_elements_text(${listed}) as listed(id) where not ${visibleProperty(actor, sql`listed.id::bigint`)})`,
        before !== undefined ? lt(workingTimeExports.id, before) : undefined,
      ),
    )
    .orderBy(desc(workingTimeExports.id))
    .limit(options.pageSize + 1);
  const page = toPage(rows, options.pageSize, (row) => row);
  return { data: await present(deps, tenantId, page.data), next_cursor: page.next_cursor };
}

/** Rows with the names of their actors, properties and people, in one query each. */
async function present(deps: ServiceDeps, tenantId: number, rows: Row[]): Promise<WorkingTimeExport[]> {
  const db = deps.database.db;
  const filters = rows.map((row) => row.filter as ExportFilter);
  const accountIds = [
    ...rows.flatMap((row) => (row.actorAccountId !== null ? [row.actorAccountId] : [])),
    ...filters.flatMap((filter) => filter.people ?? []),
  ];
  const names = await accountNames(db, tenantId, accountIds);
  const propertyIds = [...new Set(filters.flatMap((filter) => filter.properties ?? []))];
  const propertyName = new Map((await propertyNames(db, tenantId, propertyIds)).map((p) => [p.id, p.name]));
  const named = (ids: number[] | undefined, lookup: Map<number, string>): Named[] =>
    (ids ?? []).flatMap((id) => {
      const name = lookup.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  const now = deps.clock();
  return rows.map((row, i) => {
    const filter = filters[i] as ExportFilter;
    const actorName = row.actorAccountId !== null ? names.get(row.actorAccountId) : undefined;
    return {
      id: row.id,
      createdAt: row.createdAt,
      actor: row.actorAccountId !== null ? { id: row.actorAccountId, name: actorName ?? '' } : null,
      filter,
      properties: named(filter.properties, propertyName),
      people: named(filter.people, names),
      fileName: row.fileName,
      byteSize: row.byteSize,
      markedExported: row.markedExported,
      expiresAt: row.expiresAt,
      downloadable: row.fileKey !== null && row.expiresAt.getTime() > now,
    };
  });
}

/**
 * An export's stored file, to download again: another organisation's export is not
 * found; one whose 30 days have passed is gone (410), though its row stays. With
 * `recordDownload` the download is written to the audit log.
 */
export async function openExportFile(
  deps: ExportDeps,
  tenantId: number,
  exportId: number,
  options: { actor: Actor; recordDownload: boolean },
): Promise<{ fileName: string; byteSize: number; stream: Readable }> {
  const [row] = await deps.database.db
    .select()
    .from(workingTimeExports)
    .where(and(eq(workingTimeExports.tenantId, tenantId), eq(workingTimeExports.id, exportId)));
  if (!row) throw notFound('Export');
  if (!(await coversExport(deps, options.actor, row.filter as ExportFilter))) {
    throw propertyAccessDenied({
      detail:
        'This export covers properties your account has no access to; only someone who sees them all downloads it.',
    });
  }
  const gone = () =>
    new DomainError(
      'export_expired',
      `The file of this export was kept for 30 days, until ${row.expiresAt.toISOString().slice(0, 10)}, and has been removed. Export the period again.`,
    );
  if (row.fileKey === null || row.expiresAt.getTime() <= deps.clock()) throw gone();
  const stream = await deps.files.getStream(row.fileKey);
  if (!stream) throw gone();
  if (options.recordDownload) {
    await recordAudit(deps.database.db, {
      tenantId,
      actorAccountId: accountIdOf(options.actor),
      action: 'time.export_downloaded',
      targetType: 'working_time_export',
      targetId: row.id,
      details: { from: row.fromDay, to: row.toDay, file_name: row.fileName },
      at: new Date(deps.clock()),
    });
  }
  return { fileName: row.fileName, byteSize: row.byteSize, stream };
}

const PURGE_BATCH = 200;

/**
 * Removes the files of exports older than 30 days and clears their `file_key`; the rows
 * stay as history. Runs across organisations (a platform job): each row is then changed
 * by its tenant and id. A file is deleted before its key is cleared, so a run that stops
 * half way leaves keys the next run deletes again (deleting twice is harmless). Returns
 * how many files it removed.
 */
export async function purgeExpiredExportFiles(deps: ExportDeps): Promise<number> {
  const db = deps.database.db;
  const now = new Date(deps.clock());
  let removed = 0;
  for (;;) {
    const rows = await db
      .select({ tenantId: workingTimeExports.tenantId, id: workingTimeExports.id, fileKey: workingTimeExports.fileKey })
      .from(workingTimeExports)
      .where(and(isNotNull(workingTimeExports.fileKey), lte(workingTimeExports.expiresAt, now)))
      .orderBy(workingTimeExports.expiresAt)
      .limit(PURGE_BATCH);
    for (const row of rows) {
      if (row.fileKey === null) continue;
      await deps.files.delete(row.fileKey);
      await db
        .update(workingTimeExports)
        .set({ fileKey: null })
        .where(and(eq(workingTimeExports.tenantId, row.tenantId), eq(workingTimeExports.id, row.id)));
      removed++;
    }
    if (rows.length < PURGE_BATCH) return removed;
  }
}
