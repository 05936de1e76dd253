import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type PermissionKey, type RoleInfo, roleEndpoints, type RoleInput, roleKeys } from '../api/clients.ts';
import { useRefreshingMutation } from '../api/queries.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Checkbox, TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { roleWords } from '../lib/roles.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, textError } from '../lib/validation.ts';

type Editing = { mode: 'create' } | { mode: 'edit'; role: RoleInfo } | { mode: 'delete'; role: RoleInfo };

/** What a permission allows, in the person's language (the server's English text as a fallback). */
const describe = (key: string, fallback: string) => t.clients.roles.permission[key] ?? fallback;

/** Settings → Roles: the built-in roles (read-only) and the tenant's own. */
export function RolesPage() {
  const roles = useQuery({ queryKey: roleKeys.screen, queryFn: roleEndpoints.list });
  const [editing, setEditing] = useState<Editing | null>(null);
  const toast = useToast();
  const remove = useRefreshingMutation((role: RoleInfo) => roleEndpoints.remove(role.key), [roleKeys.all]);
  const data = roles.data;
  const catalogue = new Map((data?.permissions ?? []).map((p) => [p.key, p.description]));
  const permissionList = (role: RoleInfo) =>
    role.permissions.length === 0 ? (
      <p className="muted">{t.clients.roles.noPermissions}</p>
    ) : (
      <ul className="role-card__permissions">
        {role.permissions.map((key) => (
          <li key={key}>{describe(key, catalogue.get(key) ?? key)}</li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader
        title={t.clients.roles.title}
        intro={t.clients.roles.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing({ mode: 'create' })}>
            <Icon name="plus" />
            {t.clients.roles.create}
          </button>
        }
      />
      {roles.isPending ? (
        <Loading />
      ) : roles.isError || !data ? (
        <LoadError error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <>
          <h2 className="section-title">{t.clients.roles.custom}</h2>
          {data.roles.filter((r) => !r.built_in).length === 0 ? (
            <EmptyState title={t.clients.roles.noCustom} />
          ) : (
            data.roles
              .filter((role) => !role.built_in)
              .map((role) => (
                <section key={role.key} className="card" data-testid={`role-${role.key}`}>
                  <div className="role-card__header">
                    <h3 className="card__title">
                      {role.name} <span className="muted">· {t.clients.roles.holders(role.holders)}</span>
                    </h3>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t.clients.roles.editNamed(role.name)}
                        onClick={() => setEditing({ mode: 'edit', role })}
                      >
                        <Icon name="edit" size={16} />
                        {t.clients.roles.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t.clients.roles.removeNamed(role.name)}
                        onClick={() => setEditing({ mode: 'delete', role })}
                      >
                        {t.clients.roles.remove}
                      </button>
                    </div>
                  </div>
                  {role.description ? <p className="card__text">{role.description}</p> : null}
                  {permissionList(role)}
                </section>
              ))
          )}
          <h2 className="section-title">{t.clients.roles.builtIn}</h2>
          {data.roles
            .filter((role) => role.built_in)
            .map((role) => {
              const [name, description] = roleWords(role.key, role.name, role.description);
              return (
                <section key={role.key} className="card" data-testid={`role-${role.key}`}>
                  <div className="role-card__header">
                    <h3 className="card__title">
                      {name} <span className="muted">· {t.clients.roles.holders(role.holders)}</span>
                    </h3>
                    <Badge tone="neutral">{t.clients.roles.builtInBadge}</Badge>
                  </div>
                  {description ? <p className="card__text">{description}</p> : null}
                  {permissionList(role)}
                </section>
              );
            })}
        </>
      )}
      {editing?.mode === 'create' && data ? (
        <RoleDialog catalogue={data.permissions} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'edit' && data ? (
        <RoleDialog role={editing.role} catalogue={data.permissions} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'delete' ? (
        editing.role.holders > 0 ? (
          <Dialog title={t.clients.roles.removeTitle(editing.role.name)} onClose={() => setEditing(null)} size="small">
            <p className="dialog__text" role="alert">
              {t.clients.roles.inUse(editing.role.holders)}
            </p>
            <div className="dialog__actions">
              <button type="button" className="button" data-autofocus onClick={() => setEditing(null)}>
                {t.common.close}
              </button>
            </div>
          </Dialog>
        ) : (
          <ConfirmDialog
            title={t.clients.roles.removeTitle(editing.role.name)}
            confirmLabel={t.clients.roles.remove}
            onConfirm={async () => {
              await remove.mutateAsync(editing.role);
              toast(t.clients.roles.removed(editing.role.name));
            }}
            onClose={() => setEditing(null)}
          >
            <p>{t.clients.roles.removeText}</p>
          </ConfirmDialog>
        )
      ) : null}
    </>
  );
}

function RoleDialog({
  role,
  catalogue,
  onClose,
}: {
  role?: RoleInfo;
  catalogue: { key: PermissionKey; description: string }[];
  onClose: () => void;
}) {
  const toast = useToast();
  const descriptionId = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [chosen, setChosen] = useState<PermissionKey[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const save = useRefreshingMutation(
    (input: RoleInput) => (role ? roleEndpoints.update(role.key, input) : roleEndpoints.create(input)),
    [roleKeys.all],
  );
  const dirty =
    name !== (role?.name ?? '') ||
    description !== (role?.description ?? '') ||
    chosen.join() !== (role?.permissions ?? []).join();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ '/name': textError(name, 100) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: RoleInput = {
      name: name.trim(),
      description: description.trim() === '' ? null : description.trim(),
      permissions: catalogue.map((p) => p.key).filter((key) => chosen.includes(key)),
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        toast(role ? t.clients.roles.saved(saved.name) : t.clients.roles.created(saved.name));
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };

  return (
    <Dialog title={role ? t.clients.roles.dialogEdit : t.clients.roles.dialogCreate} onClose={onClose} dirty={dirty}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.clients.roles.name}
          value={name}
          onChange={setName}
          error={errors['/name']}
          maxLength={100}
          required
          autoFocusFirst
        />
        <div className="field">
          <label className="field__label" htmlFor={descriptionId}>
            {t.clients.roles.description} <span className="field__optional">({t.common.optional})</span>
          </label>
          <textarea
            id={descriptionId}
            className="input textarea"
            rows={2}
            maxLength={1000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <fieldset className="fieldset fieldset--plain">
          <legend className="field__label">{t.clients.roles.permissions}</legend>
          <p className="field__hint">{t.clients.roles.permissionsHint}</p>
          <div className="permission-list">
            {catalogue.map((permission) => (
              <Checkbox
                key={permission.key}
                label={<code className="code">{permission.key}</code>}
                description={describe(permission.key, permission.description)}
                checked={chosen.includes(permission.key)}
                onChange={(on) =>
                  setChosen((current) =>
                    on ? [...current, permission.key] : current.filter((key) => key !== permission.key),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <FormError error={save.error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.common.saving : role ? t.common.save : t.clients.roles.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
