import type { Messages } from '../en/index.ts';

type Params = Record<string, string | number>;
const text = (params: Params | null, key: string): string => String(params?.[key] ?? '');
const count = (params: Params | null, key: string): string => Number(params?.[key] ?? 0).toLocaleString('de');

export const sendingErrors: Messages['sendingErrors'] = {
  general: 'Dieser Versand ist fehlgeschlagen. Wenn es wieder passiert, wenden Sie sich an Ihre Administration.',
  codes: {
    subscription_paused: () => 'Der Versandplan wurde pausiert, bevor dieser Versand hinausging.',
    subscription_archived: () => 'Der Versandplan wurde archiviert, bevor dieser Versand hinausging.',
    owner_gone: () => 'Nicht versandt: Die Person, die den Versandplan eingerichtet hat, gibt es nicht mehr.',
    owner_inactive: (p: Params | null) =>
      `Nicht versandt: ${text(p, 'owner')}, der den Versandplan eingerichtet hat, ist deaktiviert.`,
    owner_no_access: (p: Params | null) =>
      `Nicht versandt: ${text(p, 'owner')}, der den Versandplan eingerichtet hat, darf nicht mehr alles sehen, was er umfasst.`,
    nobody_to_send_to: () =>
      'Niemand zum Senden: Alle Empfänger haben abbestellt, warten auf Freigabe oder dürfen den Bericht nicht mehr sehen.',
    daily_limit: (p: Params | null) =>
      `Nicht versandt: Ihre Organisation hat in den letzten 24 Stunden ${count(p, 'limit')} Bericht-E-Mails versandt, ihre Tagesgrenze.`,
    no_patrol_routes: () => 'Kein Objekt dieses Versandplans hat Rundgang-Routen.',
    too_many_patrol_properties: (p: Params | null) =>
      `Dieser Versandplan umfasst ${count(p, 'count')} Objekte mit Rundgang-Routen; ein Bericht fasst höchstens ${count(p, 'max')}. Wählen Sie weniger Objekte oder teilen Sie ihn auf mehrere Versandpläne auf.`,
    production_failed: () =>
      'Der Bericht konnte nicht erstellt werden. Wenn es wieder passiert, wenden Sie sich an Ihre Administration.',
    stopped: () =>
      'Der Versand brach ab, bevor er fertig war. Wenn es wieder passiert, wenden Sie sich an Ihre Administration.',
  },
  skipped: {
    general: 'Nicht an diesen Empfänger versandt.',
    codes: {
      unsubscribed: (p: Params | null, formatDate: (day: string) => string) =>
        `Abbestellt am ${formatDate(text(p, 'on'))}.`,
      awaiting_approval: () =>
        'Wartet auf Freigabe durch jemanden, der die Einstellungen bearbeiten darf (eine Adresse von außerhalb).',
      account_gone: () => 'Das Konto gibt es nicht mehr.',
      account_inactive: () => 'Das Konto ist deaktiviert.',
      account_not_allowed: () => 'Das Konto darf nicht mehr alles sehen, was dieser Versandplan umfasst.',
    },
  },
};
