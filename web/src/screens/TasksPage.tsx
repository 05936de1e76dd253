import { SearchBox } from '../components/SearchBox.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { assigneeEndpoints, assigneeKeys } from '../api/clients.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useProperties, useRefreshingMutation, useTasks } from '../api/queries.ts';
import type { Property, Task, TaskFilters, TaskStatus } from '../api/types.ts';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, FormError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime, today } from '../lib/format.ts';
import { useDebounced } from '../lib/useDebounced.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, lengthError, requiredError, textError } from '../lib/validation.ts';
import { Link, setSearch, useSearch } from '../router.tsx';
import { TaskCompletionBlock, TaskCompletionHint, TaskReferencePhotos } from './TaskCompletion.tsx';

const STATUSES: TaskStatus[] = ['open', 'in_progress', 'done', 'cancelled'];
const TONES: Record<TaskStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  open: 'warning',
  in_progress: 'neutral',
  done: 'success',
  cancelled: 'neutral',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the status filter may say: one status, every status, or (without one in the address) what is still to do. */
type StatusFilter = TaskStatus | 'all' | 'unfinished';
const UNFINISHED: TaskStatus[] = ['open', 'in_progress'];

/** The filters live in the address (`?property=3&status=all&from=…&to=…&q=…&view=board`). */
function useFilterState() {
  const params = useSearch();
  const status = params.get('status');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const property = Number(params.get('property') ?? '');
  return {
    property: Number.isInteger(property) && property > 0 ? property : undefined,
    status: (status === 'all' || STATUSES.includes(status as TaskStatus) ? status : 'unfinished') as StatusFilter,
    from: day('from'),
    to: day('to'),
    q: params.get('q') ?? '',
    board: params.get('view') === 'board',
    assignee: /^(me|none|[1-9][0-9]{0,14})$/.test(params.get('assignee') ?? '') ? (params.get('assignee') ?? '') : '',
  };
}

function isOverdue(task: Task): boolean {
  return (task.status === 'open' || task.status === 'in_progress') && task.due_date < today();
}

type Acting = { mode: 'create' } | { mode: 'edit'; task: Task } | { mode: 'cancel'; task: Task };

