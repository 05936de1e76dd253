import type { Messages } from '../en/index.ts';

export const notFound: Messages['notFound'] = {
  title: 'Seite nicht gefunden',
  text: 'Unter dieser Adresse gibt es keine Seite.',
  home: 'Zu den Objekten',
};
