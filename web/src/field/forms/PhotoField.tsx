import { t } from '../../i18n/index.ts';
import { keepPhoto } from './attachments.ts';
import type { FileRef } from './store.ts';

/** A photo field: several photos, kept on the phone until the form is sent. */
export function PhotoField({
  label,
  files,
  onFiles,
}: {
  label: string;
  files: FileRef[];
  onFiles: (files: FileRef[]) => void;
}) {
  return (
    <div>
      <p className="muted">{t.fieldForms.photoCount(files.length)}</p>
      <input
        type="file"
        accept="image/*"
        multiple
        aria-label={label}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          void Promise.all(chosen.map((file) => keepPhoto(file))).then((locals) =>
            onFiles([...files, ...locals.map((local) => ({ local }))]),
          );
        }}
      />
    </div>
  );
}
