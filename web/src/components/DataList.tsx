import type { ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { EmptyState, FormError, Loading, LoadError } from './ui.tsx';

// The list screens' common frame: a filter bar, then loading, a load error, an empty state
// or the table (or another view of the same rows), then paging. A screen declares its
// columns and filters; the table's semantics stay the same everywhere: column headers,
// one heading cell per row (`<th scope="row">`), each value labelled for the stacked
// layout on phones (`data-label`), the actions column named for screen readers only.

export interface ListColumn<Row> {
  /** React's key for the column. */
  id: string;
  /** The column's header; on phones also written before each value. */
  label: string;
  /** `heading`: the row's name (`<th scope="row">`); `actions`: its buttons, header visually hidden. */
  kind?: 'data' | 'heading' | 'actions';
  /** A column the list sorts by: its direction while it sorts (`undefined` otherwise) and what a click does. */
  sort?: { direction: 'ascending' | 'descending' | undefined; onSort: () => void };
  cell: (row: Row) => ReactNode;
}

/** What the list needs of its query (TanStack Query's result has it). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What "show more" paging needs of an infinite query. */
export interface MoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

export type ListPaging =
  /** Numbered pages: previous, "page x of y", next; shown from two pages on. */
  | { kind: 'pages'; page: number; pages: number; onPage: (page: number) => void }
  /** A "show more" button while the server has more; `end` says when it has no more (framed lists). */
  | { kind: 'more'; query: MoreQuery; more: string; loading: string; end?: string };

export function DataList<Row>({
  filters,
  toolbarClassName,
  count,
  notice,
  query,
  rows,
  columns,
  rowKey,
  rowClassName,
  rowData,
  tableClassName,
  stale = false,
  framed = false,
  empty,
  view,
  paging,
  withheld = false,
}: {
  /** The filter bar's fields and buttons. */
  filters?: ReactNode;
  toolbarClassName?: string;
  /** How many rows match, announced politely at the end of the filter bar; nothing while unknown. */
  count?: ReactNode;
  /** Between the filter bar and the list: the failure of an action on a row. */
  notice?: ReactNode;
  query: ListQuery;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  /** `data-*` attributes of a row's `<tr>`. */
  rowData?: (row: Row) => Record<`data-${string}`, string | number>;
  tableClassName?: string;
  /** The rows shown are those of the previous filters while the new ones load. */
  stale?: boolean;
  /** In a card, "show more" in the card's footer. */
  framed?: boolean;
  empty: { title: string; text?: ReactNode };
  /** Another view of the rows shown instead of the table (the task board). */
  view?: ReactNode;
  paging?: ListPaging;
  /** The filters contradict each other (the filter bar says why): no list at all. */
  withheld?: boolean;
}) {
  const more = paging?.kind === 'more' ? paging : undefined;
  // A failed "show more" keeps the rows already shown and says so below them.
  const failed = query.isError && (more === undefined || rows.length === 0);

  const table = (
    <div className="table-wrap">
      <table
        className={`table table--stack${tableClassName ? ` ${tableClassName}` : ''}${stale ? ' table--stale' : ''}`}
      >
        <thead>
          <tr>
            {columns.map((column) =>
              column.kind === 'actions' ? (
                <th key={column.id} scope="col" className="table__actions">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ) : column.sort ? (
                <SortHeader key={column.id} label={column.label} {...column.sort} />
              ) : (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} {...rowData?.(row)}>
              {columns.map((column) =>
                column.kind === 'heading' ? (
                  <th key={column.id} scope="row" className="cell-strong">
                    {column.cell(row)}
                  </th>
                ) : column.kind === 'actions' ? (
                  <td key={column.id} className="table__actions">
                    {column.cell(row)}
                  </td>
                ) : (
                  <td key={column.id} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {paging?.kind === 'pages' ? <Pagination {...paging} /> : null}
    </div>
  );

  return (
    <>
      {filters !== undefined || count !== undefined ? (
        <div className={`toolbar${toolbarClassName ? ` ${toolbarClassName}` : ''}`}>
          {filters}
          {count !== undefined ? (
            <p className="toolbar__count" aria-live="polite">
              {count}
            </p>
          ) : null}
        </div>
      ) : null}
      {notice}
      {withheld ? null : query.isPending ? (
        <Loading />
      ) : failed ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      ) : view !== undefined ? (
        view
      ) : framed ? (
        <section className="card card--flush">
          {table}
          {more ? (
            <div className="card__footer">
              <MoreButton {...more} className="button" />
              {more.query.hasNextPage ? null : <p className="muted small">{more.end}</p>}
              {more.query.isFetchNextPageError ? <FormError error={more.query.error} /> : null}
            </div>
          ) : null}
        </section>
      ) : (
        table
      )}
      {!withheld && !framed && more?.query.hasNextPage ? (
        <nav className="pagination" aria-label={t.common.pagination}>
          <MoreButton {...more} className="button button--small" />
        </nav>
      ) : null}
      {!withheld && !framed && more?.query.isFetchNextPageError ? <FormError error={more.query.error} /> : null}
    </>
  );
}

function MoreButton({
  query,
  more,
  loading,
  className,
}: {
  query: MoreQuery;
  more: string;
  loading: string;
  className: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? loading : more}
    </button>
  );
}

function SortHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: 'ascending' | 'descending' | undefined;
  onSort: () => void;
}) {
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        {direction ? (
          <span aria-hidden="true" className="sort-button__arrow">
            {direction === 'descending' ? '▼' : '▲'}
          </span>
        ) : null}
        {direction ? (
          <span className="visually-hidden">
            , {direction === 'descending' ? t.common.sortDescending : t.common.sortAscending}
          </span>
        ) : null}
      </button>
    </th>
  );
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    window.scrollTo(0, 0);
  };
  return (
    <nav className="pagination" aria-label={t.common.pagination}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t.common.previous}
      </button>
      <span className="pagination__text">{t.common.pageOf(page, pages)}</span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t.common.next}
      </button>
    </nav>
  );
}
