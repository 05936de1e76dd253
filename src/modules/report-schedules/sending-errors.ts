// Why a report sending failed, and why a recipient got no e-mail, as stable codes with
// their values: the portal words each in the person's language (the English `error` and
// `reason` stay for old rows and API callers).

/** Why a sending failed. Every code has words in the portal (web/src/i18n/{de,en}: sendingErrors). */
export const SENDING_ERROR_CODES = [
  /** The subscription was paused before the occurrence went out. */
  'subscription_paused',
  /** The subscription was archived before the occurrence went out. */
  'subscription_archived',
  /** The owner's account no longer exists. */
  'owner_gone',
  /** `{ owner }` is deactivated. */
  'owner_inactive',
  /** `{ owner }` may no longer see everything the subscription covers. */
  'owner_no_access',
  /** Every recipient unsubscribed, waits for approval or lost access. */
  'nobody_to_send_to',
  /** `{ limit }` report e-mails in the last 24 hours: the organisation's daily limit. */
  'daily_limit',
  /** No property of the scope has patrol routes. */
  'no_patrol_routes',
  /** `{ count, max }`: more properties with patrol routes than one report holds. */
  'too_many_patrol_properties',
  /** The report could not be made (every attempt failed). */
  'production_failed',
  /** The sending stopped before it was finished. */
  'stopped',
] as const;
export type SendingErrorCode = (typeof SENDING_ERROR_CODES)[number];

export type SendingErrorParams = Record<string, string | number>;

/** Why a recipient of a sending got no e-mail. Every code has words in the portal (sendingErrors.skipped). */
export const SKIP_REASON_CODES = [
  /** `{ on }` (YYYY-MM-DD): the recipient unsubscribed. */
  'unsubscribed',
  /** An outside address waiting for approval. */
  'awaiting_approval',
  'account_gone',
  'account_inactive',
  'account_not_allowed',
] as const;
export type SkipReasonCode = (typeof SKIP_REASON_CODES)[number];

/** A failure with its English sentence (stored as `error`), code and values. */
export interface SendingFailure {
  error: string;
  code: SendingErrorCode;
  params: SendingErrorParams | null;
}