/** Aufgaben: every task on the person's properties, filtered, as a list or a board by status. */
export function TasksPage() {
  const filters = useFilterState();
  const [search, setSearchText] = useState(filters.q);
  const typed = useDebounced(search.trim());
  useEffect(() => {
    if (typed !== filters.q) setSearch({ q: typed }, { replace: true });
  }, [typed, filters.q]);
  const properties = useProperties('', true);
  const query: TaskFilters = {
    ...(filters.property !== undefined ? { property_id: filters.property } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.from ? { due_from: filters.from } : {}),
    ...(filters.to ? { due_to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
  };
  const tasks = useTasks(query);
  const people = useQuery({
    queryKey: assigneeKeys.candidates(undefined),
    queryFn: () => assigneeEndpoints.candidates(undefined),
  });
  const [acting, setActing] = useState<Acting | null>(null);
  const toast = useToast();
  const change = useRefreshingMutation(
    ({ task, status }: { task: Task; status: TaskStatus }) => endpoints.updateTask(task.id, { status }),
    [keys.tasks],
  );
  const setStatus = (task: Task, status: TaskStatus) =>
    change.mutate(
      { task, status },
      { onSuccess: (saved) => toast(t.tasks.changed(saved.title, t.tasks.status[status])) },
    );

  const names = new Map((properties.data ?? []).map((p) => [p.id, p.name]));
  const list = tasks.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Object.keys(query).some((name) => name !== 'status') || filters.status !== 'unfinished';
  const shownStatuses =
    filters.status === 'all' ? STATUSES : filters.status === 'unfinished' ? UNFINISHED : [filters.status];
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  const actions = (task: Task) => (
    <TaskActions
      task={task}
      busy={change.isPending}
      onEdit={() => setActing({ mode: 'edit', task })}
      onStatus={(status) => (status === 'cancelled' ? setActing({ mode: 'cancel', task }) : setStatus(task, status))}
    />
  );
  const columns: ListColumn<Task>[] = [
    {
      id: 'title',
      label: t.tasks.columns.title,
      kind: 'heading',
      cell: (task) => (
        <>
          {task.title}
          {task.description ? <span className="task-description">{task.description}</span> : null}
          {task.assignee ? (
            <span className="task-description task-assignee">{t.clients.assignee.assignedTo(task.assignee.name)}</span>
          ) : null}
          {task.incident_id !== null ? (
            <Link className="task-description" to={`/incidents?id=${task.incident_id}`}>
              {t.tasks.fromIncident}
            </Link>
          ) : null}
          {task.reference_photos.length > 0 ? (
            <button
              type="button"
              className="link-button task-completion-hint"
              onClick={() => setActing({ mode: 'edit', task })}
            >
              {t.taskCompletion.referenceCount(task.reference_photos.length)}
            </button>
          ) : null}
        </>
      ),
    },
    {
      id: 'property',
      label: t.tasks.columns.property,
      cell: (task) => names.get(task.property_id) ?? <span className="muted">{t.tasks.unknownProperty}</span>,
    },
    {
      id: 'due',
      label: t.tasks.columns.due,
      cell: (task) => (
        <div>
          <span className="nowrap">{formatDate(task.due_date)}</span>{' '}
          {isOverdue(task) ? <Badge tone="danger">{t.tasks.overdue}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'status',
      label: t.tasks.columns.status,
      cell: (task) => (
        <div>
          <Badge tone={TONES[task.status]}>{t.tasks.status[task.status]}</Badge>
          {task.completed_at ? (
            <span className="task-description">{t.tasks.completedOn(formatDateTime(task.completed_at))}</span>
          ) : null}
          {task.completion ? (
            <TaskCompletionHint completion={task.completion} onOpen={() => setActing({ mode: 'edit', task })} />
          ) : null}
        </div>
      ),
    },
    { id: 'origin', label: t.tasks.columns.origin, cell: (task) => t.tasks.origin[task.origin] },
    { id: 'actions', label: t.tasks.columns.actions, kind: 'actions', cell: actions },
  ];

  return (
    <>
      <PageHeader
        title={t.tasks.title}
        intro={t.tasks.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setActing({ mode: 'create' })}>
            <Icon name="plus" />
            {t.tasks.create}
          </button>
        }
      />
      <DataList
        filters={
          <>
            <SearchBox
              label={t.tasks.search}
              placeholder={t.tasks.searchPlaceholder}
              value={search}
              onChange={setSearchText}
            />
            <SelectField
              label={t.tasks.propertyFilter}
              value={filters.property === undefined ? '' : String(filters.property)}
              onChange={(value) => setSearch({ property: value || undefined })}
              options={[
                { value: '', label: t.tasks.allProperties },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
            <SelectField
              label={t.tasks.statusFilter}
              value={filters.status === 'unfinished' ? '' : filters.status}
              onChange={(value) => setSearch({ status: value || undefined })}
              options={[
                { value: '', label: t.tasks.unfinishedStatuses },
                { value: 'all', label: t.tasks.allStatuses },
                ...STATUSES.map((status) => ({ value: status, label: t.tasks.status[status] })),
              ]}
            />
            <SelectField
              label={t.clients.assignee.filter}
              value={filters.assignee}
              onChange={(value) => setSearch({ assignee: value || undefined })}
              options={[
                { value: '', label: t.clients.assignee.anyone },
                { value: 'me', label: t.clients.assignee.me },
                { value: 'none', label: t.clients.assignee.nobody },
                ...(people.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
            <TextField
              label={t.tasks.dueFrom}
              type="date"
              value={filters.from}
              onChange={(value) => setSearch({ from: value || undefined })}
            />
            <TextField
              label={t.tasks.dueTo}
              type="date"
              value={filters.to}
              onChange={(value) => setSearch({ to: value || undefined })}
              error={backwards ? t.validation.notAccepted : undefined}
            />
            {filtered ? (
              <button
                type="button"
                className="button button--small button--quiet"
                onClick={() => {
                  setSearchText('');
                  setSearch({
                    property: undefined,
                    status: undefined,
                    from: undefined,
                    to: undefined,
                    q: undefined,
                    assignee: undefined,
                  });
                }}
              >
                {t.tasks.clearFilters}
              </button>
            ) : null}
            <div className="segmented" role="group" aria-label={t.tasks.viewLabel}>
              <button
                type="button"
                className={`button button--small${filters.board ? '' : ' is-active'}`}
                aria-pressed={!filters.board}
                onClick={() => setSearch({ view: undefined })}
              >
                {t.tasks.listView}
              </button>
              <button
                type="button"
                className={`button button--small${filters.board ? ' is-active' : ''}`}
                aria-pressed={filters.board}
                onClick={() => setSearch({ view: 'board' })}
              >
                {t.tasks.boardView}
              </button>
            </div>
          </>
        }
        toolbarClassName="tasks-toolbar"
        count={tasks.data ? t.tasks.count(list.length, tasks.hasNextPage) : undefined}
        notice={<FormError error={change.error} />}
        query={tasks}
        rows={list}
        columns={columns}
        rowKey={(task) => task.id}
        rowClassName={(task) => (task.status === 'cancelled' ? 'row--muted' : undefined)}
        tableClassName="tasks-table"
        stale={tasks.isPlaceholderData}
        empty={{
          title: filtered ? t.tasks.emptyFiltered : t.tasks.empty,
          text: filtered ? null : <p>{t.tasks.emptyCanCreate}</p>,
        }}
        view={
          filters.board ? (
            <div className="task-board">
              {shownStatuses.map((status) => {
                const column = list.filter((task) => task.status === status);
                return (
                  <section key={status} className="task-board__column" aria-label={t.tasks.status[status]}>
                    <h2 className="task-board__title">
                      {t.tasks.status[status]} <span className="muted">{column.length}</span>
                    </h2>
                    {column.length === 0 ? <p className="muted small">{t.tasks.boardEmpty}</p> : null}
                    {column.map((task) => (
                      <article key={task.id} className="card task-card">
                        <h3 className="task-card__title">{task.title}</h3>
                        <p className="small">{names.get(task.property_id) ?? t.tasks.unknownProperty}</p>
                        <p className="small">
                          {formatDate(task.due_date)}{' '}
                          {isOverdue(task) ? <Badge tone="danger">{t.tasks.overdue}</Badge> : null}
                        </p>
                        {task.assignee ? (
                          <p className="small task-assignee">{t.clients.assignee.assignedTo(task.assignee.name)}</p>
                        ) : null}
                        {task.completion ? (
                          <TaskCompletionHint
                            completion={task.completion}
                            onOpen={() => setActing({ mode: 'edit', task })}
                          />
                        ) : null}
                        <p className="muted small">{t.tasks.origin[task.origin]}</p>
                        {actions(task)}
                      </article>
                    ))}
                  </section>
                );
              })}
            </div>
          ) : undefined
        }
        paging={{ kind: 'more', query: tasks, more: t.tasks.loadMore, loading: t.common.loading }}
        withheld={backwards}
      />

      {acting?.mode === 'create' ? (
        <TaskDialog
          properties={(properties.data ?? []).filter((p) => !p.archived)}
          preset={filters.property}
          onClose={() => setActing(null)}
        />
      ) : null}
      {acting?.mode === 'edit' ? (
        <TaskDialog
          task={acting.task}
          properties={properties.data ?? []}
          preset={undefined}
          onClose={() => setActing(null)}
        />
      ) : null}
      {acting?.mode === 'cancel' ? (
        <ConfirmDialog
          title={t.tasks.cancelTitle(acting.task.title)}
          confirmLabel={t.tasks.cancelConfirm}
          pendingLabel={t.tasks.cancelling}
          onConfirm={async () => {
            const saved = await change.mutateAsync({ task: acting.task, status: 'cancelled' });
            toast(t.tasks.changed(saved.title, t.tasks.status.cancelled));
          }}
          onClose={() => setActing(null)}
        >
          <p>{t.tasks.cancelText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Edit, and the moves that make sense from the task's status: start, done, reopen, cancel. */
function TaskActions({
  task,
  busy,
  onEdit,
  onStatus,
}: {
  task: Task;
  busy: boolean;
  onEdit: () => void;
  onStatus: (status: TaskStatus) => void;
}) {
  const finished = task.status === 'done' || task.status === 'cancelled';
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button--small"
        aria-label={t.tasks.editNamed(task.title)}
        onClick={onEdit}
      >
        <Icon name="edit" size={16} />
        {t.tasks.edit}
      </button>
      {task.status === 'open' ? (
        <button
          type="button"
          className="button button--small"
          aria-label={t.tasks.startNamed(task.title)}
          disabled={busy}
          onClick={() => onStatus('in_progress')}
        >
          {t.tasks.start}
        </button>
      ) : null}
      {finished ? (
        <button
          type="button"
          className="button button--small"
          aria-label={t.tasks.reopenNamed(task.title)}
          disabled={busy}
          onClick={() => onStatus('open')}
        >
          <Icon name="restore" size={16} />
          {t.tasks.reopen}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button--small"
            aria-label={t.tasks.completeNamed(task.title)}
            disabled={busy}
            onClick={() => onStatus('done')}
          >
            <Icon name="check" size={16} />
            {t.tasks.complete}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={t.tasks.cancelNamed(task.title)}
            disabled={busy}
            onClick={() => onStatus('cancelled')}
          >
            <Icon name="ban" size={16} />
            {t.tasks.cancel}
          </button>
        </>
      )}
    </div>
  );
}

const POINTERS = {
  title: '/title',
  property: '/property_id',
  due: '/due_date',
  description: '/description',
  assignee: '/assignee_account_id',
} as const;

function TaskDialog({
  task,
  properties,
  preset,
  onClose,
}: {
  task?: Task;
  properties: Property[];
  preset: number | undefined;
  onClose: () => void;
}) {
  const toast = useToast();
  const descriptionId = useId();
  // Made when the dialog opens: a second click on "Create" while the first is on its way makes no second task.
  const [uuid] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    title: task?.title ?? '',
    property: String(task?.property_id ?? preset ?? ''),
    due: task?.due_date ?? today(),
    description: task?.description ?? '',
    assignee: task?.assignee ? String(task.assignee.id) : '',
  });
  const [initialForm] = useState(form);
  const chosenProperty = Number(form.property) || undefined;
  const candidates = useQuery({
    queryKey: assigneeKeys.candidates(chosenProperty),
    queryFn: () => assigneeEndpoints.candidates(chosenProperty),
    enabled: chosenProperty !== undefined,
  });
  const dirty = JSON.stringify(form) !== JSON.stringify(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const save = useRefreshingMutation(() => {
    const description = form.description.trim() === '' ? null : form.description.trim();
    const assignee = form.assignee === '' ? null : Number(form.assignee);
    return task
      ? endpoints.updateTask(task.id, {
          title: form.title.trim(),
          due_date: form.due,
          description,
          ...(assignee !== (task.assignee?.id ?? null) ? { assignee_account_id: assignee } : {}),
        })
      : endpoints.createTask({
          uuid,
          title: form.title.trim(),
          property_id: Number(form.property),
          due_date: form.due,
          description,
          assignee_account_id: assignee,
        });
  }, [keys.tasks]);
  // Typing into a field takes back what was said about it.
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [POINTERS[key]]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/title': textError(form.title, 200),
      '/property_id': task ? undefined : requiredError(form.property),
      '/due_date': DAY.test(form.due) ? undefined : t.validation.required,
      '/description': lengthError(form.description.trim(), 10_000),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(undefined, {
      onSuccess: (saved) => {
        toast(task ? t.tasks.saved(saved.title) : t.tasks.created(saved.title));
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };

  const propertyName = task ? properties.find((p) => p.id === task.property_id)?.name : undefined;
  return (
    <Dialog title={task ? t.tasks.dialogEdit : t.tasks.dialogCreate} onClose={onClose} dirty={dirty}>
      {task ? <TaskReferencePhotos task={task} /> : null}
      {task?.completion ? <TaskCompletionBlock task={task} completion={task.completion} /> : null}
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.tasks.fieldTitle}
          value={form.title}
          onChange={set('title')}
          error={errors['/title']}
          maxLength={200}
          required
          autoFocusFirst
        />
        {task ? (
          <TextField
            label={t.tasks.fieldProperty}
            value={propertyName ?? t.tasks.unknownProperty}
            onChange={() => undefined}
            hint={t.tasks.propertyFixed}
            readOnly
          />
        ) : properties.length === 0 ? (
          <p className="field__hint">{t.tasks.noProperties}</p>
        ) : (
          <SelectField
            label={t.tasks.fieldProperty}
            value={form.property}
            onChange={set('property')}
            error={errors['/property_id']}
            options={[
              { value: '', label: t.tasks.choose },
              ...properties.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        )}
        {chosenProperty !== undefined ? (
          <SelectField
            label={t.clients.assignee.label}
            value={form.assignee}
            onChange={set('assignee')}
            error={errors['/assignee_account_id']}
            hint={t.clients.assignee.hint}
            options={[
              { value: '', label: t.clients.assignee.nobody },
              ...(candidates.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              // Someone who lost access meanwhile stays shown until the choice changes.
              ...(task?.assignee && !(candidates.data?.data ?? []).some((p) => p.id === task.assignee?.id)
                ? [{ value: String(task.assignee.id), label: task.assignee.name }]
                : []),
            ]}
          />
        ) : null}
        <TextField
          label={t.tasks.fieldDue}
          type="date"
          value={form.due}
          onChange={set('due')}
          error={errors['/due_date']}
          required
        />
        <div className={`field${errors['/description'] ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={descriptionId}>
            {t.tasks.fieldDescription}
            <span className="field__optional"> ({t.common.optional})</span>
          </label>
          <textarea
            id={descriptionId}
            className="input textarea"
            rows={4}
            value={form.description}
            maxLength={10_000}
            aria-invalid={errors['/description'] ? true : undefined}
            onChange={(event) => set('description')(event.target.value)}
          />
          {errors['/description'] ? <p className="field__error">{errors['/description']}</p> : null}
        </div>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : task ? t.common.save : t.tasks.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
