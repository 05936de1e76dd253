import { type FormEvent, useState } from 'react';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useAccounts, useApiKeys, useCan, useRefreshingMutation, useSession, useUser } from '../api/queries.ts';
import type { ApiKey, ApiKeyScope, CreatedApiKey, ScopeInfo } from '../api/types.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import {
  Badge,
  Banner,
  Chip,
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
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { compact, requiredError } from '../lib/validation.ts';
import { WebhooksCard } from './WebhooksCard.tsx';

export function IntegrationsPage() {
  return (
    <>
      <PageHeader title={t.integrations.title} intro={t.integrations.intro} />
      <RestApiCard />
      <WebhooksCard />
    </>
  );
}

function RestApiCard() {
  const user = useUser();
  const list = useApiKeys();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRefreshingMutation((key: ApiKey) => endpoints.revokeApiKey(key.id), [keys.apiKeys]);

  const planOk = list.data?.plan_ok ?? user.tenant.api_available;
  // The frame already shows an expired licence on every page; this covers a licence that ran out since sign-in.
  const showLicenceBanner = list.data?.licence_active === false && user.tenant.licence_active;

  return (
    <section className="card" aria-labelledby="rest-api-title">
      <div className="card__header">
        <div className="card__icon" aria-hidden="true">
          <Icon name="plug" size={22} />
        </div>
        <div className="card__heading">
          <h2 id="rest-api-title" className="card__title">
            {t.integrations.restApi}
          </h2>
          <p className="card__text">{t.integrations.restApiText}</p>
          <p className="card__links">
            <a className="link-with-icon" href="/api/v1/docs" target="_blank" rel="noopener">
              <Icon name="book" size={16} />
              {t.integrations.docsLink}
              <Icon name="external" size={14} />
            </a>
            <span className="muted small">{t.integrations.docsHint}</span>
          </p>
        </div>
      </div>

      {planOk ? null : (
        <Banner tone="info">
          {t.integrations.planRequired(user.tenant.plan)} <UpgradeContact />
        </Banner>
      )}
      {showLicenceBanner ? <Banner tone="warning">{t.integrations.licenceExpired}</Banner> : null}

      <div className="card__section-header">
        <h3 className="card__subtitle">{t.integrations.keysTitle}</h3>
        <button
          type="button"
          className="button button--primary"
          disabled={!planOk || !list.data}
          onClick={() => setCreating(true)}
        >
          <Icon name="plus" />
          {t.integrations.create}
        </button>
      </div>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.keys.length === 0 ? (
        <EmptyState title={t.integrations.empty} />
      ) : (
        <KeyTable keys={sortKeys(list.data.keys)} onRevoke={setRevoking} />
      )}

      <details className="help">
        <summary>{t.integrations.rotationTitle}</summary>
        <ol>
          {t.integrations.rotationSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>

      {creating && list.data ? <CreateKeyDialog scopes={list.data.scopes} onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title={t.integrations.revokeTitle(revoking.name)}
          confirmLabel={t.integrations.revokeConfirm}
          pendingLabel={t.integrations.revoking}
          onConfirm={async () => {
            await revoke.mutateAsync(revoking);
            toast(t.integrations.revoked(revoking.name));
          }}
          onClose={() => setRevoking(null)}
        >
          <p>{t.integrations.revokeText}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Active keys first, each group newest first. */
function sortKeys(apiKeys: ApiKey[]): ApiKey[] {
  return [...apiKeys].sort(
    (a, b) =>
      Number(a.status === 'revoked') - Number(b.status === 'revoked') ||
      b.created_at.localeCompare(a.created_at) ||
      b.id - a.id,
  );
}

function KeyTable({ keys: apiKeys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const columns = t.integrations.columns;
  return (
    <div className="table-wrap">
      <table className="table table--stack">
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.scopes}</th>
            <th scope="col">{columns.account}</th>
            <th scope="col">{columns.created}</th>
            <th scope="col">{columns.lastUsed}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="table__actions">
              <span className="visually-hidden">{columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {apiKeys.map((key) => {
            const revoked = key.status === 'revoked';
            return (
              <tr key={key.id} className={revoked ? 'row--muted' : undefined}>
                <th scope="row">
                  <span className="cell-strong">{key.name}</span>
                  <code className="code cell-secondary">{t.integrations.prefix(key.prefix)}</code>
                </th>
                <td data-label={columns.scopes}>
                  <ul className="chips">
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <Chip>{scope}</Chip>
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label={columns.account}>{key.account.name}</td>
                <td data-label={columns.created}>
                  <div>
                    <time dateTime={key.created_at} title={formatDateTime(key.created_at)}>
                      {formatDate(key.created_at)}
                    </time>
                    <span className="muted small block">
                      {key.created_by?.name
                        ? t.integrations.createdBy(key.created_by.name)
                        : t.integrations.createdByOperator}
                    </span>
                  </div>
                </td>
                <td data-label={columns.lastUsed}>
                  <RelativeTime value={key.last_used_at} />
                </td>
                <td data-label={columns.status}>
                  {revoked ? (
                    <div>
                      <Badge tone="neutral">{t.integrations.statusRevoked}</Badge>
                      {key.revoked_at ? (
                        <span className="muted small block">
                          {t.integrations.revokedOn(formatDate(key.revoked_at))}
                        </span>
                      ) : null}
                    </div>
                  ) : (
                    <Badge tone="success">{t.integrations.statusActive}</Badge>
                  )}
                </td>
                <td className="table__actions">
                  {revoked ? null : (
                    <button
                      type="button"
                      className="button button--small button--danger-quiet"
                      aria-label={t.integrations.revoke(key.name)}
                      onClick={() => onRevoke(key)}
                    >
                      {t.integrations.revokeShort}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type Phase = { step: 'form' } | { step: 'created'; key: CreatedApiKey; copied: boolean; confirming: boolean };

function CreateKeyDialog({ scopes, onClose }: { scopes: ScopeInfo[]; onClose: () => void }) {
  const user = useUser();
  const can = useCan();
  const mayBind = can('accounts.manage');
  // Scopes that manage accounts or roles need accounts.manage too; the server refuses them anyway.
  const offered = scopes.filter((scope) => scope.permission === null || can(scope.permission));
  const accounts = useAccounts(mayBind);
  const toast = useToast();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [accountId, setAccountId] = useState(String(user.account_id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const dirty = name.trim() !== '' || chosen.length > 0 || accountId !== String(user.account_id);
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const create = useRefreshingMutation(endpoints.createApiKey, [keys.apiKeys]);

  const accountOptions = (accounts.data?.accounts ?? [])
    .filter((account) => account.active)
    .map((account) => ({
      value: String(account.id),
      label: account.id === user.account_id ? t.integrations.accountYou(account.name) : account.name,
    }));
  if (!accountOptions.some((option) => option.value === String(user.account_id))) {
    accountOptions.unshift({ value: String(user.account_id), label: t.integrations.accountYou(user.name) });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/name': requiredError(name),
      '/scopes': chosen.length === 0 ? t.validation.chooseScope : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const bindOther = mayBind && Number(accountId) !== user.account_id;
    create.mutate(
      // The choices are the server's own catalogue (ScopeInfo), so each is a scope it knows.
      { name: name.trim(), scopes: chosen as ApiKeyScope[], ...(bindOther ? { account_id: Number(accountId) } : {}) },
      {
        onSuccess: (key) => {
          setPhase({ step: 'created', key, copied: false, confirming: false });
          toast(t.integrations.created(key.name));
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  };

  // The raw key exists only in this dialog: closing before copying asks first.
  const requestClose = () => {
    if (phase.step === 'created' && !phase.copied && !phase.confirming) {
      setPhase({ ...phase, confirming: true });
      return;
    }
    onClose();
  };

  if (phase.step === 'created') {
    return (
      <Dialog key="created" title={t.integrations.resultTitle} onClose={requestClose} size="medium">
        {phase.confirming ? (
          <div className="confirm-box" role="alert">
            <p className="confirm-box__title">{t.integrations.confirmCloseTitle}</p>
            <p>{t.integrations.confirmCloseText}</p>
            <div className="dialog__actions">
              <button
                type="button"
                className="button"
                data-autofocus
                autoFocus
                onClick={() => setPhase({ ...phase, confirming: false })}
              >
                {t.common.back}
              </button>
              <button type="button" className="button button--danger" onClick={onClose}>
                {t.integrations.confirmCloseYes}
              </button>
            </div>
          </div>
        ) : (
          <>
            <Banner tone="warning">{t.integrations.resultWarning}</Banner>
            <CopyField
              label={t.integrations.resultField}
              value={phase.key.key}
              autoFocus
              onCopied={() =>
                setPhase((current) => (current.step === 'created' ? { ...current, copied: true } : current))
              }
            />
            <dl className="facts facts--inline">
              <div>
                <dt>{t.integrations.name}</dt>
                <dd>{phase.key.name}</dd>
              </div>
              <div>
                <dt>{t.integrations.scopes}</dt>
                <dd>
                  <ul className="chips">
                    {phase.key.scopes.map((scope) => (
                      <li key={scope}>
                        <Chip>{scope}</Chip>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            <div className="dialog__actions">
              <button type="button" className="button button--primary" onClick={requestClose}>
                {t.common.done}
              </button>
            </div>
          </>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog key="form" title={t.integrations.dialogTitle} onClose={onClose} size="large" dirty={dirty}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.integrations.name}
          value={name}
          onChange={setName}
          hint={t.integrations.nameHint}
          error={errors['/name']}
          maxLength={100}
          autoComplete="off"
          required
          autoFocusFirst
        />
        <fieldset className="fieldset fieldset--plain" aria-describedby="scopes-hint">
          <legend className="field__label">{t.integrations.scopes}</legend>
          <p className="field__hint" id="scopes-hint">
            {t.integrations.scopesHint}
            {offered.length < scopes.length ? ` ${t.integrations.scopesHidden}` : null}
          </p>
          <div className="scope-grid">
            {offered.map((scope) => (
              <Checkbox
                key={scope.scope}
                label={<code className="code">{scope.scope}</code>}
                description={t.integrations.scopeDescriptions[scope.scope] ?? scope.description}
                checked={chosen.includes(scope.scope)}
                onChange={(on) =>
                  setChosen((current) =>
                    on ? [...current, scope.scope] : current.filter((value) => value !== scope.scope),
                  )
                }
              />
            ))}
          </div>
          {errors['/scopes'] ? <p className="field__error">{errors['/scopes']}</p> : null}
        </fieldset>
        {mayBind ? (
          <SelectField
            label={t.integrations.account}
            value={accountId}
            onChange={setAccountId}
            options={accountOptions}
            hint={t.integrations.accountHint}
            error={errors['/account_id']}
          />
        ) : (
          <p className="field__hint">{t.integrations.boundToYou(user.name)}</p>
        )}
        <FormError error={create.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? t.integrations.submitting : t.integrations.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Whom to ask for another plan: SUPPORT_CONTACT when the installation names it, else its operator. */
function UpgradeContact() {
  const contact = useSession().data?.support_contact ?? null;
  if (contact === null) return <>{t.integrations.upgradeOperator}</>;
  const href = contact.includes('@') && !contact.includes('://') ? `mailto:${contact}` : contact;
  return (
    <>
      {t.integrations.upgradeContact} <a href={href}>{contact}</a>
    </>
  );
}
