import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import type { Session } from '../../api/types.ts';
import { SelectField } from '../../components/fields.tsx';
import { Loading } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { sendQueue, useClockStatus, useOnline, useQueue, useRefusal } from '../common.ts';
import { clearRefusal, queuedFor, type QueuedIncident } from '../queue.ts';
import { EMPTY_INCIDENT, enqueueIncident, IncidentFields, type IncidentDraft } from './IncidentFields.tsx';

/**
 * The field app's Report tab: an incident at one of the person's properties. The report is
 * queued on the phone like a clock tap (with its uuid, its photos kept on the phone) and
 * goes out at once, or when the phone is back online.
 */
export function ReportTab({ session }: { session: Session }) {
  const me = session.user?.account_id ?? 0;
  const client = useQueryClient();
  const online = useOnline();
  // The properties the person may report at: the clock's list, kept on the phone for offline use.
  const status = useClockStatus(me);
  const waiting = queuedFor(me, useQueue()).filter((entry): entry is QueuedIncident => entry.type === 'incident');
  const refused = useRefusal(['incident']);
  const [propertyId, setPropertyId] = useState('');
  const [draft, setDraft] = useState<IncidentDraft>(EMPTY_INCIDENT);
  const [errors, setErrors] = useState<{ property?: string; title?: string }>({});
  // The report just made: its title, and its uuid while it may still be in the queue.
  const [sent, setSent] = useState<{ title: string; uuid: string } | null>(null);
  const properties = status.data?.properties ?? [];
  const unreachable = !online || (status.isError && status.error instanceof ApiError && status.error.status === 0);

  const submit = () => {
    const next = {
      ...(propertyId === '' ? { property: t.fieldWork.report.propertyRequired } : {}),
      ...(draft.title.trim() === '' ? { title: t.fieldWork.report.titleRequired } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const property = properties.find((p) => String(p.id) === propertyId);
    const uuid = enqueueIncident(me, { id: Number(propertyId), name: property?.name ?? '' }, draft);
    setSent({ title: draft.title.trim(), uuid });
    setDraft(EMPTY_INCIDENT);
    clearRefusal();
    void sendQueue(client, me);
  };

  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.report.title}</h1>
      {unreachable ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.field.offline}
        </p>
      ) : null}
      {refused ? (
        <p className="form-error" role="alert">
          {t.field.refused(refused)}
        </p>
      ) : null}
      {sent !== null && !refused ? (
        <SentNotice
          title={sent.title}
          queued={waiting.some((entry) => entry.uuid === sent.uuid)}
          offline={unreachable}
        />
      ) : null}
      {waiting.length > 0 ? (
        <section className="fieldapp__card fieldapp__card--waiting" aria-label={t.fieldWork.report.waitingTitle}>
          <h2 className="fieldapp__group-title">{t.fieldWork.report.waiting(waiting.length)}</h2>
          <ul className="fieldapp__waiting">
            {waiting.map((entry) => (
              <li key={entry.uuid}>
                <strong>{entry.report.title}</strong>
                <span className="muted">
                  {' '}
                  · {entry.property_name} · {formatDateTime(entry.device_at)}
                  {entry.photos.length > 0 ? ` · ${t.fieldWork.photoCount(entry.photos.length)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {status.isPending ? <Loading /> : null}
      {status.data && properties.length === 0 ? <p className="fieldapp__card">{t.field.noProperties}</p> : null}
      {properties.length > 0 ? (
        <form
          className="fieldapp__card fieldapp__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectField
            label={t.field.property}
            value={propertyId}
            onChange={(value) => {
              setPropertyId(value);
              setSent(null);
            }}
            error={errors.property}
            options={[
              { value: '', label: t.field.chooseProperty },
              ...properties.map((p) => ({ value: String(p.id), label: p.city ? `${p.name}, ${p.city}` : p.name })),
            ]}
          />
          <IncidentFields
            draft={draft}
            onChange={(change) => {
              if (change.title !== undefined) setSent(null);
              setDraft((current) => ({ ...current, ...change }));
            }}
            titleError={errors.title}
          />
          <button type="submit" className="button button--primary fieldapp__big">
            {t.fieldWork.report.submit}
          </button>
        </form>
      ) : null}
    </>
  );
}

/** After "Meldung senden": sent, being sent (online), or kept on the phone (offline); never "when back online" while online. */
function SentNotice({ title, queued, offline }: { title: string; queued: boolean; offline: boolean }) {
  const text = !queued
    ? t.fieldWork.report.sent(title)
    : offline
      ? t.fieldWork.report.kept(title)
      : t.fieldWork.report.sending(title);
  return (
    <p className={`fieldapp__notice${queued ? '' : ' fieldapp__notice--done'}`} role="status">
      {text}
    </p>
  );
}
