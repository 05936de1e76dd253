import { defineSchedule } from '../../platform/jobs/schedule.js';
import { purgeExpiredExportFiles } from './export-history.service.js';

/** Every night: export files older than 30 days leave the file store; their history rows stay. */
export const purgeExportFiles = defineSchedule({
  name: 'working_time.export_files.purge',
  cron: '43 3 * * *',
  timeZone: 'UTC',
  // One run catches up on every file that expired meanwhile.
  catchUpMs: 24 * 3600 * 1000,
  run: async (_occurrence, ctx) => {
    const files = ctx.ports.files;
    if (files === undefined) throw new Error('This worker has no file store to remove export files from.');
    const removed = await purgeExpiredExportFiles({ database: ctx.database, clock: ctx.clock, files });
    if (removed > 0) ctx.log.info({ removed }, 'expired export files removed');
  },
});
