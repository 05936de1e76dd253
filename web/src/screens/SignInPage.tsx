import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { useAdoptSession } from '../api/queries.ts';
import type { SessionKind, TenantChoice } from '../api/types.ts';
import { TextField } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { FormError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { errorMessage } from '../lib/errors.ts';
import { compact, emailError, requiredError } from '../lib/validation.ts';
import { Link } from '../router.tsx';
import { useSession } from '../api/queries.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** The organisations a 409 choose_tenant offers. */
function tenantChoices(error: unknown): TenantChoice[] {
  if (!(error instanceof ApiError) || error.code !== 'choose_tenant') return [];
  const list = error.body.tenants ?? error.body.choices ?? error.body.organisations;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is TenantChoice =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as TenantChoice).tenant_id === 'number' &&
      typeof (item as TenantChoice).tenant_name === 'string',
  );
}

function signInMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'invalid_credentials') return t.signIn.invalidCredentials;
  return errorMessage(error);
}

/** The sign-in page; the field app asks for a `device` session, which lasts while used. */
export function SignInPage({ kind, intro }: { kind?: SessionKind; intro?: ReactNode } = {}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const passwordResetAvailable = useSession().data?.password_reset_available ?? false;
  const [choices, setChoices] = useState<TenantChoice[]>([]);
  const adopt = useAdoptSession();
  const signIn = useMutation({
    mutationFn: endpoints.signIn,
    onSuccess: (session) => {
      // On '/', the portal opens on the person's start page (App.tsx); elsewhere it stays.
      adopt(session);
    },
    onError: (error) => {
      const offered = tenantChoices(error);
      if (offered.length > 0) setChoices(offered);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ email: emailError(email), password: requiredError(password) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate({ email: email.trim(), password, ...(kind ? { kind } : {}) });
  };

  if (choices.length > 0) {
    return (
      <AuthLayout title={t.signIn.chooseTitle} intro={<p>{t.signIn.chooseIntro}</p>}>
        <ul className="choice-list">
          {choices.map((choice) => (
            <li key={choice.tenant_id}>
              <button
                type="button"
                className="choice"
                disabled={signIn.isPending}
                onClick={() =>
                  signIn.mutate({
                    email: email.trim(),
                    password,
                    tenant_id: choice.tenant_id,
                    ...(kind ? { kind } : {}),
                  })
                }
              >
                <span className="choice__name">{choice.tenant_name}</span>
                <Icon name="chevron" />
              </button>
            </li>
          ))}
        </ul>
        {tenantChoices(signIn.error).length === 0 ? <FormError error={signInMessage(signIn.error)} /> : null}
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setChoices([]);
            setPassword('');
            signIn.reset();
          }}
        >
          {t.signIn.otherAccount}
        </button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.signIn.title} intro={intro ?? <p>{t.signIn.intro}</p>}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.signIn.email}
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="username"
          required
          autoFocus
        />
        <TextField
          label={t.signIn.password}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <FormError error={signInMessage(signIn.error)} />
        <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
          {signIn.isPending ? t.signIn.submitting : t.signIn.submit}
        </button>
      </form>
      {passwordResetAvailable ? (
        <p className="auth__footnote">
          <Link to="/reset-password">{t.signIn.forgot}</Link>
        </p>
      ) : (
        <p className="auth__footnote">{t.signIn.forgotten}</p>
      )}
    </AuthLayout>
  );
}
