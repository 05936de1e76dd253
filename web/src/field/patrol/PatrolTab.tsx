import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, api } from '../../api/client.ts';
import type { PortalResponse } from '../../api/contract.ts';
import type { Session } from '../../api/types.ts';
import { TextField } from '../../components/fields.tsx';
import { Loading, LoadError } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { problemText } from '../../lib/errors.ts';
import { formatTime } from '../../lib/format.ts';
import { sendQueue, useOnline, useQueue, useRefusal } from '../common.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import {
  clearRefusal,
  confirmedScan,
  enqueueRoundStart,
  enqueueWork,
  lastRefusal,
  queuedFor,
  subscribeQueue,
  type Queued,
  type QueuedPatrolScan,
} from '../queue.ts';
import { EMPTY_INCIDENT, enqueueIncident, IncidentFields, type IncidentDraft } from '../report/IncidentFields.tsx';
import { hasNfc, readNfcTag, readQr } from './scanner.ts';

type Patrols = PortalResponse<'/field/patrols', 'get'>;
type Route = Patrols['routes'][number];

export const PATROLS_KEY = ['field', 'patrols'] as const;
const PATROLS_KEPT = 'ct_field_patrols';
/** The round this phone is walking: its uuid and route, kept across reloads and offline. */
const ROUND_KEPT = 'ct_field_round';

interface CurrentRound {
  account_id: number;
  uuid: string;
  route_id: number;
}

function kept<T>(key: string, accountId: number): T | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null') as ({ account_id: number } & T) | null;
    return value && value.account_id === accountId ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The checkpoint of the route a printed QR code names, if any: its id stands in the clear
 * before the MAC (`<token>.<id>.<mac>`). Only the server can tell whether the code is
 * genuine; typed codes and NFC tags are known to the server alone.
 */
function checkpointFor(route: Route, code: string) {
  const match = /\.(\d{1,15})\.[A-Za-z0-9_-]{22}$/.exec(code.trim());
  return match ? route.checkpoints.find((c) => c.id === Number(match[1])) : undefined;
}

/** A refused scan in the person's language, by the server's code. */
function refusalText(code: string | undefined): string {
  const texts = t.fieldPatrol.refused as Record<string, string>;
  return (code !== undefined ? texts[code] : undefined) ?? problemText(code);
}

function useScanRefusal(): { code?: string; reason: string } | null {
  const refusal = useSyncExternalStore(subscribeQueue, lastRefusal);
  return refusal && refusal.type.startsWith('patrol_') ? refusal : null;
}

