import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import type { MaterialItem, MaterialRequest } from '../../api/material.ts';
import type { Session } from '../../api/types.ts';
import { SelectField, TextField } from '../../components/fields.tsx';
import { Loading } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import {
  FIELD_MATERIAL_KEY,
  MATERIAL_KEPT,
  sendQueue,
  useClockStatus,
  useOnline,
  useQueue,
  useRefusal,
} from '../common.ts';
import { clearRefusal, enqueueWork, queuedFor, type QueuedMaterialRequest } from '../queue.ts';

interface MaterialView {
  items: MaterialItem[];
  requests: MaterialRequest[];
}

function kept(accountId: number): MaterialView | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(MATERIAL_KEPT) ?? 'null') as {
      account_id: number;
      view: MaterialView;
    } | null;
    return value && value.account_id === accountId ? value.view : undefined;
  } catch {
    return undefined;
  }
}

/** The active items and the requests of the person's properties; offline, the last ones this phone kept. */
function useMaterial(accountId: number) {
  return useQuery({
    queryKey: FIELD_MATERIAL_KEY,
    queryFn: async () => {
      const [items, requests] = await Promise.all([
        api.get<{ data: MaterialItem[] }>('/field/material/items?pageSize=200'),
        api.get<{ data: MaterialRequest[] }>('/field/material/requests?pageSize=200'),
      ]);
      const view = { items: items.data, requests: requests.data };
      window.localStorage.setItem(MATERIAL_KEPT, JSON.stringify({ account_id: accountId, view }));
      return view;
    },
    initialData: () => kept(accountId),
    initialDataUpdatedAt: 0,
    networkMode: 'always',
  });
}

/**
 * The field app's Material tab: ask for an item for one of the person's properties. The
 * request is queued on the phone with its uuid (like every tap) and goes out at once or when
 * the phone is back online; the server takes each uuid once.
 */
export function MaterialTab({ session }: { session: Session }) {
  const me = session.user?.account_id ?? 0;
  const client = useQueryClient();
  const online = useOnline();
  const status = useClockStatus(me);
  const material = useMaterial(me);
  const waiting = queuedFor(me, useQueue()).filter(
    (entry): entry is QueuedMaterialRequest => entry.type === 'material_request',
  );
  const refused = useRefusal(['material_request', 'material_received']);
  const confirming = new Set(
    queuedFor(me, useQueue()).flatMap((entry) => (entry.type === 'material_received' ? [entry.request_id] : [])),
  );
  const confirm = (requestId: number) => {
    enqueueWork({ type: 'material_received', account_id: me, request_id: requestId });
    clearRefusal();
    void sendQueue(client, me);
  };
  const [propertyId, setPropertyId] = useState('');
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ property?: string; item?: string; quantity?: string }>({});
  const [sent, setSent] = useState(false);
  const properties = status.data?.properties ?? [];
  const items = material.data?.items ?? [];
  const propertyName = (id: number) => properties.find((p) => p.id === id)?.name ?? `#${id}`;
  const itemOf = (id: number) => items.find((i) => i.id === id);

  const submit = () => {
    const amount = Number(quantity);
    const next = {
      ...(propertyId === '' ? { property: t.fieldWork.report.propertyRequired } : {}),
      ...(itemId === '' ? { item: t.validation.required } : {}),
      ...(!Number.isSafeInteger(amount) || amount < 1 ? { quantity: t.validation.notAccepted } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const item = itemOf(Number(itemId));
    enqueueWork({
      type: 'material_request',
      account_id: me,
      request: {
        property_id: Number(propertyId),
        lines: [{ item_id: Number(itemId), quantity: amount }],
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      property_name: propertyName(Number(propertyId)),
      item_label: `${amount} ${item?.unit ?? ''} ${item?.name ?? ''}`.trim(),
    });
    setSent(true);
    setItemId('');
    setQuantity('1');
    setNote('');
    clearRefusal();
    void sendQueue(client, me);
  };

  const requests = [...(material.data?.requests ?? [])].reverse();
  return (
    <>
      <h1 className="fieldapp__title">{t.material.field.request}</h1>
      {!online ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.material.field.offline}
        </p>
      ) : null}
      {refused ? (
        <p className="form-error" role="alert">
          {t.field.refused(refused)}
        </p>
      ) : null}
      {sent ? (
        <p className={`fieldapp__notice${waiting.length > 0 ? '' : ' fieldapp__notice--done'}`} role="status">
          {t.material.field.sent}
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <section className="fieldapp__card fieldapp__card--waiting">
          <ul className="fieldapp__waiting">
            {waiting.map((entry) => (
              <li key={entry.uuid}>
                <strong>{entry.item_label}</strong>
                <span className="muted">
                  {' '}
                  · {entry.property_name} · {formatDateTime(entry.device_at)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {status.isPending || material.isPending ? <Loading /> : null}
      {status.data && properties.length === 0 ? <p className="fieldapp__card">{t.field.noProperties}</p> : null}
      {material.data && items.length === 0 ? <p className="fieldapp__card">{t.material.field.noItems}</p> : null}
      {properties.length > 0 && items.length > 0 ? (
        <form
          className="fieldapp__card fieldapp__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectField
            label={t.material.field.property}
            value={propertyId}
            onChange={(value) => {
              setPropertyId(value);
              setSent(false);
            }}
            error={errors.property}
            options={[
              { value: '', label: t.field.chooseProperty },
              ...properties.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            label={t.material.field.item}
            value={itemId}
            onChange={(value) => {
              setItemId(value);
              setSent(false);
            }}
            error={errors.item}
            options={[
              { value: '', label: t.material.field.chooseItem },
              ...items.map((i) => ({ value: String(i.id), label: `${i.name} (${i.unit})` })),
            ]}
          />
          <TextField
            label={t.material.field.quantity}
            type="number"
            min={1}
            inputMode="numeric"
            value={quantity}
            onChange={setQuantity}
            error={errors.quantity}
          />
          <TextField label={t.material.field.note} value={note} onChange={setNote} optional />
          <button type="submit" className="button button--primary fieldapp__big">
            {t.material.field.send}
          </button>
        </form>
      ) : null}
      <h2 className="fieldapp__group-title">{t.material.field.mine}</h2>
      {material.data && requests.length === 0 ? <p className="fieldapp__card">{t.material.field.none}</p> : null}
      {requests.length > 0 ? (
        <ul className="fieldapp__list">
          {requests.map((request) => (
            <li key={request.id} className="fieldapp__card" data-request-status={request.status}>
              <strong>
                {request.lines
                  .map(
                    (line) =>
                      `${line.quantity} ${itemOf(line.item_id)?.unit ?? ''} ${itemOf(line.item_id)?.name ?? ''}`,
                  )
                  .join(', ')}
              </strong>
              <span className="muted block">
                {propertyName(request.property_id)} · {formatDateTime(request.created_at)} ·{' '}
                {t.material.requests.statuses[request.status]}
              </span>
              {request.received_at !== null ? (
                <span className="badge badge--success">{t.material.field.confirmed}</span>
              ) : request.status === 'delivered' ? (
                <button
                  type="button"
                  className="button button--primary fieldapp__big"
                  disabled={confirming.has(request.id)}
                  onClick={() => confirm(request.id)}
                >
                  {confirming.has(request.id) ? t.material.field.confirming : t.material.field.confirm}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
