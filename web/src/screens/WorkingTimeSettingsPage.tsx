import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type Holiday,
  type HolidayState,
  payrollEndpoints,
  payrollKeys,
  type WorkingTimeSettings,
} from '../api/payroll.ts';
import { keys, useCan } from '../api/queries.ts';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { ConfirmDialog, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact } from '../lib/validation.ts';
import { setSearch, useSearch } from '../router.tsx';
import { DatevSection } from './DatevSettings.tsx';
import { SurchargeSection } from './SurchargeSettings.tsx';

const CODE_KEYS = ['vacation', 'sick', 'other', 'holiday'] as const;
type CodeKey = (typeof CODE_KEYS)[number];
const ROUNDING = [0, 1, 5, 15] as const;
const RULE_KEYS = ['max_daily', 'breaks', 'rest', 'sunday_holiday', 'late_record'] as const;
const MODES = ['off', 'warn', 'block'] as const;

/** Settings → Working time: the holiday calendar of a year, and the rules (admins change those). */
export function WorkingTimeSettingsPage() {
  const can = useCan();
  return (
    <>
      <PageHeader title={t.workingTimeSettings.title} intro={t.workingTimeSettings.intro} />
      <HolidayCalendar />
      <Rules editable={can('settings.edit')} />
      <DatevSection editable={can('settings.edit')} />
      <SurchargeSection editable={can('settings.edit')} />
    </>
  );
}

