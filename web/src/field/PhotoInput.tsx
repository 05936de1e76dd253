import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { forgetPhoto, keepPhoto, keptPhoto, preparePhoto } from './photos.ts';
import './photos.css';

export interface PhotoInputProps {
  /** The local ids of the photos kept on the phone (see keepPhoto). */
  value: string[];
  onChange: (localIds: string[]) => void;
  label: string;
  /** Several photos; otherwise a new one replaces the one there. */
  multiple?: boolean;
  disabled?: boolean;
}

/** Object URLs for the kept photos shown, made as they appear and revoked as they go. */
function usePreviews(localIds: string[]): Map<string, string> {
  const [previews, setPreviews] = useState<Map<string, string>>(new Map());
  const key = localIds.join(',');
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    void (async () => {
      const next = new Map<string, string>();
      for (const id of localIds) {
        const blob = await keptPhoto(id).catch(() => undefined);
        if (!blob) continue;
        const url = URL.createObjectURL(blob);
        made.push(url);
        next.set(id, url);
      }
      if (cancelled) for (const url of made) URL.revokeObjectURL(url);
      else setPreviews(next);
    })();
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
    // The ids' text stands for the list: a new array with the same ids changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return previews;
}

/**
 * Photos for a field-app form: "Take photo" opens the camera, "Choose from gallery" the
 * phone's pictures. Each photo is made ready (preparePhoto) and kept on the phone
 * (keepPhoto) at once, so it survives going offline and a reload; the form sends them
 * with uploadPhoto when it is sent, and forgets them after.
 */
export function PhotoInput({ value, onChange, label, multiple = false, disabled = false }: PhotoInputProps) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previews = usePreviews(value);
  // The handlers run after awaits; they must add to the photos there are then, not at the tap.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  async function add(files: FileList | null) {
    const chosen = files ? [...files] : [];
    if (chosen.length === 0) return;
    setBusy(true);
    setError(null);
    const added: string[] = [];
    try {
      for (const file of multiple ? chosen : chosen.slice(0, 1)) {
        try {
          added.push(await keepPhoto(await preparePhoto(file)));
        } catch (failure) {
          setError(failure instanceof Error && failure.message !== '' ? failure.message : t.photos.unreadable);
        }
      }
    } finally {
      setBusy(false);
    }
    if (added.length === 0) return;
    if (multiple) {
      onChange([...latest.current, ...added]);
    } else {
      for (const old of latest.current) void forgetPhoto(old);
      onChange(added);
    }
  }

  function remove(localId: string) {
    void forgetPhoto(localId);
    onChange(latest.current.filter((other) => other !== localId));
  }

  const onFiles = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    void add(files).finally(() => {
      // The same picture may be chosen again after it was removed.
      event.target.value = '';
    });
  };

  return (
    <fieldset className="photo-input" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="photo-input__label">{label}</legend>
      {value.length === 0 ? (
        <p className="muted photo-input__none">{t.photos.none}</p>
      ) : (
        <ul className="photo-input__list">
          {value.map((localId, index) => (
            <li key={localId} className="photo-input__item">
              {previews.get(localId) ? (
                <img src={previews.get(localId)} alt={t.photos.photo(index + 1)} className="photo-input__thumb" />
              ) : (
                <span
                  className="photo-input__thumb photo-input__thumb--missing"
                  role="img"
                  aria-label={t.photos.missing}
                />
              )}
              <button
                type="button"
                className="photo-input__remove"
                aria-label={t.photos.remove(index + 1)}
                title={t.photos.remove(index + 1)}
                onClick={() => remove(localId)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {busy ? (
        <p className="photo-input__busy" role="status">
          {t.photos.preparing}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="photo-input__buttons">
        <button type="button" className="button" disabled={busy} onClick={() => camera.current?.click()}>
          {t.photos.takePhoto}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => gallery.current?.click()}>
          {t.photos.chooseFromGallery}
        </button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-photo-source="camera"
        onChange={onFiles}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        data-photo-source="gallery"
        onChange={onFiles}
      />
    </fieldset>
  );
}
