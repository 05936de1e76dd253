import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  FIXED_SCALES,
  type InspectionScaleKind,
  type InspectionTemplate,
  type InspectionTemplateDefinition,
  inspectionEndpoints,
  inspectionKeys,
  SCALE_KINDS,
} from '../api/inspections.ts';
import { keys, useCan } from '../api/queries.ts';
import { Icon } from '../components/Icon.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, Banner, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { navigate, setSearch, useSearch } from '../router.tsx';
import { fieldIdFor } from './FormTemplateEditor.tsx';
import { formatThreshold } from './InspectionParts.tsx';

// Templates of quality inspections (docs/inspections.md, "Templates"): the list, a template
// in the editor (`?id=`, `?id=new`) and an older version read-only (`?id=&version=`). Like
// form templates, every save is a new version; inspections started earlier keep theirs.
// Reading needs tasks.manage (the page's permission), changing forms.manage.

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function InspectionTemplatesPage() {
  const params = useSearch();
  const idParam = params.get('id');
  const id = positive(idParam);
  const version = positive(params.get('version'));
  if (idParam === 'new') return <EditorForm template={undefined} readOnly={false} />;
  if (id !== undefined) return <TemplateLoader key={`${id}-${version ?? ''}`} id={id} version={version} />;
  return <TemplateList />;
}

function BackLink({ toCurrent = false }: { toCurrent?: boolean }) {
  const words = t.inspections.templates;
  return (
    <p>
      <button
        type="button"
        className="button button--link"
        onClick={() => setSearch(toCurrent ? { version: undefined } : { id: undefined, version: undefined })}
      >
        ← {toCurrent ? words.backToCurrent : words.back}
      </button>
    </p>
  );
}

