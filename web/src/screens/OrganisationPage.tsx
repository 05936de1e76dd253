import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { endpoints } from '../api/endpoints.ts';
import { keys } from '../api/queries.ts';
import type { Organisation } from '../api/types.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { LANGUAGE_NAMES, LANGUAGES, language, locale, t } from '../i18n/index.ts';
import { errorMessage, fieldErrors } from '../lib/errors.ts';
import { timeZoneGroups } from '../lib/timezones.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, textError } from '../lib/validation.ts';

const ORGANISATION_KEY = ['organisation'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Settings → Organisation: name, time zone, language, the Reply-To of report e-mails and logo. */
export function OrganisationPage() {
  const organisation = useQuery({ queryKey: ORGANISATION_KEY, queryFn: endpoints.organisation });
  return (
    <>
      <PageHeader title={t.organisation.title} intro={t.organisation.intro} />
      {organisation.isPending ? <Loading /> : null}
      {organisation.isError ? (
        <LoadError error={organisation.error} onRetry={() => void organisation.refetch()} />
      ) : null}
      {organisation.data ? (
        <>
          <SettingsCard organisation={organisation.data} />
          <LogoCard organisation={organisation.data} />
        </>
      ) : null}
    </>
  );
}

function useOrganisationSaved() {
  const client = useQueryClient();
  return async (saved: Organisation) => {
    client.setQueryData(ORGANISATION_KEY, saved);
    // Name, zone, language and logo are part of the session: the whole portal follows.
    await Promise.all([
      client.invalidateQueries({ queryKey: keys.session }),
      client.invalidateQueries({ queryKey: keys.audit }),
    ]);
  };
}

function SettingsCard({ organisation }: { organisation: Organisation }) {
  const toast = useToast();
  const saved = useOrganisationSaved();
  const [form, setForm] = useState({
    name: organisation.name,
    timezone: organisation.timezone,
    language: organisation.language,
    reportReplyTo: organisation.report_reply_to ?? '',
  });
  const zones = useMemo(
    () =>
      timeZoneGroups(organisation.timezone, language, locale, {
        common: t.organisation.commonZones,
        other: t.organisation.otherZones,
      }),
    [organisation.timezone],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const save = useMutation({
    mutationFn: endpoints.updateOrganisation,
    onSuccess: async (result) => {
      await saved(result);
      toast(t.organisation.saved);
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ '/name': textError(form.name, 200) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const replyTo = form.reportReplyTo.trim();
    save.mutate({
      name: form.name.trim(),
      timezone: form.timezone,
      language: form.language,
      report_reply_to: replyTo === '' ? null : replyTo,
    });
  };
  return (
    <section className="card" aria-labelledby="organisation-settings">
      <h2 id="organisation-settings" className="card__title">
        {t.organisation.title}
      </h2>
      <form className="form form--narrow" onSubmit={submit} noValidate ref={formRef}>
        <TextField
          label={t.organisation.name}
          value={form.name}
          onChange={set('name')}
          error={errors['/name']}
          autoComplete="organization"
          maxLength={200}
          required
        />
        <SelectField
          label={t.organisation.timezone}
          value={form.timezone}
          onChange={set('timezone')}
          options={[]}
          groups={zones}
          hint={t.organisation.timezoneHint}
          error={errors['/timezone']}
        />
        <SelectField
          label={t.organisation.language}
          value={form.language}
          onChange={set('language')}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          hint={t.organisation.languageHint}
          error={errors['/language']}
        />
        <TextField
          label={t.organisation.reportReplyTo}
          value={form.reportReplyTo}
          onChange={set('reportReplyTo')}
          type="email"
          autoComplete="email"
          maxLength={254}
          optional
          hint={t.organisation.reportReplyToHint}
          error={errors['/report_reply_to']}
        />
        <FormError error={save.error instanceof ApiError && save.error.fieldErrors.length > 0 ? null : save.error} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t.organisation.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function LogoCard({ organisation }: { organisation: Organisation }) {
  const toast = useToast();
  const saved = useOrganisationSaved();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => endpoints.setLogo(await readAsBase64(file)),
    onSuccess: async (result) => {
      setProblem(null);
      await saved(result);
      toast(t.organisation.logoSaved);
    },
    onError: (error) => {
      const fields = fieldErrors(error);
      setProblem(Object.values(fields)[0] ?? errorMessage(error));
    },
  });
  const remove = useMutation({
    mutationFn: endpoints.removeLogo,
    onSuccess: async (result) => {
      await saved(result);
      toast(t.organisation.logoRemoved);
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(t.organisation.logoTooLarge);
      return;
    }
    upload.mutate(file);
  };
  return (
    <section className="card" aria-labelledby="organisation-logo">
      <h2 id="organisation-logo" className="card__title">
        {t.organisation.logo}
      </h2>
      <p className="card__text">{t.organisation.logoHint}</p>
      <div className="logo-preview">
        {organisation.has_logo ? (
          <img
            src={`/portal/api/organisation/logo?v=${encodeURIComponent(organisation.logo_updated_at ?? '')}`}
            alt={t.organisation.logoAlt(organisation.name)}
          />
        ) : (
          <p className="muted">{t.organisation.logoNone}</p>
        )}
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <FormError error={remove.error} />
      <div className="form__actions">
        <label className="button">
          {organisation.has_logo ? t.organisation.logoReplace : t.organisation.logoUpload}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            onChange={choose}
            disabled={upload.isPending}
          />
        </label>
        {organisation.has_logo ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            {t.organisation.logoRemove}
          </button>
        ) : null}
      </div>
    </section>
  );
}
