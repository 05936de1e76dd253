import { AddressFields } from '../components/AddressFields.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { endpoints } from '../api/endpoints.ts';
import { keys, PROPERTY_PAGE_SIZE, useCan, usePropertyTable, useRefreshingMutation } from '../api/queries.ts';
import type { Address, Property, PropertyInput, PropertySort } from '../api/types.ts';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { clientEndpoints, clientKeys } from '../api/clients.ts';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, FormError, PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { compact, lengthError, textError } from '../lib/validation.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { Link, setSearch, useSearch } from '../router.tsx';

const SORTS: PropertySort[] = ['name', '-name', 'city', '-city', 'external_id', '-external_id'];

/** The table's state lives in the address (`?q=…&archived=1&sort=-name&page=2`): links and Back keep it. */
function useTableState() {
  const params = useSearch();
  const sort = params.get('sort') as PropertySort | null;
  const page = Number(params.get('page') ?? '1');
  const client = params.get('client') ?? '';
  return {
    q: params.get('q') ?? '',
    client: /^(none|[1-9][0-9]{0,14})$/.test(client) ? client : '',
    archived: params.get('archived') === '1',
    sort: sort && SORTS.includes(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function formatAddress(address: Address): string {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.street, place, address.country].filter(Boolean).join(', ');
}

type Editing = { mode: 'create' } | { mode: 'edit'; property: Property } | { mode: 'archive'; property: Property };

export function PropertiesPage() {
  const can = useCan();
  const canEdit = can('properties.edit');
  const canPlan = can('tasks.manage');
  const table = useTableState();
  const [search, setSearchText] = useState(table.q);
  const typed = useDebounced(search.trim());
  // What is typed reaches the address (and the server) once typing pauses; a new search starts on page 1.
  useEffect(() => {
    if (typed !== table.q) setSearch({ q: typed, page: undefined }, { replace: true });
  }, [typed, table.q]);
  const q = table.q;
  const showArchived = table.archived;
  const properties = usePropertyTable(table);
  const clients = useClientChoices();
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useToast();
  const restore = useRefreshingMutation(
    (property: Property) => endpoints.updateProperty(property.id, { archived: false }),
    [keys.allProperties],
  );
  const archive = useRefreshingMutation(
    (property: Property) => endpoints.updateProperty(property.id, { archived: true }),
    [keys.allProperties],
  );

  const list = properties.data?.data ?? [];
  const total = properties.data?.total ?? 0;
  /** Sorted by one column at a time; a click sorts by it, a second click turns the order round. */
  const sortBy = (column: 'name' | 'city' | 'external_id') => ({
    direction:
      table.sort === column
        ? ('ascending' as const)
        : table.sort === `-${column}`
          ? ('descending' as const)
          : undefined,
    onSort: () =>
      setSearch({
        sort: table.sort === column ? `-${column}` : column === 'name' ? undefined : column,
        page: undefined,
      }),
  });
  const columns: ListColumn<Property>[] = [
    {
      id: 'name',
      label: t.properties.columns.name,
      kind: 'heading',
      sort: sortBy('name'),
      cell: (property) => property.name,
    },
    {
      id: 'external_id',
      label: t.properties.columns.externalId,
      sort: sortBy('external_id'),
      cell: (property) => (property.external_id ? <code className="code">{property.external_id}</code> : null),
    },
    {
      id: 'address',
      label: t.properties.columns.address,
      sort: sortBy('city'),
      cell: (property) => formatAddress(property.address) || <span className="muted">{t.properties.noAddress}</span>,
    },
    {
      id: 'client',
      label: t.clients.client,
      cell: (property) => property.client_name ?? <span className="muted">{t.clients.noClient}</span>,
    },
  ];
  if (showArchived) {
    columns.push({
      id: 'status',
      label: t.properties.columns.status,
      cell: (property) =>
        property.archived ? (
          <Badge tone="neutral">{t.properties.archived}</Badge>
        ) : (
          <Badge tone="success">{t.properties.active}</Badge>
        ),
    });
  }
  if (canEdit || canPlan) {
    columns.push({
      id: 'actions',
      label: t.properties.columns.actions,
      kind: 'actions',
      cell: (property) => (
        <div className="row-actions">
          {canPlan ? (
            <Link
              to={`/service-plan?property=${property.id}`}
              className="button button--small"
              aria-label={t.servicePlans.openPlanNamed(property.name)}
            >
              <Icon name="list" size={16} />
              {t.servicePlans.openPlan}
            </Link>
          ) : null}
          {canEdit ? (
            <>
              <button
                type="button"
                className="button button--small"
                aria-label={t.properties.editNamed(property.name)}
                onClick={() => setEditing({ mode: 'edit', property })}
              >
                <Icon name="edit" size={16} />
                {t.properties.edit}
              </button>
              {property.archived ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.properties.restoreNamed(property.name)}
                  disabled={restore.isPending}
                  onClick={() =>
                    restore.mutate(property, {
                      onSuccess: () => toast(t.properties.restored(property.name)),
                    })
                  }
                >
                  <Icon name="restore" size={16} />
                  {t.properties.restore}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.properties.archiveNamed(property.name)}
                  onClick={() => setEditing({ mode: 'archive', property })}
                >
                  <Icon name="archive" size={16} />
                  {t.properties.archive}
                </button>
              )}
            </>
          ) : null}
        </div>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t.properties.title}
        intro={t.properties.intro}
        actions={
          canEdit ? (
            <button type="button" className="button button--primary" onClick={() => setEditing({ mode: 'create' })}>
              <Icon name="plus" />
              {t.properties.create}
            </button>
          ) : null
        }
      />
      <DataList
        filters={
          <>
            <SearchBox
              label={t.properties.search}
              placeholder={t.properties.searchPlaceholder}
              value={search}
              onChange={setSearchText}
            />
            {clients.length > 0 || table.client ? (
              <SelectField
                label={t.clients.clientFilter}
                value={table.client}
                onChange={(value) => setSearch({ client: value || undefined, page: undefined })}
                options={[
                  { value: '', label: t.clients.anyClient },
                  { value: 'none', label: t.clients.withoutClient },
                  ...clients.map((c) => ({
                    value: String(c.id),
                    label: c.archived ? t.clients.archivedClient(c.name) : c.name,
                  })),
                ]}
              />
            ) : null}
            <Checkbox
              label={t.properties.showArchived}
              checked={showArchived}
              onChange={(on) => setSearch({ archived: on ? '1' : undefined, page: undefined })}
            />
          </>
        }
        count={properties.data ? t.properties.count(total) : undefined}
        notice={<FormError error={restore.error} />}
        query={properties}
        rows={list}
        columns={columns}
        rowKey={(property) => property.id}
        rowClassName={(property) => (property.archived ? 'row--muted' : undefined)}
        stale={properties.isPlaceholderData}
        empty={{
          title: q ? t.properties.emptySearch : t.properties.empty,
          text: !q && canEdit ? <p>{t.properties.emptyCanCreate}</p> : null,
        }}
        paging={{
          kind: 'pages',
          page: table.page,
          pages: Math.max(1, Math.ceil(total / PROPERTY_PAGE_SIZE)),
          onPage: (next) => setSearch({ page: next === 1 ? undefined : String(next) }),
        }}
      />

      {editing?.mode === 'create' ? <PropertyDialog onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? (
        <PropertyDialog property={editing.property} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'archive' ? (
        <ConfirmDialog
          title={t.properties.archiveTitle(editing.property.name)}
          confirmLabel={t.properties.archiveConfirm}
          pendingLabel={t.properties.archiving}
          onConfirm={async () => {
            await archive.mutateAsync(editing.property);
            toast(t.properties.archivedNotice(editing.property.name));
          }}
          onClose={() => setEditing(null)}
        >
          <p>{t.properties.archiveText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const blank = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Every client of the organisation, for the property dialog and the table's filter. */
function useClientChoices() {
  const clients = useQuery({ queryKey: clientKeys.list({}), queryFn: () => clientEndpoints.list({}) });
  return clients.data?.data ?? [];
}

function PropertyDialog({ property, onClose }: { property?: Property; onClose: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState({
    name: property?.name ?? '',
    external_id: property?.external_id ?? '',
    street: property?.address.street ?? '',
    postal_code: property?.address.postal_code ?? '',
    city: property?.address.city ?? '',
    country: property?.address.country ?? '',
    latitude: coordinateText(property?.latitude ?? null),
    longitude: coordinateText(property?.longitude ?? null),
    client: property?.client_id ? String(property.client_id) : '',
  });
  const clients = useClientChoices();
  const [initialForm] = useState(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  // Two properties may share a name (two "Main street 5" in two cities), but it is worth a word.
  const wantedName = useDebounced(form.name.trim());
  const namesakes = useQuery({
    queryKey: [...keys.allProperties, 'namesakes', wantedName],
    queryFn: () => endpoints.propertyTable({ q: wantedName, pageSize: 20 }),
    enabled: wantedName !== '' && wantedName.toLowerCase() !== (property?.name ?? '').toLowerCase(),
  });
  const duplicate = (namesakes.data?.data ?? []).some(
    (other) => other.id !== property?.id && other.name.trim().toLowerCase() === wantedName.toLowerCase(),
  );
  const save = useRefreshingMutation(
    (input: PropertyInput) =>
      property ? endpoints.updateProperty(property.id, input) : endpoints.createProperty(input),
    [keys.allProperties, clientKeys.all],
  );
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/name': textError(form.name, 200),
      '/external_id': lengthError(form.external_id.trim(), 100),
      '/address/street': lengthError(form.street.trim(), 200),
      '/address/postal_code': lengthError(form.postal_code.trim(), 20),
      '/address/city': lengthError(form.city.trim(), 100),
      '/address/country': lengthError(form.country.trim(), 100),
      ...coordinateErrors(form.latitude, form.longitude),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: PropertyInput = {
      name: form.name.trim(),
      external_id: blank(form.external_id),
      address: {
        street: blank(form.street),
        postal_code: blank(form.postal_code),
        city: blank(form.city),
        country: blank(form.country),
      },
      latitude: parseCoordinate(form.latitude) ?? null,
      longitude: parseCoordinate(form.longitude) ?? null,
      client_id: form.client === '' ? null : Number(form.client),
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        toast(property ? t.properties.saved(saved.name) : t.properties.created(saved.name));
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };

  return (
    <Dialog title={property ? t.properties.dialogEdit : t.properties.dialogCreate} onClose={onClose} dirty={dirty}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.properties.name}
          value={form.name}
          onChange={set('name')}
          error={errors['/name']}
          hint={
            duplicate ? <span className="field__warning">{t.properties.duplicateName(wantedName)}</span> : undefined
          }
          maxLength={200}
          required
          autoFocusFirst
        />
        <TextField
          label={t.properties.externalId}
          value={form.external_id}
          onChange={set('external_id')}
          hint={t.properties.externalIdHint}
          error={errors['/external_id']}
          maxLength={100}
          optional
        />
        <SelectField
          label={t.clients.client}
          value={form.client}
          onChange={set('client')}
          error={errors['/client_id']}
          hint={t.clients.clientHint}
          options={[
            { value: '', label: t.clients.noClient },
            // Archived clients only where the property already has one.
            ...clients
              .filter((c) => !c.archived || c.id === property?.client_id)
              .map((c) => ({ value: String(c.id), label: c.archived ? t.clients.archivedClient(c.name) : c.name })),
          ]}
        />
        <AddressFields
          labels={{
            street: t.properties.street,
            postalCode: t.properties.postalCode,
            city: t.properties.city,
            country: t.properties.country,
          }}
          value={form}
          onChange={set}
          errors={errors}
        />
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{t.devices.coordinates}</legend>
          <p className="field__hint">{t.devices.coordinatesHint}</p>
          <div className="form-row">
            <TextField
              label={t.devices.latitude}
              value={form.latitude}
              onChange={set('latitude')}
              error={errors['/latitude']}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              optional
            />
            <TextField
              label={t.devices.longitude}
              value={form.longitude}
              onChange={set('longitude')}
              error={errors['/longitude']}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              optional
            />
          </div>
        </fieldset>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : property ? t.common.save : t.properties.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A coordinate as the person's locale writes it (a decimal comma in German), all its digits. */
function coordinateText(value: number | null): string {
  return value === null ? '' : value.toLocaleString(locale, { maximumFractionDigits: 7, useGrouping: false });
}

/** A typed coordinate: a decimal point or comma, an optional sign; undefined when blank, NaN when not a number. */
function parseCoordinate(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace('−', '-');
  if (trimmed === '') return undefined;
  return /^[-+]?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** Latitude −90..90 and longitude −180..180, both or neither. */
function coordinateErrors(latitudeText: string, longitudeText: string): Record<string, string | undefined> {
  const latitude = parseCoordinate(latitudeText);
  const longitude = parseCoordinate(longitudeText);
  const errors: Record<string, string | undefined> = {};
  if (latitude !== undefined && !(Math.abs(latitude) <= 90)) errors['/latitude'] = t.devices.latitudeRange;
  if (longitude !== undefined && !(Math.abs(longitude) <= 180)) errors['/longitude'] = t.devices.longitudeRange;
  if (latitude === undefined && longitude !== undefined) errors['/latitude'] = t.devices.bothOrNeither;
  if (longitude === undefined && latitude !== undefined) errors['/longitude'] = t.devices.bothOrNeither;
  return errors;
}
