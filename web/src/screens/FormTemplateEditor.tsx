import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  CHOICE_TYPES,
  FIELD_LIMITS,
  FIELD_TYPES,
  type FieldType,
  formEndpoints,
  formKeys,
  type TemplateCreate,
  type TemplateDetail,
  type TemplateField,
} from '../api/forms.ts';
import { keys, useProperties } from '../api/queries.ts';
import { Checkbox, Radio, SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, Banner, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { navigate, setSearch } from '../router.tsx';

function BackLink() {
  return (
    <p>
      <button
        type="button"
        className="button button--link"
        onClick={() => setSearch({ id: undefined, version: undefined })}
      >
        ← {t.forms.backToTemplates}
      </button>
    </p>
  );
}

/** A field as the editor holds it: `id` is null until the first save names it. */
interface DraftField {
  key: string;
  id: string | null;
  /** Saved in an earlier version: its type is fixed. */
  existing: boolean;
  type: FieldType;
  label: string;
  required: boolean;
  /** One option per line. */
  options: string;
}

/** Where the form shows a server's field error next to the input it concerns. */
const PLACED = ['/fields', '/property_ids', '/name', '/description'];

let nextKey = 0;
const newKey = () => `f${++nextKey}`;

function draftOf(field: TemplateField): DraftField {
  return {
    key: newKey(),
    id: field.id,
    existing: true,
    type: field.type,
    label: field.label,
    required: field.required,
    options: (field.options ?? []).join('\n'),
  };
}

const optionList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A machine id from the label ("Eingang sauber?" → `eingang_sauber`), unused in any
 * version of the template, as the server wants it: a letter, then letters, digits or _.
 */
export function fieldIdFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .replace(/_+$/, '')
      .slice(0, 56) || 'field';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  return id;
}

/** The fields as the server takes them, new ones named (options only on choice fields). */
function fieldsForSave(fields: DraftField[], used: readonly string[]): TemplateCreate['fields'] {
  const taken = new Set([...used, ...fields.flatMap((f) => (f.id ? [f.id] : []))]);
  return fields.map((field) => {
    let id = field.id;
    if (id === null) {
      id = fieldIdFor(field.label, taken);
      taken.add(id);
    }
    return {
      id,
      type: field.type,
      label: field.label,
      required: field.required,
      ...(CHOICE_TYPES.includes(field.type) ? { options: optionList(field.options) } : {}),
    } as TemplateCreate['fields'][number];
  });
}

/** The template editor: a new template (`id` undefined) or an existing one. */
export function TemplateEditor({ id }: { id: number | undefined }) {
  const template = useQuery({
    queryKey: formKeys.template(id ?? 0),
    queryFn: () => formEndpoints.template(id ?? 0),
    enabled: id !== undefined,
  });
  if (id === undefined) return <EditorForm template={undefined} />;
  if (template.isPending) return <Loading />;
  if (template.isError) {
    return (
      <>
        <BackLink />
        {template.error instanceof ApiError && template.error.status === 404 ? (
          <EmptyState title={t.forms.templateNotFound} />
        ) : (
          <LoadError error={template.error} onRetry={() => void template.refetch()} />
        )}
      </>
    );
  }
  return <EditorForm key={template.data.version} template={template.data} />;
}

