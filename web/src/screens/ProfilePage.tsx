import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys, useUser } from '../api/queries.ts';
import type { Language } from '../api/types.ts';
import { NewPasswordFields, SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { FormError, PageHeader } from '../components/ui.tsx';
import { SignedInDevices } from '../components/SignedInDevices.tsx';
import { LANGUAGE_NAMES, LANGUAGES, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, confirmError, passwordError, requiredError, textError } from '../lib/validation.ts';

/** `/profile`: the signed-in person's own name, language and password. */
export function ProfilePage() {
  return (
    <>
      <PageHeader title={t.profile.title} intro={t.profile.intro} />
      <DetailsCard />
      <PasswordCard />
      <DevicesCard />
    </>
  );
}

const ORGANISATION = 'organisation';

function DetailsCard() {
  const user = useUser();
  const client = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState<string>(user.language ?? ORGANISATION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const save = useMutation({
    mutationFn: endpoints.updateProfile,
    onSuccess: async () => {
      // The session carries the language: fetching it again switches the portal over.
      await client.invalidateQueries({ queryKey: keys.session });
      toast(t.profile.saved);
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ '/name': textError(name, 200) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ name: name.trim(), language: language === ORGANISATION ? null : (language as Language) });
  };
  return (
    <section className="card" aria-labelledby="profile-details">
      <h2 id="profile-details" className="card__title">
        {t.profile.detailsSection}
      </h2>
      <form className="form form--narrow" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.profile.name}
          value={name}
          onChange={setName}
          error={errors['/name']}
          autoComplete="name"
          maxLength={200}
          required
        />
        <TextField
          label={t.profile.email}
          value={user.email}
          onChange={() => undefined}
          hint={t.profile.emailHint}
          readOnly
        />
        <SelectField
          label={t.profile.language}
          value={language}
          onChange={setLanguage}
          options={[
            { value: ORGANISATION, label: t.profile.languageOrganisation(LANGUAGE_NAMES[user.tenant.language]) },
            ...LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
          ]}
          error={errors['/language']}
        />
        <FormError error={save.error instanceof ApiError && save.error.fieldErrors.length > 0 ? null : save.error} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t.profile.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordCard() {
  const user = useUser();
  const toast = useToast();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const change = useMutation({
    mutationFn: endpoints.changePassword,
    onSuccess: () => {
      setForm({ current: '', next: '', confirm: '' });
      setErrors({});
      toast(t.profile.passwordChanged);
    },
    onError: (error) => {
      const found = fieldErrors(error);
      if (found['/current_password']) found['/current_password'] = t.profile.wrongPassword;
      setErrors(found);
    },
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/current_password': requiredError(form.current),
      '/new_password': passwordError(form.next),
      '/confirm': form.next ? confirmError(form.next, form.confirm) : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ current_password: form.current, new_password: form.next });
  };
  return (
    <section className="card" aria-labelledby="profile-password">
      <h2 id="profile-password" className="card__title">
        {t.profile.passwordSection}
      </h2>
      <form className="form form--narrow" onSubmit={submit} noValidate ref={formRef}>
        <input type="email" hidden readOnly value={user.email} autoComplete="username" />
        <TextField
          label={t.profile.currentPassword}
          type="password"
          value={form.current}
          onChange={set('current')}
          error={errors['/current_password']}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          label={t.profile.newPassword}
          confirmLabel={t.profile.confirmPassword}
          hint={t.profile.newPasswordHint}
          password={form.next}
          confirm={form.confirm}
          onPassword={set('next')}
          onConfirm={set('confirm')}
          errors={errors}
          pointer="/new_password"
        />
        <FormError
          error={change.error instanceof ApiError && change.error.fieldErrors.length > 0 ? null : change.error}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t.profile.changing : t.profile.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Where the person is signed in, each one to sign out (a lost phone, a borrowed computer). */
function DevicesCard() {
  return (
    <section className="card" aria-labelledby="profile-devices">
      <h2 id="profile-devices" className="card__title">
        {t.devices.title}
      </h2>
      <p className="muted">{t.devices.profileIntro}</p>
      <SignedInDevices
        queryKey={['profile-sessions']}
        load={endpoints.mySessions}
        signOut={endpoints.signOutMySession}
      />
    </section>
  );
}
