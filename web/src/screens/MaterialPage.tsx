import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  type ItemInput,
  type LedgerFilters,
  type MaterialItem,
  type MaterialMovement,
  type MaterialRequest,
  materialEndpoints,
  materialKeys,
  MOVEMENT_TYPES,
  type MovementInput,
  type MovementType,
  type PropertyStock,
  REQUEST_STATUSES,
  type RequestStatus,
  type WarehouseStock,
} from '../api/material.ts';
import { useProperties } from '../api/queries.ts';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { Badge, Banner, FormError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { errorMessage, fieldErrors } from '../lib/errors.ts';
import { setSearch, useSearch } from '../router.tsx';

// Material (module `material`, permission material.manage): the catalogue, stock in the
// warehouse and at the properties, the ledger, bookings and the properties' requests. Every
// rule is the server's; the screen shows its refusals in the person's language.

const TABS = ['items', 'stock', 'ledger', 'book', 'requests'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export function MaterialPage() {
  const params = useSearch();
  const tab = params.get('tab');
  const current: Tab = isTab(tab) ? tab : 'items';
  return (
    <>
      <PageHeader title={t.material.title} intro={t.material.intro} />
      <div className="segmented material-tabs" role="group" aria-label={t.material.sections}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={`button button--small${current === name ? ' is-active' : ''}`}
            aria-pressed={current === name}
            onClick={() => setSearch({ tab: name === 'items' ? undefined : name })}
          >
            {t.material.tabs[name]}
          </button>
        ))}
      </div>
      {current === 'items' ? <ItemsTab /> : null}
      {current === 'stock' ? <StockTab /> : null}
      {current === 'ledger' ? <LedgerTab params={params} /> : null}
      {current === 'book' ? <BookTab /> : null}
      {current === 'requests' ? <RequestsTab /> : null}
    </>
  );
}

function useItems() {
  return useQuery({ queryKey: materialKeys.items, queryFn: materialEndpoints.items });
}

function usePropertyNames(): Map<number, string> {
  const properties = useProperties('', false);
  return new Map((properties.data ?? []).map((p) => [p.id, p.name]));
}

/** A quantity typed into a field: a whole number from 1, or undefined. */
function wholeNumber(text: string, min = 1): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= min ? value : undefined;
}

// ---------------------------------------------------------------------------------------
// Items

function ItemsTab() {
  const client = useQueryClient();
  const items = useItems();
  const [editing, setEditing] = useState<MaterialItem | 'new' | undefined>(undefined);
  const [done, setDone] = useState('');
  const toggle = useMutation({
    mutationFn: (item: MaterialItem) => materialEndpoints.updateItem(item.id, { active: !item.active }),
    onSuccess: async (item) => {
      setDone(t.material.item.saved(item.name));
      await client.invalidateQueries({ queryKey: materialKeys.all });
    },
  });
  const columns: ListColumn<MaterialItem>[] = [
    { id: 'name', label: t.material.item.name, kind: 'heading', cell: (item) => item.name },
    { id: 'sku', label: t.material.item.sku, cell: (item) => item.sku },
    { id: 'unit', label: t.material.item.unit, cell: (item) => item.unit },
    { id: 'category', label: t.material.item.category, cell: (item) => item.category ?? '–' },
    { id: 'min', label: t.material.item.minStock, cell: (item) => item.min_stock },
    {
      id: 'status',
      label: t.material.item.status,
      cell: (item) => (
        <Badge tone={item.active ? 'success' : 'neutral'}>
          {item.active ? t.material.item.active : t.material.item.inactive}
        </Badge>
      ),
    },
    {
      id: 'actions',
      label: t.material.requests.actions,
      kind: 'actions',
      cell: (item) => (
        <span className="material-row-actions">
          <button type="button" className="button button--small" onClick={() => setEditing(item)}>
            {t.material.item.edit}
          </button>
          <button
            type="button"
            className="button button--small button--quiet"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(item)}
          >
            {item.active ? t.material.item.deactivate : t.material.item.activate}
          </button>
        </span>
      ),
    },
  ];
  return (
    <>
      {editing === undefined ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
          >
            {t.material.item.create}
          </button>
        </p>
      ) : (
        <ItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? undefined : editing}
          onDone={(message) => {
            setEditing(undefined);
            setDone(message);
          }}
        />
      )}
      {done ? (
        <p className="material-done" role="status">
          {done}
        </p>
      ) : null}
      <DataList
        notice={toggle.error ? <FormError error={toggle.error} /> : undefined}
        query={items}
        rows={items.data ?? []}
        columns={columns}
        rowKey={(item) => item.id}
        rowClassName={(item) => (item.active ? undefined : 'row--muted')}
        empty={{ title: t.material.item.empty }}
      />
    </>
  );
}

