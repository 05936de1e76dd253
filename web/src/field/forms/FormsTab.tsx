import { useOnline } from '../common.ts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import type { PortalResponse } from '../../api/contract.ts';
import type { Session } from '../../api/types.ts';
import { SelectField } from '../../components/fields.tsx';
import { ConfirmDialog, Loading } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { FieldInput } from './FieldInput.tsx';
import {
  adoptServerDrafts,
  discardForm,
  hasAnswers,
  editForm,
  type FieldForms,
  keptForms,
  type LocalForm,
  queueForm,
  sendForms,
  startForm,
  subscribeForms,
} from './store.ts';
import { formErrors, refusalReason, serverErrors } from './validate.ts';
import './forms.css';

type Drafts = PortalResponse<'/field/forms/drafts', 'get'>;

const CATALOGUE_KEPT = 'ct_field_forms_catalogue';
const OPEN_KEPT = 'ct_field_form_open';

function useKeptForms(accountId: number) {
  return useSyncExternalStore(subscribeForms, () => keptForms(accountId));
}

function keptCatalogue(accountId: number): FieldForms | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(CATALOGUE_KEPT) ?? 'null') as {
      account_id: number;
      forms: FieldForms;
    } | null;
    return kept && kept.account_id === accountId ? kept.forms : undefined;
  } catch {
    return undefined;
  }
}

/** The forms the person can fill, kept on the phone for the next time without a network. */
function useCatalogue(accountId: number) {
  return useQuery({
    queryKey: ['field-forms', accountId],
    queryFn: async () => {
      const fresh = await api.get<FieldForms>('/field/forms');
      window.localStorage.setItem(CATALOGUE_KEPT, JSON.stringify({ account_id: accountId, forms: fresh }));
      // Drafts the server holds that this phone does not (another phone, a cleared browser).
      const drafts = await api.get<Drafts>('/field/forms/drafts');
      adoptServerDrafts(accountId, drafts.data, fresh);
      return fresh;
    },
    initialData: () => keptCatalogue(accountId),
    initialDataUpdatedAt: 0,
    networkMode: 'always',
    retry: false,
  });
}

/**
 * Sends the person's forms now, whenever the phone comes back online, and every 15 seconds
 * while something waits. The shell runs it, so forms go out whichever tab is open.
 */
export function useFormOutbox(accountId: number): void {
  useEffect(() => {
    if (accountId === 0) return;
    const send = () => void sendForms(accountId);
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => {
      const waiting = keptForms(accountId).forms.some((form) => form.state === 'queued');
      if (waiting && navigator.onLine) send();
    }, 15_000);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [accountId]);
}

/** The field app's Forms tab: choose a property and a form, fill it, submit it (also offline). */
export function FormsTab({ session, extra }: { session: Session; extra?: ReactNode }) {
  const me = session.user?.account_id ?? 0;
  const [open, setOpen] = useState<string | null>(() => window.sessionStorage.getItem(OPEN_KEPT));
  const [submitted, setSubmitted] = useState<string | null>(null);
  const kept = useKeptForms(me);
  const choose = (uuid: string | null) => {
    if (uuid) window.sessionStorage.setItem(OPEN_KEPT, uuid);
    else window.sessionStorage.removeItem(OPEN_KEPT);
    setOpen(uuid);
    window.scrollTo({ top: 0 });
  };
  const form = open ? kept.forms.find((f) => f.uuid === open && f.state !== 'queued') : undefined;
  if (form) {
    return (
      <FillForm
        accountId={me}
        form={form}
        onClose={(outcome) => {
          if (outcome === 'submitted') setSubmitted(form.uuid);
          // A form left without an answer is not kept as a draft (nor one whose answers were all cleared).
          if (outcome === 'back' && !hasAnswers(form)) {
            void discardForm(me, form.uuid).then(() => sendForms(me));
          }
          choose(null);
        }}
      />
    );
  }
  return <FormList accountId={me} forms={kept.forms} submitted={submitted} onOpen={choose} extra={extra} />;
}

