// Why a report sending failed, and why a recipient got no e-mail, worded from the server's
// codes (src/modules/report-schedules/sending-errors.ts) and their values.

type Params = Record<string, string | number>;
const text = (params: Params | null, key: string): string => String(params?.[key] ?? '');
const count = (params: Params | null, key: string): string => Number(params?.[key] ?? 0).toLocaleString('en');

export const sendingErrors = {
  /** For sendings recorded before codes: their stored English sentence is not shown. */
  general: 'This sending failed. If it happens again, tell your administrator.',
  codes: {
    subscription_paused: () => 'The schedule was paused before this sending went out.',
    subscription_archived: () => 'The schedule was archived before this sending went out.',
    owner_gone: () => 'Not sent: the person who set up the schedule no longer exists.',
    owner_inactive: (p: Params | null) => `Not sent: ${text(p, 'owner')}, who set up the schedule, is deactivated.`,
    owner_no_access: (p: Params | null) =>
      `Not sent: ${text(p, 'owner')}, who set up the schedule, may no longer see everything it covers.`,
    nobody_to_send_to: () =>
      'Nobody to send to: every recipient unsubscribed, waits for approval or may no longer see the report.',
    daily_limit: (p: Params | null) =>
      `Not sent: your organisation has sent ${count(p, 'limit')} report e-mails in the last 24 hours, its daily limit.`,
    no_patrol_routes: () => 'No property of this schedule has patrol routes.',
    too_many_patrol_properties: (p: Params | null) =>
      `This schedule covers ${count(p, 'count')} properties with patrol routes; one report holds at most ${count(p, 'max')}. Choose fewer properties or split it into several schedules.`,
    production_failed: () => 'The report could not be produced. If it happens again, tell your administrator.',
    stopped: () => 'The sending stopped before it was finished. If it happens again, tell your administrator.',
  },
  skipped: {
    /** For recipients recorded before codes. */
    general: 'Not sent to this recipient.',
    codes: {
      unsubscribed: (p: Params | null, formatDate: (day: string) => string) =>
        `Unsubscribed on ${formatDate(text(p, 'on'))}.`,
      awaiting_approval: () => 'Waiting for approval by someone who edits the settings (an outside address).',
      account_gone: () => 'The account no longer exists.',
      account_inactive: () => 'The account is deactivated.',
      account_not_allowed: () => 'The account may no longer see everything this schedule covers.',
    },
  },
};
