import type { Messages } from '../en/index.ts';
import { plural } from './words.ts';

export const outgoingMail: Messages['outgoingMail'] = {
  title: 'Ausgehende E-Mails',
  intro:
    'Alle E-Mails, die Caretaker für Ihre Organisation versendet hat, neueste zuerst, und was für jeden Empfänger daraus wurde.',
  outboxTitle: 'E-Mails werden nicht versendet',
  outboxText:
    'Für diese Installation ist kein Mailserver konfiguriert, daher werden Nachrichten hier aufbewahrt statt versendet. Bitten Sie Ihren Betreiber, SMTP_URL und MAIL_FROM zu setzen.',
  sendTest: 'Testnachricht an mich senden',
  sendingTest: 'Wird gesendet…',
  testQueued: (to: string) => `Eine Testnachricht an ${to} ist unterwegs.`,
  empty: 'Bisher wurden keine E-Mails versendet.',
  loadMore: 'Mehr laden',
  loadingMore: 'Wird geladen…',
  end: 'Das ist alles.',
  showText: 'Nachricht anzeigen',
  status: {
    queued: 'Wartend',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    held: 'Im Postausgang',
  },
  attempts: (n: number) => plural(n, 'Versuch', 'Versuche'),
  messageId: (id: string) => `Message-ID ${id}`,
  possibleDuplicate: 'Möglicherweise doppelt zugestellt',
};