function HolidayCalendar() {
  const params = useSearch();
  const year = /^\d{4}$/.test(params.get('year') ?? '') ? Number(params.get('year')) : new Date().getFullYear();
  const client = useQueryClient();
  const toast = useToast();
  const holidays = useQuery({
    queryKey: [...payrollKeys.holidays, year],
    queryFn: () => payrollEndpoints.holidays(year),
  });
  const [state, setState] = useState<HolidayState>('NW');
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: payrollKeys.holidays }),
      client.invalidateQueries({ queryKey: payrollKeys.absences }),
      client.invalidateQueries({ queryKey: keys.audit }),
    ]);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  const applyPreset = () =>
    run(async () => {
      const result = await payrollEndpoints.applyPreset(state, year);
      toast(t.workingTimeSettings.presetApplied(result.added, year));
      await refresh();
    });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      '/day': day === '' ? t.validation.required : undefined,
      '/name':
        name.trim() === '' ? t.validation.required : name.trim().length > 100 ? t.validation.tooLong(100) : undefined,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      await payrollEndpoints.addHoliday({ day, name: name.trim() });
      toast(t.workingTimeSettings.holidayAdded(name.trim()));
      setDay('');
      setName('');
      setErrors({});
      if (day.slice(0, 4) !== String(year)) setSearch({ year: day.slice(0, 4) });
      await refresh();
    });
  };

  return (
    <section className="settings-section" aria-labelledby="holidays-title">
      <h2 id="holidays-title">{t.workingTimeSettings.holidays}</h2>
      <p className="muted">{t.workingTimeSettings.holidaysIntro}</p>
      <nav className="pagination" aria-label={t.workingTimeSettings.year}>
        <button type="button" className="button button--small" onClick={() => setSearch({ year: String(year - 1) })}>
          {t.workingTimeSettings.previousYear}
        </button>
        <span className="pagination__text">{year}</span>
        <button type="button" className="button button--small" onClick={() => setSearch({ year: String(year + 1) })}>
          {t.workingTimeSettings.nextYear}
        </button>
      </nav>
      <div className="inline-form">
        <SelectField
          label={t.workingTimeSettings.preset}
          value={state}
          onChange={(value) => setState(value as HolidayState)}
          options={(holidays.data?.states ?? []).map((s) => ({ value: s.code, label: s.name }))}
          hint={t.workingTimeSettings.presetHint}
          error={errors['/state']}
        />
        <button
          type="button"
          className="button"
          disabled={pending || !holidays.data}
          onClick={() => void applyPreset()}
        >
          {t.workingTimeSettings.applyPreset}
        </button>
      </div>
      {holidays.isPending ? (
        <Loading />
      ) : holidays.isError ? (
        <LoadError error={holidays.error} onRetry={() => void holidays.refetch()} />
      ) : holidays.data.data.length === 0 ? (
        <EmptyState title={t.workingTimeSettings.noHolidays} />
      ) : (
        <ul className="holiday-list">
          {holidays.data.data.map((holiday) => (
            <li key={holiday.day}>
              <span className="holiday-list__day">{formatDate(holiday.day)}</span>
              <span className="holiday-list__name">{holiday.name}</span>
              <button
                type="button"
                className="button button--small button--danger-quiet"
                aria-label={t.workingTimeSettings.removeHolidayNamed(holiday.name)}
                onClick={() => setRemoving(holiday)}
              >
                {t.workingTimeSettings.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={add} noValidate aria-label={t.workingTimeSettings.addHoliday}>
        <TextField label={t.workingTimeSettings.day} type="date" value={day} onChange={setDay} error={errors['/day']} />
        <TextField
          label={t.workingTimeSettings.name}
          value={name}
          onChange={setName}
          error={errors['/name']}
          maxLength={100}
        />
        <button type="submit" className="button" disabled={pending}>
          {t.workingTimeSettings.addHoliday}
        </button>
      </form>
      <FormError error={error} />
      {removing ? (
        <ConfirmDialog
          title={t.workingTimeSettings.removeHolidayNamed(removing.name)}
          confirmLabel={t.workingTimeSettings.remove}
          onConfirm={async () => {
            await payrollEndpoints.removeHoliday(removing.day);
            toast(t.workingTimeSettings.holidayRemoved(removing.name));
            await refresh();
          }}
          onClose={() => setRemoving(null)}
        >
          <p>
            {formatDate(removing.day)} · {removing.name}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function Rules({ editable }: { editable: boolean }) {
  const settings = useQuery({ queryKey: payrollKeys.settings, queryFn: payrollEndpoints.settings });
  return (
    <section className="settings-section" aria-labelledby="rules-title">
      <h2 id="rules-title">{t.workingTimeSettings.rules}</h2>
      {editable ? null : <p className="muted">{t.workingTimeSettings.rulesIntro}</p>}
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <RulesForm settings={settings.data} editable={editable} />
      )}
    </section>
  );
}

const CODE_FIELD: Record<CodeKey, 'vacation_code' | 'sick_code' | 'other_code' | 'holiday_code'> = {
  vacation: 'vacation_code',
  sick: 'sick_code',
  other: 'other_code',
  holiday: 'holiday_code',
};

function RulesForm({ settings, editable }: { settings: WorkingTimeSettings; editable: boolean }) {
  const client = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codes = CODE_KEYS.map((key) => [key, form[CODE_FIELD[key]].trim()] as const);
    const found: Record<string, string> = {};
    for (const [key, code] of codes) {
      const pointer = `/${CODE_FIELD[key]}`;
      if (code === '' || [...code].length > 3 || /[\s;,"']/.test(code))
        found[pointer] = t.workingTimeSettings.codeInvalid;
      else if (codes.some(([other, value]) => other !== key && value.toUpperCase() === code.toUpperCase())) {
        found[pointer] = t.workingTimeSettings.codeDuplicate;
      }
    }
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const saved = await payrollEndpoints.saveSettings({
        rounding_minutes: form.rounding_minutes,
        rules: form.rules,
        store_location: form.store_location,
        ...Object.fromEntries(codes.map(([key, code]) => [CODE_FIELD[key], code])),
      });
      client.setQueryData(payrollKeys.settings, saved);
      setForm(saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: payrollKeys.absences }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
      toast(t.workingTimeSettings.saved);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
      <SelectField
        label={t.workingTimeSettings.rounding}
        value={String(form.rounding_minutes)}
        onChange={(value) =>
          setForm({ ...form, rounding_minutes: Number(value) as WorkingTimeSettings['rounding_minutes'] })
        }
        options={ROUNDING.map((step) => ({ value: String(step), label: t.workingTimeSettings.roundingOptions[step] }))}
        hint={t.workingTimeSettings.roundingHint}
        error={errors['/rounding_minutes']}
        disabled={!editable}
      />
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.workingTimeSettings.ruleModes}</legend>
        <p className="field__hint">{t.workingTimeSettings.ruleModesHint}</p>
        {RULE_KEYS.map((rule) => (
          <SelectField
            key={rule}
            label={t.workingTimeSettings.ruleNames[rule]}
            value={form.rules[rule]}
            onChange={(value) =>
              setForm({ ...form, rules: { ...form.rules, [rule]: value as WorkingTimeSettings['rules'][typeof rule] } })
            }
            options={MODES.map((mode) => ({ value: mode, label: t.workingTimeSettings.modeOptions[mode] }))}
            disabled={!editable}
          />
        ))}
      </fieldset>
      <Checkbox
        label={t.workingTimeSettings.storeLocation}
        description={t.workingTimeSettings.storeLocationHint}
        checked={form.store_location}
        onChange={(on) => setForm({ ...form, store_location: on })}
        disabled={!editable}
      />
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.workingTimeSettings.codes}</legend>
        <p className="field__hint">{t.workingTimeSettings.codesHint}</p>
        <div className="code-fields">
          {CODE_KEYS.map((key) => (
            <TextField
              key={key}
              label={t.workingTimeSettings.codeLabels[key]}
              value={form[CODE_FIELD[key]]}
              onChange={(value) => setForm({ ...form, [CODE_FIELD[key]]: value })}
              error={errors[`/${CODE_FIELD[key]}`]}
              maxLength={3}
              autoComplete="off"
              readOnly={!editable}
            />
          ))}
        </div>
      </fieldset>
      <FormError error={error} />
      {editable ? (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : t.workingTimeSettings.save}
          </button>
        </div>
      ) : null}
    </form>
  );
}
