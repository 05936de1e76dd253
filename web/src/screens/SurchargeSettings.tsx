import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { payrollEndpoints, payrollKeys, type SurchargeSettings } from '../api/payroll.ts';
import { keys } from '../api/queries.ts';
import { Checkbox, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { FormError, Loading, LoadError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';

const KINDS = ['night', 'sunday', 'holiday'] as const;
type Kind = (typeof KINDS)[number];

/** Settings → Working time → Surcharges: the night window and the kinds counted (docs/payroll.md). */
export function SurchargeSection({ editable }: { editable: boolean }) {
  const settings = useQuery({ queryKey: payrollKeys.surcharges, queryFn: payrollEndpoints.surchargeSettings });
  return (
    <section className="settings-section" id="surcharges" aria-labelledby="surcharges-title">
      <h2 id="surcharges-title">{t.datev.surcharges.title}</h2>
      <p className="muted">{t.datev.surcharges.intro}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SurchargeForm settings={settings.data} editable={editable} />
      )}
    </section>
  );
}

interface Form {
  start: string;
  end: string;
  kinds: Record<Kind, { enabled: boolean; percent: string }>;
}

const formOf = (s: SurchargeSettings): Form => ({
  start: s.night_window.start,
  end: s.night_window.end,
  kinds: {
    night: { enabled: s.night.enabled, percent: s.night.percent === null ? '' : String(s.night.percent) },
    sunday: { enabled: s.sunday.enabled, percent: s.sunday.percent === null ? '' : String(s.sunday.percent) },
    holiday: { enabled: s.holiday.enabled, percent: s.holiday.percent === null ? '' : String(s.holiday.percent) },
  },
});

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const percentOf = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const percentOk = (value: string) =>
  value.trim() === '' || (/^[0-9]{1,4}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 1000);

function SurchargeForm({ settings, editable }: { settings: SurchargeSettings; editable: boolean }) {
  const client = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);
  const text = t.datev.surcharges;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!CLOCK.test(form.start.trim())) found['/night_window/start'] = text.badTime;
    if (!CLOCK.test(form.end.trim())) found['/night_window/end'] = text.badTime;
    else if (form.start.trim() === form.end.trim()) found['/night_window/end'] = text.sameTime;
    for (const kind of KINDS) if (!percentOk(form.kinds[kind].percent)) found[`/${kind}/percent`] = text.badPercent;
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const kind = (k: Kind) => ({ enabled: form.kinds[k].enabled, percent: percentOf(form.kinds[k].percent) });
      const saved = await payrollEndpoints.saveSurchargeSettings({
        night_window: { start: form.start.trim(), end: form.end.trim() },
        night: kind('night'),
        sunday: kind('sunday'),
        holiday: kind('holiday'),
      });
      client.setQueryData(payrollKeys.surcharges, saved);
      setForm(formOf(saved));
      await client.invalidateQueries({ queryKey: keys.audit });
      toast(text.saved);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  const setKind = (kind: Kind, change: Partial<Form['kinds'][Kind]>) =>
    setForm({ ...form, kinds: { ...form.kinds, [kind]: { ...form.kinds[kind], ...change } } });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{text.nightWindow}</legend>
        <p className="field__hint">{text.nightHint}</p>
        <div className="form-row">
          <TextField
            label={text.nightStart}
            value={form.start}
            onChange={(start) => setForm({ ...form, start })}
            error={errors['/night_window/start']}
            type="time"
            readOnly={!editable}
          />
          <TextField
            label={text.nightEnd}
            value={form.end}
            onChange={(end) => setForm({ ...form, end })}
            error={errors['/night_window/end']}
            type="time"
            readOnly={!editable}
          />
        </div>
      </fieldset>
      {KINDS.map((kind) => (
        <fieldset className="fieldset fieldset--plain" key={kind}>
          <legend className="field__label">{text.kinds[kind]}</legend>
          <Checkbox
            label={text.count}
            checked={form.kinds[kind].enabled}
            onChange={(enabled) => setKind(kind, { enabled })}
            disabled={!editable}
          />
          <TextField
            label={text.percent}
            hint={text.percentHint}
            value={form.kinds[kind].percent}
            onChange={(percent) => setKind(kind, { percent })}
            error={errors[`/${kind}/percent`]}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            readOnly={!editable}
          />
        </fieldset>
      ))}
      <FormError error={error} />
      {editable ? (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : text.save}
          </button>
        </div>
      ) : null}
    </form>
  );
}
