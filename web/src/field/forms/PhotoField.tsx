import { t } from '../../i18n/index.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import type { FileRef } from './store.ts';

/**
 * A photo field: several photos from the camera or the gallery, kept on the phone until the
 * form is sent. Photos of a draft picked up from the server (started on another phone) are
 * shown from the server and can be removed.
 */
export function PhotoField({
  label,
  files,
  onFiles,
}: {
  label: string;
  files: FileRef[];
  onFiles: (files: FileRef[]) => void;
}) {
  const onServer = files.filter((ref) => ref.local === undefined && ref.id !== undefined);
  const onPhone = files.flatMap((ref) => (ref.local === undefined ? [] : [ref.local]));
  return (
    <>
      {onServer.length > 0 ? (
        <ul className="photo-input__list">
          {onServer.map((ref, index) => (
            <li key={ref.id} className="photo-input__item">
              <img
                src={`/portal/api/files/${String(ref.id)}/thumbnail`}
                alt={t.photos.photo(index + 1)}
                className="photo-input__thumb"
              />
              <button
                type="button"
                className="photo-input__remove"
                aria-label={t.photos.remove(index + 1)}
                title={t.photos.remove(index + 1)}
                onClick={() => onFiles(files.filter((other) => other !== ref))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoInput
        label={label}
        multiple
        value={onPhone}
        onChange={(locals) =>
          onFiles([...onServer, ...locals.map((local) => files.find((ref) => ref.local === local) ?? { local })])
        }
      />
    </>
  );
}
