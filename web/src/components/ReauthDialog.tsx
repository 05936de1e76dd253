import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { setCsrfToken } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { finishReauthentication, reauthenticationWanted, subscribeReauthentication } from '../api/reauth.ts';
import { keys } from '../api/queries.ts';
import type { Session } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import { errorMessage } from '../lib/errors.ts';
import { Dialog } from './Dialog.tsx';
import { TextField } from './fields.tsx';

/** "Sign in again" over the screen the person was on (see api/reauth.ts). */
export function ReauthDialog({ email, tenantId }: { email: string; tenantId: number }) {
  const wanted = useSyncExternalStore(subscribeReauthentication, reauthenticationWanted);
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!wanted) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t.validation.required);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await endpoints.signIn({ email, password, tenant_id: tenantId });
      setCsrfToken(session.csrf_token);
      client.setQueryData(keys.session, session);
      setPassword('');
      finishReauthentication('signed-in');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  const cancel = () => {
    // Signed out for good: the sign-in page follows.
    client.setQueryData<Session>(keys.session, (old) => (old ? { ...old, user: null } : old));
    finishReauthentication('cancelled');
  };

  return (
    <Dialog title={t.reauth.title} onClose={cancel} size="small">
      <p className="dialog__text">{t.reauth.intro}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <input type="email" hidden readOnly value={email} autoComplete="username" />
        <TextField
          label={t.reauth.password}
          type="password"
          value={password}
          onChange={setPassword}
          error={error ?? undefined}
          autoComplete="current-password"
          autoFocusFirst
          required
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={cancel}>
            {t.reauth.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.reauth.submitting : t.reauth.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
