import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  type BrandingInput,
  type BrandingOwner,
  type BrandingPreset,
  type BrandingView,
  clientEndpoints,
  clientKeys,
  contrastWithWhite,
  LOGO_MAX_BYTES,
} from '../api/clients.ts';
import { useRefreshingMutation } from '../api/queries.ts';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatNumber } from '../lib/format.ts';
import { Checkbox } from './fields.tsx';
import { useToast } from './Toasts.tsx';
import { Banner, ConfirmDialog, FormError, Loading, LoadError } from './ui.tsx';

const DEFAULT_ACCENT = '#1f5f8b';

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The logo the form shows: kept as saved, a new one chosen (base64), or removed. */
type LogoChoice = { kind: 'kept' } | { kind: 'new'; base64: string; contentType: string } | { kind: 'removed' };

interface FormState {
  accent: string;
  addressLines: string;
  footer: string;
  coverPage: boolean;
}

const formOf = (preset: BrandingPreset | null): FormState => ({
  accent: preset?.accent_color ?? DEFAULT_ACCENT,
  addressLines: (preset?.address_lines ?? []).join('\n'),
  footer: preset?.footer ?? '',
  coverPage: preset?.cover_page ?? false,
});

/** Report branding for the tenant default or one client: a form and a live preview of the report header. */
export function BrandingEditor({ owner, canEdit }: { owner: BrandingOwner; canEdit: boolean }) {
  const view = useQuery({ queryKey: clientKeys.branding(owner), queryFn: () => clientEndpoints.branding(owner) });
  const [editingOwn, setEditingOwn] = useState(false);
  if (view.isPending) return <Loading />;
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;
  if (owner !== 'default' && !data.preset && !editingOwn) {
    return (
      <div className="branding">
        <p className="card__text">{t.clients.branding.usesDefault}</p>
        <BrandingPreview
          view={data}
          form={formOf(data.fallback)}
          logoUrl={data.fallback?.logo?.url ?? data.organisation_logo_url}
        />
        {canEdit ? (
          <div className="form__actions">
            <button type="button" className="button" onClick={() => setEditingOwn(true)}>
              {t.clients.branding.createOwn}
            </button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <BrandingForm
      // Stays mounted through a save (the answer refreshes the view), so the save's toast shows.
      key={owner === 'default' ? 'default' : owner.clientId}
      owner={owner}
      view={data}
      canEdit={canEdit}
      onRemoved={() => setEditingOwn(false)}
    />
  );
}

function BrandingForm({
  owner,
  view,
  canEdit,
  onRemoved,
}: {
  owner: BrandingOwner;
  view: BrandingView;
  canEdit: boolean;
  onRemoved: () => void;
}) {
  const toast = useToast();
  const colorId = useId();
  const start = view.preset ?? view.fallback;
  const [form, setForm] = useState<FormState>(formOf(start));
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'kept' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const save = useRefreshingMutation(
    (input: BrandingInput) => clientEndpoints.saveBranding(owner, input),
    [clientKeys.all],
  );
  const remove = useRefreshingMutation(() => clientEndpoints.removeBranding(owner), [clientKeys.all]);
  const ratio = contrastWithWhite(form.accent);
  const ratioText = ratio === undefined ? '' : formatNumber(Math.floor(ratio * 100) / 100);
  const lines = form.addressLines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  const savedLogoUrl = view.preset?.logo?.url ?? (owner === 'default' ? view.organisation_logo_url : null);
  const previewLogo =
    logo.kind === 'new'
      ? `data:${logo.contentType};base64,${logo.base64}`
      : logo.kind === 'removed'
        ? null
        : savedLogoUrl;

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      setErrors((current) => ({ ...current, '/logo': t.clients.branding.logoTooLarge }));
      return;
    }
    if (file.type !== '' && !['image/png', 'image/jpeg'].includes(file.type)) {
      setErrors((current) => ({ ...current, '/logo': t.clients.branding.logoWrongType }));
      return;
    }
    const base64 = await readAsBase64(file);
    setErrors(({ ['/logo']: _dropped, ...rest }) => rest);
    setLogo({ kind: 'new', base64, contentType: file.type || 'image/png' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (ratio === undefined) found['/accent_color'] = t.clients.branding.badColor;
    else if (ratio < 4.5) found['/accent_color'] = t.clients.branding.contrastTooLow(ratioText);
    if (lines.length > 6) found['/address_lines'] = t.clients.branding.tooManyLines;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: BrandingInput = {
      accent_color: form.accent.toLowerCase(),
      address_lines: lines,
      footer: form.footer.trim(),
      cover_page: form.coverPage,
      ...(logo.kind === 'new' ? { logo: logo.base64 } : logo.kind === 'removed' ? { logo: null } : {}),
    };
    save.mutate(input, {
      onSuccess: () => {
        setLogo({ kind: 'kept' });
        toast(t.clients.branding.saved);
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };

  return (
    <div className="branding">
      {owner === 'default' && !view.preset ? <Banner tone="info">{t.clients.branding.usesPlain}</Banner> : null}
      <div className="branding__layout">
        <form className="form" onSubmit={submit} noValidate>
          <fieldset className="fieldset fieldset--plain" disabled={!canEdit}>
            <div className={`field${errors['/accent_color'] ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={colorId}>
                {t.clients.branding.accentColor}
              </label>
              <div className="branding__color">
                <input
                  type="color"
                  aria-label={t.clients.branding.colorPicker}
                  value={/^#[0-9a-fA-F]{6}$/.test(form.accent) ? form.accent.toLowerCase() : DEFAULT_ACCENT}
                  onChange={(event) => setForm((f) => ({ ...f, accent: event.target.value }))}
                />
                <input
                  id={colorId}
                  className="input branding__hex"
                  value={form.accent}
                  maxLength={7}
                  spellCheck={false}
                  aria-invalid={errors['/accent_color'] ? true : undefined}
                  onChange={(event) => setForm((f) => ({ ...f, accent: event.target.value.trim() }))}
                />
                {ratio !== undefined ? (
                  <span className={ratio >= 4.5 ? 'branding__ratio' : 'branding__ratio branding__ratio--bad'}>
                    {t.clients.branding.contrast(ratioText)}
                  </span>
                ) : null}
              </div>
              <p className="field__hint">{t.clients.branding.accentHint}</p>
              {errors['/accent_color'] ? <p className="field__error">{errors['/accent_color']}</p> : null}
            </div>

            <div className={`field${errors['/logo'] ? ' field--invalid' : ''}`}>
              <span className="field__label">{t.clients.branding.logo}</span>
              <p className="field__hint">{t.clients.branding.logoHint}</p>
              <div className="form__actions">
                <label className="button button--small">
                  {previewLogo ? t.clients.branding.logoReplace : t.clients.branding.logoUpload}
                  <input
                    type="file"
                    accept="image/png,image/jpeg"
                    className="visually-hidden"
                    data-testid="branding-logo-input"
                    onChange={(event) => void chooseLogo(event)}
                  />
                </label>
                {previewLogo && (logo.kind === 'new' || view.preset?.logo) ? (
                  <button type="button" className="button button--small" onClick={() => setLogo({ kind: 'removed' })}>
                    {t.clients.branding.logoRemove}
                  </button>
                ) : null}
              </div>
              {errors['/logo'] ? <p className="field__error">{errors['/logo']}</p> : null}
            </div>

            <TextAreaField
              label={t.clients.branding.addressLines}
              hint={t.clients.branding.addressHint}
              value={form.addressLines}
              error={errors['/address_lines']}
              rows={4}
              onChange={(value) => setForm((f) => ({ ...f, addressLines: value }))}
            />
            <TextAreaField
              label={t.clients.branding.footer}
              hint={t.clients.branding.footerHint}
              value={form.footer}
              error={errors['/footer']}
              rows={2}
              maxLength={1000}
              onChange={(value) => setForm((f) => ({ ...f, footer: value }))}
            />
            <Checkbox
              label={t.clients.branding.coverPage}
              description={t.clients.branding.coverPageHint}
              checked={form.coverPage}
              onChange={(on) => setForm((f) => ({ ...f, coverPage: on }))}
            />
          </fieldset>
          <FormError error={save.error} />
          {canEdit ? (
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={save.isPending}>
                {save.isPending ? t.common.saving : t.clients.branding.save}
              </button>
              {view.preset ? (
                <button type="button" className="button button--danger" onClick={() => setConfirmRemove(true)}>
                  {owner === 'default' ? t.clients.branding.removeDefault : t.clients.branding.remove}
                </button>
              ) : null}
            </div>
          ) : null}
        </form>
        <BrandingPreview view={view} form={{ ...form, addressLines: lines.join('\n') }} logoUrl={previewLogo} />
      </div>
      {confirmRemove ? (
        <ConfirmDialog
          title={t.clients.branding.removeTitle}
          confirmLabel={owner === 'default' ? t.clients.branding.removeDefault : t.clients.branding.remove}
          onConfirm={async () => {
            await remove.mutateAsync(undefined);
            toast(t.clients.branding.removed);
            onRemoved();
          }}
          onClose={() => setConfirmRemove(false)}
        >
          <p>{t.clients.branding.removeText}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function TextAreaField({
  label,
  hint,
  value,
  error,
  rows,
  maxLength,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  rows: number;
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

/** A small picture of a report's first page header: logo, name, address block, accent bar and footer. */
export function BrandingPreview({
  view,
  form,
  logoUrl,
}: {
  view: BrandingView;
  form: FormState;
  logoUrl: string | null | undefined;
}) {
  const accent = /^#[0-9a-fA-F]{6}$/.test(form.accent) ? form.accent : DEFAULT_ACCENT;
  const lines = form.addressLines.split('\n').filter(Boolean);
  return (
    <figure className="branding-preview" aria-label={t.clients.branding.preview} data-testid="branding-preview">
      <div className="branding-preview__page">
        <div className="branding-preview__header">
          <div className="branding-preview__brand">
            {logoUrl ? <img src={logoUrl} alt={t.clients.branding.logoAlt(view.display_name)} /> : null}
            <strong>{view.display_name}</strong>
          </div>
          <address className="branding-preview__address">
            {lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </div>
        <div className="branding-preview__bar" style={{ background: accent }}>
          {t.clients.branding.previewTitle}
        </div>
        <div className="branding-preview__body">
          <span />
          <span />
          <span />
        </div>
        <div className="branding-preview__footer">
          <span>{form.footer}</span>
          <span>{t.clients.branding.previewPage}</span>
        </div>
      </div>
      <figcaption className="muted">{t.clients.branding.preview}</figcaption>
    </figure>
  );
}
