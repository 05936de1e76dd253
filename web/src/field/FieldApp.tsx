import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useSession } from '../api/queries.ts';
import type { Session } from '../api/types.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { Loading, LoadError } from '../components/ui.tsx';
import { setLanguage, setTimeZone, t, useLanguage } from '../i18n/index.ts';
import { SignInPage } from '../screens/SignInPage.tsx';
import { formatDistance, formatTime } from '../lib/format.ts';
import { problemText } from '../lib/errors.ts';
import { ruleText } from '../lib/rule-text.ts';
import { nearestFirst, type Position } from '../lib/distance.ts';
import {
  forgetKept,
  type ClockStatus,
  sendQueue,
  useClockStatus,
  useOnline,
  useQueue,
  useRefusalOf,
} from './common.ts';
import { clearRefusal, clockQueuedFor, enqueue, isClock, queued, queuedFor, type QueuedAction } from './queue.ts';
import { FormsTab, useFormOutbox } from './forms/FormsTab.tsx';
import { InspectionScreen, useInspectionSetup, useReturnedCount } from './inspection/InspectionScreen.tsx';
import { MaterialTab } from './material/MaterialTab.tsx';
import { PatrolTab } from './patrol/PatrolTab.tsx';
import { ReportTab } from './report/ReportTab.tsx';
import { TabIcon } from './TabIcon.tsx';
import { TasksTab } from './tasks/TasksTab.tsx';
import { TodayTab } from './today/TodayTab.tsx';

const SESSION_KEPT = 'ct_field_session';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Locating = { state: 'off' } | { state: 'asking' } | { state: 'found'; at: Position } | { state: 'unavailable' };

