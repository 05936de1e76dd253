import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { INCIDENT_SEVERITIES, incidentEndpoints, incidentKeys, type IncidentSeverity } from '../api/incidents.ts';
import { keys } from '../api/queries.ts';
import type { Property } from '../api/types.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { FormError } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { instantOf, timeNow, today } from '../lib/format.ts';
import { useFocusInvalid } from '../lib/useFocusInvalid.ts';
import { compact, lengthError, requiredError, textError } from '../lib/validation.ts';

/**
 * "New incident" in the office: the property (of those the person sees), what and how
 * bad, where, and when it happened (now by default, on the organisation's clocks). The
 * uuid is made when the dialog opens, so a double submit reports it once.
 */
export function NewIncidentDialog({
  properties,
  preset,
  onClose,
}: {
  properties: Property[];
  preset: number | undefined;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const descriptionId = useId();
  const [uuid] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({
    property: String(preset ?? ''),
    title: '',
    severity: 'medium' as IncidentSeverity,
    location: '',
    description: '',
    day: today(),
    time: timeNow(),
  });
  const [initialForm] = useState(form);
  const dirty = JSON.stringify(form) !== JSON.stringify(initialForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusInvalid(errors);
  const active = properties;

  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    const pointer = key === 'day' || key === 'time' ? '/occurred_at' : key === 'property' ? '/property_id' : `/${key}`;
    setErrors(({ [pointer]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const occurredAt = instantOf(form.day, form.time);
    const found = compact({
      '/property_id': requiredError(form.property),
      '/title': textError(form.title, 200),
      '/location': lengthError(form.location.trim(), 200),
      '/description': lengthError(form.description.trim(), 10_000),
      '/occurred_at': occurredAt ? undefined : t.validation.required,
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || !occurredAt) return;
    setBusy(true);
    setError(null);
    try {
      const created = await incidentEndpoints.create({
        uuid,
        property_id: Number(form.property),
        title: form.title.trim(),
        severity: form.severity,
        location: form.location.trim() || null,
        description: form.description.trim() || null,
        occurred_at: occurredAt,
      });
      toast(t.incidents.created(created.title));
      await Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.all }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
      // The list shows it on top (newest first); closing takes the dialog's history entry back.
      onClose();
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t.incidents.createTitle} onClose={onClose} dirty={dirty}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        {active.length === 0 ? (
          <p className="field__hint">{t.incidents.noProperties}</p>
        ) : (
          <SelectField
            label={t.incidents.fieldProperty}
            value={form.property}
            onChange={set('property')}
            error={errors['/property_id']}
            options={[
              { value: '', label: t.incidents.choose },
              ...active.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        )}
        <TextField
          label={t.incidents.fieldTitle}
          value={form.title}
          onChange={set('title')}
          error={errors['/title']}
          maxLength={200}
          required
          autoFocusFirst
        />
        <SelectField
          label={t.incidents.fieldSeverity}
          value={form.severity}
          onChange={set('severity')}
          error={errors['/severity']}
          options={INCIDENT_SEVERITIES.map((s) => ({ value: s, label: t.incidents.severity[s] }))}
        />
        <TextField
          label={t.incidents.fieldLocation}
          value={form.location}
          onChange={set('location')}
          error={errors['/location']}
          maxLength={200}
          optional
        />
        <div className="form-row">
          <TextField
            label={t.incidents.fieldOccurredDay}
            type="date"
            value={form.day}
            onChange={set('day')}
            error={errors['/occurred_at']}
            hint={t.incidents.occurredHint}
            required
          />
          <TextField
            label={t.incidents.fieldOccurredTime}
            type="time"
            value={form.time}
            onChange={set('time')}
            required
          />
        </div>
        <div className={`field${errors['/description'] ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={descriptionId}>
            {t.incidents.fieldDescription}
            <span className="field__optional"> ({t.common.optional})</span>
          </label>
          <textarea
            id={descriptionId}
            className="input textarea"
            rows={4}
            value={form.description}
            maxLength={10_000}
            aria-invalid={errors['/description'] ? true : undefined}
            onChange={(event) => set('description')(event.target.value)}
          />
          {errors['/description'] ? <p className="field__error">{errors['/description']}</p> : null}
        </div>
        <FormError error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t.common.saving : t.incidents.submitCreate}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
