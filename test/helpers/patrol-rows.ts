import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import {
  patrolCheckpoints,
  patrolRounds,
  patrolRoutes,
  patrolScans,
  patrolSchedules,
} from '../../src/modules/patrols/patrols.tables.js';

const at = (iso: string) => new Date(iso);

/** Patrol rows as the set-up screens and the phone would leave them (inserted directly). */
export function patrolRows(database: Database, org: { tenantId: number; adminId: number }) {
  const db = database.db;
  const tenantId = org.tenantId;
  return {
    async route(propertyId: number, names: string[], name = 'Night round') {
      const [route] = await db
        .insert(patrolRoutes)
        .values({ tenantId, propertyId, name })
        .returning({ id: patrolRoutes.id });
      if (!route) throw new Error('no route');
      const checkpoints = await db
        .insert(patrolCheckpoints)
        .values(
          names.map((checkpoint, i) => ({
            tenantId,
            routeId: route.id,
            position: i + 1,
            name: checkpoint,
            qrToken: randomUUID(),
            manualCode: randomUUID().slice(0, 8),
          })),
        )
        .returning({ id: patrolCheckpoints.id });
      return { routeId: route.id, checkpointIds: checkpoints.map((c) => c.id) };
    },
    async schedule(
      routeId: number,
      startTimes: string[],
      rule: { windowMinutes?: number; graceMinutes?: number } = {},
    ) {
      const [row] = await db
        .insert(patrolSchedules)
        .values({
          tenantId,
          routeId,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          startTimes,
          windowMinutes: rule.windowMinutes ?? 60,
          graceMinutes: rule.graceMinutes ?? 10,
        })
        .returning({ id: patrolSchedules.id });
      if (!row) throw new Error('no schedule');
      return row.id;
    },
    async round(input: {
      routeId: number;
      propertyId: number;
      scheduleId?: number;
      plannedStart?: string;
      startedAt: string;
      endedAt?: string;
      /** Who started and ended it (the admin unless given). */
      accountId?: number;
      note?: string;
      scans: {
        checkpointId: number;
        at: string;
        method?: 'qr' | 'nfc' | 'manual';
        note?: string;
        photoFileId?: number;
        accountId?: number;
      }[];
    }) {
      const accountId = input.accountId ?? org.adminId;
      const [round] = await db
        .insert(patrolRounds)
        .values({
          tenantId,
          uuid: randomUUID(),
          routeId: input.routeId,
          propertyId: input.propertyId,
          scheduleId: input.scheduleId ?? null,
          plannedStart: input.plannedStart ? at(input.plannedStart) : null,
          status: input.endedAt ? 'ended' : 'in_progress',
          startedByAccountId: accountId,
          startedAt: at(input.startedAt),
          startReceivedAt: at(input.startedAt),
          endedAt: input.endedAt ? at(input.endedAt) : null,
          endedByAccountId: input.endedAt ? accountId : null,
          note: input.note ?? null,
        })
        .returning({ id: patrolRounds.id });
      if (!round) throw new Error('no round');
      if (input.scans.length > 0) {
        await db.insert(patrolScans).values(
          input.scans.map((scan) => ({
            tenantId,
            uuid: randomUUID(),
            roundId: round.id,
            checkpointId: scan.checkpointId,
            method: scan.method ?? ('qr' as const),
            scannedAt: at(scan.at),
            receivedAt: new Date(Date.parse(scan.at) + 60_000),
            accountId: scan.accountId ?? accountId,
            note: scan.note ?? null,
            photoFileId: scan.photoFileId ?? null,
          })),
        );
      }
      return round.id;
    },
  };
}