function EditorForm({ template }: { template: TemplateDetail | undefined }) {
  const client = useQueryClient();
  const toast = useToast();
  const editable = template?.editable ?? true;
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [active, setActive] = useState(template?.active ?? true);
  const [everywhere, setEverywhere] = useState(template ? template.property_ids === null : true);
  const [chosen, setChosen] = useState<number[]>(template?.property_ids ?? []);
  const [fields, setFields] = useState<DraftField[]>(() => (template?.fields ?? []).map(draftOf));
  const [addType, setAddType] = useState<FieldType>('checkbox');
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const descriptionId = useId();

  const change = (update: () => void) => {
    update();
    setDirty(true);
  };
  const updateField = (key: string, patch: Partial<DraftField>) =>
    change(() => setFields((list) => list.map((field) => (field.key === key ? { ...field, ...patch } : field))));
  const move = (index: number, by: -1 | 1) =>
    change(() =>
      setFields((list) => {
        const next = [...list];
        const [field] = next.splice(index, 1);
        if (field) next.splice(index + by, 0, field);
        return next;
      }),
    );
  const addField = () => {
    const key = newKey();
    change(() =>
      setFields((list) => [
        ...list,
        { key, id: null, existing: false, type: addType, label: '', required: false, options: '' },
      ]),
    );
    setFocusKey(key);
  };

  /** The first error at or below `pointer`. */
  const errorAt = (pointer: string) =>
    errors[pointer] ?? Object.entries(errors).find(([at]) => at.startsWith(`${pointer}/`))?.[1];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (!everywhere && chosen.length === 0) {
      setErrors({ '/property_ids': t.forms.chooseProperty });
      return;
    }
    setBusy(true);
    const body = {
      name,
      description: description.trim() === '' ? null : description,
      fields: fieldsForSave(fields, template?.used_field_ids ?? []),
      property_ids: everywhere ? null : chosen,
      active,
    };
    try {
      const saved = template ? await formEndpoints.update(template.id, body) : await formEndpoints.create(body);
      client.setQueryData(formKeys.template(saved.id), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: formKeys.templateList }),
        client.invalidateQueries({ queryKey: formKeys.catalog }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
      setDirty(false);
      toast(
        template && saved.version > template.version
          ? t.forms.savedVersion(saved.version)
          : template
            ? t.forms.saved
            : t.forms.created,
      );
      if (!template) navigate(`/form-templates?id=${saved.id}`, { replace: true });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      // Errors the form shows at a field are announced once at the button; others in full there.
      const elsewhere = Object.entries(byField)
        .filter(([pointer]) => !PLACED.some((prefix) => pointer === prefix || pointer.startsWith(`${prefix}/`)))
        .map(([, message]) => message);
      setFailure(elsewhere.length > 0 ? elsewhere.join(' ') : error);
    } finally {
      setBusy(false);
    }
  };

  const fieldsError = errors['/fields'];
  const propertyError = errorAt('/property_ids');

  return (
    <>
      <BackLink />
      <PageHeader
        title={template ? template.name : t.forms.newTemplate}
        intro={template ? t.forms.versionShort(template.version) : t.forms.newTemplateIntro}
      />
      {!editable ? <Banner tone="info">{t.forms.readOnlyScope}</Banner> : null}
      <form className="template-layout" onSubmit={(event) => void save(event)} noValidate>
        <div>
          <section className="card" aria-labelledby="template-fields">
            <h2 className="card__title" id="template-fields">
              {t.forms.fields}
            </h2>
            {fields.some((field) => field.existing) ? <p className="muted small">{t.forms.typeFixed}</p> : null}
            {fieldsError ? <p className="field__error">{fieldsError}</p> : null}
            {fields.length === 0 ? <p className="muted">{t.forms.noFields}</p> : null}
            <ol className="field-list">
              {fields.map((field, index) => (
                <FieldEditor
                  key={field.key}
                  field={field}
                  index={index}
                  count={fields.length}
                  disabled={!editable}
                  autoFocus={focusKey === field.key}
                  errorAt={(suffix) =>
                    suffix === '' ? errors[`/fields/${index}`] : errorAt(`/fields/${index}${suffix}`)
                  }
                  onChange={(patch) => updateField(field.key, patch)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => change(() => setFields((list) => list.filter((f) => f.key !== field.key)))}
                />
              ))}
            </ol>
            {editable && fields.length < FIELD_LIMITS.fields ? (
              <div className="field-add">
                <SelectField
                  label={t.forms.newFieldType}
                  value={addType}
                  onChange={(value) => setAddType(value as FieldType)}
                  options={FIELD_TYPES.map((type) => ({ value: type, label: t.forms.types[type] }))}
                />
                <button type="button" className="button" onClick={addField}>
                  {t.forms.addField}
                </button>
              </div>
            ) : null}
          </section>
        </div>
        <div>
          <section className="card" aria-labelledby="template-details">
            <h2 className="card__title" id="template-details">
              {t.forms.details}
            </h2>
            <TextField
              label={t.forms.name}
              value={name}
              maxLength={200}
              disabled={!editable}
              onChange={(value) => change(() => setName(value))}
              error={errors['/name']}
            />
            <div className={`field${errors['/description'] ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={descriptionId}>
                {t.forms.description}
                <span className="field__optional"> ({t.common.optional})</span>
              </label>
              <textarea
                id={descriptionId}
                className="input"
                rows={2}
                maxLength={2000}
                disabled={!editable}
                value={description}
                onChange={(event) => change(() => setDescription(event.target.value))}
              />
              {errors['/description'] ? <p className="field__error">{errors['/description']}</p> : null}
            </div>
            <Checkbox
              label={t.forms.activeLabel}
              description={t.forms.activeHint}
              checked={active}
              disabled={!editable}
              onChange={(checked) => change(() => setActive(checked))}
            />
          </section>
          <section className="card" aria-labelledby="template-properties">
            <h2 className="card__title" id="template-properties">
              {t.forms.offeredAt}
            </h2>
            <PropertyScope
              everywhere={everywhere}
              chosen={chosen}
              disabled={!editable}
              onChange={(all, ids) =>
                change(() => {
                  setEverywhere(all);
                  setChosen(ids);
                })
              }
            />
            {propertyError ? <p className="field__error">{propertyError}</p> : null}
          </section>
          {template ? <VersionList template={template} /> : null}
        </div>
        {editable ? (
          <div className="template-actions template-actions--sticky">
            <FormError error={failure} />
            <button type="submit" className="button button--primary" disabled={busy || (!dirty && !!template)}>
              {busy ? t.forms.saving : template ? t.forms.saveNewVersion : t.forms.createTemplate}
            </button>
            <p className="muted small">{t.forms.versionHint}</p>
          </div>
        ) : null}
      </form>
    </>
  );
}

/** Where a template is offered: every property, or the ones ticked. */
export function PropertyScope({
  everywhere,
  chosen,
  disabled = false,
  onChange,
}: {
  everywhere: boolean;
  chosen: number[];
  disabled?: boolean;
  onChange: (everywhere: boolean, chosen: number[]) => void;
}) {
  const properties = useProperties('', false);
  const name = useId();
  return (
    <fieldset className="fieldset-plain" disabled={disabled}>
      <legend className="visually-hidden">{t.forms.offeredAt}</legend>
      <Radio
        name={name}
        label={t.forms.everyProperty}
        description={t.forms.everyPropertyHint}
        checked={everywhere}
        onChange={() => onChange(true, chosen)}
      />
      <Radio
        name={name}
        label={t.forms.chosenProperties}
        checked={!everywhere}
        onChange={() => onChange(false, chosen)}
      />
      {!everywhere ? (
        <div className="property-choice" role="group" aria-label={t.forms.chosenProperties}>
          {(properties.data ?? []).map((property) => (
            <Checkbox
              key={property.id}
              label={property.name}
              checked={chosen.includes(property.id)}
              onChange={(checked) =>
                onChange(false, checked ? [...chosen, property.id] : chosen.filter((id) => id !== property.id))
              }
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

interface FieldEditorProps {
  field: DraftField;
  index: number;
  count: number;
  disabled: boolean;
  autoFocus: boolean;
  /** The server's message at this field (`''`) or below it (`/label`). */
  errorAt: (suffix: string) => string | undefined;
  onChange: (patch: Partial<DraftField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function FieldEditor({
  field,
  index,
  count,
  disabled,
  autoFocus,
  errorAt,
  onChange,
  onMove,
  onRemove,
}: FieldEditorProps) {
  const optionsId = useId();
  const choice = CHOICE_TYPES.includes(field.type);
  const optionsError = errorAt('/options');
  const position = index + 1;
  return (
    <li className="field-card" data-field-index={index}>
      <div className="field-card__head">
        <span className="field-card__number" aria-hidden="true">
          {position}
        </span>
        <Badge tone="neutral">{t.forms.types[field.type]}</Badge>
        {field.id ? <code className="muted small">{field.id}</code> : null}
        {!disabled ? (
          <span className="field-card__tools">
            <button
              type="button"
              className="button button--small button--quiet"
              disabled={index === 0}
              aria-label={t.forms.moveUp(position)}
              onClick={() => onMove(-1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button--small button--quiet"
              disabled={index === count - 1}
              aria-label={t.forms.moveDown(position)}
              onClick={() => onMove(1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="button button--small button--quiet"
              aria-label={t.forms.removeField(position)}
              onClick={onRemove}
            >
              {t.forms.remove}
            </button>
          </span>
        ) : null}
      </div>
      <div className="field-card__body">
        <TextField
          label={t.forms.fieldLabel(position)}
          value={field.label}
          maxLength={FIELD_LIMITS.labelLength}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(label) => onChange({ label })}
          error={errorAt('/label') ?? errorAt('/id') ?? errorAt('')}
        />
        {field.existing ? (
          errorAt('/type') ? (
            <p className="field__error">{errorAt('/type')}</p>
          ) : null
        ) : (
          <SelectField
            label={t.forms.fieldType}
            value={field.type}
            disabled={disabled}
            onChange={(type) => onChange({ type: type as FieldType })}
            options={FIELD_TYPES.map((type) => ({ value: type, label: t.forms.types[type] }))}
            error={errorAt('/type')}
          />
        )}
        {choice ? (
          <div className={`field${optionsError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={optionsId}>
              {t.forms.options}
            </label>
            <textarea
              id={optionsId}
              className="input"
              rows={3}
              disabled={disabled}
              value={field.options}
              aria-invalid={optionsError ? true : undefined}
              aria-describedby={`${optionsId}-hint`}
              onChange={(event) => onChange({ options: event.target.value })}
            />
            <p className="field__hint" id={`${optionsId}-hint`}>
              {t.forms.optionsHint}
            </p>
            {optionsError ? <p className="field__error">{optionsError}</p> : null}
          </div>
        ) : null}
        <Checkbox
          label={t.forms.required}
          checked={field.required}
          disabled={disabled}
          onChange={(required) => onChange({ required })}
        />
      </div>
    </li>
  );
}

