import type { Database, Executor } from '../../src/db/client.js';
import { lockTenant } from '../../src/modules/tenants/tenants.service.js';

/**
 * An account change in flight: a transaction that takes the tenant lock, as every
 * account change does, makes `change` and stays open until `commit()`. A write that
 * takes the same lock waits for it and then sees the change; one that does not runs
 * ahead on what was there before. (PGlite runs one transaction at a time, so there
 * every write waits.)
 */
export async function changeInFlight(
  database: Database,
  tenantId: number,
  change: (tx: Executor) => Promise<void>,
): Promise<{ commit(): Promise<void> }> {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let changed!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    changed = resolve;
    failed = reject;
  });
  const done = database.db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    await change(tx);
    changed();
    await held;
  });
  void done.catch(failed);
  await ready;
  return {
    commit: async () => {
      commit();
      await done;
    },
  };
}

/** Whether `promise` settles within `ms` milliseconds (it keeps running either way). */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return settled;
}
