import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  incidentEndpoints,
  type IncidentFilters,
  incidentKeys,
  type IncidentRow,
  type IncidentSeverity,
  type IncidentStatus,
} from '../api/incidents.ts';
import { useProperties } from '../api/queries.ts';
import { SelectField } from '../components/fields.tsx';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Badge, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate, formatDateTime, today } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';
import { IncidentDetailView } from './IncidentDetail.tsx';
import { NewIncidentDialog } from './NewIncidentDialog.tsx';
import { SEVERITY_TONE, STATUS_TONE } from './IncidentTones.ts';

const isStatus = (value: string | null): value is IncidentStatus =>
  (INCIDENT_STATUSES as readonly (string | null)[]).includes(value);
const isSeverity = (value: string | null): value is IncidentSeverity =>
  (INCIDENT_SEVERITIES as readonly (string | null)[]).includes(value);

/** Past its due date and not yet resolved or closed. */
export function isOverdue(incident: Pick<IncidentRow, 'due_on' | 'status'>): boolean {
  return (
    incident.due_on !== null &&
    (incident.status === 'open' || incident.status === 'in_progress') &&
    incident.due_on < today()
  );
}

const OWNER_FILTER = /^(me|none|[1-9][0-9]*)$/;

/**
 * Incidents: the list of reports on the properties the person sees, filtered by property,
 * status, severity and owner (kept in the address), reporting one from the office, and one
 * incident with its history (`?id=`).
 */
export function IncidentsPage() {
  const params = useSearch();
  const id = Number(params.get('id'));
  if (Number.isSafeInteger(id) && id > 0) return <IncidentDetailView id={id} />;
  return <IncidentList params={params} />;
}

function IncidentList({ params }: { params: URLSearchParams }) {
  const property = Number(params.get('property'));
  const status = params.get('status');
  const severity = params.get('severity');
  const owner = params.get('owner');
  const [creating, setCreating] = useState(false);
  const filters: IncidentFilters = {
    ...(owner !== null && OWNER_FILTER.test(owner) ? { owner } : {}),
    ...(Number.isSafeInteger(property) && property > 0 ? { property_id: property } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isSeverity(severity) ? { severity } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const properties = useProperties('', false);
  const list = useInfiniteQuery({
    queryKey: incidentKeys.list(filters),
    queryFn: ({ pageParam }) => incidentEndpoints.list(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const incidents = list.data?.pages.flatMap((page) => page.data) ?? [];
  const columns: ListColumn<IncidentRow>[] = [
    {
      id: 'title',
      label: t.incidents.columns.title,
      kind: 'heading',
      cell: (incident) => (
        <>
          <a
            href={`/incidents?id=${incident.id}`}
            onClick={(event) => {
              event.preventDefault();
              setSearch({ id: String(incident.id) });
            }}
          >
            {incident.title}
          </a>
          {incident.location ? <span className="muted small block">{incident.location}</span> : null}
        </>
      ),
    },
    {
      id: 'property',
      label: t.incidents.columns.property,
      cell: (incident) => (
        <>
          {incident.property_name}
          {incident.owner ? <span className="muted small block">{incident.owner.name}</span> : null}
        </>
      ),
    },
    {
      id: 'severity',
      label: t.incidents.columns.severity,
      cell: (incident) => (
        <Badge tone={SEVERITY_TONE[incident.severity]}>{t.incidents.severity[incident.severity]}</Badge>
      ),
    },
    {
      id: 'status',
      label: t.incidents.columns.status,
      cell: (incident) => <Badge tone={STATUS_TONE[incident.status]}>{t.incidents.status[incident.status]}</Badge>,
    },
    {
      id: 'occurred',
      label: t.incidents.columns.occurred,
      cell: (incident) => (
        <>
          {formatDateTime(incident.occurred_at)}
          {incident.due_on ? (
            <span className="muted small block">{t.incidents.dueOn(formatDate(incident.due_on))}</span>
          ) : null}
          {isOverdue(incident) ? <Badge tone="danger">{t.incidents.overdue}</Badge> : null}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.incidents.title}
        intro={t.incidents.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            <Icon name="plus" />
            {t.incidents.create}
          </button>
        }
      />
      {creating ? (
        <NewIncidentDialog
          properties={properties.data ?? []}
          preset={filters.property_id}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <DataList
        filters={
          <>
            <SelectField
              label={t.incidents.propertyFilter}
              value={filters.property_id ? String(filters.property_id) : ''}
              onChange={(value) => setSearch({ property: value })}
              options={[
                { value: '', label: t.incidents.allProperties },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
            <SelectField
              label={t.incidents.statusFilter}
              value={filters.status ?? ''}
              onChange={(value) => setSearch({ status: value })}
              options={[
                { value: '', label: t.incidents.allStatuses },
                ...INCIDENT_STATUSES.map((s) => ({ value: s, label: t.incidents.status[s] })),
              ]}
            />
            <SelectField
              label={t.incidents.severityFilter}
              value={filters.severity ?? ''}
              onChange={(value) => setSearch({ severity: value })}
              options={[
                { value: '', label: t.incidents.allSeverities },
                ...INCIDENT_SEVERITIES.map((s) => ({ value: s, label: t.incidents.severity[s] })),
              ]}
            />
            <SelectField
              label={t.incidents.ownerFilter}
              value={filters.owner ?? ''}
              onChange={(value) => setSearch({ owner: value })}
              options={[
                { value: '', label: t.incidents.anyOwner },
                { value: 'me', label: t.incidents.mine },
                { value: 'none', label: t.incidents.noOwner },
              ]}
            />
          </>
        }
        query={list}
        rows={incidents}
        columns={columns}
        rowKey={(incident) => incident.id}
        rowClassName={(incident) => (isOverdue(incident) ? 'row--overdue' : undefined)}
        framed
        empty={{ title: filtered ? t.incidents.emptyFiltered : t.incidents.empty }}
        paging={{
          kind: 'more',
          query: list,
          more: t.incidents.loadMore,
          loading: t.incidents.loadingMore,
          end: t.incidents.end,
        }}
      />
    </>
  );
}
