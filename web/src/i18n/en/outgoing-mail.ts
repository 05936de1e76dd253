import { plural } from './words.ts';

export const outgoingMail = {
  title: 'Outgoing mail',
  intro: 'Every e-mail Caretaker sent for your organisation, newest first, and what became of it for each recipient.',
  outboxTitle: 'E-mail is not being sent',
  outboxText:
    'No mail server is configured for this installation, so messages are kept here instead of being sent. Ask your operator to set SMTP_URL and MAIL_FROM.',
  sendTest: 'Send a test message to me',
  sendingTest: 'Sending…',
  testQueued: (to: string) => `A test message to ${to} is on its way.`,
  empty: 'No e-mail has been sent yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'That is everything.',
  showText: 'Show message',
  status: {
    queued: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    held: 'Kept in outbox',
  },
  attempts: (n: number) => plural(n, 'attempt', 'attempts'),
  messageId: (id: string) => `Message-ID ${id}`,
  possibleDuplicate: 'May have been delivered twice',
};
