import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useAdoptSession } from '../api/queries.ts';
import { NewPasswordFields, SelectField, TextField } from '../components/fields.tsx';
import { FormError } from '../components/ui.tsx';
import { type Language, language, LANGUAGE_NAMES, LANGUAGES, setLanguage, t } from '../i18n/index.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { fieldErrors } from '../lib/errors.ts';
import { browserTimeZone, timeZones } from '../lib/timezones.ts';
import { compact, confirmError, emailError, passwordError, textError } from '../lib/validation.ts';
import { navigate } from '../router.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** First run: the organisation and its first admin, then straight into the portal. */
export function SetupPage() {
  const [defaultZone] = useState(browserTimeZone);
  const zones = useMemo(() => timeZones(defaultZone).map((zone) => ({ value: zone, label: zone })), [defaultZone]);
  const [form, setForm] = useState({
    organisation_name: '',
    timezone: defaultZone,
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const adopt = useAdoptSession();
  const client = useQueryClient();
  const setup = useMutation({
    mutationFn: endpoints.setup,
    onSuccess: (session) => {
      adopt(session);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      // Someone else finished the set-up meanwhile: sign-in is what is left.
      if (error instanceof ApiError && error.code === 'setup_done') {
        void client.invalidateQueries({ queryKey: keys.session });
      }
    },
  });

  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/organisation_name': textError(form.organisation_name, 200),
      '/name': textError(form.name, 200),
      '/email': emailError(form.email) ?? (form.email.trim().length > 254 ? t.validation.tooLong(254) : undefined),
      '/password': passwordError(form.password),
      '/confirm': form.password ? confirmError(form.password, form.confirm) : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setup.mutate({
      organisation_name: form.organisation_name.trim(),
      timezone: form.timezone,
      // The organisation's language is the one the form is filled in (the switch above, or this field).
      language,
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
    });
  };

  return (
    <AuthLayout title={t.setup.title} intro={<p>{t.setup.intro}</p>} wide>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t.setup.organisationSection}</legend>
          <TextField
            label={t.setup.organisationName}
            value={form.organisation_name}
            onChange={set('organisation_name')}
            error={errors['/organisation_name']}
            autoComplete="organization"
            maxLength={200}
            required
            autoFocus
          />
          <SelectField
            label={t.setup.timezone}
            value={form.timezone}
            onChange={set('timezone')}
            options={zones}
            hint={t.setup.timezoneHint}
            error={errors['/timezone']}
          />
          <SelectField
            label={t.setup.language}
            value={language}
            // The form speaks the language being chosen.
            onChange={(value) => setLanguage(value as Language)}
            options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            hint={t.setup.languageHint}
            error={errors['/language']}
          />
        </fieldset>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t.setup.adminSection}</legend>
          <TextField
            label={t.setup.name}
            value={form.name}
            onChange={set('name')}
            error={errors['/name']}
            autoComplete="name"
            maxLength={200}
            required
          />
          <TextField
            label={t.setup.email}
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors['/email']}
            autoComplete="email"
            maxLength={254}
            required
          />
          <NewPasswordFields
            label={t.setup.password}
            confirmLabel={t.setup.confirmPassword}
            hint={t.setup.passwordHint}
            password={form.password}
            confirm={form.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
            errors={errors}
            pointer="/password"
          />
        </fieldset>
        <FormError error={setup.error} />
        <button type="submit" className="button button--primary button--block" disabled={setup.isPending}>
          {setup.isPending ? t.setup.submitting : t.setup.submit}
        </button>
      </form>
    </AuthLayout>
  );
}
