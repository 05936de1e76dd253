import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type PatrolCheckpoint, type PatrolRouteDetail, patrolEndpoints, patrolKeys } from '../api/patrols.ts';
import { useProperties, useRefreshingMutation } from '../api/queries.ts';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';

/** Patrol routes: routes by property, and one route's ordered checkpoints and schedules. */
export function PatrolRoutesPage() {
  const properties = useProperties('', false);
  const [propertyId, setPropertyId] = useState<number | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const routes = useQuery({
    queryKey: patrolKeys.list(propertyId),
    queryFn: () => patrolEndpoints.list(propertyId),
  });
  const create = useRefreshingMutation(patrolEndpoints.create, [patrolKeys.all]);
  const list = routes.data?.data ?? [];
  const propertyOptions = [
    { value: '', label: t.patrolSetup.allProperties },
    ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (propertyId === undefined || newName.trim() === '') return;
    create.mutate(
      { property_id: propertyId, name: newName.trim() },
      {
        onSuccess: (route) => {
          setNewName('');
          setOpenId(route.id);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t.patrolSetup.title} intro={t.patrolSetup.intro} />
      <div className="toolbar">
        <SelectField
          label={t.patrolSetup.property}
          value={propertyId === undefined ? '' : String(propertyId)}
          onChange={(value) => setPropertyId(value === '' ? undefined : Number(value))}
          options={propertyOptions}
        />
      </div>
      {propertyId !== undefined ? (
        <form className="toolbar" onSubmit={submit}>
          <TextField label={t.patrolSetup.newRoute} value={newName} onChange={setNewName} maxLength={200} />
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t.patrolSetup.createRoute}
          </button>
        </form>
      ) : null}
      <FormError error={create.error} />
      {routes.isPending ? (
        <Loading />
      ) : routes.isError ? (
        <LoadError error={routes.error} onRetry={() => void routes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t.patrolSetup.empty}>
          {propertyId === undefined ? <p>{t.patrolSetup.chooseProperty}</p> : null}
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t.patrolSetup.columns.name}</th>
                <th scope="col">{t.patrolSetup.columns.property}</th>
                <th scope="col">{t.patrolSetup.columns.checkpoints}</th>
                <th scope="col">{t.patrolSetup.columns.schedules}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((route) => (
                <tr key={route.id} className={route.active ? undefined : 'row--muted'}>
                  <th scope="row" className="cell-strong">
                    <button type="button" className="link-button" onClick={() => setOpenId(route.id)}>
                      {route.name}
                    </button>
                    {route.active ? null : (
                      <>
                        {' '}
                        <Badge tone="neutral">{t.patrolSetup.retired}</Badge>
                      </>
                    )}
                  </th>
                  <td data-label={t.patrolSetup.columns.property}>{route.property_name}</td>
                  <td data-label={t.patrolSetup.columns.checkpoints}>{route.checkpoint_count}</td>
                  <td data-label={t.patrolSetup.columns.schedules}>{route.schedule_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {openId !== null ? <RouteEditor routeId={openId} /> : null}
    </>
  );
}

function RouteEditor({ routeId }: { routeId: number }) {
  const route = useQuery({ queryKey: patrolKeys.detail(routeId), queryFn: () => patrolEndpoints.get(routeId) });
  if (route.isPending) return <Loading />;
  if (route.isError) return <LoadError error={route.error} onRetry={() => void route.refetch()} />;
  return <RouteDetail route={route.data} />;
}

function RouteDetail({ route }: { route: PatrolRouteDetail }) {
  const refresh = [patrolKeys.all] as const;
  const [name, setName] = useState('');
  const [hint, setHint] = useState('');
  const add = useRefreshingMutation(
    () => patrolEndpoints.addCheckpoint(route.id, { name: name.trim(), location_hint: hint.trim() || null }),
    refresh,
  );
  const change = useRefreshingMutation(
    ({ checkpoint, retired }: { checkpoint: PatrolCheckpoint; retired: boolean }) =>
      patrolEndpoints.updateCheckpoint(route.id, checkpoint.id, { retired }),
    refresh,
  );
  const reorder = useRefreshingMutation((ids: number[]) => patrolEndpoints.reorder(route.id, ids), refresh);
  const retireRoute = useRefreshingMutation((active: boolean) => patrolEndpoints.update(route.id, { active }), refresh);
  const inUse = route.checkpoints.filter((c) => c.retired_at === null).map((c) => c.id);
  // Retiring asks first; reactivating does not.
  const [confirming, setConfirming] = useState<{ route: true } | { checkpoint: PatrolCheckpoint } | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const ids = [...inUse];
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <section className="card" aria-labelledby="patrol-route-title">
      <div className="toolbar">
        <h2 id="patrol-route-title">{route.name}</h2>
        <span className="muted">{route.property_name}</span>
        <a className="button" href={patrolEndpoints.sheetUrl(route.id)} target="_blank" rel="noreferrer">
          {t.patrolSetup.printSheet}
        </a>
        <button
          type="button"
          className="button"
          onClick={() => (route.active ? setConfirming({ route: true }) : retireRoute.mutate(true))}
        >
          {route.active ? t.patrolSetup.retireRoute : t.patrolSetup.reactivateRoute}
        </button>
      </div>
      <FormError error={add.error ?? change.error ?? reorder.error ?? retireRoute.error} />
      {confirming !== null ? (
        <ConfirmDialog
          title={
            'route' in confirming
              ? t.patrolSetup.retireRouteTitle(route.name)
              : t.patrolSetup.retireCheckpointTitle(confirming.checkpoint.name)
          }
          confirmLabel={'route' in confirming ? t.patrolSetup.retireRoute : t.patrolSetup.retire}
          onConfirm={() =>
            'route' in confirming
              ? retireRoute.mutateAsync(false)
              : change.mutateAsync({ checkpoint: confirming.checkpoint, retired: true })
          }
          onClose={() => setConfirming(null)}
        >
          <p>{'route' in confirming ? t.patrolSetup.retireRouteText : t.patrolSetup.retireCheckpointText}</p>
        </ConfirmDialog>
      ) : null}
      <h3>{t.patrolSetup.checkpoints}</h3>
      <div className="table-wrap">
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t.patrolSetup.columns.name}</th>
              <th scope="col">{t.patrolSetup.columns.hint}</th>
              <th scope="col">{t.patrolSetup.columns.code}</th>
              <th scope="col" className="table__actions">
                <span className="visually-hidden">{t.patrolSetup.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {route.checkpoints.map((checkpoint) => {
              const index = inUse.indexOf(checkpoint.id);
              const retired = checkpoint.retired_at !== null;
              return (
                <tr key={checkpoint.id} className={retired ? 'row--muted' : undefined}>
                  <td data-label="#">{retired ? '–' : checkpoint.position}</td>
                  <th scope="row" className="cell-strong">
                    {checkpoint.name}
                    {retired ? (
                      <>
                        {' '}
                        <Badge tone="neutral">{t.patrolSetup.retired}</Badge>
                      </>
                    ) : null}
                  </th>
                  <td data-label={t.patrolSetup.columns.hint}>{checkpoint.location_hint ?? ''}</td>
                  <td data-label={t.patrolSetup.columns.code}>
                    <code>{checkpoint.manual_code}</code>
                  </td>
                  <td className="table__actions">
                    {retired ? null : (
                      <>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t.patrolSetup.moveUp(checkpoint.name)}
                          disabled={index <= 0 || reorder.isPending}
                          onClick={() => move(index, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t.patrolSetup.moveDown(checkpoint.name)}
                          disabled={index >= inUse.length - 1 || reorder.isPending}
                          onClick={() => move(index, 1)}
                        >
                          ↓
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() =>
                        retired ? change.mutate({ checkpoint, retired: false }) : setConfirming({ checkpoint })
                      }
                    >
                      {retired ? t.patrolSetup.reactivate : t.patrolSetup.retire}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          add.mutate(undefined, {
            onSuccess: () => {
              setName('');
              setHint('');
            },
          });
        }}
      >
        <TextField label={t.patrolSetup.checkpointName} value={name} onChange={setName} maxLength={200} />
        <TextField label={t.patrolSetup.columns.hint} value={hint} onChange={setHint} maxLength={500} optional />
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t.patrolSetup.addCheckpoint}
        </button>
      </form>
      <Schedules route={route} />
    </section>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function Schedules({ route }: { route: PatrolRouteDetail }) {
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [times, setTimes] = useState('22:00');
  const [windowMinutes, setWindowMinutes] = useState('60');
  const [grace, setGrace] = useState('15');
  const add = useRefreshingMutation(
    () =>
      patrolEndpoints.addSchedule(route.id, {
        weekdays: days,
        start_times: times
          .split(/[,\s]+/)
          .map((s) => s.trim())
          .filter(Boolean),
        window_minutes: Number(windowMinutes),
        grace_minutes: Number(grace),
      }),
    [patrolKeys.all],
  );
  const toggle = useRefreshingMutation(
    ({ id, active }: { id: number; active: boolean }) => patrolEndpoints.updateSchedule(route.id, id, { active }),
    [patrolKeys.all],
  );
  return (
    <>
      <h3>{t.patrolSetup.schedules}</h3>
      {route.schedules.length === 0 ? <p className="muted">{t.patrolSetup.noSchedules}</p> : null}
      <ul className="plain-list">
        {route.schedules.map((schedule) => (
          <li key={schedule.id}>
            {schedule.weekdays.map((d) => t.patrolSetup.weekdays[d - 1]).join(', ')} · {schedule.start_times.join(', ')}{' '}
            · {t.patrolSetup.windowGrace(schedule.window_minutes, schedule.grace_minutes)}{' '}
            {schedule.active ? null : <Badge tone="neutral">{t.patrolSetup.paused}</Badge>}{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => toggle.mutate({ id: schedule.id, active: !schedule.active })}
            >
              {schedule.active ? t.patrolSetup.pause : t.patrolSetup.resume}
            </button>
          </li>
        ))}
      </ul>
      <FormError error={add.error ?? toggle.error} />
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(undefined);
        }}
      >
        <fieldset>
          <legend>{t.patrolSetup.days}</legend>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={t.patrolSetup.weekdays[day - 1] ?? String(day)}
              checked={days.includes(day)}
              onChange={(checked) =>
                setDays((current) =>
                  checked ? [...current, day].sort((a, b) => a - b) : current.filter((d) => d !== day),
                )
              }
            />
          ))}
        </fieldset>
        <TextField label={t.patrolSetup.startTimes} value={times} onChange={setTimes} hint="22:00, 02:00" />
        <TextField label={t.patrolSetup.window} value={windowMinutes} onChange={setWindowMinutes} inputMode="numeric" />
        <TextField label={t.patrolSetup.grace} value={grace} onChange={setGrace} inputMode="numeric" />
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t.patrolSetup.addSchedule}
        </button>
      </form>
    </>
  );
}
