import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type DatevSettings, payrollEndpoints, payrollKeys } from '../api/payroll.ts';
import { keys } from '../api/queries.ts';
import { TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { FormError, Loading, LoadError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';

const ABSENCES = ['vacation', 'sick', 'other'] as const;
const SURCHARGES = ['night', 'sunday', 'holiday'] as const;

/** Settings → Working time → DATEV: the payroll office's numbers and the wage types (docs/payroll.md). */
export function DatevSection({ editable }: { editable: boolean }) {
  const settings = useQuery({ queryKey: payrollKeys.datev, queryFn: payrollEndpoints.datevSettings });
  return (
    <section className="settings-section" id="datev" aria-labelledby="datev-title">
      <h2 id="datev-title">{t.datev.title}</h2>
      <p className="muted">{t.datev.intro}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <DatevForm settings={settings.data} editable={editable} />
      )}
    </section>
  );
}

interface Form {
  consultant: string;
  client: string;
  regular: string;
  absences: Record<(typeof ABSENCES)[number], string>;
  surcharges: Record<(typeof SURCHARGES)[number], string>;
  costCentres: { centre: string; wageType: string }[];
}

const formOf = (s: DatevSettings): Form => ({
  consultant: s.consultant_number ?? '',
  client: s.client_number ?? '',
  regular: s.wage_types.regular ?? '',
  absences: {
    vacation: s.wage_types.absences.vacation ?? '',
    sick: s.wage_types.absences.sick ?? '',
    other: s.wage_types.absences.other ?? '',
  },
  surcharges: {
    night: s.wage_types.surcharges?.night ?? '',
    sunday: s.wage_types.surcharges?.sunday ?? '',
    holiday: s.wage_types.surcharges?.holiday ?? '',
  },
  costCentres: Object.entries(s.wage_types.cost_centres).map(([centre, wageType]) => ({ centre, wageType })),
});

const digits = (value: string, n: number) => value.trim() === '' || new RegExp(`^[0-9]{1,${n}}$`).test(value.trim());
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const pointerOf = (centre: string) => `/wage_types/cost_centres/${centre.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function DatevForm({ settings, editable }: { settings: DatevSettings; editable: boolean }) {
  const client = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formRef = useFocusInvalid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!digits(form.consultant, 7)) found['/consultant_number'] = t.datev.digits(7);
    if (!digits(form.client, 5)) found['/client_number'] = t.datev.digits(5);
    if (!digits(form.regular, 4)) found['/wage_types/regular'] = t.datev.digits(4);
    for (const kind of ABSENCES) {
      if (!digits(form.absences[kind], 4)) found[`/wage_types/absences/${kind}`] = t.datev.digits(4);
    }
    for (const kind of SURCHARGES) {
      if (!digits(form.surcharges[kind], 4)) found[`/wage_types/surcharges/${kind}`] = t.datev.digits(4);
    }
    const rows = form.costCentres.filter((row) => row.centre.trim() !== '' || row.wageType.trim() !== '');
    for (const row of rows) {
      if (row.centre.trim() === '' || !/^[0-9]{1,4}$/.test(row.wageType.trim())) {
        found[pointerOf(row.centre.trim())] = t.datev.digits(4);
      }
    }
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const saved = await payrollEndpoints.saveDatevSettings({
        consultant_number: orNull(form.consultant),
        client_number: orNull(form.client),
        wage_types: {
          regular: orNull(form.regular),
          absences: {
            vacation: orNull(form.absences.vacation),
            sick: orNull(form.absences.sick),
            other: orNull(form.absences.other),
          },
          surcharges: {
            night: orNull(form.surcharges.night),
            sunday: orNull(form.surcharges.sunday),
            holiday: orNull(form.surcharges.holiday),
          },
          cost_centres: Object.fromEntries(rows.map((row) => [row.centre.trim(), row.wageType.trim()])),
        },
      });
      client.setQueryData(payrollKeys.datev, saved);
      setForm(formOf(saved));
      await client.invalidateQueries({ queryKey: keys.audit });
      toast(t.datev.saved);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  const setRow = (index: number, change: Partial<Form['costCentres'][number]>) =>
    setForm({
      ...form,
      costCentres: form.costCentres.map((row, i) => (i === index ? { ...row, ...change } : row)),
    });

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
      <div className="form-row">
        <TextField
          label={t.datev.consultantNumber}
          hint={t.datev.consultantHint}
          value={form.consultant}
          onChange={(consultant) => setForm({ ...form, consultant })}
          error={errors['/consultant_number']}
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
          readOnly={!editable}
        />
        <TextField
          label={t.datev.clientNumber}
          hint={t.datev.clientHint}
          value={form.client}
          onChange={(value) => setForm({ ...form, client: value })}
          error={errors['/client_number']}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          readOnly={!editable}
        />
      </div>
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.datev.wageTypes}</legend>
        <p className="field__hint">{t.datev.wageTypeHint}</p>
        <div className="code-fields">
          <TextField
            label={t.datev.regular}
            value={form.regular}
            onChange={(regular) => setForm({ ...form, regular })}
            error={errors['/wage_types/regular']}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            readOnly={!editable}
          />
          {ABSENCES.map((kind) => (
            <TextField
              key={kind}
              label={t.datev.absences[kind]}
              value={form.absences[kind]}
              onChange={(value) => setForm({ ...form, absences: { ...form.absences, [kind]: value } })}
              error={errors[`/wage_types/absences/${kind}`]}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              readOnly={!editable}
            />
          ))}
          {SURCHARGES.map((kind) => (
            <TextField
              key={kind}
              label={t.datev.surchargeWageTypes[kind]}
              value={form.surcharges[kind]}
              onChange={(value) => setForm({ ...form, surcharges: { ...form.surcharges, [kind]: value } })}
              error={errors[`/wage_types/surcharges/${kind}`]}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              readOnly={!editable}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="fieldset fieldset--plain">
        <legend className="field__label">{t.datev.costCentres}</legend>
        <p className="field__hint">{t.datev.costCentresHint}</p>
        {form.costCentres.map((row, index) => (
          <div className="form-row" key={index}>
            <TextField
              label={t.datev.costCentre}
              value={row.centre}
              onChange={(centre) => setRow(index, { centre })}
              maxLength={50}
              autoComplete="off"
              readOnly={!editable}
            />
            <TextField
              label={t.datev.wageType}
              value={row.wageType}
              onChange={(wageType) => setRow(index, { wageType })}
              error={errors[pointerOf(row.centre.trim())]}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              readOnly={!editable}
            />
            {editable ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => setForm({ ...form, costCentres: form.costCentres.filter((_, i) => i !== index) })}
              >
                {t.datev.remove}
              </button>
            ) : null}
          </div>
        ))}
        {editable ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setForm({ ...form, costCentres: [...form.costCentres, { centre: '', wageType: '' }] })}
          >
            {t.datev.addCostCentre}
          </button>
        ) : null}
      </fieldset>
      <FormError error={error} />
      {editable ? (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t.common.saving : t.datev.save}
          </button>
        </div>
      ) : null}
    </form>
  );
}