function VersionList({ template }: { template: TemplateDetail }) {
  return (
    <section className="card" aria-labelledby="template-versions">
      <h2 className="card__title" id="template-versions">
        {t.forms.versions}
      </h2>
      <ol className="version-list">
        {template.versions.map((version) => (
          <li key={version.version}>
            <span className="cell-strong">{t.forms.versionShort(version.version)}</span>{' '}
            {version.current ? <Badge tone="success">{t.forms.current}</Badge> : null}
            <span className="muted small block">
              {formatDateTime(version.created_at)} · {t.forms.fieldsCount(version.field_count)}
            </span>
            {!version.current ? (
              <a
                href={`/form-templates?id=${template.id}&version=${version.version}`}
                className="small"
                onClick={(event) => {
                  event.preventDefault();
                  setSearch({ version: String(version.version) });
                }}
              >
                {t.forms.viewVersion}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An older (or the current) version's fields, read-only. */
export function TemplateVersionView({ id, version }: { id: number; version: number }) {
  const template = useQuery({ queryKey: formKeys.template(id), queryFn: () => formEndpoints.template(id) });
  const fields = useQuery({
    queryKey: formKeys.version(id, version),
    queryFn: () => formEndpoints.version(id, version),
  });
  const back = (
    <p>
      <button type="button" className="button button--link" onClick={() => setSearch({ version: undefined })}>
        ← {t.forms.backToTemplate}
      </button>
    </p>
  );
  if (fields.isPending || template.isPending) return <Loading />;
  if (fields.isError || template.isError) {
    const error = fields.error ?? template.error;
    return (
      <>
        {back}
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState title={t.forms.versionNotFound} />
        ) : (
          <LoadError error={error} onRetry={() => void fields.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader
        title={template.data.name}
        intro={t.forms.versionIntro(version, formatDateTime(fields.data.created_at))}
      />
      {!fields.data.current ? <Banner tone="info">{t.forms.olderVersion(template.data.version)}</Banner> : null}
      <section className="card">
        <ol className="field-list field-list--read">
          {fields.data.fields.map((field) => (
            <li key={field.id} className="field-card">
              <div className="field-card__head">
                <Badge tone="neutral">{t.forms.types[field.type]}</Badge>
                <code className="muted small">{field.id}</code>
                {field.required ? <span className="small">{t.forms.required}</span> : null}
              </div>
              <p className="cell-strong">{field.label}</p>
              {field.options ? <p className="muted small">{field.options.join(' · ')}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
