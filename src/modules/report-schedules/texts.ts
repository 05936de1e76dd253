// The words of report e-mails, the unsubscribe page and the owner's notices, in German
// and English (the subscription's language for recipients, the organisation's for the owner).
import type { Language } from '../shared/language.js';
import type { ReportScheduleKind } from './report-schedules.schema.js';

/** Whether a kind can be produced (every kind can now; the form greys out one that cannot). */
export const KIND_AVAILABLE: Record<ReportScheduleKind, boolean> = {
  patrol: true,
  incidents: true,
  form_responses: true,
  working_time: true,
  service_proof: true,
  inspections: true,
};

const EMPTY: Record<ReportScheduleKind, Record<Language, string>> = {
  patrol: {
    de: 'Kein Rundgang im Zeitraum geplant oder gelaufen.',
    en: 'No patrol round planned or walked in the period.',
  },
  incidents: { de: 'Keine Meldungen im Zeitraum.', en: 'No incidents reported in the period.' },
  form_responses: {
    de: 'Keine Formulare dieser Vorlage im Zeitraum eingereicht.',
    en: 'No responses to the template submitted in the period.',
  },
  working_time: { de: 'Keine Arbeitszeiten im Zeitraum erfasst.', en: 'No working-time entries in the period.' },
  service_proof: {
    de: 'Keine Leistung aus einem Leistungsverzeichnis im Zeitraum geplant.',
    en: 'No service of a cleaning plan planned in the period.',
  },
  inspections: {
    de: 'Keine Qualitätskontrolle im Zeitraum abgeschlossen.',
    en: 'No quality inspection completed in the period.',
  },
};

/** What "empty" means for a kind, as the form and the history say it. */
export function emptyMeaning(kind: ReportScheduleKind, language: Language): string {
  return EMPTY[kind][language];
}

