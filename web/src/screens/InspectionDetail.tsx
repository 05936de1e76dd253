import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  fileUrl,
  type InspectionDetail,
  inspectionEndpoints,
  inspectionKeys,
  type InspectionRating,
  type InspectionTemplate,
  thumbnailUrl,
} from '../api/inspections.ts';
import { useProperties } from '../api/queries.ts';
import { TextField } from '../components/fields.tsx';
import { PhotoGallery } from '../components/PhotoGallery.tsx';
import { ReportButton } from '../components/ReportButton.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { fieldErrors } from '../lib/errors.ts';
import { formatDate, formatNumber, today } from '../lib/format.ts';
import { Link, setSearch } from '../router.tsx';
import { formatPercent, formatThreshold, ScoreBadge } from './InspectionParts.tsx';

// One inspection in the office: what was inspected and how the sample was drawn, the score
// overall, per area type and per area with every criterion's rating, the defects with their
// photos and a one-click follow-up task, the formula, the signature and the linked
// re-inspections (docs/inspections.md).

/** Presented like the server's presentPercent: one decimal, half up. */
const shown = (percent: number) => Math.round(percent * 10 + 1e-9) / 10;

const weightText = (weight: number) => weight.toLocaleString(locale, { maximumFractionDigits: 2 });

/** The day after today in the organisation's zone: a defect's task is due tomorrow unless changed. */
function tomorrow(): string {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function BackLink() {
  return (
    <p>
      <button type="button" className="button button--link" onClick={() => setSearch({ id: undefined })}>
        ← {t.inspections.detail.back}
      </button>
    </p>
  );
}

export function InspectionDetailView({ id }: { id: number }) {
  const inspection = useQuery({ queryKey: inspectionKeys.detail(id), queryFn: () => inspectionEndpoints.get(id) });
  const data = inspection.data;
  const template = useQuery({
    queryKey: inspectionKeys.template(data?.template_id ?? 0, data?.template_version ?? 0),
    queryFn: () => inspectionEndpoints.template(data?.template_id ?? 0, data?.template_version ?? 0),
    enabled: data !== undefined,
    staleTime: Infinity,
  });
  if (inspection.isPending || (data !== undefined && template.isPending)) return <Loading />;
  const error = inspection.error ?? template.error;
  if (error || !data || !template.data) {
    return (
      <>
        <BackLink />
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState title={t.inspections.detail.notFound} />
        ) : (
          <LoadError
            error={error}
            onRetry={() => {
              void inspection.refetch();
              void template.refetch();
            }}
          />
        )}
      </>
    );
  }
  return <InspectionView inspection={data} template={template.data} />;
}

