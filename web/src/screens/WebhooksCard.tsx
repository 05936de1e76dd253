import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { PortalBody, PortalResponse } from '../api/contract.ts';
import { useRefreshingMutation } from '../api/queries.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, Chip, CopyField, EmptyState, FormError, Loading, LoadError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';

type WebhookList = PortalResponse<'/webhooks', 'get'>;
type Endpoint = WebhookList['endpoints'][number];
type WithSecret = PortalResponse<'/webhooks', 'post'>;
type DeliveryPage = PortalResponse<'/webhooks/{id}/deliveries', 'get'>;
type Delivery = DeliveryPage['data'][number];

const KEY = ['webhooks'] as const;
const webhooks = {
  list: () => api.get<WebhookList>('/webhooks'),
  create: (body: PortalBody<'/webhooks', 'post'>) => api.post<WithSecret>('/webhooks', body),
  update: ({ id, ...body }: { id: number } & PortalBody<'/webhooks/{id}', 'patch'>) =>
    api.patch<Endpoint>(`/webhooks/${id}`, body),
  rotate: (id: number) => api.post<WithSecret>(`/webhooks/${id}/rotate-secret`),
  test: (id: number) => api.post<Delivery>(`/webhooks/${id}/test`),
  deliveries: (id: number) => api.get<DeliveryPage>(`/webhooks/${id}/deliveries?pageSize=50`),
  replay: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    api.post<{ queued: number }>(`/webhooks/${id}/deliveries/${deliveryId}/replay`),
};