function BYTES(bytes: number, language: Language): string {
  const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${number.format(bytes / (1024 * 1024))} MB`;
}

export const mailTexts = {
  de: {
    test: '[Test] ',
    attached: (file: string, bytes: number) => `Der Bericht liegt als Anhang bei: ${file} (${BYTES(bytes, 'de')}).`,
    linked: (file: string, bytes: number, url: string, until: string) =>
      `Der Bericht ist zu groß für einen Anhang (${file}, ${BYTES(bytes, 'de')}). Herunterladen bis ${until}:\n${url}`,
    subject: (organisation: string, subject: string) => `${organisation}: ${subject}`,
    intro: (organisation: string, name: string, period: string) =>
      `${organisation} sendet Ihnen den Bericht „${name}“ für ${period}.`,
    message: (organisation: string) => `Nachricht von ${organisation}:`,
    footer: (name: string, organisation: string) =>
      `Sie erhalten diese E-Mail, weil ${organisation} Sie in den Versand „${name}“ aufgenommen hat. Die Nachricht oben hat ${organisation} geschrieben.`,
    unsubscribe: (url: string) => `Abbestellen: ${url}`,
    unsubscribeLink: 'Diesen Bericht abbestellen',
    allProperties: 'alle Objekte',
  },
  en: {
    test: '[Test] ',
    attached: (file: string, bytes: number) => `The report is attached: ${file} (${BYTES(bytes, 'en')}).`,
    linked: (file: string, bytes: number, url: string, until: string) =>
      `The report is too large to attach (${file}, ${BYTES(bytes, 'en')}). Download it until ${until}:\n${url}`,
    subject: (organisation: string, subject: string) => `${organisation}: ${subject}`,
    intro: (organisation: string, name: string, period: string) =>
      `${organisation} sends you the report “${name}” for ${period}.`,
    message: (organisation: string) => `Message from ${organisation}:`,
    footer: (name: string, organisation: string) =>
      `You receive this e-mail because ${organisation} added you to the report e-mail “${name}”. The message above was written by ${organisation}.`,
    unsubscribe: (url: string) => `Unsubscribe: ${url}`,
    unsubscribeLink: 'Unsubscribe from this report',
    allProperties: 'all properties',
  },
} satisfies Record<Language, unknown>;

export const ownerTexts = {
  de: {
    title: (name: string) => `Bericht „${name}“ nicht zugestellt`,
    nobody: (name: string, period: string) =>
      `Der Bericht „${name}“ (${period}) ging an niemanden: Alle Empfänger haben abbestellt, warten auf Freigabe oder dürfen ihn nicht mehr sehen.\n\nDer Verlauf des Versands zeigt die Einzelheiten (Berichte → Versandpläne).`,
    dailyLimit: (name: string, period: string, max: number) =>
      `Der Bericht „${name}“ (${period}) wurde nicht versandt: Ihre Organisation hat in den letzten 24 Stunden schon ${max} Bericht-E-Mails versandt, so viele wie erlaubt. Wer die Einstellungen bearbeiten darf, kann die Grenze heben (Berichte → Versandpläne → Grenzen).`,
    recipients: (name: string, period: string, failed: { address: string; reason: string }[]) =>
      `Der Bericht „${name}“ (${period}) konnte nach allen Versuchen nicht zugestellt werden an:\n` +
      failed.map((f) => `- ${f.address}: ${f.reason}`).join('\n') +
      '\n\nDer Verlauf des Versands zeigt die Einzelheiten (Berichte → Versandpläne).',
    production: (name: string, period: string, error: string) =>
      `Der Bericht „${name}“ (${period}) konnte nicht erstellt werden: ${error}\n\nDer Verlauf des Versands zeigt die Einzelheiten (Berichte → Versandpläne).`,
  },
  en: {
    title: (name: string) => `Report “${name}” not delivered`,
    nobody: (name: string, period: string) =>
      `The report “${name}” (${period}) went to nobody: every recipient unsubscribed, waits for approval or may no longer see it.\n\nThe history of the subscription shows the details (Reports → Schedules).`,
    dailyLimit: (name: string, period: string, max: number) =>
      `The report “${name}” (${period}) was not sent: your organisation has already sent ${max} report e-mails in the last 24 hours, as many as allowed. Someone who edits the settings can raise the limit (Reports → Schedules → Limits).`,
    recipients: (name: string, period: string, failed: { address: string; reason: string }[]) =>
      `The report “${name}” (${period}) could not be delivered after every attempt to:\n` +
      failed.map((f) => `- ${f.address}: ${f.reason}`).join('\n') +
      '\n\nThe history of the subscription shows the details (Reports → Schedules).',
    production: (name: string, period: string, error: string) =>
      `The report “${name}” (${period}) could not be produced: ${error}\n\nThe history of the subscription shows the details (Reports → Schedules).`,
  },
} satisfies Record<Language, unknown>;

/** For the admins: an outside address waits for approval; a subscription whose owner may no longer send it. */
export const approvalTexts = {
  de: {
    title: (name: string) => `Empfänger für „${name}“ freigeben?`,
    body: (person: string, name: string, addresses: string[]) =>
      `${person} möchte den Bericht „${name}“ an Adressen senden, die keine Kontaktadressen des Kunden sind:\n` +
      addresses.map((a) => `- ${a}`).join('\n') +
      '\n\nSie erhalten nichts, bis jemand mit der Berechtigung, die Einstellungen zu bearbeiten, sie freigibt (Berichte → Versandpläne → Freigaben).',
  },
  en: {
    title: (name: string) => `Approve recipients of “${name}”?`,
    body: (person: string, name: string, addresses: string[]) =>
      `${person} wants to send the report “${name}” to addresses that are no contact e-mails of the client:\n` +
      addresses.map((a) => `- ${a}`).join('\n') +
      '\n\nThey receive nothing until someone who may edit the settings approves them (Reports → Schedules → Approvals).',
  },
} satisfies Record<Language, unknown>;

export const ownerGoneTexts = {
  de: {
    title: (name: string) => `Bericht „${name}“ nicht versandt`,
    inactive: (owner: string) => `${owner}, der den Versand eingerichtet hat, ist deaktiviert.`,
    noAccess: (owner: string) =>
      `${owner}, der den Versand eingerichtet hat, darf nicht mehr alles sehen, was er umfasst (Berechtigung oder Objekte).`,
    gone: 'Die Person, die den Versand eingerichtet hat, gibt es nicht mehr.',
    body: (name: string, period: string, why: string) =>
      `Der Bericht „${name}“ (${period}) wurde nicht versandt: ${why}\n\nArchivieren Sie den Versandplan oder richten Sie ihn unter Ihrem Namen neu ein (Berichte → Versandpläne).`,
  },
  en: {
    title: (name: string) => `Report “${name}” not sent`,
    inactive: (owner: string) => `${owner}, who set up the subscription, is deactivated.`,
    noAccess: (owner: string) =>
      `${owner}, who set up the subscription, may no longer see everything it covers (permission or properties).`,
    gone: 'The person who set up the subscription no longer exists.',
    body: (name: string, period: string, why: string) =>
      `The report “${name}” (${period}) was not sent: ${why}\n\nArchive the subscription or set it up again under your name (Reports → Schedules).`,
  },
} satisfies Record<Language, unknown>;

/** The unsubscribe page: it names the sender, the report and the address, and says what happens. */
export const unsubscribeTexts = {
  de: {
    title: 'Bericht abbestellen',
    intro: (organisation: string, name: string, address: string) =>
      `${organisation} sendet den Bericht „${name}“ an ${address}.`,
    ask: 'Möchten Sie ihn nicht mehr erhalten? Nur diese Adresse wird abgemeldet; andere Empfänger bekommen ihn weiter.',
    button: 'Abbestellen',
    doneTitle: 'Abbestellt',
    done: (organisation: string, name: string, address: string) =>
      `${address} erhält den Bericht „${name}“ von ${organisation} nicht mehr.`,
    undo: (organisation: string) => `War das ein Versehen? Bitten Sie ${organisation}, Sie wieder aufzunehmen.`,
    invalidTitle: 'Link nicht gültig',
    invalid:
      'Dieser Abbestell-Link ist nicht gültig. Nutzen Sie den Link aus der neuesten E-Mail oder wenden Sie sich an den Absender.',
  },
  en: {
    title: 'Unsubscribe from a report',
    intro: (organisation: string, name: string, address: string) =>
      `${organisation} sends the report “${name}” to ${address}.`,
    ask: 'Do you no longer want to receive it? Only this address is taken off; other recipients keep getting it.',
    button: 'Unsubscribe',
    doneTitle: 'Unsubscribed',
    done: (organisation: string, name: string, address: string) =>
      `${address} will no longer receive the report “${name}” from ${organisation}.`,
    undo: (organisation: string) => `Was this a mistake? Ask ${organisation} to add you again.`,
    invalidTitle: 'Link not valid',
    invalid: 'This unsubscribe link is not valid. Use the link in the latest e-mail, or contact the sender.',
  },
} satisfies Record<Language, unknown>;

/** Subject or body with {period}, {property} and {client} filled in. */
export function fillPlaceholders(text: string, values: { period: string; property: string; client: string }): string {
  return text.replace(/\{(period|property|client)\}/g, (_, name: 'period' | 'property' | 'client') => values[name]);
}

/** Why a report could not be made for a sending (no retry helps), as the owner is told. */
export const refusalTexts = {
  noPatrolRoutes: {
    de: 'Kein Objekt dieses Versandplans hat Rundgang-Routen.',
    en: 'No property in this scope has patrol routes.',
  },
  tooManyPatrolProperties: (count: number, max: number): Record<Language, string> => ({
    de: `Dieser Versandplan umfasst ${count} Objekte mit Rundgang-Routen; ein Bericht fasst höchstens ${max}. Wählen Sie weniger Objekte oder teilen Sie ihn auf mehrere Versandpläne auf.`,
    en: `This subscription covers ${count} properties with patrol routes; one report holds at most ${max}. Choose fewer properties or split it into several subscriptions.`,
  }),
} satisfies Record<string, unknown>;

/** Text for HTML: &, <, >, " and ' as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Escaped text whose http(s) addresses are links, and whose line breaks stay. */
function linked(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(at, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    at = match.index + url.length;
  }
  return (html + escapeHtml(text.slice(at))).replace(/\r?\n/g, '<br>\n');
}

/**
 * The HTML part of a report e-mail: the same words as its text part, every value escaped
 * (the editor's message too), its web addresses clickable.
 */
export function reportMailHtml(input: {
  language: Language;
  subject: string;
  intro: string;
  /** The line above the editor's message, and the message; null without one. */
  message: { heading: string; text: string } | null;
  fileLine: string;
  footer: string;
  unsubscribeUrl: string | undefined;
}): string {
  const texts = mailTexts[input.language];
  const p = 'margin:0 0 16px 0';
  return [
    '<!DOCTYPE html>',
    `<html lang="${input.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    '<div style="max-width:640px">',
    `<p style="${p}">${linked(input.intro)}</p>`,
    ...(input.message !== null
      ? [
          `<p style="margin:0 0 4px 0">${escapeHtml(input.message.heading)}</p>`,
          `<blockquote style="margin:0 0 16px 0;padding:8px 12px;border-left:3px solid #9aa5b1;background:#f5f7fa">${linked(input.message.text)}</blockquote>`,
        ]
      : []),
    `<p style="${p}">${linked(input.fileLine)}</p>`,
    '<hr style="border:0;border-top:1px solid #d9e2ec;margin:24px 0 12px 0">',
    `<p style="margin:0 0 8px 0;font-size:13px;color:#52606d">${linked(input.footer)}</p>`,
    ...(input.unsubscribeUrl !== undefined
      ? [
          `<p style="margin:0;font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(texts.unsubscribeLink)}</a></p>`,
        ]
      : []),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
