import type { Messages } from '../en/index.ts';

export const audit: Messages['audit'] = {
  title: 'Protokoll',
  intro:
    'Wer was geändert hat, neueste zuerst: Konten, Schlüssel, Einstellungen, Arbeitszeiten, Meldungen, Formulare und Rundgang-Routen.',
  empty: 'Bisher wurde nichts protokolliert.',
  emptyFiltered: 'Zu diesen Filtern wurde nichts protokolliert.',
  loadMore: 'Mehr laden',
  loadingMore: 'Wird geladen…',
  end: 'Das ist alles.',
  someone: 'Jemand',
  who: 'Wer',
  everyone: 'Alle',
  what: 'Was',
  everything: 'Alles',
  from: 'Von',
  to: 'Bis',
  toBeforeFrom: 'Der letzte Tag liegt vor dem ersten.',
  clearFilters: 'Filter zurücksetzen',
  downloadCsv: 'CSV herunterladen',
  groups: {
    accounts: 'Konten und Rollen',
    api_keys: 'API-Schlüssel',
    organisation: 'Organisation und Branding',
    clients: 'Kunden',
    working_time: 'Arbeitszeiten',
    incidents: 'Meldungen',
    forms: 'Formularvorlagen',
    patrols: 'Rundgang-Routen',
    alerts: 'Alarme',
    workflows: 'Workflow-Regeln',
  },
};
