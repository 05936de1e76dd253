import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FileStore } from '../../src/platform/file-store/file-store.js';
import { MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import {
  createWorkingTimeExport,
  KEEP_EXPORT_FILES_MS,
  purgeExpiredExportFiles,
} from '../../src/modules/working-time/export-history.service.js';
import { purgeExportFiles } from '../../src/modules/working-time/export-purge.js';
import { workingTimeExports } from '../../src/modules/working-time/working-time.tables.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { SCHEDULES } from '../../src/worker.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { auditEvents, expectProblem, organisation, type Organisation } from './organisation.js';

interface HistoryEntry {
  id: number;
  created_at: string;
  actor: { id: number; name: string } | null;
  from: string;
  to: string;
  layout: string;
  preset: string;
  hours: string;
  properties: { id: number; name: string }[] | null;
  people: { id: number; name: string }[] | null;
  file_name: string;
  byte_size: number;
  marked_exported: boolean;
  expires_at: string;
  download_url: string | null;
}

const NOW = Date.parse('2026-11-25T09:00:00Z');

describeEachBackend('portal exports: working times', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** A worker's shift on a day (Europe/Berlin), clocked from the phone. */
  async function shift(
    org: Organisation,
    accountId: number,
    propertyId: number,
    day: string,
    from: number,
    to: number,
  ) {
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId, allProperties: true };
    for (const [kind, hour] of [
      ['start', from],
      ['end', to],
    ] as const) {
      const at = zonedInstant(day, hour, 0, 'Europe/Berlin');
      await applyClockAction({ ...t.deps, clock: () => at + 1000 }, actor, {
        uuid: crypto.randomUUID(),
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId } : {}),
      });
    }
  }

  async function history(org: Organisation): Promise<HistoryEntry[]> {
    const response = await org.admin.get('/portal/api/exports/working-times/history');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: HistoryEntry[] }>().data;
  }

  it('streams the CSV as a download for those who manage working times, and records who exported what', async () => {
    t.clock.set(NOW);
    const org = await organisation(t);
    const { id: managerId, client: manager } = await org.member('manager');
    const response = await manager.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31&layout=detail');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="arbeitszeiten-detail-2026-10-01-2026-10-31.csv"',
    );
    expect(response.body.startsWith('\uFEFFName;Personalnummer;Objekt;')).toBe(true);
    const [event] = await auditEvents(org.admin);
    expect(event).toMatchObject({
      action: 'time.exported',
      details: { from: '2026-10-01', to: '2026-10-31', layout: 'detail', preset: 'de', marked_exported: false },
    });
    const [entry] = await history(org);
    expect(entry).toMatchObject({
      actor: { id: managerId },
      from: '2026-10-01',
      to: '2026-10-31',
      layout: 'detail',
      preset: 'de',
      hours: 'decimal',
      properties: null,
      people: null,
      file_name: 'arbeitszeiten-detail-2026-10-01-2026-10-31.csv',
      byte_size: response.rawPayload.length,
      marked_exported: false,
      created_at: new Date(NOW).toISOString(),
      expires_at: new Date(NOW + KEEP_EXPORT_FILES_MS).toISOString(),
    });
  });

  it('refuses workers, and a bad period with a problem body before any byte of CSV, recording nothing', async () => {
    const org = await organisation(t);
    const { client: worker } = await org.member('worker');
    expectProblem(
      await worker.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31'),
      403,
      'permission_denied',
    );
    expectProblem(await worker.get('/portal/api/exports/working-times/history'), 403, 'permission_denied');
    const backwards = await org.admin.get('/portal/api/exports/working-times?from=2026-10-31&to=2026-10-01');
    expectProblem(backwards, 422, 'validation_failed');
    expect(backwards.headers['content-type']).toMatch(/problem\+json/);
    expectProblem(
      await org.admin.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31&layout=pdf'),
      422,
      'validation_failed',
    );
    const marked = await org.admin.post('/portal/api/exports/working-times', {
      from: '2026-10-31',
      to: '2026-10-01',
      mark_exported: true,
    });
    expectProblem(marked, 422, 'validation_failed');
    expect(marked.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/to');
    expect(await history(org)).toEqual([]);
  });

  it('keeps each export with its filter; the history downloads the identical bytes; people filter the rows', async () => {
    t.clock.set(NOW);
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof 3' });
    const hafen = await org.property({ name: 'Hafenstraße 12' });
    const walter = await org.account('worker', 'all', 'Walter Krause');
    const erika = await org.account('worker', 'all', 'Erika Böhm');
    await shift(org, walter, lindenhof, '2026-11-16', 6, 14);
    await shift(org, erika, lindenhof, '2026-11-17', 7, 12);
    await shift(org, walter, hafen, '2026-11-18', 8, 16);

    const url = `/portal/api/exports/working-times?from=2026-11-16&to=2026-11-22&layout=detail&preset=en&properties=${lindenhof}&people=${walter}`;
    const direct = await org.admin.get(url);
    expect(direct.statusCode, direct.body).toBe(200);
    const lines = direct.body.trimEnd().split('\r\n');
    // Walter at Lindenhof only: not Erika, not Walter's shift at the Hafenstraße.
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Walter Krause,,Lindenhof 3,2026-11-16',
    ]);

    const [entry] = await history(org);
    expect(entry).toMatchObject({
      preset: 'en',
      layout: 'detail',
      properties: [{ id: lindenhof, name: 'Lindenhof 3' }],
      people: [{ id: walter, name: 'Walter Krause' }],
      file_name: 'working-times-detail-2026-11-16-2026-11-22.csv',
      byte_size: direct.rawPayload.length,
    });
    const again = await org.admin.get(entry?.download_url ?? '');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(again.headers['content-disposition']).toBe(
      'attachment; filename="working-times-detail-2026-11-16-2026-11-22.csv"',
    );
    expect(again.headers['content-length']).toBe(String(direct.rawPayload.length));
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.export_downloaded',
      target_type: 'working_time_export',
      target_id: entry?.id,
    });

    // The screen's way: made by POST, then downloaded from the history; the matrix lists only the chosen people.
    const made = await org.admin.post('/portal/api/exports/working-times', {
      from: '2026-11-16',
      to: '2026-11-22',
      people: [erika],
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json<HistoryEntry>();
    expect(created).toMatchObject({ layout: 'matrix', people: [{ id: erika, name: 'Erika Böhm' }], properties: null });
    const matrix = await org.admin.get(created.download_url ?? '');
    const rows = matrix.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(';')[1])).toEqual(['Erika Böhm']);
    expect((await history(org)).map((e) => e.id)).toEqual([created.id, entry?.id]);

    // Ids of nobody in the organisation are refused, naming the field.
    const other = await organisation(t);
    const stranger = await other.account('worker');
    // The screen offers the organisation's people to choose from, and only those.
    const { client: manager } = await org.member('manager');
    const offered = (await manager.get('/portal/api/time-sheet/people')).json<{
      data: { id: number; name: string }[];
    }>();
    expect(offered.data.map((p) => p.id)).toEqual(expect.arrayContaining([walter, erika]));
    expect(offered.data.map((p) => p.id)).not.toContain(stranger);
    const refused = await org.admin.post('/portal/api/exports/working-times', {
      from: '2026-11-16',
      to: '2026-11-22',
      people: [walter, stranger],
    });
    expectProblem(refused, 422, 'validation_failed');
    expect(refused.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/people');
    expectProblem(
      await org.admin.get(`/portal/api/exports/working-times?from=2026-11-16&to=2026-11-22&people=${stranger}`),
      422,
      'validation_failed',
    );
  });

  it('is a wall between organisations: another’s export is not found and not listed', async () => {
    const org = await organisation(t);
    const made = (
      await org.admin.post('/portal/api/exports/working-times', { from: '2026-11-01', to: '2026-11-30' })
    ).json<HistoryEntry>();
    const other = await organisation(t);
    expectProblem(await other.admin.get(`/portal/api/exports/working-times/history/${made.id}/file`), 404, 'not_found');
    expect(await history(other)).toEqual([]);
    expect((await org.admin.get(made.download_url ?? '')).statusCode).toBe(200);
  });

  it('keeps the file for 30 days: then 410 Gone, and the nightly purge removes the file but keeps the row', async () => {
    t.clock.set(NOW);
    const org = await organisation(t);
    const made = (
      await org.admin.post('/portal/api/exports/working-times', { from: '2026-11-01', to: '2026-11-30' })
    ).json<HistoryEntry>();
    const [row] = await t.database.db
      .select({ fileKey: workingTimeExports.fileKey })
      .from(workingTimeExports)
      .where(and(eq(workingTimeExports.tenantId, org.tenantId), eq(workingTimeExports.id, made.id)));
    const key = row?.fileKey ?? '';
    expect(key.startsWith(`${org.tenantId}/exports/`)).toBe(true);

    t.clock.set(NOW + KEEP_EXPORT_FILES_MS - 60_000);
    const admin = await portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    expect((await admin.get(made.download_url ?? '')).statusCode).toBe(200);

    t.clock.set(NOW + KEEP_EXPORT_FILES_MS);
    const gone = await admin.get(made.download_url ?? '');
    expectProblem(gone, 410, 'export_expired');
    expect(gone.json<{ detail: string }>().detail).toContain('Export the period again');
    const listed = (await admin.get('/portal/api/exports/working-times/history')).json<{ data: HistoryEntry[] }>();
    expect(listed.data[0]).toMatchObject({ id: made.id, download_url: null });

    expect(SCHEDULES).toContain(purgeExportFiles);
    expect(await t.fileStore.get(key)).toBeDefined();
    await purgeExpiredExportFiles({ ...t.deps, files: t.fileStore });
    expect(await t.fileStore.get(key)).toBeUndefined();
    const [after] = await t.database.db
      .select({ fileKey: workingTimeExports.fileKey, fileName: workingTimeExports.fileName })
      .from(workingTimeExports)
      .where(and(eq(workingTimeExports.tenantId, org.tenantId), eq(workingTimeExports.id, made.id)));
    expect(after).toEqual({ fileKey: null, fileName: 'arbeitszeiten-matrix-2026-11-01-2026-11-30.csv' });
    expectProblem(await admin.get(made.download_url ?? ''), 410, 'export_expired');
    t.clock.set(NOW);
  });

  it('"mark as exported" locks the period with the export: a later approval there changes nothing', async () => {
    t.clock.set(NOW);
    const org = await organisation(t);
    const property = await org.property();
    const walter = await org.account('worker', 'all', 'Walter Krause');
    await shift(org, walter, property, '2026-11-16', 6, 14);
    const made = await org.admin.post('/portal/api/exports/working-times', {
      from: '2026-11-16',
      to: '2026-11-22',
      layout: 'detail',
      mark_exported: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<HistoryEntry>().marked_exported).toBe(true);
    expect((await history(org))[0]?.marked_exported).toBe(true);
    expect((await auditEvents(org.admin)).slice(0, 2).map((e) => e.action)).toEqual([
      'time.exported',
      'time.period_locked',
    ]);

    const sheet = (await org.admin.get('/portal/api/time-sheet?from=2026-11-16&to=2026-11-22')).json<{
      data: { id: number; status: string }[];
    }>();
    expect(sheet.data.map((e) => e.status)).toEqual(['locked']);
    const approved = await org.admin.post('/portal/api/time-sheet/approve', { ids: sheet.data.map((e) => e.id) });
    expect(approved.json()).toEqual({ approved: 0 });
  });

  it('leaves neither a history row nor a lock when the export fails half way', async () => {
    const org = await organisation(t);
    const memory = new MemoryFileStore();
    const failing: FileStore = {
      ...memory,
      put: (key, data) => memory.put(key, data),
      get: (key) => memory.get(key),
      getStream: (key) => memory.getStream(key),
      delete: (key) => memory.delete(key),
      putStream: async (_key, source) => {
        for await (const piece of source) void piece;
        throw new Error('disk full');
      },
    };
    await expect(
      createWorkingTimeExport(
        { ...t.deps, files: failing },
        org.tenantId,
        { kind: 'person', tenantId: org.tenantId, accountId: org.adminId, allProperties: true },
        { from: '2026-11-16', to: '2026-11-22', layout: 'matrix', preset: 'de', hours: 'decimal' },
        { markExported: true },
      ),
    ).rejects.toThrow('disk full');
    expect(await history(org)).toEqual([]);
    expect((await auditEvents(org.admin)).map((e) => e.action)).not.toContain('time.period_locked');
  });
});
