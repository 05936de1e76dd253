import type { ResponseStatus } from '../api/forms.ts';

/** The badge tone of a form response's status, in the list and the detail. */
export const RESPONSE_TONE = { submitted: 'success', draft: 'neutral' } as const satisfies Record<
  ResponseStatus,
  'success' | 'neutral'
>;