function ItemForm({ item, onDone }: { item: MaterialItem | undefined; onDone: (message: string) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(item?.name ?? '');
  const [sku, setSku] = useState(item?.sku ?? '');
  const [unit, setUnit] = useState(item?.unit ?? '');
  const [category, setCategory] = useState(item?.category ?? '');
  const [minStock, setMinStock] = useState(String(item?.min_stock ?? 0));
  const save = useMutation({
    mutationFn: () => {
      const body: ItemInput = {
        name,
        sku,
        unit,
        category: category.trim() === '' ? null : category,
        min_stock: wholeNumber(minStock, 0) ?? 0,
      };
      return item ? materialEndpoints.updateItem(item.id, body) : materialEndpoints.createItem(body);
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: materialKeys.all });
      onDone(item ? t.material.item.saved(saved.name) : t.material.item.created(saved.name));
    },
  });
  const errors = fieldErrors(save.error);
  if (save.error instanceof ApiError && save.error.code === 'sku_conflict')
    errors['/sku'] = t.material.errors.skuConflict;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="card form material-form" onSubmit={submit} noValidate>
      <h2 className="card__title">{item ? t.material.item.editTitle(item.name) : t.material.item.create}</h2>
      <div className="material-fields">
        <TextField label={t.material.item.name} value={name} onChange={setName} error={errors['/name']} required />
        <TextField label={t.material.item.sku} value={sku} onChange={setSku} error={errors['/sku']} required />
        <TextField
          label={t.material.item.unit}
          hint={t.material.item.unitHint}
          value={unit}
          onChange={setUnit}
          error={errors['/unit']}
          required
        />
        <TextField
          label={t.material.item.category}
          value={category}
          onChange={setCategory}
          error={errors['/category']}
          optional
        />
        <TextField
          label={t.material.item.minStock}
          hint={t.material.item.minStockHint}
          type="number"
          min={0}
          inputMode="numeric"
          value={minStock}
          onChange={setMinStock}
          error={errors['/min_stock']}
        />
      </div>
      {save.error && Object.keys(errors).length === 0 ? <FormError error={save.error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t.material.item.saving : t.material.item.save}
        </button>
        <button type="button" className="button" onClick={() => onDone('')}>
          {t.material.item.cancel}
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------
// Stock

function BelowBadge({ below }: { below: boolean }) {
  return below ? (
    <Badge tone="warning">{t.material.stock.belowMinimum}</Badge>
  ) : (
    <Badge tone="success">{t.material.stock.ok}</Badge>
  );
}

function StockTab() {
  const items = useItems();
  const names = new Map((items.data ?? []).map((item) => [item.id, item]));
  const propertyNames = usePropertyNames();
  const [onlyBelow, setOnlyBelow] = useState(false);
  const warehouse = useQuery({ queryKey: materialKeys.warehouse, queryFn: materialEndpoints.warehouse });
  const stock = useQuery({ queryKey: materialKeys.stock, queryFn: materialEndpoints.stock });
  const itemName = (id: number) => names.get(id)?.name ?? `#${id}`;
  const unit = (id: number) => names.get(id)?.unit ?? '';
  const quantity = (row: { item_id: number; quantity: number }) => `${row.quantity} ${unit(row.item_id)}`;
  const warehouseColumns: ListColumn<WarehouseStock>[] = [
    { id: 'item', label: t.material.stock.item, kind: 'heading', cell: (row) => itemName(row.item_id) },
    { id: 'quantity', label: t.material.stock.quantity, cell: quantity },
    { id: 'min', label: t.material.stock.minimum, cell: (row) => row.min_stock },
    { id: 'state', label: t.material.stock.belowMinimum, cell: (row) => <BelowBadge below={row.below_minimum} /> },
  ];
  const propertyColumns: ListColumn<PropertyStock>[] = [
    {
      id: 'property',
      label: t.material.stock.property,
      kind: 'heading',
      cell: (row) => propertyNames.get(row.property_id) ?? `#${row.property_id}`,
    },
    { id: 'item', label: t.material.stock.item, cell: (row) => itemName(row.item_id) },
    { id: 'quantity', label: t.material.stock.quantity, cell: quantity },
    { id: 'min', label: t.material.stock.minimum, cell: (row) => row.min_stock },
    { id: 'state', label: t.material.stock.belowMinimum, cell: (row) => <BelowBadge below={row.below_minimum} /> },
  ];
  const below = (row: { below_minimum: boolean }) => (row.below_minimum ? 'row--below-minimum' : undefined);
  const shown = <T extends { below_minimum: boolean }>(rows: T[] | undefined) =>
    (rows ?? []).filter((row) => !onlyBelow || row.below_minimum);
  return (
    <>
      <label className="check material-only-below">
        <input
          type="checkbox"
          className="check__input"
          checked={onlyBelow}
          onChange={(event) => setOnlyBelow(event.target.checked)}
        />
        <span className="check__label">{t.material.stock.onlyBelow}</span>
      </label>
      <h2 className="section-title">{t.material.stock.warehouse}</h2>
      <DataList
        query={warehouse}
        rows={shown(warehouse.data)}
        columns={warehouseColumns}
        rowKey={(row) => row.item_id}
        rowClassName={below}
        rowData={(row) => ({ 'data-below-minimum': String(row.below_minimum) })}
        tableClassName="material-stock"
        empty={{ title: t.material.stock.emptyWarehouse }}
      />
      <h2 className="section-title">{t.material.stock.properties}</h2>
      <DataList
        query={stock}
        rows={shown(stock.data)}
        columns={propertyColumns}
        rowKey={(row) => `${row.property_id}-${row.item_id}`}
        rowClassName={below}
        rowData={(row) => ({ 'data-below-minimum': String(row.below_minimum) })}
        tableClassName="material-stock"
        empty={{ title: t.material.stock.emptyProperties }}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------
// Ledger

const isType = (value: string | null): value is MovementType =>
  (MOVEMENT_TYPES as readonly (string | null)[]).includes(value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Local midnight of a calendar day, as an instant. */
function startOfDay(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

function LedgerTab({ params }: { params: URLSearchParams }) {
  const items = useItems();
  const properties = useProperties('', false);
  const propertyNames = usePropertyNames();
  const item = Number(params.get('item'));
  const property = Number(params.get('property'));
  const type = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  const filters: LedgerFilters = {
    ...(Number.isSafeInteger(item) && item > 0 ? { item_id: item } : {}),
    ...(Number.isSafeInteger(property) && property > 0 ? { property_id: property } : {}),
    ...(isType(type) ? { type } : {}),
    ...(isDay(from) ? { updated_since: startOfDay(from) } : {}),
    ...(isDay(to) ? { before: startOfDay(to, 1) } : {}),
  };
  const list = useInfiniteQuery({
    queryKey: materialKeys.ledger(filters),
    queryFn: ({ pageParam }) => materialEndpoints.ledger(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const byId = new Map((items.data ?? []).map((i) => [i.id, i]));
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const columns: ListColumn<MaterialMovement>[] = [
    { id: 'when', label: t.material.ledger.when, kind: 'heading', cell: (m) => formatDateTime(m.created_at) },
    { id: 'type', label: t.material.ledger.type, cell: (m) => t.material.types[m.type] },
    { id: 'item', label: t.material.ledger.item, cell: (m) => byId.get(m.item_id)?.name ?? `#${m.item_id}` },
    {
      id: 'quantity',
      label: t.material.ledger.quantity,
      cell: (m) => `${m.direction === 'decrease' ? '−' : ''}${m.quantity} ${byId.get(m.item_id)?.unit ?? ''}`,
    },
    {
      id: 'where',
      label: t.material.ledger.where,
      cell: (m) =>
        m.property_id === null
          ? t.material.ledger.warehouse
          : (propertyNames.get(m.property_id) ?? `#${m.property_id}`),
    },
    { id: 'reason', label: t.material.ledger.reason, cell: (m) => m.reason ?? m.note ?? '' },
  ];
  return (
    <DataList
      filters={
        <>
          <SelectField
            label={t.material.ledger.item}
            value={filters.item_id ? String(filters.item_id) : ''}
            onChange={(value) => setSearch({ item: value })}
            options={[
              { value: '', label: t.material.ledger.allItems },
              ...(items.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
            ]}
          />
          <SelectField
            label={t.material.ledger.property}
            value={filters.property_id ? String(filters.property_id) : ''}
            onChange={(value) => setSearch({ property: value })}
            options={[
              { value: '', label: t.material.ledger.allProperties },
              ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            label={t.material.ledger.type}
            value={filters.type ?? ''}
            onChange={(value) => setSearch({ type: value })}
            options={[
              { value: '', label: t.material.ledger.allTypes },
              ...MOVEMENT_TYPES.map((value) => ({ value, label: t.material.types[value] })),
            ]}
          />
          <TextField
            label={t.material.ledger.from}
            type="date"
            value={isDay(from) ? from : ''}
            onChange={(value) => setSearch({ from: value })}
          />
          <TextField
            label={t.material.ledger.to}
            type="date"
            value={isDay(to) ? to : ''}
            onChange={(value) => setSearch({ to: value })}
          />
        </>
      }
      query={list}
      rows={rows}
      columns={columns}
      rowKey={(m) => m.id}
      framed
      empty={{ title: t.material.ledger.empty }}
      paging={{
        kind: 'more',
        query: list,
        more: t.material.ledger.more,
        loading: t.material.ledger.loadingMore,
        end: t.material.ledger.end,
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------
// Booking

function BookTab() {
  const client = useQueryClient();
  const items = useItems();
  const properties = useProperties('', false);
  const [type, setType] = useState<MovementType>('receipt');
  const [item, setItem] = useState('');
  const [property, setProperty] = useState('');
  const [quantity, setQuantity] = useState('');
  const [direction, setDirection] = useState<'increase' | 'decrease'>('decrease');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  // One uuid per booking: a second click, or a retry after a lost answer, books nothing more.
  const [uuid, setUuid] = useState(() => crypto.randomUUID());
  const [booked, setBooked] = useState('');
  const book = useMutation({
    mutationFn: (body: MovementInput) => materialEndpoints.book(body),
    onSuccess: async (movement) => {
      const chosen = items.data?.find((i) => i.id === movement.item_id);
      setBooked(
        t.material.book.booked(
          t.material.types[movement.type],
          movement.quantity,
          chosen?.unit ?? '',
          chosen?.name ?? '',
        ),
      );
      setUuid(crypto.randomUUID());
      setQuantity('');
      setReason('');
      setNote('');
      await client.invalidateQueries({ queryKey: materialKeys.all });
    },
  });
  const needsProperty = type !== 'receipt' && type !== 'correction';
  const errors = fieldErrors(book.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    setBooked('');
    const base = {
      uuid,
      item_id: Number(item),
      quantity: wholeNumber(quantity) ?? 0,
      ...(note.trim() ? { note } : {}),
    };
    const propertyId = Number(property);
    const body =
      type === 'receipt'
        ? { ...base, type }
        : type === 'correction'
          ? { ...base, type, direction, reason, property_id: propertyId > 0 ? propertyId : null }
          : { ...base, type, property_id: propertyId };
    book.mutate(body);
  };
  const activeItems = (items.data ?? []).filter((i) => i.active || type !== 'receipt');
  return (
    <form className="card form material-form" onSubmit={submit} noValidate>
      <h2 className="card__title">{t.material.book.title}</h2>
      <div className="material-fields">
        <SelectField
          label={t.material.book.type}
          value={type}
          onChange={(value) => setType(value as MovementType)}
          options={MOVEMENT_TYPES.map((value) => ({ value, label: t.material.types[value] }))}
        />
        <SelectField
          label={t.material.book.item}
          value={item}
          onChange={setItem}
          error={errors['/item_id']}
          options={[
            { value: '', label: t.material.book.chooseItem },
            ...activeItems.map((i) => ({ value: String(i.id), label: `${i.name} (${i.unit})` })),
          ]}
        />
        {type === 'receipt' ? null : (
          <SelectField
            label={needsProperty ? t.material.book.property : t.material.book.correctionWhere}
            value={property}
            onChange={setProperty}
            error={errors['/property_id']}
            options={[
              needsProperty
                ? { value: '', label: t.material.book.chooseProperty }
                : { value: '', label: t.material.book.warehouse },
              ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        )}
        <TextField
          label={t.material.book.quantity}
          type="number"
          min={1}
          inputMode="numeric"
          value={quantity}
          onChange={setQuantity}
          error={errors['/quantity']}
        />
        {type === 'correction' ? (
          <>
            <SelectField
              label={t.material.book.direction}
              value={direction}
              onChange={(value) => setDirection(value === 'increase' ? 'increase' : 'decrease')}
              options={[
                { value: 'decrease', label: t.material.book.decrease },
                { value: 'increase', label: t.material.book.increase },
              ]}
            />
            <TextField
              label={t.material.book.reason}
              hint={t.material.book.reasonHint}
              value={reason}
              onChange={setReason}
              error={errors['/reason']}
            />
          </>
        ) : null}
        <TextField label={t.material.book.note} value={note} onChange={setNote} error={errors['/note']} optional />
      </div>
      {book.error ? <FormError error={book.error} /> : null}
      {booked ? (
        <p className="material-done" role="status">
          {booked}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={book.isPending}>
          {book.isPending ? t.material.book.booking : t.material.book.submit}
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------
// Requests

const STATUS_TONE = {
  requested: 'warning',
  approved: 'neutral',
  rejected: 'danger',
  delivered: 'success',
} as const satisfies Record<RequestStatus, 'success' | 'neutral' | 'warning' | 'danger'>;

function RequestsTab() {
  const client = useQueryClient();
  const params = useSearch();
  const wanted = params.get('status');
  const status = (REQUEST_STATUSES as readonly (string | null)[]).includes(wanted) ? (wanted ?? '') : '';
  const items = useItems();
  const propertyNames = usePropertyNames();
  const byId = new Map((items.data ?? []).map((i) => [i.id, i]));
  const list = useQuery({ queryKey: materialKeys.requests(status), queryFn: () => materialEndpoints.requests(status) });
  const decide = useMutation({
    mutationFn: ({ id, to }: { id: number; to: RequestStatus }) => materialEndpoints.decide(id, to),
    onSettled: async () => client.invalidateQueries({ queryKey: materialKeys.all }),
  });
  const failure =
    decide.error instanceof ApiError && decide.error.code === 'invalid_transition'
      ? t.material.errors.invalidTransition
      : decide.error;
  const action = (request: MaterialRequest, to: RequestStatus, label: string, primary = false) => (
    <button
      type="button"
      className={`button button--small${primary ? ' button--primary' : ''}`}
      disabled={decide.isPending}
      onClick={() => decide.mutate({ id: request.id, to })}
    >
      {label}
    </button>
  );
  const columns: ListColumn<MaterialRequest>[] = [
    {
      id: 'property',
      label: t.material.requests.property,
      kind: 'heading',
      cell: (r) => propertyNames.get(r.property_id) ?? `#${r.property_id}`,
    },
    {
      id: 'lines',
      label: t.material.requests.lines,
      cell: (r) =>
        r.lines
          .map((line) => `${line.quantity} ${byId.get(line.item_id)?.unit ?? ''} ${byId.get(line.item_id)?.name ?? ''}`)
          .join(', '),
    },
    { id: 'note', label: t.material.requests.note, cell: (r) => r.note ?? '' },
    { id: 'asked', label: t.material.requests.asked, cell: (r) => formatDateTime(r.created_at) },
    {
      id: 'status',
      label: t.material.requests.status,
      cell: (r) => (
        <>
          <Badge tone={STATUS_TONE[r.status]}>{t.material.requests.statuses[r.status]}</Badge>
          {r.received_at !== null ? (
            <span className="muted small block">{t.material.requests.received(formatDateTime(r.received_at))}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      label: t.material.requests.actions,
      kind: 'actions',
      cell: (r) => (
        <span className="material-row-actions">
          {r.status === 'requested' ? action(r, 'approved', t.material.requests.approve, true) : null}
          {r.status === 'requested' ? action(r, 'rejected', t.material.requests.reject) : null}
          {r.status === 'approved' ? action(r, 'delivered', t.material.requests.deliver, true) : null}
        </span>
      ),
    },
  ];
  return (
    <DataList
      filters={
        <SelectField
          label={t.material.requests.status}
          value={status}
          onChange={(value) => setSearch({ status: value })}
          options={[
            { value: '', label: t.material.requests.allStatuses },
            ...REQUEST_STATUSES.map((value) => ({ value, label: t.material.requests.statuses[value] })),
          ]}
        />
      }
      notice={
        failure ? (
          <Banner tone="danger">{typeof failure === 'string' ? failure : errorMessage(failure)}</Banner>
        ) : undefined
      }
      query={list}
      rows={[...(list.data ?? [])].reverse()}
      columns={columns}
      rowKey={(r) => r.id}
      empty={{ title: t.material.requests.empty }}
    />
  );
}