/** The camera's view, reading QR codes until one is found. */
function Camera({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(() => !('mediaDevices' in navigator));
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    const look = async () => {
      if (stopped || !video.current || !canvas.current) return;
      try {
        const code = await readQr(video.current, canvas.current);
        if (code && !stopped) {
          onCode(code);
          return;
        }
      } catch {
        // A frame that could not be read: try the next.
      }
      window.setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (!video.current || stopped) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <div className="fieldapp__card">
      {failed ? <p className="form-error">{t.fieldPatrol.cameraFailed}</p> : null}
      <video ref={video} className="patrol__video" muted playsInline />
      <canvas ref={canvas} hidden />
      <button type="button" className="button" onClick={onClose}>
        {t.fieldPatrol.closeCamera}
      </button>
    </div>
  );
}

/** The field app's Patrol tab: choose a due round or start one, scan the checkpoints, end it. */
export function PatrolTab({ session }: { session: Session }) {
  const me = session.user?.account_id ?? 0;
  const client = useQueryClient();
  const online = useOnline();
  const pending = queuedFor(me, useQueue());
  const refusal = useScanRefusal();
  const incidentRefused = useRefusal(['incident']);
  const [round, setRound] = useState<CurrentRound | undefined>(() => kept<CurrentRound>(ROUND_KEPT, me));
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [camera, setCamera] = useState(false);
  const [nfc, setNfc] = useState<AbortController | null>(null);
  const [incident, setIncident] = useState<IncidentDraft>(EMPTY_INCIDENT);
  const [reporting, setReporting] = useState(false);
  const [incidentError, setIncidentError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [endedHere, setEndedHere] = useState<string[]>([]);
  const list = useQuery({
    queryKey: PATROLS_KEY,
    queryFn: async () => {
      const fresh = await api.get<Patrols>('/field/patrols');
      window.localStorage.setItem(PATROLS_KEPT, JSON.stringify({ account_id: me, patrols: fresh }));
      return fresh;
    },
    initialData: () => kept<{ patrols: Patrols }>(PATROLS_KEPT, me)?.patrols,
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    networkMode: 'always',
  });
  const unreachable = !online || (list.isError && list.error instanceof ApiError && list.error.status === 0);
  const data = list.data;
  // A round in progress on the server that this phone does not know (a reload elsewhere) is taken up.
  const resumable = data?.open_rounds.find((r) => !endedHere.includes(r.uuid));
  const current =
    round ?? (resumable ? { account_id: me, uuid: resumable.uuid, route_id: resumable.route_id } : undefined);
  const route = current ? data?.routes.find((r) => r.id === current.route_id) : undefined;
  // The round's taps waiting to be sent, and the incidents reported during a round.
  const waitingHere = pending.filter(
    (e) => e.type?.startsWith('patrol_') || (e.type === 'incident' && e.report.patrol_round_uuid !== undefined),
  );

  const send = async () => {
    await sendQueue(client, me);
    await client.invalidateQueries({ queryKey: PATROLS_KEY });
  };
  const keepRound = (next: CurrentRound | undefined) => {
    if (next) window.localStorage.setItem(ROUND_KEPT, JSON.stringify(next));
    else window.localStorage.removeItem(ROUND_KEPT);
    setRound(next);
  };
  const start = (routeId: number, occurrence?: { schedule_id: number; planned_start: string }) => {
    clearRefusal();
    const entry = enqueueRoundStart({ account_id: me, route_id: routeId, ...(occurrence ?? {}) });
    keepRound({ account_id: me, uuid: entry.uuid, route_id: routeId });
    setNotice(null);
    void send();
  };

  if (!data) {
    if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    return <Loading />;
  }

  const header = (
    <>
      <h1 className="fieldapp__title">{t.fieldPatrol.title}</h1>
      {unreachable ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.field.offline}
        </p>
      ) : null}
      {waitingHere.length > 0 ? (
        <p className="fieldapp__notice" role="status">
          {t.fieldPatrol.waiting(waitingHere.length)}
        </p>
      ) : null}
      {refusal ? (
        <p className="form-error" role="alert">
          {refusalText(refusal.code)}
        </p>
      ) : null}
      {notice ? (
        <p className="fieldapp__notice" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );

  if (!current || !route) {
    const routeName = (id: number) => data.routes.find((r) => r.id === id)?.name ?? '';
    return (
      <>
        {header}
        <section className="fieldapp__card">
          <h2>{t.fieldPatrol.due}</h2>
          {data.occurrences.length === 0 ? <p className="muted">{t.fieldPatrol.noneDue}</p> : null}
          <ul className="patrol__list">
            {data.occurrences.map((o) => (
              <li key={`${o.schedule_id}-${o.planned_start}`}>
                <button
                  type="button"
                  className="button fieldapp__big"
                  disabled={o.taken}
                  onClick={() => start(o.route_id, { schedule_id: o.schedule_id, planned_start: o.planned_start })}
                >
                  {routeName(o.route_id)} · {formatTime(Date.parse(o.planned_start))}
                  {o.taken ? ` · ${t.fieldPatrol.taken}` : ''}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className="fieldapp__card">
          <h2>{t.fieldPatrol.adHoc}</h2>
          {data.routes.length === 0 ? <p className="muted">{t.fieldPatrol.noRoutes}</p> : null}
          <ul className="patrol__list">
            {data.routes.map((r) => (
              <li key={r.id}>
                <button type="button" className="button fieldapp__big" onClick={() => start(r.id)}>
                  {t.fieldPatrol.startOn(r.name, r.property_name)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  const serverScans = data.open_rounds.find((r) => r.uuid === current.uuid)?.scanned_checkpoint_ids ?? [];
  const roundScans = pending.filter(
    (e: Queued): e is QueuedPatrolScan => e.type === 'patrol_scan' && e.round_uuid === current.uuid,
  );
  const waitingScans = roundScans.flatMap((e) => (e.checkpoint_id !== null ? [e.checkpoint_id] : []));
  // Typed codes and NFC tags waiting to be sent: which checkpoint they are, only the server says.
  const toCheck = roundScans.filter((e) => e.checkpoint_id === null).length;
  const scanned = new Set([...serverScans, ...waitingScans]);
  const total = route.checkpoints.length;
  const done = route.checkpoints.filter((c) => scanned.has(c.id)).length;
  const next = route.checkpoints.find((c) => !scanned.has(c.id));

  const scan = (value: string, method: 'qr' | 'nfc' | 'manual') => {
    if (value.trim() === '') return;
    clearRefusal();
    const checkpoint = checkpointFor(route, value);
    const entry = enqueueWork({
      type: 'patrol_scan',
      account_id: me,
      round_uuid: current.uuid,
      code: value.trim(),
      method,
      note: note.trim() === '' ? null : note.trim(),
      checkpoint_id: checkpoint?.id ?? null,
      photos,
    });
    setPhotos([]);
    setNotice(checkpoint ? t.fieldPatrol.read(checkpoint.name) : t.fieldPatrol.toBeChecked);
    setCode('');
    setNote('');
    void send().then(() => {
      // The server has checked it: say which checkpoint it recorded (a refusal shows on its own).
      const name = confirmedScan(entry.uuid);
      if (name !== undefined) setNotice(t.fieldPatrol.scanned(name));
    });
  };
  const readNfc = () => {
    const controller = new AbortController();
    setNfc(controller);
    readNfcTag(controller.signal)
      .then((serial) => scan(serial, 'nfc'))
      .catch(() => setNotice(t.fieldPatrol.nfcFailed))
      .finally(() => {
        controller.abort();
        setNfc(null);
      });
  };

  return (
    <>
      {header}
      <section className="fieldapp__card" aria-live="polite">
        <p className="fieldapp__state">{route.name}</p>
        <p className="fieldapp__clock" data-testid="patrol-progress">
          {t.fieldPatrol.progress(done, total)}
        </p>
        {toCheck > 0 ? (
          <p className="muted" data-testid="patrol-to-check">
            {t.fieldPatrol.waitingCheck(toCheck)}
          </p>
        ) : null}
        {next ? (
          <p>
            {t.fieldPatrol.next}: <strong>{next.name}</strong>
            {next.location_hint ? <span className="muted"> · {next.location_hint}</span> : null}
          </p>
        ) : (
          <p>{t.fieldPatrol.allDone}</p>
        )}
        {next?.instructions ? <p className="muted">{next.instructions}</p> : null}
      </section>
      <section className="fieldapp__card">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            scan(code, 'manual');
          }}
        >
          <TextField label={t.fieldPatrol.code} value={code} onChange={setCode} maxLength={500} autoComplete="off" />
          <TextField label={t.fieldPatrol.note} value={note} onChange={setNote} maxLength={2000} optional />
          <PhotoInput value={photos} onChange={setPhotos} label={t.fieldPatrol.photo} />
          <button type="submit" className="button button--primary fieldapp__big" disabled={code.trim() === ''}>
            {t.fieldPatrol.record}
          </button>
        </form>
        {camera ? (
          <Camera
            onCode={(value) => {
              setCamera(false);
              scan(value, 'qr');
            }}
            onClose={() => setCamera(false)}
          />
        ) : (
          <button type="button" className="button fieldapp__big" onClick={() => setCamera(true)}>
            {t.fieldPatrol.scanQr}
          </button>
        )}
        {hasNfc() ? (
          <button type="button" className="button fieldapp__big" disabled={nfc !== null} onClick={readNfc}>
            {nfc ? t.fieldPatrol.nfcWaiting : t.fieldPatrol.readNfc}
          </button>
        ) : null}
      </section>
      <section className="fieldapp__card" aria-labelledby="patrol-incident">
        <h2 id="patrol-incident" className="fieldapp__group-title">
          {t.fieldPatrol.incidentTitle}
        </h2>
        {incidentRefused ? (
          <p className="form-error" role="alert">
            {t.field.refused(incidentRefused)}
          </p>
        ) : null}
        {reporting ? (
          <form
            className="fieldapp__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (incident.title.trim() === '') {
                setIncidentError(t.fieldWork.report.titleRequired);
                return;
              }
              clearRefusal();
              enqueueIncident(me, { id: route.property_id, name: route.property_name }, incident, current.uuid);
              setIncident(EMPTY_INCIDENT);
              setIncidentError(undefined);
              setReporting(false);
              const title = incident.title.trim();
              setNotice(online ? t.fieldPatrol.incidentReported(title) : t.fieldPatrol.incidentQueued(title));
              void send();
            }}
          >
            <IncidentFields
              draft={incident}
              onChange={(change) => {
                if (change.title?.trim()) setIncidentError(undefined);
                setIncident((draft) => ({ ...draft, ...change }));
              }}
              titleError={incidentError}
              focusTitle
            />
            <button type="submit" className="button button--primary fieldapp__big">
              {t.fieldWork.report.submit}
            </button>
            <button type="button" className="button fieldapp__big" onClick={() => setReporting(false)}>
              {t.fieldPatrol.cancelIncident}
            </button>
          </form>
        ) : (
          <button type="button" className="button fieldapp__big" onClick={() => setReporting(true)}>
            {t.fieldPatrol.reportIncident}
          </button>
        )}
      </section>
      <button
        type="button"
        className="button button--danger fieldapp__big"
        onClick={() => {
          clearRefusal();
          enqueueWork({ type: 'patrol_end', account_id: me, round_uuid: current.uuid });
          keepRound(undefined);
          setEndedHere((uuids) => [...uuids, current.uuid]);
          setNotice(t.fieldPatrol.ended(done, total));
          void send();
        }}
      >
        {t.fieldPatrol.end}
      </button>
    </>
  );
}
