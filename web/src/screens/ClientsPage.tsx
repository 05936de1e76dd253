import { AddressFields } from '../components/AddressFields.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type Client, clientEndpoints, type ClientInput, clientKeys } from '../api/clients.ts';
import { keys, useCan, useRefreshingMutation } from '../api/queries.ts';
import { BrandingEditor } from '../components/BrandingEditor.tsx';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, lengthError, textError } from '../lib/validation.ts';
import { formatAddress } from './PropertiesPage.tsx';

type Editing =
  | { mode: 'create' }
  | { mode: 'edit'; client: Client }
  | { mode: 'archive'; client: Client }
  | { mode: 'open'; clientId: number };

/** Clients: the service company's customers, their properties and their report branding. */
export function ClientsPage() {
  const can = useCan();
  const canEdit = can('properties.edit');
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const q = useDebounced(search.trim());
  const filters = { q: q || undefined, ...(showArchived ? {} : { archived: false }) };
  const clients = useQuery({
    queryKey: clientKeys.list(filters),
    queryFn: () => clientEndpoints.list(filters),
    placeholderData: (previous) => previous,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useToast();
  const archive = useRefreshingMutation(
    ({ client, archived }: { client: Client; archived: boolean }) => clientEndpoints.update(client.id, { archived }),
    [clientKeys.all],
  );
  const list = clients.data?.data ?? [];
  const columns: ListColumn<Client>[] = [
    {
      id: 'name',
      label: t.clients.columns.name,
      kind: 'heading',
      cell: (client) => (
        <>
          <button
            type="button"
            className="link-button"
            aria-label={t.clients.openNamed(client.name)}
            onClick={() => setEditing({ mode: 'open', clientId: client.id })}
          >
            {client.name}
          </button>
          {client.archived ? (
            <>
              {' '}
              <Badge tone="neutral">{t.clients.archived}</Badge>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'address',
      label: t.clients.columns.address,
      cell: (client) => formatAddress(client.address) || <span className="muted">{t.clients.noAddress}</span>,
    },
    {
      id: 'contacts',
      label: t.clients.columns.contacts,
      cell: (client) => (
        <div className="email-lines">
          {client.contact_emails.map((email) => (
            <span key={email}>{email}</span>
          ))}
        </div>
      ),
    },
    {
      id: 'properties',
      label: t.clients.columns.properties,
      cell: (client) => t.clients.propertyCount(client.property_count),
    },
    {
      id: 'branding',
      label: t.clients.columns.branding,
      cell: (client) =>
        client.has_branding ? (
          <Badge tone="success">{t.clients.ownBranding}</Badge>
        ) : (
          <Badge tone="neutral">{t.clients.defaultBranding}</Badge>
        ),
    },
    {
      id: 'actions',
      label: t.clients.columns.actions,
      kind: 'actions',
      cell: (client) => (
        <div className="row-actions">
          {canEdit ? (
            <button
              type="button"
              className="button button--small"
              aria-label={t.clients.editNamed(client.name)}
              onClick={() => setEditing({ mode: 'edit', client })}
            >
              <Icon name="edit" size={16} />
              {t.clients.edit}
            </button>
          ) : null}
          {canEdit && client.archived ? (
            <button
              type="button"
              className="button button--small"
              aria-label={t.clients.restoreNamed(client.name)}
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate({ client, archived: false }, { onSuccess: () => toast(t.clients.restored(client.name)) })
              }
            >
              <Icon name="restore" size={16} />
              {t.clients.restore}
            </button>
          ) : null}
          {canEdit && !client.archived ? (
            <button
              type="button"
              className="button button--small"
              aria-label={t.clients.archiveNamed(client.name)}
              onClick={() => setEditing({ mode: 'archive', client })}
            >
              <Icon name="archive" size={16} />
              {t.clients.archive}
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.clients.title}
        intro={t.clients.intro}
        actions={
          canEdit ? (
            <button type="button" className="button button--primary" onClick={() => setEditing({ mode: 'create' })}>
              <Icon name="plus" />
              {t.clients.create}
            </button>
          ) : null
        }
      />
      <DataList
        filters={
          <>
            <SearchBox
              label={t.clients.search}
              placeholder={t.clients.searchPlaceholder}
              value={search}
              onChange={setSearch}
            />
            <Checkbox label={t.clients.showArchived} checked={showArchived} onChange={setShowArchived} />
          </>
        }
        count={clients.data ? t.clients.count(list.length) : undefined}
        notice={<FormError error={archive.error} />}
        query={clients}
        rows={list}
        columns={columns}
        rowKey={(client) => client.id}
        rowClassName={(client) => (client.archived ? 'row--muted' : undefined)}
        tableClassName="clients-table"
        empty={{
          title: q ? t.clients.emptySearch : t.clients.empty,
          text: !q && canEdit ? <p>{t.clients.emptyCanCreate}</p> : null,
        }}
      />

      {editing?.mode === 'create' ? <ClientDialog onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? <ClientDialog client={editing.client} onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'open' ? (
        <ClientDetailDialog clientId={editing.clientId} canEdit={canEdit} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'archive' ? (
        <ConfirmDialog
          title={t.clients.archiveTitle(editing.client.name)}
          confirmLabel={t.clients.archiveConfirm}
          pendingLabel={t.clients.archiving}
          onConfirm={async () => {
            await archive.mutateAsync({ client: editing.client, archived: true });
            toast(t.clients.archivedNotice(editing.client.name));
          }}
          onClose={() => setEditing(null)}
        >
          <p>{t.clients.archiveText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const blank = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mails typed in one box: split at line breaks, commas and semicolons. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function ClientDialog({ client, onClose }: { client?: Client; onClose: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState({
    name: client?.name ?? '',
    street: client?.address.street ?? '',
    postal_code: client?.address.postal_code ?? '',
    city: client?.address.city ?? '',
    country: client?.address.country ?? '',
    contact_name: client?.contact_name ?? '',
    contact_emails: (client?.contact_emails ?? []).join('\n'),
    notes: client?.notes ?? '',
  });
  const [initialForm] = useState(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const emailsId = useId();
  const notesId = useId();
  const save = useRefreshingMutation(
    (input: ClientInput) => (client ? clientEndpoints.update(client.id, input) : clientEndpoints.create(input)),
    [clientKeys.all, keys.allProperties],
  );
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(form.contact_emails);
    const wrong = emails.find((email) => !EMAIL.test(email));
    const found = compact({
      '/name': textError(form.name, 200),
      '/address/street': lengthError(form.street.trim(), 200),
      '/address/postal_code': lengthError(form.postal_code.trim(), 20),
      '/address/city': lengthError(form.city.trim(), 100),
      '/address/country': lengthError(form.country.trim(), 100),
      '/contact_name': lengthError(form.contact_name.trim(), 200),
      '/contact_emails':
        wrong !== undefined ? t.clients.badEmail(wrong) : emails.length > 20 ? t.clients.tooManyEmails : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: ClientInput = {
      name: form.name.trim(),
      address: {
        street: blank(form.street),
        postal_code: blank(form.postal_code),
        city: blank(form.city),
        country: blank(form.country),
      },
      contact_name: blank(form.contact_name),
      contact_emails: emails,
      notes: blank(form.notes),
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        toast(client ? t.clients.saved(saved.name) : t.clients.created(saved.name));
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        // An e-mail the server refuses points at its index; the box holds them all.
        const emailError = Object.entries(fields).find(([pointer]) => pointer.startsWith('/contact_emails'));
        setErrors(emailError ? { ...fields, '/contact_emails': emailError[1] } : fields);
      },
    });
  };

  return (
    <Dialog title={client ? t.clients.dialogEdit : t.clients.dialogCreate} onClose={onClose} dirty={dirty}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.clients.name}
          value={form.name}
          onChange={set('name')}
          error={errors['/name']}
          maxLength={200}
          required
          autoFocusFirst
        />
        <AddressFields
          labels={{
            street: t.clients.street,
            postalCode: t.clients.postalCode,
            city: t.clients.city,
            country: t.clients.country,
          }}
          value={form}
          onChange={set}
          errors={errors}
        />
        <TextField
          label={t.clients.contactName}
          value={form.contact_name}
          onChange={set('contact_name')}
          error={errors['/contact_name']}
          autoComplete="off"
          maxLength={200}
          optional
        />
        <div className={`field${errors['/contact_emails'] ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={emailsId}>
            {t.clients.contactEmails} <span className="field__optional">({t.common.optional})</span>
          </label>
          <textarea
            id={emailsId}
            className="input textarea"
            rows={3}
            value={form.contact_emails}
            aria-invalid={errors['/contact_emails'] ? true : undefined}
            aria-describedby={`${emailsId}-hint`}
            onChange={(event) => set('contact_emails')(event.target.value)}
          />
          <p className="field__hint" id={`${emailsId}-hint`}>
            {t.clients.contactEmailsHint}
          </p>
          {errors['/contact_emails'] ? <p className="field__error">{errors['/contact_emails']}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={notesId}>
            {t.clients.notes} <span className="field__optional">({t.common.optional})</span>
          </label>
          <textarea
            id={notesId}
            className="input textarea"
            rows={2}
            maxLength={5000}
            value={form.notes}
            onChange={(event) => set('notes')(event.target.value)}
          />
        </div>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : client ? t.common.save : t.clients.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** One client: address, contacts, its properties and its report branding. */
function ClientDetailDialog({
  clientId,
  canEdit,
  onClose,
}: {
  clientId: number;
  canEdit: boolean;
  onClose: () => void;
}) {
  const detail = useQuery({ queryKey: clientKeys.detail(clientId), queryFn: () => clientEndpoints.get(clientId) });
  const client = detail.data;
  return (
    <Dialog title={client?.name ?? t.clients.title} onClose={onClose} size="large">
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !client ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="client-detail">
          <dl className="details">
            <div>
              <dt>{t.clients.columns.address}</dt>
              <dd>{formatAddress(client.address) || t.clients.noAddress}</dd>
            </div>
            {client.contact_name ? (
              <div>
                <dt>{t.clients.contactName}</dt>
                <dd>{client.contact_name}</dd>
              </div>
            ) : null}
            {client.contact_emails.length > 0 ? (
              <div>
                <dt>{t.clients.contactEmails}</dt>
                <dd>{client.contact_emails.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          <section aria-labelledby={`client-${client.id}-properties`}>
            <h3 id={`client-${client.id}-properties`} className="card__title">
              {t.clients.properties}
            </h3>
            {client.properties.length === 0 ? (
              <p className="muted">{t.clients.noProperties}</p>
            ) : (
              <ul className="plain-list" data-testid="client-properties">
                {client.properties.map((property) => (
                  <li key={property.id}>
                    {property.name}
                    {property.city ? <span className="muted"> · {property.city}</span> : null}
                    {property.archived ? (
                      <>
                        {' '}
                        <Badge tone="neutral">{t.clients.archived}</Badge>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={`client-${client.id}-branding`}>
            <h3 id={`client-${client.id}-branding`} className="card__title">
              {t.clients.branding.clientTitle}
            </h3>
            <p className="card__text">{t.clients.branding.clientIntro(client.name)}</p>
            <BrandingEditor owner={{ clientId: client.id }} canEdit={canEdit} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