function TemplateList() {
  const words = t.inspections.templates;
  const can = useCan();
  const templates = useQuery({ queryKey: inspectionKeys.templateList, queryFn: inspectionEndpoints.templates });
  return (
    <>
      <p>
        <button type="button" className="button button--link" onClick={() => navigate('/inspections')}>
          ← {t.inspections.detail.back}
        </button>
      </p>
      <PageHeader
        title={words.title}
        intro={words.intro}
        actions={
          can('forms.manage') ? (
            <button type="button" className="button button--primary" onClick={() => setSearch({ id: 'new' })}>
              <Icon name="plus" />
              {words.newTemplate}
            </button>
          ) : undefined
        }
      />
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.data.length === 0 ? (
        <EmptyState title={words.empty}>
          <p>{words.emptyHint}</p>
        </EmptyState>
      ) : (
        <section className="card card--flush">
          <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">{words.name}</th>
                  <th scope="col">{words.version}</th>
                  <th scope="col">{words.changed}</th>
                </tr>
              </thead>
              <tbody>
                {templates.data.data.map((template) => (
                  <tr key={template.id} data-template={template.id}>
                    <th scope="row" className="cell-strong">
                      <a
                        href={`/inspection-templates?id=${template.id}`}
                        onClick={(event) => {
                          event.preventDefault();
                          setSearch({ id: String(template.id) });
                        }}
                      >
                        {template.name}
                      </a>
                    </th>
                    <td data-label={words.version}>{template.current_version}</td>
                    <td data-label={words.changed}>{formatDateTime(template.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

/** The current version in the editor, or (with `version`) that version read-only. */
function TemplateLoader({ id, version }: { id: number; version: number | undefined }) {
  const template = useQuery({
    queryKey: version === undefined ? inspectionKeys.currentTemplate(id) : inspectionKeys.template(id, version),
    queryFn: () =>
      version === undefined ? inspectionEndpoints.currentTemplate(id) : inspectionEndpoints.template(id, version),
  });
  if (template.isPending) return <Loading />;
  if (template.isError) {
    return (
      <>
        <BackLink />
        {template.error instanceof ApiError && template.error.status === 404 ? (
          <EmptyState title={t.inspections.templates.notFound} />
        ) : (
          <LoadError error={template.error} onRetry={() => void template.refetch()} />
        )}
      </>
    );
  }
  return (
    <EditorForm
      key={template.data.version}
      template={template.data}
      readOnly={template.data.version !== template.data.current_version}
    />
  );
}

interface DraftStep {
  key: string;
  value: string;
  percent: string;
}
interface DraftCriterion {
  key: string;
  /** Null until the save names it from its label. */
  id: string | null;
  label: string;
  weight: string;
  /** Comma separated; empty: every area type. */
  areaTypes: string;
}
interface DraftTypeWeight {
  key: string;
  type: string;
  weight: string;
}

let nextKey = 0;
const newKey = () => `i${++nextKey}`;

/** A number as typed, with a comma or a point; NaN when empty or no number (the server then says so at the field). */
function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
/** A number for an input, with the locale's decimal sign. */
const numberText = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 4, useGrouping: false });
/** A weight as shown in the formula line: "×2", "×1,5". */
const weightText = (value: number) =>
  Number.isFinite(value) ? `×${value.toLocaleString(locale, { maximumFractionDigits: 2 })}` : '×?';
const typeList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The JSON pointer token of an area type (RFC 6901: `~` → `~0`, `/` → `~1`). */
const pointerToken = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

/** Where the form shows a server's field error next to the input it concerns. */
const PLACED = [
  '/name',
  '/definition/scale',
  '/definition/criteria',
  '/definition/areaTypeWeights',
  '/definition/thresholdPercent',
  '/definition/samplePercent',
  '/definition/sampleMinimum',
];

const EMPTY_DEFINITION: InspectionTemplateDefinition = {
  scale: { kind: '1-3', steps: FIXED_SCALES['1-3'] },
  criteria: [],
  areaTypeWeights: {},
  thresholdPercent: 85,
  samplePercent: 10,
  sampleMinimum: 1,
};

function EditorForm({ template, readOnly }: { template: InspectionTemplate | undefined; readOnly: boolean }) {
  const words = t.inspections.templates;
  const client = useQueryClient();
  const toast = useToast();
  const can = useCan();
  const editable = can('forms.manage') && !readOnly;
  const def = template?.definition ?? EMPTY_DEFINITION;
  const [name, setName] = useState(template?.name ?? '');
  const [kind, setKind] = useState<InspectionScaleKind>(def.scale.kind);
  const [steps, setSteps] = useState<DraftStep[]>(() =>
    def.scale.steps.map((step) => ({ key: newKey(), value: step.value, percent: numberText(step.percent) })),
  );
  const [criteria, setCriteria] = useState<DraftCriterion[]>(() =>
    def.criteria.map((c) => ({
      key: newKey(),
      id: c.id,
      label: c.label,
      weight: c.weight === undefined ? '' : numberText(c.weight),
      areaTypes: c.areaTypes.join(', '),
    })),
  );
  const [typeWeights, setTypeWeights] = useState<DraftTypeWeight[]>(() =>
    Object.entries(def.areaTypeWeights).map(([type, weight]) => ({ key: newKey(), type, weight: numberText(weight) })),
  );
  const [threshold, setThreshold] = useState(numberText(def.thresholdPercent));
  const [samplePercent, setSamplePercent] = useState(numberText(def.samplePercent));
  const [sampleMinimum, setSampleMinimum] = useState(String(def.sampleMinimum));
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  const change = (update: () => void) => {
    update();
    setDirty(true);
  };
  const chooseKind = (next: InspectionScaleKind) =>
    change(() => {
      setKind(next);
      // Own steps start from the steps shown so far; a fixed scale brings its own.
      const from = next === 'custom' ? (kind === 'custom' ? null : FIXED_SCALES[kind]) : FIXED_SCALES[next];
      if (from) setSteps(from.map((step) => ({ key: newKey(), value: step.value, percent: numberText(step.percent) })));
    });
  const updateStep = (key: string, patch: Partial<DraftStep>) =>
    change(() => setSteps((list) => list.map((step) => (step.key === key ? { ...step, ...patch } : step))));
  const updateCriterion = (key: string, patch: Partial<DraftCriterion>) =>
    change(() => setCriteria((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c))));
  const updateTypeWeight = (key: string, patch: Partial<DraftTypeWeight>) =>
    change(() => setTypeWeights((list) => list.map((w) => (w.key === key ? { ...w, ...patch } : w))));
  const moveCriterion = (index: number, by: -1 | 1) =>
    change(() =>
      setCriteria((list) => {
        const next = [...list];
        const [moved] = next.splice(index, 1);
        if (moved) next.splice(index + by, 0, moved);
        return next;
      }),
    );
  const add = <T extends { key: string }>(set: (update: (list: T[]) => T[]) => void, item: Omit<T, 'key'>) => {
    const key = newKey();
    change(() => set((list) => [...list, { ...item, key } as T]));
    setFocusKey(key);
  };

  /** The definition as the server takes it, new criteria named after their labels. */
  const definition = (): InspectionTemplateDefinition => {
    const taken = new Set(criteria.flatMap((c) => (c.id ? [c.id] : [])));
    const weights: Record<string, number> = {};
    for (const row of typeWeights) if (row.type.trim() !== '') weights[row.type.trim()] = parseNumber(row.weight);
    return {
      scale: {
        kind,
        steps:
          kind === 'custom'
            ? steps.map((step) => ({ value: step.value.trim(), percent: parseNumber(step.percent) }))
            : FIXED_SCALES[kind],
      },
      criteria: criteria.map((c) => {
        let id = c.id;
        if (id === null) {
          id = fieldIdFor(c.label, taken);
          taken.add(id);
        }
        return {
          id,
          label: c.label.trim(),
          areaTypes: typeList(c.areaTypes),
          ...(c.weight.trim() === '' ? {} : { weight: parseNumber(c.weight) }),
        };
      }),
      areaTypeWeights: weights,
      thresholdPercent: parseNumber(threshold),
      samplePercent: parseNumber(samplePercent),
      sampleMinimum: parseNumber(sampleMinimum),
    };
  };

  /** The first error at or below `pointer`. */
  const errorAt = (pointer: string) =>
    errors[pointer] ?? Object.entries(errors).find(([at]) => at.startsWith(`${pointer}/`))?.[1];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const body = { name: name.trim(), definition: definition() };
      const saved = template
        ? await inspectionEndpoints.reviseTemplate(template.template_id, body)
        : await inspectionEndpoints.createTemplate(body);
      client.setQueryData(inspectionKeys.currentTemplate(saved.template_id), saved);
      await Promise.all([
        // Every version read before names the current version it knew.
        client.invalidateQueries({ queryKey: inspectionKeys.templateVersions(saved.template_id) }),
        client.invalidateQueries({ queryKey: inspectionKeys.templateList }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
      setDirty(false);
      toast(template ? words.savedVersion(saved.version) : words.created);
      if (!template) navigate(`/inspection-templates?id=${saved.template_id}`, { replace: true });
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      // Errors shown at a field are announced once at the button; others in full there.
      const elsewhere = Object.entries(byField)
        .filter(([pointer]) => !PLACED.some((prefix) => pointer === prefix || pointer.startsWith(`${prefix}/`)))
        .map(([, message]) => message);
      setFailure(elsewhere.length > 0 ? elsewhere.join(' ') : error);
    } finally {
      setBusy(false);
    }
  };

  const disabled = !editable;
  const scaleError =
    errors['/definition/scale'] ?? errors['/definition/scale/steps'] ?? errors['/definition/scale/kind'];
  const criteriaError = errors['/definition/criteria'];
  const live = definition();
  const formula = t.inspections.detail;

  return (
    <>
      <BackLink toCurrent={readOnly} />
      <PageHeader
        title={template ? template.name : words.newTemplate}
        intro={template ? words.versionShort(template.version) : words.newIntro}
      />
      {template && readOnly ? (
        <Banner tone="info">{words.olderVersion(template.version, template.current_version)}</Banner>
      ) : null}
      {!readOnly && !can('forms.manage') ? <Banner tone="info">{words.viewOnly}</Banner> : null}
      <form className="template-layout" onSubmit={(event) => void save(event)} noValidate>
        <div>
          <section className="card" aria-labelledby="itpl-criteria">
            <h2 className="card__title" id="itpl-criteria">
              {words.criteria}
            </h2>
            {criteriaError ? <p className="field__error">{criteriaError}</p> : null}
            {criteria.length === 0 ? <p className="muted">{words.noCriteria}</p> : null}
            <ol className="field-list">
              {criteria.map((criterion, index) => {
                const at = `/definition/criteria/${index}`;
                const position = index + 1;
                return (
                  <li key={criterion.key} className="field-card" data-criterion-index={index}>
                    <div className="field-card__head">
                      <span className="field-card__number" aria-hidden="true">
                        {position}
                      </span>
                      {criterion.id ? <code className="muted small">{criterion.id}</code> : null}
                      {!disabled ? (
                        <span className="field-card__tools">
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            disabled={index === 0}
                            aria-label={words.moveUp(position)}
                            onClick={() => moveCriterion(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            disabled={index === criteria.length - 1}
                            aria-label={words.moveDown(position)}
                            onClick={() => moveCriterion(index, 1)}
                          >
                            ↓
                          </button>
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            aria-label={words.removeCriterion(position)}
                            onClick={() =>
                              change(() => setCriteria((list) => list.filter((c) => c.key !== criterion.key)))
                            }
                          >
                            {words.remove}
                          </button>
                        </span>
                      ) : null}
                    </div>
                    <div className="itpl-criterion">
                      <TextField
                        label={words.criterionLabel(position)}
                        value={criterion.label}
                        maxLength={200}
                        disabled={disabled}
                        autoFocus={focusKey === criterion.key}
                        onChange={(label) => updateCriterion(criterion.key, { label })}
                        error={errorAt(`${at}/label`) ?? errorAt(`${at}/id`) ?? errors[at]}
                      />
                      <TextField
                        label={words.weight}
                        value={criterion.weight}
                        inputMode="decimal"
                        placeholder="1"
                        hint={words.weightHint}
                        disabled={disabled}
                        onChange={(weight) => updateCriterion(criterion.key, { weight })}
                        error={errorAt(`${at}/weight`)}
                      />
                      <TextField
                        label={words.areaTypes}
                        value={criterion.areaTypes}
                        hint={words.areaTypesHint}
                        disabled={disabled}
                        onChange={(areaTypes) => updateCriterion(criterion.key, { areaTypes })}
                        error={errorAt(`${at}/areaTypes`)}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            {editable && criteria.length < 100 ? (
              <button
                type="button"
                className="button"
                onClick={() => add(setCriteria, { id: null, label: '', weight: '', areaTypes: '' })}
              >
                <Icon name="plus" />
                {words.addCriterion}
              </button>
            ) : null}
          </section>

          <section className="card" aria-labelledby="itpl-types">
            <h2 className="card__title" id="itpl-types">
              {words.areaTypeWeights}
            </h2>
            <p className="muted small">{words.areaTypeWeightsHint}</p>
            {typeWeights.length > 0 ? (
              <ol className="itpl-rows">
                {typeWeights.map((row, index) => {
                  const error =
                    row.type.trim() === ''
                      ? undefined
                      : errorAt(`/definition/areaTypeWeights/${pointerToken(row.type.trim())}`);
                  return (
                    <li key={row.key} className="itpl-row" data-area-type-index={index}>
                      <TextField
                        label={words.areaType(index + 1)}
                        value={row.type}
                        maxLength={100}
                        disabled={disabled}
                        autoFocus={focusKey === row.key}
                        onChange={(type) => updateTypeWeight(row.key, { type })}
                      />
                      <TextField
                        label={words.areaTypeWeight(index + 1)}
                        value={row.weight}
                        inputMode="decimal"
                        disabled={disabled}
                        onChange={(weight) => updateTypeWeight(row.key, { weight })}
                        error={error}
                      />
                      {!disabled ? (
                        <button
                          type="button"
                          className="button button--quiet itpl-row__remove"
                          aria-label={words.removeAreaType(index + 1)}
                          onClick={() => change(() => setTypeWeights((list) => list.filter((w) => w.key !== row.key)))}
                        >
                          {words.remove}
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            ) : null}
            {editable ? (
              <button type="button" className="button" onClick={() => add(setTypeWeights, { type: '', weight: '2' })}>
                <Icon name="plus" />
                {words.addAreaType}
              </button>
            ) : null}
          </section>
        </div>

        <div>
          <section className="card" aria-labelledby="itpl-details">
            <h2 className="card__title" id="itpl-details">
              {words.details}
            </h2>
            <TextField
              label={words.name}
              value={name}
              maxLength={200}
              disabled={disabled}
              onChange={(value) => change(() => setName(value))}
              error={errors['/name']}
            />
          </section>

          <section className="card" aria-labelledby="itpl-scale">
            <h2 className="card__title" id="itpl-scale">
              {words.scale}
            </h2>
            <SelectField
              label={words.scaleKind}
              value={kind}
              disabled={disabled}
              onChange={(value) => chooseKind(value as InspectionScaleKind)}
              options={SCALE_KINDS.map((value) => ({ value, label: words.kinds[value] }))}
              error={scaleError}
            />
            {kind !== 'custom' ? (
              <p className="small">
                {words.fixedSteps}{' '}
                {FIXED_SCALES[kind].map((step) => `${step.value} = ${formatThreshold(step.percent)}`).join(' · ')}
              </p>
            ) : (
              <>
                <ol className="itpl-rows">
                  {steps.map((step, index) => {
                    const at = `/definition/scale/steps/${index}`;
                    return (
                      <li key={step.key} className="itpl-row" data-step-index={index}>
                        <TextField
                          label={words.stepValue(index + 1)}
                          value={step.value}
                          maxLength={40}
                          disabled={disabled}
                          autoFocus={focusKey === step.key}
                          onChange={(value) => updateStep(step.key, { value })}
                          error={errorAt(`${at}/value`) ?? errors[at]}
                        />
                        <TextField
                          label={words.stepPercent(index + 1)}
                          value={step.percent}
                          inputMode="decimal"
                          disabled={disabled}
                          onChange={(percent) => updateStep(step.key, { percent })}
                          error={errorAt(`${at}/percent`)}
                        />
                        {!disabled ? (
                          <button
                            type="button"
                            className="button button--quiet itpl-row__remove"
                            aria-label={words.removeStep(index + 1)}
                            onClick={() => change(() => setSteps((list) => list.filter((s) => s.key !== step.key)))}
                          >
                            {words.remove}
                          </button>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
                {editable && steps.length < 20 ? (
                  <button type="button" className="button" onClick={() => add(setSteps, { value: '', percent: '' })}>
                    <Icon name="plus" />
                    {words.addStep}
                  </button>
                ) : null}
              </>
            )}
          </section>

          <section className="card" aria-labelledby="itpl-acceptance">
            <h2 className="card__title" id="itpl-acceptance">
              {words.acceptance}
            </h2>
            <TextField
              label={words.threshold}
              value={threshold}
              inputMode="decimal"
              hint={words.thresholdHint}
              disabled={disabled}
              onChange={(value) => change(() => setThreshold(value))}
              error={errors['/definition/thresholdPercent']}
            />
            <TextField
              label={words.samplePercent}
              value={samplePercent}
              inputMode="decimal"
              disabled={disabled}
              onChange={(value) => change(() => setSamplePercent(value))}
              error={errors['/definition/samplePercent']}
            />
            <TextField
              label={words.sampleMinimum}
              value={sampleMinimum}
              inputMode="numeric"
              disabled={disabled}
              onChange={(value) => change(() => setSampleMinimum(value))}
              error={errors['/definition/sampleMinimum']}
            />
          </section>

          <section className="card inspection-formula" aria-labelledby="itpl-formula" aria-live="polite">
            <h2 className="card__title" id="itpl-formula">
              {formula.formulaTitle}
            </h2>
            <ol>
              {formula.formula.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
            <p data-testid="formula-scale">
              <strong>{formula.scale}:</strong>{' '}
              {live.scale.steps
                .map((step) => `${step.value} = ${Number.isFinite(step.percent) ? formatThreshold(step.percent) : '?'}`)
                .join(' · ')}
            </p>
            {live.criteria.length > 0 ? (
              <p data-testid="formula-criteria">
                <strong>{formula.weight}:</strong>{' '}
                {live.criteria
                  .map(
                    (c) =>
                      `${c.label || '?'} ${weightText(c.weight ?? 1)} (${c.areaTypes.length > 0 ? c.areaTypes.join(', ') : words.allTypes})`,
                  )
                  .join(' · ')}
              </p>
            ) : null}
            <p data-testid="formula-types">
              <strong>{formula.areaType}:</strong>{' '}
              {Object.keys(live.areaTypeWeights).length > 0
                ? Object.entries(live.areaTypeWeights)
                    .map(([type, weight]) => `${type} ${weightText(weight)}`)
                    .join(' · ')
                : words.everyTypeWeighsOne}
            </p>
            <p>
              {Number.isFinite(live.thresholdPercent) ? words.passedFrom(formatThreshold(live.thresholdPercent)) : null}{' '}
              {Number.isFinite(live.samplePercent) && Number.isFinite(live.sampleMinimum)
                ? `${formula.sampleRule(live.samplePercent.toLocaleString(locale), live.sampleMinimum)}.`
                : null}
            </p>
          </section>

          {template ? <VersionList template={template} /> : null}
        </div>
        {editable ? (
          <div className="template-actions template-actions--sticky">
            <FormError error={failure} />
            <button type="submit" className="button button--primary" disabled={busy || (!dirty && !!template)}>
              {busy ? words.saving : template ? words.saveNewVersion : words.createTemplate}
            </button>
            <p className="muted small">{words.versionHint}</p>
          </div>
        ) : null}
      </form>
    </>
  );
}

/** The versions, newest first: the current one and a link to each older one. */
function VersionList({ template }: { template: InspectionTemplate }) {
  const words = t.inspections.templates;
  const versions = Array.from({ length: template.current_version }, (_, i) => template.current_version - i);
  return (
    <section className="card" aria-labelledby="itpl-versions">
      <h2 className="card__title" id="itpl-versions">
        {words.versions}
      </h2>
      <ol className="version-list">
        {versions.map((version) => (
          <li key={version}>
            <span className="cell-strong">{words.versionShort(version)}</span>{' '}
            {version === template.current_version ? <Badge tone="success">{words.current}</Badge> : null}{' '}
            {version !== template.version ? (
              <a
                href={`/inspection-templates?id=${template.template_id}${version === template.current_version ? '' : `&version=${version}`}`}
                className="small"
                onClick={(event) => {
                  event.preventDefault();
                  setSearch({ version: version === template.current_version ? undefined : String(version) });
                }}
              >
                {words.viewVersion(version)}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
