import type { Messages } from '../en/index.ts';

export const reports: Messages['reports'] = {
  generate: 'PDF-Bericht',
  generating: 'PDF wird erstellt…',
  ready: (pages: number, size: string) => `PDF fertig: ${pages} ${pages === 1 ? 'Seite' : 'Seiten'}, ${size}.`,
  downloadAgain: 'Erneut herunterladen',
  failed: 'Das PDF konnte nicht erstellt werden.',
  retry: 'Erneut versuchen',
};