/** Settings → Integrations: endpoints that receive the organisation's events, signed. */
export function WebhooksCard() {
  const list = useQuery({ queryKey: KEY, queryFn: webhooks.list });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [log, setLog] = useState<Endpoint | null>(null);
  const toast = useToast();
  const update = useRefreshingMutation(webhooks.update, [KEY]);
  const rotate = useRefreshingMutation(webhooks.rotate, [KEY]);
  const test = useRefreshingMutation(webhooks.test, [KEY]);
  const w = t.webhooks;

  return (
    <section className="card" aria-labelledby="webhooks-title">
      <div className="card__header">
        <div className="card__icon" aria-hidden="true">
          <Icon name="mail" size={22} />
        </div>
        <div className="card__heading">
          <h2 id="webhooks-title" className="card__title">
            {w.title}
          </h2>
          <p className="card__text">{w.text}</p>
        </div>
      </div>
      <div className="card__section-header">
        <h3 className="card__subtitle">{w.endpoints}</h3>
        <button type="button" className="button button--primary" disabled={!list.data} onClick={() => setAdding(true)}>
          <Icon name="plus" />
          {w.add}
        </button>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.endpoints.length === 0 ? (
        <EmptyState title={w.empty} />
      ) : (
        <div className="table-wrap">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{w.columns.url}</th>
                <th scope="col">{w.columns.types}</th>
                <th scope="col">{w.columns.state}</th>
                <th scope="col" className="table__actions">
                  <span className="visually-hidden">{w.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.endpoints.map((endpoint) => (
                <tr key={endpoint.id} className={endpoint.enabled ? undefined : 'row--muted'}>
                  <th scope="row">
                    <span className="cell-strong" style={{ overflowWrap: 'anywhere' }}>
                      {endpoint.url}
                    </span>
                    {endpoint.description ? <span className="muted small block">{endpoint.description}</span> : null}
                  </th>
                  <td data-label={w.columns.types}>
                    {endpoint.event_types.length === 0 ? (
                      w.allTypes
                    ) : (
                      <ul className="chips">
                        {endpoint.event_types.map((type) => (
                          <li key={type}>
                            <Chip>{type}</Chip>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label={w.columns.state}>
                    <StateBadge endpoint={endpoint} />
                  </td>
                  <td className="table__actions">
                    <div className="row-actions" style={{ flexWrap: 'wrap' }}>
                      <button type="button" className="button button--small" onClick={() => setLog(endpoint)}>
                        {w.deliveries}
                      </button>
                      <button type="button" className="button button--small" onClick={() => setEditing(endpoint)}>
                        {w.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() =>
                          void (async () => {
                            await test.mutateAsync(endpoint.id);
                            toast(w.testSent);
                          })()
                        }
                      >
                        {w.sendTest}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() =>
                          void (async () => {
                            const rotated = await rotate.mutateAsync(endpoint.id);
                            setSecret({ url: endpoint.url, secret: rotated.secret });
                          })()
                        }
                      >
                        {w.rotate}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger-quiet"
                        onClick={() =>
                          void (async () => {
                            await update.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled });
                            toast(endpoint.enabled ? w.switchedOff : w.switchedOn);
                          })()
                        }
                      >
                        {endpoint.enabled ? w.switchOff : w.switchOn}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted small">{w.docsHint}</p>
      {adding && list.data ? (
        <EndpointDialog
          types={list.data.event_types}
          onClose={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setSecret({ url: created.endpoint.url, secret: created.secret });
          }}
        />
      ) : null}
      {editing && list.data ? (
        <EndpointDialog types={list.data.event_types} endpoint={editing} onClose={() => setEditing(null)} />
      ) : null}
      {secret ? (
        <Dialog title={w.secretTitle} onClose={() => setSecret(null)}>
          <p>{w.secretText(secret.url)}</p>
          <CopyField label={w.secret} value={secret.secret} autoFocus />
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={() => setSecret(null)}>
              {w.done}
            </button>
          </div>
        </Dialog>
      ) : null}
      {log ? <DeliveryLog endpoint={log} onClose={() => setLog(null)} /> : null}
    </section>
  );
}

function StateBadge({ endpoint }: { endpoint: Endpoint }) {
  const w = t.webhooks;
  if (!endpoint.enabled) {
    return <Badge tone="neutral">{w.disabled[endpoint.disabled_reason ?? 'manual']}</Badge>;
  }
  if (endpoint.failing_since)
    return <Badge tone="warning">{w.failingSince(formatDateTime(endpoint.failing_since))}</Badge>;
  return <Badge tone="success">{w.active}</Badge>;
}

function EndpointDialog({
  types,
  endpoint,
  onClose,
  onCreated,
}: {
  types: string[];
  endpoint?: Endpoint;
  onClose: () => void;
  onCreated?: (created: WithSecret) => void;
}) {
  const w = t.webhooks;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [chosen, setChosen] = useState<string[]>(endpoint?.event_types ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const create = useRefreshingMutation(webhooks.create, [KEY]);
  const update = useRefreshingMutation(webhooks.update, [KEY]);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setErrors({ '/url': t.validation.required });
      return;
    }
    const body = { url: url.trim(), description, event_types: chosen as never };
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...body });
        toast(w.saved);
        onClose();
      } else {
        onCreated?.(await create.mutateAsync(body));
      }
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(error);
    }
  };

  return (
    <Dialog title={endpoint ? w.editTitle : w.addTitle} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormError error={failure} />
        <TextField label={w.url} value={url} onChange={setUrl} hint={w.urlHint} error={errors['/url']} type="url" />
        <TextField label={w.description} value={description} onChange={setDescription} optional />
        <fieldset className="fieldset">
          <legend>{w.types}</legend>
          <p className="muted small">{w.typesHint}</p>
          {types.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={chosen.includes(type)}
              onChange={(on) => setChosen(on ? [...chosen, type] : chosen.filter((c) => c !== type))}
            />
          ))}
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {w.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending || update.isPending}>
            {endpoint ? w.save : w.add}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeliveryLog({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  const w = t.webhooks;
  const key = ['webhooks', endpoint.id, 'deliveries'] as const;
  const page = useQuery({ queryKey: key, queryFn: () => webhooks.deliveries(endpoint.id) });
  const replay = useRefreshingMutation(webhooks.replay, [key]);
  const toast = useToast();
  return (
    <Dialog title={w.logTitle(endpoint.url)} onClose={onClose} size="large">
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.data.length === 0 ? (
        <EmptyState title={w.noDeliveries} />
      ) : (
        <ul className="stack">
          {page.data.data.map((delivery) => (
            <li key={delivery.id} className="panel">
              <div className="card__section-header">
                <div>
                  <span className="cell-strong">{delivery.event_type}</span>{' '}
                  <Badge
                    tone={
                      delivery.state === 'succeeded' ? 'success' : delivery.state === 'failed' ? 'danger' : 'warning'
                    }
                  >
                    {w.states[delivery.state]}
                  </Badge>
                  <span className="muted small block">
                    <code className="code">{delivery.webhook_id}</code> · {formatDateTime(delivery.created_at)}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    void (async () => {
                      await replay.mutateAsync({ id: endpoint.id, deliveryId: delivery.id });
                      toast(w.replayed);
                    })()
                  }
                >
                  {w.replay}
                </button>
              </div>
              <details className="help">
                <summary>{w.attempts(delivery.attempts.length)}</summary>
                <ol>
                  {delivery.attempts.map((attempt) => (
                    <li key={attempt.attempted_at}>
                      {formatDateTime(attempt.attempted_at)} · {attempt.response_status ?? '—'} · {attempt.duration_ms}{' '}
                      ms
                      {attempt.error ? <span className="muted small block">{attempt.error}</span> : null}
                      {attempt.response_body ? <pre className="code small">{attempt.response_body}</pre> : null}
                    </li>
                  ))}
                </ol>
                <pre className="code small">{delivery.request_body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
