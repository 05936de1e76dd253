import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useSession } from '../api/queries.ts';
import type { Session } from '../api/types.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { Loading, LoadError } from '../components/ui.tsx';
import { setLanguage, setTimeZone, t, useLanguage } from '../i18n/index.ts';
import { SignInPage } from '../screens/SignInPage.tsx';
import { formatTime } from '../lib/format.ts';
import { enqueue, flush, queued, subscribeQueue, type QueuedAction } from './queue.ts';

interface ClockStatus {
  running: {
    shift_id: number;
    property_id: number;
    property_name: string;
    started_at: string;
    break_started_at: string | null;
    break_minutes: number;
  } | null;
  today_minutes: number;
  week_minutes: number;
  time_zone: string;
  properties: { id: number; name: string; city: string | null }[];
}

const CLOCK_KEY = ['clock'] as const;
const SESSION_KEPT = 'ct_field_session';

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
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

function ClockScreen({ session }: { session: Session }) {
  const client = useQueryClient();
  const online = useOnline();
  const now = useNow(1000);
  const pending = useSyncExternalStore(subscribeQueue, queued);
  const [refused, setRefused] = useState<string | null>(null);
  const [propertyId, setPropertyId] = useState('');
  const [note, setNote] = useState('');
  const status = useQuery({
    queryKey: CLOCK_KEY,
    queryFn: () => api.get<ClockStatus>('/clock'),
    refetchInterval: 60_000,
    networkMode: 'always',
  });
  // Whatever was queued goes out now and whenever the phone is back online.
  useEffect(() => {
    const send = () =>
      void flush().then((reason) => {
        if (reason) setRefused(reason);
        void client.invalidateQueries({ queryKey: CLOCK_KEY });
      });
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => {
      if (queued().length > 0 && navigator.onLine) send();
    }, 15_000);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [client]);

  const tap = (action: Omit<QueuedAction, 'uuid' | 'device_at'>) => {
    enqueue(action);
    setRefused(null);
    void flush().then((reason) => {
      if (reason) setRefused(reason);
      void client.invalidateQueries({ queryKey: CLOCK_KEY });
    });
  };

  const signOut = useMutation({
    mutationFn: endpoints.signOut,
    onSettled: async () => {
      window.localStorage.removeItem(SESSION_KEPT);
      client.setQueryData<Session>(keys.session, (old) => (old ? { ...old, user: null } : old));
      await client.invalidateQueries({ queryKey: keys.session });
    },
  });

  const running = displayed(status.data, pending);
  const properties = status.data?.properties ?? [];
  const elapsedMinutes = running ? (now - running.startedAt) / 60_000 : 0;
  const fetchedAt = status.dataUpdatedAt || now;
  const sinceFetch = running && !running.breakSince ? (now - fetchedAt) / 60_000 : 0;
  return (
    <div className="fieldapp">
      <header className="fieldapp__bar">
        <span className="fieldapp__org">{session.user?.tenant.name}</span>
        <button type="button" className="button button--small button--quiet" onClick={() => signOut.mutate()}>
          {t.field.signOut}
        </button>
      </header>
      <main className="fieldapp__main" id="main">
        <h1 className="fieldapp__title">{t.field.title}</h1>
        {!online ? (
          <p className="fieldapp__notice fieldapp__notice--offline" role="status">
            {t.field.offline}
          </p>
        ) : null}
        {pending.length > 0 ? (
          <p className="fieldapp__notice" role="status">
            {t.field.waiting(pending.length)}
          </p>
        ) : null}
        {refused ? (
          <p className="form-error" role="alert">
            {t.field.refused(refused)}
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
              <SelectField
                label={t.field.property}
                value={propertyId}
                onChange={setPropertyId}
                options={[
                  { value: '', label: t.field.chooseProperty },
                  ...properties.map((p) => ({ value: String(p.id), label: p.city ? `${p.name}, ${p.city}` : p.name })),
                ]}
              />
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
                })
              }
            >
              {t.field.start}
            </button>
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
      </main>
    </div>
  );
}

/** The field app: sign-in, then the clock. Offline, the last session on this phone opens it. */
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
  }, [session.data]);

  if (!current) {
    if (session.isError) return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
    return (
      <div className="boot">
        <Loading />
      </div>
    );
  }
  if (!current.user) return <SignInPage />;
  return <ClockScreen session={current} />;
}
