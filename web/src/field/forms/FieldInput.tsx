import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { keptPhoto, keepPhoto, forgetPhoto } from './attachments.ts';
import { PhotoField } from './PhotoField.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import type { Answer, FileRef, FormField } from './store.ts';

interface Props {
  field: FormField;
  value: Answer | undefined;
  files: FileRef[];
  error: string | undefined;
  onAnswer: (value: Answer) => void;
  onFiles: (files: FileRef[]) => void;
}

/** A kept or uploaded file as an image address (an object URL for one still on the phone). */
function useFileUrl(ref: FileRef | undefined): string | undefined {
  const [kept, setKept] = useState<{ local: string; url: string }>();
  const local = ref?.local;
  useEffect(() => {
    if (!local) return;
    let objectUrl: string | undefined;
    let live = true;
    void keptPhoto(local).then((blob) => {
      if (!blob || !live) return;
      objectUrl = URL.createObjectURL(blob);
      setKept({ local, url: objectUrl });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [local]);
  if (local) return kept?.local === local ? kept.url : undefined;
  return ref?.id !== undefined ? `/portal/api/files/${ref.id}/thumbnail` : undefined;
}

function Signature({
  field,
  files,
  onFiles,
  describedBy,
}: Pick<Props, 'field' | 'files' | 'onFiles'> & { describedBy?: string | undefined }) {
  const current = files[0];
  const url = useFileUrl(current);
  const replace = async (blob: Blob | null) => {
    for (const ref of files) if (ref.local) await forgetPhoto(ref.local);
    onFiles(blob ? [{ local: await keepPhoto(blob) }] : []);
  };
  const [drawing, setDrawing] = useState(current === undefined);
  if (current && !drawing) {
    return (
      <div className="signature">
        {url ? <img className="signature__image" src={url} alt={t.fieldForms.signatureOf(field.label)} /> : null}
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setDrawing(true);
            void replace(null);
          }}
        >
          {t.fieldForms.signAgain}
        </button>
      </div>
    );
  }
  return (
    <SignaturePad
      label={field.label}
      describedBy={describedBy}
      onDrawn={(png) => void replace(png)}
      onCleared={() => void replace(null)}
    />
  );
}

/** One field of a form, in the control its type asks for. */
export function FieldInput({ field, value, files, error, onAnswer, onFiles }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const legend = (
    <>
      {field.label}
      {field.required ? (
        <>
          <span className="formfield__required" aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden">{` (${t.fieldForms.requiredMark})`}</span>
        </>
      ) : null}
    </>
  );

  let control: React.ReactNode;
  switch (field.type) {
    case 'text':
      control = (
        <textarea
          id={id}
          className="input formfield__text"
          rows={3}
          maxLength={10_000}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
      break;
    case 'number':
      control = (
        <input
          id={id}
          className="input"
          inputMode="decimal"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          onChange={(event) => onAnswer(event.target.value)}
        />
      );
      break;
    case 'date':
    case 'time':
      control = (
        <input
          id={id}
          className="input"
          type={field.type}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
        />
      );
      break;
    case 'checkbox':
      control = (
        <div className="formfield__choices formfield__choices--row">
          {[true, false].map((option) => (
            <label key={String(option)} className="formfield__pill">
              <input
                type="radio"
                name={id}
                checked={value === option}
                onChange={() => onAnswer(option)}
                aria-describedby={describedBy}
              />
              <span>{option ? t.fieldForms.yes : t.fieldForms.no}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'rating':
      control = (
        <div className="formfield__choices formfield__choices--row">
          {[1, 2, 3, 4, 5].map((option) => (
            <label key={option} className="formfield__pill formfield__pill--square">
              <input
                type="radio"
                name={id}
                checked={value === option || text === String(option)}
                onChange={() => onAnswer(option)}
                aria-label={t.fieldForms.ratingOf(option)}
                aria-describedby={describedBy}
              />
              <span aria-hidden="true">{option}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'single_choice':
      control = (
        <div className="formfield__choices">
          {(field.options ?? []).map((option) => (
            <label key={option} className="formfield__option">
              <input
                type="radio"
                name={id}
                checked={value === option}
                onChange={() => onAnswer(option)}
                aria-describedby={describedBy}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      control = (
        <div className="formfield__choices">
          {(field.options ?? []).map((option) => (
            <label key={option} className="formfield__option">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) =>
                  onAnswer(
                    event.target.checked
                      ? (field.options ?? []).filter((o) => o === option || chosen.includes(o))
                      : chosen.filter((o) => o !== option),
                  )
                }
                aria-describedby={describedBy}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'photo':
      control = (
        <PhotoField label={field.required ? `${field.label} *` : field.label} files={files} onFiles={onFiles} />
      );
      break;
    case 'signature':
      control = <Signature field={field} files={files} onFiles={onFiles} describedBy={describedBy} />;
      break;
  }

  const grouped = field.type !== 'text' && field.type !== 'number' && field.type !== 'date' && field.type !== 'time';
  return (
    <div className={`formfield${error ? ' formfield--invalid' : ''}`} data-field={field.id}>
      {field.type === 'photo' ? (
        // The photo toolkit brings its own group and legend.
        control
      ) : grouped ? (
        <fieldset className="formfield__set" aria-describedby={describedBy}>
          <legend className="formfield__label">{legend}</legend>
          {control}
        </fieldset>
      ) : (
        <>
          <label className="formfield__label" htmlFor={id}>
            {legend}
          </label>
          {control}
        </>
      )}
      {error ? (
        <p className="formfield__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
