import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { endpoints } from '../api/endpoints.ts';
import { TextField } from '../components/fields.tsx';
import { FormError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, emailError } from '../lib/validation.ts';
import { navigate } from '../router.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** `/reset-password`: "forgotten your password?": a link by e-mail, valid for an hour. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const request = useMutation({ mutationFn: endpoints.requestPasswordReset });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ email: emailError(email) });
    setErrors(found);
    if (Object.keys(found).length === 0) request.mutate(email.trim());
  };

  const back = (
    <button type="button" className="button button--link" onClick={() => navigate('/', { replace: true })}>
      {t.reset.back}
    </button>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title={t.reset.sentTitle} intro={<p role="status">{t.reset.sent(email.trim())}</p>}>
        {back}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t.reset.title} intro={<p>{t.reset.intro}</p>}>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.reset.email}
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          autoComplete="username"
          maxLength={254}
          required
          autoFocus
        />
        <FormError error={request.error} />
        <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
          {request.isPending ? t.reset.submitting : t.reset.submit}
        </button>
      </form>
      {back}
    </AuthLayout>
  );
}
