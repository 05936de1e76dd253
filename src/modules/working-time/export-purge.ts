import { defineNightlyFilePurge } from '../../platform/jobs/schedule.js';
import { purgeExpiredExportFiles } from './export-history.service.js';

/** Every night: export files older than 30 days leave the file store; their history rows stay. */
export const purgeExportFiles = defineNightlyFilePurge({
  name: 'working_time.export_files.purge',
  cron: '43 3 * * *',
  what: 'export files',
  purge: purgeExpiredExportFiles,
});
