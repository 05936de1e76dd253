import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { useAdoptSession } from '../api/queries.ts';
import { NewPasswordFields } from '../components/fields.tsx';
import { FormError, Loading, LoadError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { compact, confirmError, passwordError } from '../lib/validation.ts';
import { navigate } from '../router.tsx';
import { FIELD_APP_PATH, fieldOnly, isPhoneLike } from '../lib/device.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { AuthLayout } from './AuthLayout.tsx';

const isInvalidInvite = (error: unknown) =>
  error instanceof ApiError && (error.code === 'invite_invalid' || error.status === 404);

/** `/invite/:token`: who is invited where, then a password, then signed in. */
export function InvitePage({ token }: { token: string }) {
  const invite = useQuery({ queryKey: ['invite', token], queryFn: () => endpoints.invite(token), staleTime: Infinity });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const adopt = useAdoptSession();
  // On a phone the person lands in the field app with a session that lasts while used.
  const [phone] = useState(isPhoneLike);
  const accept = useMutation({
    mutationFn: () => endpoints.acceptInvite(token, password, phone ? 'device' : 'browser'),
    onSuccess: (session) => {
      if (phone || fieldOnly(session.user?.permissions ?? [])) {
        window.location.replace(FIELD_APP_PATH);
        return;
      }
      navigate('/', { replace: true });
      adopt(session);
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });

  if (invite.isPending) {
    return (
      <AuthLayout title={t.invite.title}>
        <Loading label={t.invite.loading} />
      </AuthLayout>
    );
  }

  if (isInvalidInvite(invite.error) || isInvalidInvite(accept.error)) {
    return (
      <AuthLayout title={t.invite.invalidTitle} intro={<p>{t.errors.inviteInvalid}</p>}>
        <button type="button" className="button button--primary button--block" onClick={() => navigate('/')}>
          {t.invite.toSignIn}
        </button>
      </AuthLayout>
    );
  }

  if (invite.isError) {
    return (
      <AuthLayout title={t.invite.title}>
        <LoadError error={invite.error} onRetry={() => void invite.refetch()} />
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/password': passwordError(password),
      '/confirm': password ? confirmError(password, confirm) : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length === 0) accept.mutate();
  };

  const info = invite.data;
  const reset = info.purpose === 'reset';
  return (
    <AuthLayout
      title={reset ? t.invite.resetTitle : t.invite.title}
      intro={<p>{reset ? t.invite.resetIntro(info.tenant_name) : t.invite.invitedTo(info.tenant_name)}</p>}
    >
      <dl className="facts">
        <div>
          <dt>{t.invite.name}</dt>
          <dd>{info.name}</dd>
        </div>
        <div>
          <dt>{t.invite.email}</dt>
          <dd>{info.email}</dd>
        </div>
        <div>
          <dt>{t.invite.organisation}</dt>
          <dd>{info.tenant_name}</dd>
        </div>
      </dl>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        {/* Lets the browser's password manager store the new password under the right e-mail. */}
        <input type="email" hidden readOnly value={info.email} autoComplete="username" />
        <NewPasswordFields
          label={t.invite.password}
          confirmLabel={t.invite.confirmPassword}
          hint={t.invite.passwordHint}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          pointer="/password"
          autoFocus
        />
        <FormError error={accept.error} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={accept.isPending || accept.isSuccess}
        >
          {accept.isPending ? t.invite.submitting : reset ? t.invite.resetSubmit : t.invite.submit}
        </button>
      </form>
    </AuthLayout>
  );
}
