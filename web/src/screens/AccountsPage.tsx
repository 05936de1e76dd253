import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { type PayrollProfile, payrollEndpoints, payrollKeys } from '../api/payroll.ts';
import { keys, useAccounts, useCan, useProperties, useRefreshingMutation, useRoles, useUser } from '../api/queries.ts';
import type { Account, InviteLink, PropertyAccess, Role } from '../api/types.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SignedInDevices } from '../components/SignedInDevices.tsx';
import { Checkbox, Radio, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import {
  Badge,
  ConfirmDialog,
  CopyField,
  EmptyState,
  FormError,
  Loading,
  LoadError,
  PageHeader,
  RelativeTime,
} from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { roleName, roleWords } from '../lib/roles.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { formatHours, parseHours, weekdayNames } from '../lib/hours.ts';
import { compact, emailError, lengthError, textError } from '../lib/validation.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';

const ACCOUNT_LISTS = [keys.accounts, keys.session, keys.apiKeys] as const;

type Action =
  | { kind: 'create' }
  | { kind: 'edit'; account: Account }
  | { kind: 'deactivate'; account: Account }
  | { kind: 'reactivate'; account: Account }
  | { kind: 'invite'; account: Account; invite: InviteLink; isNew: boolean };

function accountStatus(account: Account): { label: string; tone: 'success' | 'neutral' | 'warning' } {
  if (!account.active) return { label: t.accounts.status.deactivated, tone: 'neutral' };
  if (!account.has_password && account.role !== 'technical')
    return { label: t.accounts.status.invited, tone: 'warning' };
  return { label: t.accounts.status.active, tone: 'success' };
}

/** An e-mail address that, when it must wrap, wraps after the @. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Which properties the account sees: all, or their names (the first three, and how many more). */
function AccessCell({ account, names }: { account: Account; names: Map<number, string> }) {
  if (account.property_ids === null) return <>{t.accounts.allProperties}</>;
  if (account.property_ids.length === 0) return <span className="muted">{t.accounts.accessNoneChosen}</span>;
  const listed = account.property_ids.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
  if (listed.length === 0) return <>{t.accounts.someProperties(account.property_ids.length)}</>;
  const shown = listed.slice(0, 3);
  const more = account.property_ids.length - shown.length;
  return (
    <span title={listed.join(', ')}>
      {shown.join(', ')}
      {more > 0 ? ` ${t.accounts.accessMore(more)}` : ''}
    </span>
  );
}

function SeatMeter({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <div className="seats">
      <p className="seats__text">{t.accounts.seats(used, limit)}</p>
      <div className={`seats__bar${share >= 1 ? ' seats__bar--full' : ''}`} aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className="seats__hint">{t.accounts.seatsHint}</p>
    </div>
  );
}

export function AccountsPage() {
  const me = useUser();
  const accounts = useAccounts();
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const setActive = useRefreshingMutation(
    ({ account, active }: { account: Account; active: boolean }) => endpoints.updateAccount(account.id, { active }),
    ACCOUNT_LISTS,
  );
  const newInvite = useRefreshingMutation((account: Account) => endpoints.inviteLink(account.id), [keys.accounts]);
  const allProperties = useProperties('', true);
  const propertyNames = useMemo(
    () => new Map((allProperties.data ?? []).map((property) => [property.id, property.name])),
    [allProperties.data],
  );
  const [confirmInvite, setConfirmInvite] = useState<Account | null>(null);
  const canPayroll = useCan()('time.manage');
  const profiles = useQuery({
    queryKey: payrollKeys.profiles,
    queryFn: payrollEndpoints.profiles,
    enabled: canPayroll,
  });
  const profileOf = useMemo(
    () => new Map((profiles.data ?? []).map((profile) => [profile.account_id, profile])),
    [profiles.data],
  );
  const makeInvite = (account: Account) =>
    newInvite.mutateAsync(account).then((invite) => setAction({ kind: 'invite', account, invite, isNew: true }));

  return (
    <>
      <PageHeader
        title={t.accounts.title}
        intro={t.accounts.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setAction({ kind: 'create' })}>
            <Icon name="plus" />
            {t.accounts.create}
          </button>
        }
      />
      {accounts.data ? <SeatMeter used={accounts.data.seats.used} limit={accounts.data.seats.limit} /> : null}
      <FormError error={newInvite.error} />

      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.accounts.length === 0 ? (
        <EmptyState title={t.accounts.empty} />
      ) : (
        <div className="table-wrap">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t.accounts.columns.name}</th>
                {canPayroll ? <th scope="col">{t.payroll.column}</th> : null}
                <th scope="col">{t.accounts.columns.role}</th>
                <th scope="col">{t.accounts.columns.access}</th>
                <th scope="col">{t.accounts.columns.status}</th>
                <th scope="col" className="table__actions">
                  <span className="visually-hidden">{t.accounts.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.accounts.map((account) => {
                const status = accountStatus(account);
                const isMe = account.id === me.account_id;
                return (
                  <tr key={account.id} className={account.active ? undefined : 'row--muted'}>
                    <th scope="row">
                      <span className="cell-strong">{account.name}</span>
                      {isMe ? (
                        <>
                          {' '}
                          <Badge tone="neutral">{t.accounts.you}</Badge>
                        </>
                      ) : null}
                      <span className="cell-secondary">
                        <EmailAddress email={account.email} />
                      </span>
                    </th>
                    {canPayroll ? (
                      <td data-label={t.payroll.column}>
                        {profileOf.get(account.id)?.personnel_number ?? <span className="muted">{t.payroll.none}</span>}
                      </td>
                    ) : null}
                    <td data-label={t.accounts.columns.role}>{roleName(account.role, account.role_name)}</td>
                    <td data-label={t.accounts.columns.access}>
                      <AccessCell account={account} names={propertyNames} />
                    </td>
                    <td data-label={t.accounts.columns.status}>
                      <div>
                        <Badge tone={status.tone}>{status.label}</Badge>
                        <span className="muted small block">
                          {t.accounts.lastSignIn}{' '}
                          <RelativeTime value={account.last_sign_in_at} fallback={t.accounts.neverSignedIn} />
                        </span>
                      </div>
                    </td>
                    <td className="table__actions">
                      {isMe ? null : (
                        <div className="row-actions">
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={t.accounts.editNamed(account.name)}
                            onClick={() => setAction({ kind: 'edit', account })}
                          >
                            {t.accounts.edit}
                          </button>
                          {account.active && account.role !== 'technical' ? (
                            <button
                              type="button"
                              className="button button--small"
                              aria-label={t.accounts.inviteLinkNamed(account.name)}
                              disabled={newInvite.isPending}
                              // A link sent earlier stops working: ask first.
                              onClick={() => setConfirmInvite(account)}
                            >
                              {t.accounts.inviteLinkShort}
                            </button>
                          ) : null}
                          {account.active ? (
                            <button
                              type="button"
                              className="button button--small button--danger-quiet"
                              aria-label={t.accounts.deactivateNamed(account.name)}
                              onClick={() => setAction({ kind: 'deactivate', account })}
                            >
                              {t.accounts.deactivate}
                            </button>
                          ) : (
                            <button
                              type="button"
                              className="button button--small"
                              aria-label={t.accounts.reactivateNamed(account.name)}
                              onClick={() => setAction({ kind: 'reactivate', account })}
                            >
                              {t.accounts.reactivate}
                            </button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {accounts.data?.accounts.some((account) => account.id === me.account_id) ? (
        <p className="footnote">{t.accounts.ownAccountNote}</p>
      ) : null}

      {confirmInvite ? (
        <ConfirmDialog
          title={t.accounts.replaceInviteTitle(confirmInvite.name)}
          confirmLabel={t.accounts.replaceInviteConfirm}
          tone="primary"
          onConfirm={() => makeInvite(confirmInvite)}
          onClose={() => setConfirmInvite(null)}
        >
          <p>{t.accounts.replaceInviteText}</p>
        </ConfirmDialog>
      ) : null}
      {action?.kind === 'create' ? (
        <AccountDialog
          onClose={() => setAction(null)}
          onCreated={(account, invite) => {
            if (invite) {
              setAction({ kind: 'invite', account, invite, isNew: false });
            } else {
              toast(t.accounts.created(account.name));
              setAction(null);
            }
          }}
        />
      ) : null}
      {action?.kind === 'edit' ? (
        <AccountDialog
          // Made again once the payroll data is in, so the fields start from it.
          key={profiles.isSuccess ? 'payroll' : 'account'}
          account={action.account}
          payroll={canPayroll ? { profile: profileOf.get(action.account.id), loaded: profiles.isSuccess } : undefined}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'invite' ? (
        <InviteDialog
          account={action.account}
          invite={action.invite}
          replaced={action.isNew}
          onClose={() => setAction(null)}
        />
      ) : null}
      {action?.kind === 'deactivate' ? (
        <ConfirmDialog
          title={t.accounts.deactivateTitle(action.account.name)}
          confirmLabel={t.accounts.deactivateConfirm}
          onConfirm={async () => {
            await setActive.mutateAsync({ account: action.account, active: false });
            toast(t.accounts.deactivated(action.account.name));
          }}
          onClose={() => setAction(null)}
        >
          <p>{t.accounts.deactivateText}</p>
        </ConfirmDialog>
      ) : null}
      {action?.kind === 'reactivate' ? (
        <ConfirmDialog
          title={t.accounts.reactivateTitle(action.account.name)}
          confirmLabel={t.accounts.reactivateConfirm}
          tone="primary"
          onConfirm={async () => {
            await setActive.mutateAsync({ account: action.account, active: true });
            toast(t.accounts.reactivated(action.account.name));
          }}
          onClose={() => setAction(null)}
        >
          <p>{t.accounts.reactivateText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function InviteDialog({
  account,
  invite,
  replaced,
  onClose,
}: {
  account: Account;
  invite: InviteLink;
  replaced: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={replaced ? t.accounts.inviteTitleNew(account.name) : t.accounts.inviteTitleCreated}
      onClose={onClose}
    >
      <p className="dialog__text">
        {replaced ? t.accounts.inviteNewFor(account.name) : t.accounts.inviteCreatedFor(account.name)}
      </p>
      <CopyField label={t.accounts.inviteField} value={absoluteUrl(invite.url)} autoFocus />
      <p className="field__hint">{t.accounts.inviteExpires(formatDateTime(invite.expires_at))}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t.common.done}
        </button>
      </div>
    </Dialog>
  );
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

function RoleDescription({ roles, role }: { roles: Role[]; role: string }) {
  const found = roles.find((candidate) => candidate.key === role);
  return <>{found ? roleWords(found.key, found.name, found.description)[1] : ''}</>;
}

function PropertyChecklist({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const properties = useProperties('', true);
  const [filter, setFilter] = useState('');
  // Archived properties are not offered; one already chosen stays, so it can be taken away.
  const offered = useMemo(
    () => (properties.data ?? []).filter((property) => !property.archived || selected.includes(property.id)),
    [properties.data, selected],
  );
  const searchId = useId();
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = offered;
    if (!needle) return all;
    return all.filter((property) =>
      [property.name, property.external_id, property.address.city]
        .filter(Boolean)
        .some((text) => String(text).toLowerCase().includes(needle)),
    );
  }, [offered, filter]);

  if (properties.isPending) return <Loading />;
  if (properties.isError) return <LoadError error={properties.error} onRetry={() => void properties.refetch()} />;
  if (offered.length === 0) return <p className="muted">{t.accounts.accessNone}</p>;

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));

  return (
    <div className="checklist">
      <div className="search search--small">
        <label htmlFor={searchId} className="visually-hidden">
          {t.accounts.accessSearch}
        </label>
        <Icon name="search" />
        <input
          id={searchId}
          type="search"
          className="input search__input"
          placeholder={t.accounts.accessSearch}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="checklist__items">
        {visible.length === 0 ? <p className="muted">{t.common.noMatches}</p> : null}
        {visible.map((property) => (
          <Checkbox
            key={property.id}
            label={property.name}
            description={[property.address.city, property.archived ? t.properties.archived : null]
              .filter(Boolean)
              .join(' · ')}
            checked={selected.includes(property.id)}
            onChange={(on) => toggle(property.id, on)}
          />
        ))}
      </div>
      <p className="checklist__count" aria-live="polite">
        {t.accounts.accessSelected(selected.length)}
      </p>
    </div>
  );
}

function sameIds(a: number[], b: number[]): boolean {
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** The payroll fields of the edit dialog, as typed. */
interface PayrollForm {
  personnelNumber: string;
  costCentre: string;
  weeklyHours: string;
  workDays: number;
}

const payrollForm = (profile: PayrollProfile | undefined): PayrollForm => ({
  personnelNumber: profile?.personnel_number ?? '',
  costCentre: profile?.cost_centre ?? '',
  weeklyHours: formatHours(profile?.weekly_target_minutes ?? 0),
  workDays: profile?.work_days ?? 31,
});

function PayrollFields({
  value,
  onChange,
  errors,
}: {
  value: PayrollForm;
  onChange: (next: PayrollForm) => void;
  errors: Record<string, string>;
}) {
  const days = weekdayNames();
  return (
    <fieldset className="fieldset fieldset--plain payroll-fields">
      <legend className="field__label">{t.payroll.section}</legend>
      <p className="field__hint">{t.payroll.sectionHint}</p>
      <div className="form-row">
        <TextField
          label={t.payroll.personnelNumber}
          value={value.personnelNumber}
          onChange={(personnelNumber) => onChange({ ...value, personnelNumber })}
          error={errors['/personnel_number']}
          maxLength={50}
          autoComplete="off"
          optional
        />
        <TextField
          label={t.payroll.costCentre}
          value={value.costCentre}
          onChange={(costCentre) => onChange({ ...value, costCentre })}
          error={errors['/cost_centre']}
          maxLength={50}
          autoComplete="off"
          optional
        />
      </div>
      <TextField
        label={t.payroll.weeklyTarget}
        value={value.weeklyHours}
        onChange={(weeklyHours) => onChange({ ...value, weeklyHours })}
        error={errors['/weekly_target_minutes']}
        hint={t.payroll.weeklyTargetHint}
        inputMode="decimal"
        autoComplete="off"
      />
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.payroll.workDays}</legend>
        <div className="weekday-toggles">
          {days.map((day) => (
            <label key={day.bit} className="weekday-toggle" title={day.long}>
              <input
                type="checkbox"
                checked={(value.workDays & day.bit) !== 0}
                aria-label={day.long}
                onChange={(event) =>
                  onChange({
                    ...value,
                    workDays: event.target.checked ? value.workDays | day.bit : value.workDays & ~day.bit,
                  })
                }
              />
              <span aria-hidden="true">{day.short}</span>
            </label>
          ))}
        </div>
        {errors['/work_days'] ? <p className="field__error">{errors['/work_days']}</p> : null}
      </fieldset>
    </fieldset>
  );
}

function AccountDialog({
  account,
  payroll,
  onClose,
  onCreated,
}: {
  account?: Account;
  /** The person's payroll data, when the signed-in person manages working time. */
  payroll?: { profile: PayrollProfile | undefined; loaded: boolean } | undefined;
  onClose: () => void;
  onCreated?: (account: Account, invite: InviteLink | null) => void;
}) {
  const roles = useRoles();
  const toast = useToast();
  const accessName = useId();
  const [name, setName] = useState(account?.name ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [role, setRole] = useState(account?.role ?? 'worker');
  // A new account starts with no property (a worker sees nothing until one is chosen); tick "all" for office roles.
  const [allProperties, setAllProperties] = useState(account ? account.property_ids === null : false);
  const [selected, setSelected] = useState<number[]>(account?.property_ids ?? []);
  const [pay, setPay] = useState<PayrollForm>(() => payrollForm(payroll?.profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const [initial] = useState(() => JSON.stringify({ name, email, role, allProperties, selected }));
  const [initialPay] = useState(() => JSON.stringify(pay));
  const payDirty = JSON.stringify(pay) !== initialPay;
  const dirty = JSON.stringify({ name, email, role, allProperties, selected }) !== initial || payDirty;
  const client = useQueryClient();
  const [payPending, setPayPending] = useState(false);
  const [payError, setPayError] = useState<unknown>(null);

  const create = useRefreshingMutation(endpoints.createAccount, ACCOUNT_LISTS);
  const update = useRefreshingMutation(
    (patch: { name?: string; role?: string; properties?: PropertyAccess }) =>
      endpoints.updateAccount(account?.id ?? 0, patch),
    ACCOUNT_LISTS,
  );
  const pending = create.isPending || update.isPending || payPending;
  const error = create.error ?? update.error ?? payError;

  const roleOptions = (roles.data ?? []).map((candidate) => ({
    value: candidate.key,
    label: roleName(candidate.key, candidate.name),
  }));
  if (roleOptions.length === 0) roleOptions.push({ value: role, label: roleName(role, account?.role_name ?? role) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weeklyMinutes = payroll ? parseHours(pay.weeklyHours) : 0;
    const found = compact({
      '/weekly_target_minutes': weeklyMinutes === undefined ? t.payroll.hoursInvalid : undefined,
      '/personnel_number': pay.personnelNumber.trim().length > 50 ? t.payroll.tooLong : undefined,
      '/cost_centre': pay.costCentre.trim().length > 50 ? t.payroll.tooLong : undefined,
      '/name': textError(name, 200),
      '/email': account ? undefined : (emailError(email) ?? lengthError(email.trim(), 254)),
      '/properties': !allProperties && selected.length === 0 ? t.validation.chooseProperty : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const properties: PropertyAccess = allProperties ? 'all' : selected;
    const onError = (failure: unknown) => setErrors(fieldErrors(failure));

    if (!account) {
      create.mutate(
        { name: name.trim(), email: email.trim(), role, properties },
        { onSuccess: (created) => onCreated?.(created.account, created.invite), onError },
      );
      return;
    }
    // The payroll data is saved after the account; a refused number stays in the dialog at its field.
    const savePayroll = async (): Promise<boolean> => {
      if (!payroll || !payDirty) return true;
      setPayPending(true);
      setPayError(null);
      try {
        await payrollEndpoints.saveProfile(account.id, {
          personnel_number: pay.personnelNumber.trim() || null,
          cost_centre: pay.costCentre.trim() || null,
          weekly_target_minutes: weeklyMinutes ?? 0,
          work_days: pay.workDays,
        });
        await Promise.all([
          client.invalidateQueries({ queryKey: payrollKeys.profiles }),
          client.invalidateQueries({ queryKey: keys.audit }),
        ]);
        return true;
      } catch (failure) {
        const found = fieldErrors(failure);
        if (failure instanceof ApiError && failure.code === 'personnel_number_conflict') {
          found['/personnel_number'] = t.payroll.numberTaken;
        } else {
          setPayError(failure);
        }
        setErrors(found);
        return false;
      } finally {
        setPayPending(false);
      }
    };
    // Only what changed is sent: the server refuses some changes (own role, last admin) on their own.
    const patch: { name?: string; role?: string; properties?: PropertyAccess } = {};
    if (name.trim() !== account.name) patch.name = name.trim();
    if (role !== account.role) patch.role = role;
    const accessChanged =
      account.property_ids === null ? !allProperties : allProperties || !sameIds(selected, account.property_ids);
    if (accessChanged) patch.properties = properties;
    if (Object.keys(patch).length === 0) {
      void savePayroll().then((saved) => {
        if (!saved) return;
        if (payDirty) toast(t.accounts.saved(account.name));
        onClose();
      });
      return;
    }
    update.mutate(patch, {
      onSuccess: (saved) => {
        void savePayroll().then((ok) => {
          if (!ok) return;
          toast(t.accounts.saved(saved.name || account.name));
          onClose();
        });
      },
      onError,
    });
  };

  return (
    <Dialog
      title={account ? t.accounts.dialogEdit(account.name) : t.accounts.dialogCreate}
      onClose={onClose}
      size="large"
      dirty={dirty}
    >
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <div className="form-row">
          <TextField
            label={t.accounts.name}
            value={name}
            onChange={setName}
            error={errors['/name']}
            maxLength={200}
            autoComplete="off"
            required
            autoFocusFirst
          />
          <TextField
            label={t.accounts.email}
            type="email"
            value={email}
            onChange={setEmail}
            error={errors['/email']}
            autoComplete="off"
            readOnly={Boolean(account)}
            required
          />
        </div>
        <SelectField
          label={t.accounts.role}
          value={role}
          onChange={setRole}
          options={roleOptions}
          disabled={roles.isPending}
          hint={roles.data ? <RoleDescription roles={roles.data} role={role} /> : null}
          error={errors['/role']}
        />
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{t.accounts.access}</legend>
          <Radio
            name={accessName}
            label={t.accounts.accessAll}
            description={t.accounts.accessAllHint}
            checked={allProperties}
            onChange={() => setAllProperties(true)}
          />
          <Radio
            name={accessName}
            label={t.accounts.accessSome}
            checked={!allProperties}
            onChange={() => setAllProperties(false)}
          />
          {allProperties ? null : <PropertyChecklist selected={selected} onChange={setSelected} />}
          {errors['/properties'] ? <p className="field__error">{errors['/properties']}</p> : null}
        </fieldset>
        {account && payroll ? (
          payroll.loaded ? (
            <PayrollFields value={pay} onChange={setPay} errors={errors} />
          ) : (
            <Loading />
          )
        ) : null}
        {account && account.role !== 'technical' ? (
          <section className="fieldset fieldset--plain" aria-labelledby="account-devices">
            <h3 id="account-devices" className="field__label">
              {t.devices.title}
            </h3>
            <p className="muted">{t.devices.accountIntro}</p>
            <SignedInDevices
              queryKey={['account-sessions', account.id]}
              load={() => endpoints.accountSessions(account.id)}
              signOut={(id) => endpoints.signOutAccountSession(account.id, id)}
            />
          </section>
        ) : null}
        <FormError error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : account ? t.accounts.saveChanges : t.accounts.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
