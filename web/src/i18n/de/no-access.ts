import type { Messages } from '../en/index.ts';

export const noAccess: Messages['noAccess'] = {
  title: 'Kein Zugriff',
  text: 'Ihre Rolle umfasst diese Seite nicht. Wenden Sie sich an einen Admin Ihrer Organisation, wenn Sie sie benötigen.',
};
