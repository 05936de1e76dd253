import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { Dialog } from './Dialog.tsx';
import './PhotoGallery.css';

export interface GalleryPhoto {
  id: number;
  url: string;
  thumbnail_url: string;
}

/** Photos as a row of thumbnails; one opens larger in a dialog, with the previous and next at hand. */
export function PhotoGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="photo-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="photo-gallery__thumb"
              aria-label={t.fieldWork.incidentPhotos.open(index + 1)}
              onClick={() => setOpen(index)}
            >
              <img src={photo.thumbnail_url} alt="" loading="lazy" width={120} height={120} />
            </button>
          </li>
        ))}
      </ul>
      {shown && open !== null ? (
        <Dialog title={title} size="large" onClose={() => setOpen(null)}>
          <figure className="photo-gallery__figure">
            <img src={shown.url} alt={t.fieldWork.incidentPhotos.of(open + 1, photos.length)} />
            <figcaption className="muted">{t.fieldWork.incidentPhotos.of(open + 1, photos.length)}</figcaption>
          </figure>
          {photos.length > 1 ? (
            <div className="photo-gallery__nav">
              <button
                type="button"
                className="button"
                disabled={open === 0}
                onClick={() => setOpen(Math.max(0, open - 1))}
              >
                ← {t.fieldWork.incidentPhotos.previous}
              </button>
              <button
                type="button"
                className="button"
                disabled={open === photos.length - 1}
                onClick={() => setOpen(Math.min(photos.length - 1, open + 1))}
              >
                {t.fieldWork.incidentPhotos.next} →
              </button>
            </div>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}
