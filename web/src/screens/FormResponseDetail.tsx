import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { type Answer, formEndpoints, formKeys, type ResponseDetail, type ResponsePhoto } from '../api/forms.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ReportButton } from '../components/ReportButton.tsx';
import { Badge, Chip, EmptyState, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate, formatDateTime, formatNumber } from '../lib/format.ts';
import { Link, setSearch } from '../router.tsx';
import { RESPONSE_TONE } from './FormResponseTones.ts';

function BackLink() {
  return (
    <p>
      <button type="button" className="button button--link" onClick={() => setSearch({ id: undefined })}>
        ← {t.forms.backToResponses}
      </button>
    </p>
  );
}

/** One form response: where, what and who, then every answer in the template's order. */
export function FormResponseView({ id }: { id: number }) {
  const response = useQuery({ queryKey: formKeys.response(id), queryFn: () => formEndpoints.response(id) });
  if (response.isPending) return <Loading />;
  if (response.isError) {
    return (
      <>
        <BackLink />
        {response.error instanceof ApiError && response.error.status === 404 ? (
          <EmptyState title={t.forms.responseNotFound} />
        ) : (
          <LoadError error={response.error} onRetry={() => void response.refetch()} />
        )}
      </>
    );
  }
  return <ResponseView response={response.data} />;
}

function ResponseView({ response }: { response: ResponseDetail }) {
  const [enlarged, setEnlarged] = useState<{ photo: ResponsePhoto; label: string } | null>(null);
  const photosOf = (fieldId: string) => response.photos.filter((photo) => photo.field_id === fieldId);
  return (
    <>
      <BackLink />
      <PageHeader
        title={response.template.name}
        actions={response.status === 'submitted' ? <ReportButton kind="form" subjectId={response.id} /> : undefined}
      />
      <p className="incident-badges">
        <Badge tone={RESPONSE_TONE[response.status]}>{t.forms.statuses[response.status]}</Badge>
      </p>
      <section className="card">
        <dl className="facts facts--inline">
          <div>
            <dt>{t.forms.property}</dt>
            <dd>{response.property.name}</dd>
          </div>
          <div>
            <dt>{t.forms.templateVersion}</dt>
            <dd>
              {t.forms.versionOf(response.template.version, response.current_version)}{' '}
              <Link
                to={`/form-templates?id=${response.template.id}&version=${response.template.version}`}
                className="small"
              >
                {t.forms.viewTemplate}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t.forms.submittedBy}</dt>
            <dd>{response.submitted_by?.name ?? '–'}</dd>
          </div>
          <div>
            <dt>{t.forms.submittedAt}</dt>
            <dd>{response.submitted_at ? formatDateTime(response.submitted_at) : t.forms.notSubmitted}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="response-answers">
        <h2 className="card__title" id="response-answers">
          {t.forms.answers}
        </h2>
        <dl className="answers">
          {response.answers.map((answer) => (
            <div className="answer" key={answer.field_id} data-field={answer.field_id}>
              <dt className="answer__label">
                {answer.label}
                {answer.required ? <span className="answer__required"> *</span> : null}
              </dt>
              <dd className="answer__value">
                <AnswerValue
                  answer={answer}
                  photos={photosOf(answer.field_id)}
                  onEnlarge={(photo) => setEnlarged({ photo, label: answer.label })}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {enlarged ? (
        <Dialog title={enlarged.label} size="large" onClose={() => setEnlarged(null)}>
          <img className="photo-large" src={enlarged.photo.url} alt={enlarged.label} />
        </Dialog>
      ) : null}
    </>
  );
}

function NotAnswered() {
  return <span className="muted">{t.forms.notAnswered}</span>;
}

function AnswerValue({
  answer,
  photos,
  onEnlarge,
}: {
  answer: Answer;
  photos: ResponsePhoto[];
  onEnlarge: (photo: ResponsePhoto) => void;
}) {
  const value = answer.value;
  switch (answer.type) {
    case 'photo':
      return photos.length === 0 ? (
        <NotAnswered />
      ) : (
        <ul className="photo-grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="photo-thumb"
                onClick={() => onEnlarge(photo)}
                aria-label={t.forms.enlargePhoto(answer.label, index + 1)}
              >
                <img src={photo.thumbnail_url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      );
    case 'signature':
      return photos.length === 0 ? (
        <NotAnswered />
      ) : (
        <>
          {photos.map((photo) => (
            <img key={photo.id} className="signature-image" src={photo.url} alt={t.forms.signatureOf(answer.label)} />
          ))}
        </>
      );
    case 'checkbox':
      return typeof value === 'boolean' ? (
        <Badge tone={value ? 'success' : 'danger'}>{value ? t.forms.yes : t.forms.no}</Badge>
      ) : (
        <NotAnswered />
      );
    case 'single_choice':
      return typeof value === 'string' ? <Chip>{value}</Chip> : <NotAnswered />;
    case 'multiple_choice':
      return Array.isArray(value) && value.length > 0 ? (
        <span className="chips">
          {value.map((option) => (
            <Chip key={String(option)}>{String(option)}</Chip>
          ))}
        </span>
      ) : Array.isArray(value) ? (
        <span className="muted">{t.forms.noneChosen}</span>
      ) : (
        <NotAnswered />
      );
    case 'date':
      return typeof value === 'string' ? <>{formatDate(value)}</> : <NotAnswered />;
    case 'time':
      return typeof value === 'string' ? <>{value}</> : <NotAnswered />;
    case 'rating':
      return typeof value === 'number' ? <Rating value={value} /> : <NotAnswered />;
    case 'number':
      return typeof value === 'number' ? <>{formatNumber(value)}</> : <NotAnswered />;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? (
        <span className="answer__text">{value}</span>
      ) : (
        <NotAnswered />
      );
  }
}

function Rating({ value }: { value: number }) {
  return (
    <span className="rating" role="img" aria-label={t.forms.ratingOf(value)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= value ? 'rating__star is-on' : 'rating__star'} aria-hidden="true">
          ★
        </span>
      ))}
      <span className="rating__number" aria-hidden="true">
        {value}/5
      </span>
    </span>
  );
}