function InspectionView({ inspection, template }: { inspection: InspectionDetail; template: InspectionTemplate }) {
  const words = t.inspections.detail;
  const def = template.definition;
  const properties = useProperties('', true);
  const propertyName = properties.data?.find((p) => p.id === inspection.property_id)?.name ?? '';
  // The re-inspections made of this one, and the original's date, from the property's list.
  const related = useQuery({
    queryKey: inspectionKeys.list({ property_id: inspection.property_id }),
    queryFn: () => inspectionEndpoints.list({ property_id: inspection.property_id }),
  });
  const reinspections = (related.data?.data ?? []).filter((row) => row.reinspection_of === inspection.id);
  const original = (related.data?.data ?? []).find((row) => row.id === inspection.reinspection_of);
  const inspector = (related.data?.data ?? []).find((row) => row.id === inspection.id)?.inspector_name;
  const criteria = new Map(def.criteria.map((c) => [c.id, c]));
  const steps = new Map(def.scale.steps.map((s) => [s.value, s.percent]));
  const areaScore = new Map((inspection.score?.areas ?? []).map((a) => [a.area_id, a.percent]));
  const ratingsOf = (areaId: number) => inspection.ratings.filter((r) => r.area_id === areaId);
  const defects = inspection.ratings.filter((r) => r.defect);
  const areaName = (areaId: number) => inspection.sample.find((a) => a.area_id === areaId)?.name ?? '';
  const typeName = (type: string) => (type === '' ? words.untyped : type);
  const title = words.title(propertyName, formatDate(inspection.date));

  return (
    <>
      <BackLink />
      <PageHeader
        title={title}
        actions={
          <ReportButton kind="inspection" subjectId={inspection.id} disabled={inspection.status !== 'completed'} />
        }
      />
      <div className="inspection-layout">
        <section className="card">
          <dl className="facts facts--inline">
            <div>
              <dt>{words.property}</dt>
              <dd>{propertyName}</dd>
            </div>
            <div>
              <dt>{words.date}</dt>
              <dd>{formatDate(inspection.date)}</dd>
            </div>
            {inspector ? (
              <div>
                <dt>{t.inspections.columns.inspector}</dt>
                <dd>{inspector}</dd>
              </div>
            ) : null}
            <div>
              <dt>{words.template}</dt>
              <dd>{words.templateVersion(template.name, template.version)}</dd>
            </div>
            <div>
              <dt>{words.status}</dt>
              <dd>{t.inspections.status[inspection.status]}</dd>
            </div>
            <div>
              <dt>{words.seed}</dt>
              <dd>{inspection.seed}</dd>
            </div>
          </dl>
          <p className="muted small">{words.sampleRule(weightText(def.samplePercent), def.sampleMinimum)}</p>
          {inspection.reinspection_of !== null ? (
            <p>
              {words.reinspectionOf}{' '}
              <Link to={`/inspections?id=${inspection.reinspection_of}`}>
                {original ? words.original(formatDate(original.date)) : words.openOriginal(inspection.reinspection_of)}
              </Link>
            </p>
          ) : null}
          {reinspections.length > 0 ? (
            <p>
              {words.reinspections}:{' '}
              {reinspections.map((row, index) => (
                <span key={row.id}>
                  {index > 0 ? ', ' : ''}
                  <Link to={`/inspections?id=${row.id}`}>{formatDate(row.date)}</Link>
                </span>
              ))}
            </p>
          ) : null}
        </section>

        <section
          className={`card inspection-overall${inspection.below_threshold ? ' inspection-overall--below' : ''}`}
          aria-labelledby="inspection-overall"
        >
          <h2 className="card__title" id="inspection-overall">
            {words.overall}
          </h2>
          {inspection.score_shown === null ? (
            <p className="muted">{words.draftHint}</p>
          ) : (
            <p className="inspection-overall__figure">
              <strong>{formatPercent(inspection.score_shown)}</strong> <ScoreBadge row={inspection} />{' '}
              <span className="muted">({words.thresholdOf(formatThreshold(inspection.threshold_percent))})</span>
            </p>
          )}
          {inspection.score && inspection.score.area_types.length > 0 ? (
            <div className="table-wrap">
              <table className="table table--stack">
                <caption className="inspection-months__caption">{words.areaTypes}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.areaType}</th>
                    <th scope="col">{words.areas}</th>
                    <th scope="col">{words.weight}</th>
                    <th scope="col">{words.score}</th>
                  </tr>
                </thead>
                <tbody>
                  {inspection.score.area_types.map((type) => (
                    <tr key={type.area_type}>
                      <th scope="row">{typeName(type.area_type)}</th>
                      <td data-label={words.areas}>{formatNumber(type.area_count)}</td>
                      <td data-label={words.weight}>{weightText(type.weight)}</td>
                      <td data-label={words.score}>{formatPercent(shown(type.percent))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>

        {inspection.sample.map((area) => {
          const percent = areaScore.get(area.area_id);
          const ratings = ratingsOf(area.area_id);
          const photos = ratings.flatMap((r) => r.photo_file_ids);
          return (
            <section key={area.area_id} className="card inspection-area" aria-labelledby={`area-${area.area_id}`}>
              <h2 className="card__title" id={`area-${area.area_id}`}>
                {area.name} <span className="muted small">· {typeName(area.area_type)}</span>
              </h2>
              {inspection.score ? (
                <p className="inspection-area__score">
                  {words.score}:{' '}
                  {percent === null || percent === undefined ? words.noScore : formatPercent(shown(percent))}
                </p>
              ) : null}
              <div className="table-wrap">
                <table className="table table--stack inspection-ratings">
                  <thead>
                    <tr>
                      <th scope="col">{words.criterion}</th>
                      <th scope="col">{words.weight}</th>
                      <th scope="col">{words.rating}</th>
                      <th scope="col">{words.percent}</th>
                      <th scope="col">{words.note}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {def.criteria
                      .filter((c) => c.areaTypes.length === 0 || c.areaTypes.includes(area.area_type))
                      .map((criterion) => {
                        const rating = ratings.find((r) => r.criterion_id === criterion.id);
                        const percentOfStep = rating?.step == null ? undefined : steps.get(rating.step);
                        return (
                          <tr key={criterion.id} className={rating?.defect ? 'row--below' : undefined}>
                            <th scope="row">{criterion.label}</th>
                            <td data-label={words.weight}>{weightText(criterion.weight ?? 1)}</td>
                            <td data-label={words.rating}>
                              {rating === undefined ? words.notRated : (rating.step ?? words.notApplicable)}
                            </td>
                            <td data-label={words.percent}>
                              {percentOfStep === undefined ? '–' : formatThreshold(percentOfStep)}
                            </td>
                            <td data-label={words.note}>
                              {rating?.defect ? <Badge tone="danger">{words.defect}</Badge> : null}
                              {rating?.note ? <span className="inspection-note">{rating.note}</span> : null}
                            </td>
                          </tr>
                        );
                      })}
                  </tbody>
                </table>
              </div>
              {photos.length > 0 ? (
                <div>
                  <h3 className="card__subtitle">{words.photos}</h3>
                  <PhotoGallery
                    photos={photos.map((id) => ({ id, url: fileUrl(id), thumbnail_url: thumbnailUrl(id) }))}
                    title={area.name}
                  />
                </div>
              ) : null}
            </section>
          );
        })}

        <section className="card" aria-labelledby="inspection-defects">
          <h2 className="card__title" id="inspection-defects">
            {words.defectsTitle}
          </h2>
          {defects.length === 0 ? (
            <p className="muted">{words.noDefects}</p>
          ) : (
            <ul className="inspection-defects">
              {defects.map((rating) => (
                <DefectItem
                  key={`${rating.area_id}-${rating.criterion_id}`}
                  inspection={inspection}
                  rating={rating}
                  label={`${criteria.get(rating.criterion_id)?.label ?? rating.criterion_id}: ${areaName(rating.area_id)}`}
                />
              ))}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="inspection-signature">
          <h2 className="card__title" id="inspection-signature">
            {words.signature}
          </h2>
          <p>{inspection.client_representative_name ?? words.unnamed}</p>
          {inspection.client_signature_file_id !== null ? (
            <img
              className="inspection-signature"
              src={fileUrl(inspection.client_signature_file_id)}
              alt={words.signatureAlt(inspection.client_representative_name ?? words.unnamed)}
            />
          ) : (
            <p className="muted">{words.noSignature}</p>
          )}
        </section>

        <section className="card inspection-formula" aria-labelledby="inspection-formula">
          <h2 className="card__title" id="inspection-formula">
            {words.formulaTitle}
          </h2>
          <ol>
            {words.formula.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p>
            <strong>{words.scale}:</strong>{' '}
            {def.scale.steps.map((step) => `${step.value} = ${formatThreshold(step.percent)}`).join(' · ')}
          </p>
          <p>
            <strong>{words.weight}:</strong>{' '}
            {def.criteria
              .map(
                (c) =>
                  `${c.label} ${weightText(c.weight ?? 1)}${c.areaTypes.length > 0 ? ` (${c.areaTypes.join(', ')})` : ''}`,
              )
              .join(' · ')}
          </p>
          {Object.keys(def.areaTypeWeights).length > 0 ? (
            <p>
              <strong>{words.areaType}:</strong>{' '}
              {Object.entries(def.areaTypeWeights)
                .map(([type, weight]) => `${typeName(type)} ${weightText(weight)}`)
                .join(' · ')}
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** A defect with its note and photos, and its task: the link when there is one, otherwise a due date and "Create task". */
function DefectItem({
  inspection,
  rating,
  label,
}: {
  inspection: InspectionDetail;
  rating: InspectionRating;
  label: string;
}) {
  const words = t.inspections.detail;
  const client = useQueryClient();
  const toast = useToast();
  const [due, setDue] = useState(tomorrow);
  const create = useMutation({
    mutationFn: () =>
      inspectionEndpoints.defectTask(inspection.id, {
        area_id: rating.area_id,
        criterion_id: rating.criterion_id,
        due_date: due,
      }),
    onSuccess: async (result) => {
      toast(words.taskCreated(result.task_id));
      await client.invalidateQueries({ queryKey: inspectionKeys.all });
    },
  });
  const dueError = fieldErrors(create.error)['/due_date'];
  const taskId = rating.task_id ?? create.data?.task_id;
  return (
    <li className="inspection-defect">
      <p className="inspection-defect__what">
        <Badge tone="danger">{words.defect}</Badge> <strong>{label}</strong>
      </p>
      {rating.note ? <p>{rating.note}</p> : null}
      {rating.photo_file_ids.length > 0 ? (
        <PhotoGallery
          photos={rating.photo_file_ids.map((id) => ({ id, url: fileUrl(id), thumbnail_url: thumbnailUrl(id) }))}
          title={label}
        />
      ) : null}
      {taskId !== undefined && taskId !== null ? (
        <p>
          <Link to={`/tasks?property=${inspection.property_id}&status=all&q=${encodeURIComponent(label)}`}>
            {words.task(taskId)}
          </Link>
        </p>
      ) : (
        <form
          className="inspection-defect__task"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <TextField label={words.dueDate} type="date" value={due} onChange={setDue} error={dueError} />
          <button type="submit" className="button button--primary" disabled={create.isPending || due === ''}>
            {create.isPending ? words.creating : words.createTask}
          </button>
          {dueError ? null : <FormError error={create.error} />}
        </form>
      )}
    </li>
  );
}
