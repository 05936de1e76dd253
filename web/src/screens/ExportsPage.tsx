import { type FormEvent, useState } from 'react';
import { useUser } from '../api/queries.ts';
import { Radio, SelectField, TextField } from '../components/fields.tsx';
import { PageHeader } from '../components/ui.tsx';
import { language, t } from '../i18n/index.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';

/** The previous month: what payroll usually wants. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Exports → working times as CSV, downloaded straight from the server (streamed there). */
export function ExportsPage() {
  const user = useUser();
  const [form, setForm] = useState(() => ({
    ...lastMonth(),
    layout: 'matrix',
    preset: language === 'de' ? 'de' : 'en',
    hours: 'decimal',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusInvalid(errors);
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.from) found.from = t.validation.required;
    if (!form.to) found.to = t.validation.required;
    else if (form.from && form.to < form.from) found.to = t.exports.periodBackwards;
    else if (form.from && (Date.parse(form.to) - Date.parse(form.from)) / 86_400_000 + 1 > 366) {
      found.to = t.exports.periodTooLong;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const query = new URLSearchParams({
      from: form.from,
      to: form.to,
      layout: form.layout,
      preset: form.preset,
      hours: form.hours,
    });
    window.location.assign(`/portal/api/exports/working-times?${query.toString()}`);
  };

  return (
    <>
      <PageHeader title={t.exports.title} intro={t.exports.intro} />
      <section className="card">
        <form className="form form--narrow" onSubmit={submit} noValidate ref={formRef}>
          <div className="form-row">
            <TextField
              label={t.exports.from}
              type="date"
              value={form.from}
              onChange={set('from')}
              error={errors.from}
              required
            />
            <TextField
              label={t.exports.to}
              type="date"
              value={form.to}
              onChange={set('to')}
              error={errors.to}
              required
            />
          </div>
          <fieldset className="fieldset fieldset--plain">
            <legend className="field__label">{t.exports.layout}</legend>
            <Radio
              name="layout"
              label={t.exports.matrix}
              checked={form.layout === 'matrix'}
              onChange={() => set('layout')('matrix')}
            />
            <Radio
              name="layout"
              label={t.exports.detail}
              checked={form.layout === 'detail'}
              onChange={() => set('layout')('detail')}
            />
          </fieldset>
          <SelectField
            label={t.exports.preset}
            value={form.preset}
            onChange={set('preset')}
            options={[
              { value: 'de', label: t.exports.presetDe },
              { value: 'en', label: t.exports.presetEn },
            ]}
          />
          <SelectField
            label={t.exports.hours}
            value={form.hours}
            onChange={set('hours')}
            options={[
              { value: 'decimal', label: t.exports.decimal },
              { value: 'hmm', label: t.exports.hmm },
            ]}
          />
          <p className="field__hint">{t.exports.rules}</p>
          <p className="field__hint">{user.tenant.timezone}</p>
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {t.exports.download}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
