import { useQuery } from '@tanstack/react-query';
import {
  type Notice,
  type Schedule,
  scheduleEndpoints,
  scheduleKeys,
  type SendingStatus,
} from '../api/report-schedules.ts';
import { useRefreshingMutation } from '../api/queries.ts';
import { useToast } from '../components/Toasts.tsx';
import { t } from '../i18n/index.ts';

// What the schedule list, a schedule's history and the navigation share: the status
// colours, the report and its scope in words, the actions pause, resume and "send now to
// me", and the unread notices.

export const SENDING_TONES: Record<SendingStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  queued: 'neutral',
  producing: 'neutral',
  sending: 'neutral',
  sent: 'success',
  partly_failed: 'warning',
  failed: 'danger',
  skipped_empty: 'neutral',
};

/** "Incident reports · Domstadt Wohnbau eG · Lindenhof 3": the report and what it covers. */
export function scheduleWhat(schedule: Schedule): string {
  const { client, properties, template } = schedule.scope;
  const parts: string[] = [t.reportSchedules.kinds[schedule.kind]];
  if (template) parts.push(template.name);
  if (client) parts.push(client.name);
  if (properties) {
    const names = properties.slice(0, 2).map((property) => property.name);
    parts.push(
      properties.length > 2 ? t.exportHistory.andMore(names.join(', '), properties.length - 2) : names.join(', '),
    );
  }
  return parts.join(' · ');
}

/** Pause, resume and "send now to me" of one schedule, with their toasts. */
export function useScheduleActions() {
  const toast = useToast();
  const pause = useRefreshingMutation(scheduleEndpoints.pause, [scheduleKeys.all]);
  const resume = useRefreshingMutation(scheduleEndpoints.resume, [scheduleKeys.all]);
  const sendNow = useRefreshingMutation(scheduleEndpoints.sendNow, [scheduleKeys.all]);
  return {
    pending: pause.isPending || resume.isPending || sendNow.isPending,
    error: pause.error ?? resume.error ?? sendNow.error,
    sendingNow: sendNow.isPending ? sendNow.variables : undefined,
    toggle: (schedule: Schedule) => {
      if (schedule.status === 'paused') {
        resume.mutate(schedule.id, { onSuccess: (saved) => toast(t.reportSchedules.resumed(saved.name)) });
      } else {
        pause.mutate(schedule.id, { onSuccess: (saved) => toast(t.reportSchedules.paused(saved.name)) });
      }
    },
    sendNow: (schedule: Schedule) =>
      sendNow.mutate(schedule.id, { onSuccess: (answer) => toast(t.reportSchedules.sentNow(answer.address)) }),
  };
}

/**
 * The person's unread notices about report schedules (a sending that failed after its last
 * retry): the list shows them, the navigation counts them.
 */
export function useScheduleNotices(enabled = true) {
  const notices = useQuery({
    queryKey: [...scheduleKeys.notices, 'unread'],
    queryFn: () => scheduleEndpoints.notices(true),
    enabled,
    // Asked for each time a screen opens: a failure may have come in since.
    staleTime: 0,
    refetchInterval: 60_000,
  });
  const list: Notice[] = (notices.data?.data ?? []).filter((notice) => notice.subject.report_schedule_id !== undefined);
  return list;
}