function FormList({
  accountId,
  forms,
  submitted,
  onOpen,
  extra,
}: {
  accountId: number;
  forms: LocalForm[];
  submitted: string | null;
  onOpen: (uuid: string) => void;
  /** Shown under the title: the quality inspection's entry for those who inspect. */
  extra?: ReactNode;
}) {
  const online = useOnline();
  const catalogue = useCatalogue(accountId);
  const [propertyId, setPropertyId] = useState('');
  const properties = catalogue.data?.properties ?? [];
  const chosen =
    properties.find((p) => String(p.id) === propertyId) ?? (properties.length === 1 ? properties[0] : undefined);
  const offered = useMemo(
    () => (chosen?.template_ids ?? []).flatMap((id) => catalogue.data?.templates.filter((tpl) => tpl.id === id) ?? []),
    [chosen, catalogue.data],
  );
  const waiting = forms.filter((f) => f.state === 'queued');
  const refused = forms.filter((f) => f.state === 'refused');
  const drafts = forms.filter((f) => f.state === 'draft');
  const justSubmitted = submitted ? forms.find((f) => f.uuid === submitted) : undefined;

  return (
    <>
      <h1 className="fieldapp__title">{t.fieldForms.title}</h1>
      {extra}
      {online ? null : (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.fieldForms.offline}
        </p>
      )}
      {submitted && !justSubmitted ? (
        <p className="fieldapp__notice fieldforms__sent" role="status">
          {t.fieldForms.sent}
        </p>
      ) : null}

      {waiting.length > 0 ? (
        <section className="fieldforms__group" aria-labelledby="forms-waiting">
          <h2 id="forms-waiting" className="fieldforms__heading">
            {t.fieldForms.waiting(waiting.length)}
          </h2>
          <ul className="fieldforms__list">
            {waiting.map((f) => (
              <li key={f.uuid} className="fieldforms__item">
                <span className="fieldforms__name">{f.template_name}</span>
                <span className="muted">{f.property_name}</span>
                <span className="fieldforms__state" role="status">
                  {online ? t.fieldForms.sending : t.fieldForms.waitingForNetwork}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {refused.length > 0 ? (
        <section className="fieldforms__group" aria-labelledby="forms-refused">
          <h2 id="forms-refused" className="fieldforms__heading">
            {t.fieldForms.refusedTitle}
          </h2>
          <ul className="fieldforms__list">
            {refused.map((f) => (
              <li key={f.uuid} className="fieldforms__item fieldforms__item--refused">
                <span className="fieldforms__name">{f.template_name}</span>
                <span className="muted">{f.property_name}</span>
                <span className="form-error" role="alert">
                  {t.fieldForms.refused(refusalReason(f))}
                </span>
                <button type="button" className="button" onClick={() => onOpen(f.uuid)}>
                  {t.fieldForms.fix}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {drafts.length > 0 ? (
        <section className="fieldforms__group" aria-labelledby="forms-drafts">
          <h2 id="forms-drafts" className="fieldforms__heading">
            {t.fieldForms.drafts}
          </h2>
          <ul className="fieldforms__list">
            {drafts.map((f) => (
              <li key={f.uuid} className="fieldforms__item">
                <span className="fieldforms__name">{f.template_name}</span>
                <span className="muted">
                  {f.property_name} · {t.fieldForms.changedAt(formatDateTime(f.changed_at))}
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={t.fieldForms.continueNamed(f.template_name)}
                  onClick={() => onOpen(f.uuid)}
                >
                  {t.fieldForms.continue}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="fieldapp__card fieldforms__new" aria-labelledby="forms-new">
        <h2 id="forms-new" className="fieldforms__heading">
          {t.fieldForms.newForm}
        </h2>
        {catalogue.isPending ? <Loading /> : null}
        {!catalogue.data && catalogue.isError ? <p className="fieldapp__notice">{t.fieldForms.notOnPhone}</p> : null}
        {catalogue.data && properties.length === 0 ? <p>{t.field.noProperties}</p> : null}
        {properties.length > 1 ? (
          <SelectField
            label={t.field.property}
            value={propertyId}
            onChange={setPropertyId}
            options={[
              { value: '', label: t.field.chooseProperty },
              ...properties.map((p) => ({ value: String(p.id), label: p.city ? `${p.name}, ${p.city}` : p.name })),
            ]}
          />
        ) : chosen ? (
          <p className="fieldforms__place">{chosen.city ? `${chosen.name}, ${chosen.city}` : chosen.name}</p>
        ) : null}
        {chosen && offered.length === 0 ? <p className="muted">{t.fieldForms.noneHere}</p> : null}
        {chosen && offered.length > 0 ? (
          <ul className="fieldforms__templates" aria-label={t.fieldForms.offeredAt(chosen.name)}>
            {offered.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="fieldforms__template"
                  onClick={() => onOpen(startForm(accountId, template, chosen).uuid)}
                >
                  <span className="fieldforms__name">{template.name}</span>
                  {template.description ? <span className="muted">{template.description}</span> : null}
                  <span className="muted">{t.fieldForms.fieldCount(template.fields.length)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}

function FillForm({
  accountId,
  form,
  onClose,
}: {
  accountId: number;
  form: LocalForm;
  onClose: (outcome: 'back' | 'submitted' | 'discarded') => void;
}) {
  const [checked, setChecked] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const errors = checked ? formErrors(form) : {};
  const fromServer = form.state === 'refused' ? serverErrors(form) : {};
  const shown = { ...fromServer, ...errors };
  const missing = Object.keys(errors).length;

  // Saved to the server a moment after the last change, when online.
  useEffect(() => {
    if (form.saved >= form.revision) return;
    const timer = window.setTimeout(() => void sendForms(accountId), 1200);
    return () => window.clearTimeout(timer);
  }, [accountId, form.revision, form.saved]);

  const submit = () => {
    setChecked(true);
    const found = formErrors(form);
    const first = form.fields.find((field) => found[field.id] !== undefined);
    if (first) {
      window.requestAnimationFrame(() => {
        const target = document.querySelector<HTMLElement>(
          `[data-field="${first.id}"] input, [data-field="${first.id}"] textarea, [data-field="${first.id}"] canvas, [data-field="${first.id}"] button`,
        );
        target?.focus();
        target?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    queueForm(accountId, form.uuid);
    void sendForms(accountId);
    onClose('submitted');
  };

  return (
    <>
      <button type="button" className="button button--quiet fieldforms__back" onClick={() => onClose('back')}>
        {t.fieldForms.back}
      </button>
      <h1 className="fieldapp__title">{form.template_name}</h1>
      <p className="muted fieldforms__where">{form.property_name}</p>
      <p className="fieldforms__saved muted" role="status">
        {form.revision === 0
          ? null
          : form.saved >= form.revision
            ? t.fieldForms.savedOnServer
            : t.fieldForms.savedOnPhone}
      </p>
      {form.state === 'refused' ? (
        <p className="form-error" role="alert">
          {t.fieldForms.refused(refusalReason(form))}
        </p>
      ) : null}
      <form
        className="fieldforms__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {form.fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={form.answers[field.id]}
            files={form.files[field.id] ?? []}
            error={shown[field.id]}
            onAnswer={(value) => editForm(accountId, form.uuid, { answers: { [field.id]: value } })}
            onFiles={(files) => editForm(accountId, form.uuid, { files: { [field.id]: files } })}
          />
        ))}
        {missing > 0 ? (
          <p className="form-error" role="alert">
            {t.fieldForms.fixFirst(missing)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary fieldapp__big">
          {t.fieldForms.submit}
        </button>
        <button type="button" className="button button--quiet fieldforms__discard" onClick={() => setDiscarding(true)}>
          {t.fieldForms.discard}
        </button>
      </form>
      {discarding ? (
        <ConfirmDialog
          title={t.fieldForms.discardTitle}
          confirmLabel={t.fieldForms.discard}
          onClose={() => setDiscarding(false)}
          onConfirm={async () => {
            await discardForm(accountId, form.uuid);
            void sendForms(accountId);
            onClose('discarded');
          }}
        >
          <p>{t.fieldForms.discardText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