/** The phone's position, asked for only when the person taps "Use my location". */
function useLocation(): [Locating, () => void] {
  const [locating, setLocating] = useState<Locating>({ state: 'off' });
  const ask = () => {
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'unavailable' });
      return;
    }
    setLocating({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setLocating({
          state: 'found',
          at: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      () => setLocating({ state: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  return [locating, ask];
}

/** What the screen shows: the server's state with the taps not yet sent applied on top. */
function displayed(status: ClockStatus | undefined, pending: QueuedAction[]) {
  let running = status?.running
    ? {
        propertyName: status.running.property_name,
        startedAt: Date.parse(status.running.started_at),
        breakSince: status.running.break_started_at ? Date.parse(status.running.break_started_at) : null,
      }
    : null;
  for (const action of pending) {
    const at = Date.parse(action.device_at);
    if (action.kind === 'start')
      running = { propertyName: action.property_name ?? '', startedAt: at, breakSince: null };
    else if (action.kind === 'pause' && running) running = { ...running, breakSince: at };
    else if (action.kind === 'resume' && running) running = { ...running, breakSince: null };
    else if (action.kind === 'end') running = null;
  }
  return running;
}

function hhmm(totalMinutes: number): string {
  const m = Math.max(0, Math.floor(totalMinutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** A refused clock tap in the person's language: a text of its own for its code, else the code's general words. */
function clockRefusalText(refusal: { reason: string; code?: string }): string {
  const texts = t.field.refusedCodes as Record<string, string>;
  const own = refusal.code !== undefined ? texts[refusal.code] : undefined;
  return own ?? t.field.refused(problemText(refusal.code));
}

function ClockScreen({ session }: { session: Session }) {
  const client = useQueryClient();
  const online = useOnline();
  const now = useNow(1000);
  const me = session.user?.account_id ?? 0;
  const pending = clockQueuedFor(me, useQueue());
  const refusal = useRefusalOf(['clock']);
  const [propertyId, setPropertyId] = useState('');
  const [note, setNote] = useState('');
  const [locating, askLocation] = useLocation();
  const here = locating.state === 'found' ? locating.at : null;
  const status = useClockStatus(me);
  // No network, or a server out of reach (a dead hotspot says "online" all the same).
  const unreachable = !online || (status.isError && status.error instanceof ApiError && status.error.status === 0);

  const tap = (action: Omit<QueuedAction, 'uuid' | 'device_at'>) => {
    enqueue({ ...action, account_id: me });
    clearRefusal();
    void sendQueue(client, me);
  };

  const running = displayed(status.data, pending);
  // Nearest first once the phone's position is known; by name otherwise (and for places without coordinates).
  const properties = nearestFirst(status.data?.properties ?? [], here);
  // The position goes with a clock-in only where the organisation keeps it.
  const startLocation =
    status.data?.store_location && here ? { latitude: here.latitude, longitude: here.longitude } : {};
  const elapsedMinutes = running ? (now - running.startedAt) / 60_000 : 0;
  const fetchedAt = status.dataUpdatedAt || now;
  const sinceFetch = running && !running.breakSince ? (now - fetchedAt) / 60_000 : 0;
  return (
    <>
      <h1 className="fieldapp__title">{t.field.title}</h1>
      {unreachable ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.field.offline}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <p className="fieldapp__notice" role="status">
          {t.field.waiting(pending.length)}
        </p>
      ) : null}
      {refusal ? (
        <p className="form-error" role="alert">
          {clockRefusalText(refusal)}
        </p>
      ) : null}
      {status.isPending && pending.length === 0 ? <Loading /> : null}
      {status.isError && !status.data && online ? (
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : null}

      {running ? (
        <section className="fieldapp__card" aria-live="polite">
          <p className="fieldapp__state">
            {running.breakSince ? t.field.onBreak : t.field.running(running.propertyName)}
          </p>
          <p className="fieldapp__clock">{hhmm(elapsedMinutes)}</p>
          <p className="muted">{t.field.since(formatTime(running.breakSince ?? running.startedAt))}</p>
          <div className="fieldapp__actions">
            {running.breakSince ? (
              <button
                type="button"
                className="button button--primary fieldapp__big"
                onClick={() => tap({ kind: 'resume' })}
              >
                {t.field.resume}
              </button>
            ) : (
              <button type="button" className="button fieldapp__big" onClick={() => tap({ kind: 'pause' })}>
                {t.field.pause}
              </button>
            )}
            <TextField label={t.field.note} value={note} onChange={setNote} maxLength={2000} />
            <button
              type="button"
              className="button button--danger fieldapp__big"
              onClick={() => {
                tap({ kind: 'end', note: note.trim() === '' ? null : note.trim() });
                setNote('');
              }}
            >
              {t.field.end}
            </button>
          </div>
        </section>
      ) : status.data || pending.length > 0 ? (
        <section className="fieldapp__card">
          {properties.length === 0 && status.data ? <p>{t.field.noProperties}</p> : null}
          {properties.length > 0 ? (
            <>
              <SelectField
                label={t.field.property}
                value={propertyId}
                onChange={setPropertyId}
                hint={here ? t.devices.nearestFirst : undefined}
                options={[
                  { value: '', label: t.field.chooseProperty },
                  ...properties.map((p) => {
                    const place = p.city ? `${p.name}, ${p.city}` : p.name;
                    return {
                      value: String(p.id),
                      label: p.distance === null ? place : `${place} · ${formatDistance(p.distance)}`,
                    };
                  }),
                ]}
              />
              {locating.state === 'unavailable' ? (
                <p className="fieldapp__notice" role="status">
                  {t.devices.locationUnavailable}
                </p>
              ) : null}
              {here ? null : (
                <button
                  type="button"
                  className="button fieldapp__locate"
                  disabled={locating.state === 'asking'}
                  onClick={() => {
                    askLocation();
                  }}
                >
                  {locating.state === 'asking' ? t.devices.locating : t.devices.useLocation}
                </button>
              )}
            </>
          ) : null}
          <button
            type="button"
            className="button button--primary fieldapp__big"
            disabled={propertyId === ''}
            onClick={() =>
              tap({
                kind: 'start',
                property_id: Number(propertyId),
                property_name: properties.find((p) => String(p.id) === propertyId)?.name ?? '',
                ...startLocation,
              })
            }
          >
            {t.field.start}
          </button>
        </section>
      ) : null}

      {!running && pending.length === 0 && (status.data?.last_shift_rules.length ?? 0) > 0 ? (
        <section className="fieldapp__card fieldapp__rules" aria-labelledby="fieldapp-rules">
          <h2 id="fieldapp-rules" className="fieldapp__rules-title">
            {t.field.rulesTitle}
          </h2>
          <ul>
            {status.data?.last_shift_rules.map((finding) => (
              <li key={finding.rule}>{ruleText(finding)}</li>
            ))}
          </ul>
          <p className="muted">{t.field.rulesHint}</p>
        </section>
      ) : null}

      {status.data ? (
        <dl className="fieldapp__totals">
          <div>
            <dt>{t.field.today}</dt>
            <dd>{hhmm(status.data.today_minutes + sinceFetch)}</dd>
          </div>
          <div>
            <dt>{t.field.week}</dt>
            <dd>{hhmm(status.data.week_minutes + sinceFetch)}</dd>
          </div>
        </dl>
      ) : null}
    </>
  );
}

type Tab = 'clock' | 'today' | 'tasks' | 'patrol' | 'report' | 'forms' | 'material' | 'inspection';
const TABS: readonly Tab[] = ['clock', 'today', 'tasks', 'patrol', 'report', 'forms', 'material', 'inspection'];
/** Screens kept in the address but opened from a tab, not from the bar: the quality inspection from Forms. */
const UNDER: Partial<Record<Tab, Tab>> = { inspection: 'forms' };

/** The tab in the address (#tasks): a reload, or the back button, keeps the person where they were. */
function tabOf(hash: string): Tab {
  const name = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(name) ? (name as Tab) : 'clock';
}

function useTab(): [Tab, (tab: Tab) => void] {
  const tab = useSyncExternalStore(
    (listener) => {
      window.addEventListener('hashchange', listener);
      return () => window.removeEventListener('hashchange', listener);
    },
    () => tabOf(window.location.hash),
  );
  const choose = (next: Tab) => {
    if (next === tab) return;
    window.location.hash = next === 'clock' ? '' : next;
    window.scrollTo({ top: 0 });
  };
  return [tab, choose];
}

/** The signed-in app: the organisation and sign-out on top, one screen, the tabs at the bottom for the thumb. */
function FieldShell({ session }: { session: Session }) {
  const client = useQueryClient();
  const [addressed, choose] = useTab();
  const me = session.user?.account_id ?? 0;
  // Forms submitted offline go out when the phone is back, whichever tab is open.
  useFormOutbox(me);
  const waiting = queuedFor(me, useQueue());
  // Whatever was queued goes out now and whenever the phone is back online, whichever tab is open.
  useEffect(() => {
    const send = () => void sendQueue(client, me);
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => {
      if (queuedFor(me).length > 0 && navigator.onLine) send();
    }, 15_000);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [client, me]);
  const signOut = useMutation({
    mutationFn: endpoints.signOut,
    onSettled: async () => {
      window.localStorage.removeItem(SESSION_KEPT);
      forgetKept();
      client.setQueryData<Session>(keys.session, (old) => (old ? { ...old, user: null } : old));
      await client.invalidateQueries({ queryKey: keys.session });
    },
  });
  // What waits to be sent, on the tab it belongs to.
  const badges: Record<Tab, number> = {
    clock: waiting.filter(isClock).length,
    today: waiting.filter((entry) => entry.type === 'checklist').length,
    tasks: waiting.filter((entry) => entry.type === 'task_start' || entry.type === 'task_complete').length,
    patrol: waiting.filter((entry) => entry.type?.startsWith('patrol_')).length,
    report: waiting.filter((entry) => entry.type === 'incident').length,
    forms: waiting.filter((entry) => entry.type === 'inspection').length,
    material: waiting.filter((entry) => entry.type === 'material_request').length,
    inspection: 0,
  };
  // Quality inspections for those who work with them (tasks.manage), opened from the Forms tab.
  const inspects = session.user?.permissions.includes('tasks.manage') ?? false;
  useInspectionSetup(me, inspects);
  const returned = useReturnedCount(me);
  // Someone who does not inspect (an address kept from another person) sees the Forms tab.
  const tab: Tab = addressed === 'inspection' && !inspects ? 'forms' : addressed;
  // The Material tab only for an organisation with the material module.
  const shown = TABS.filter(
    (name) => UNDER[name] === undefined && (name !== 'material' || session.user?.tenant.modules.includes('material')),
  );
  const labels: Record<Tab, string> = {
    clock: t.fieldWork.tabs.clock,
    today: t.fieldWork.tabs.today,
    tasks: t.fieldWork.tabs.tasks,
    patrol: t.fieldPatrol.tab,
    report: t.fieldWork.tabs.report,
    forms: t.fieldWork.tabs.forms,
    material: t.material.field.title,
    inspection: t.fieldInspection.title,
  };
  const current = UNDER[tab] ?? tab;
  return (
    <div className="fieldapp">
      <header className="fieldapp__bar">
        <span className="fieldapp__org">{session.user?.tenant.name}</span>
        <button type="button" className="button button--small button--quiet" onClick={() => signOut.mutate()}>
          {t.field.signOut}
        </button>
      </header>
      <main className="fieldapp__main" id="main">
        {tab === 'clock' ? <ClockScreen session={session} /> : null}
        {tab === 'today' ? <TodayTab session={session} /> : null}
        {tab === 'tasks' ? <TasksTab session={session} /> : null}
        {tab === 'patrol' ? <PatrolTab session={session} /> : null}
        {tab === 'report' ? <ReportTab session={session} /> : null}
        {tab === 'forms' ? (
          <FormsTab
            session={session}
            extra={
              inspects ? (
                <section className="fieldapp__card inspection__entry">
                  <button
                    type="button"
                    className="button button--primary fieldapp__big"
                    onClick={() => choose('inspection')}
                  >
                    {t.fieldInspection.entry}
                    {badges.forms > 0 ? ` (${badges.forms})` : ''}
                  </button>
                  <p className="muted">{t.fieldInspection.entryHint}</p>
                  {returned > 0 ? <p className="form-error">{t.fieldInspection.returnedCount(returned)}</p> : null}
                </section>
              ) : null
            }
          />
        ) : null}
        {tab === 'inspection' && inspects ? (
          <InspectionScreen session={session} onBack={() => choose('forms')} />
        ) : null}
        {tab === 'material' && shown.includes('material') ? <MaterialTab session={session} /> : null}
      </main>
      <nav
        className={`fieldapp__tabs${shown.length > 6 ? ' fieldapp__tabs--many' : ''}`}
        aria-label={t.fieldWork.tabs.label}
      >
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            className="fieldapp__tab"
            aria-current={current === name ? 'page' : undefined}
            onClick={() => choose(name)}
          >
            <TabIcon tab={name} />
            <span className="fieldapp__tab-label">{labels[name]}</span>
            {badges[name] > 0 ? (
              <span className="fieldapp__tab-badge" aria-label={t.fieldWork.tabs.waiting(badges[name])}>
                {badges[name]}
              </span>
            ) : null}
          </button>
        ))}
      </nav>
    </div>
  );
}

/** The field app: sign-in, then the clock, today's planned services, the person's tasks, reporting an incident and forms. Offline, the last session on this phone opens it. */
export function FieldApp() {
  const session = useSession();
  useLanguage();
  const kept = (() => {
    try {
      return JSON.parse(window.localStorage.getItem(SESSION_KEPT) ?? 'null') as Session | null;
    } catch {
      return null;
    }
  })();
  const current = session.data ?? (session.isError ? kept : undefined);
  const user = current?.user;
  useLayoutEffect(() => {
    if (!user) return;
    setLanguage(user.language ?? user.tenant.language);
    setTimeZone(user.tenant.timezone);
  }, [user]);
  useEffect(() => {
    if (session.data?.user) window.localStorage.setItem(SESSION_KEPT, JSON.stringify(session.data));
    // Signed out (here or from the portal): offline, the app must not open as that person any more.
    else if (session.data) {
      window.localStorage.removeItem(SESSION_KEPT);
      forgetKept();
    }
  }, [session.data]);

  if (!current) {
    if (session.isError) return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
    return (
      <div className="boot">
        <Loading />
      </div>
    );
  }
  if (!current.user) {
    const waiting = queued().length;
    return (
      <SignInPage
        kind="device"
        intro={
          <>
            <p>{t.devices.fieldSignInIntro}</p>
            {waiting > 0 ? <p className="fieldapp__notice">{t.devices.keptForSignIn(waiting)}</p> : null}
          </>
        }
      />
    );
  }
  return <FieldShell session={current} />;
}
