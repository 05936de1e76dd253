import { PhotoGallery } from '../components/PhotoGallery.tsx';
import type { Task } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import './TaskCompletion.css';

type Completion = NonNullable<Task['completion']>;

/** How a done task was completed: who, when (in the organisation's zone), the note and the photos. */
export function TaskCompletionBlock({ task, completion }: { task: Task; completion: Completion }) {
  return (
    <section className="task-completion" aria-labelledby={`task-completion-${task.id}`}>
      <h3 className="task-completion__title" id={`task-completion-${task.id}`}>
        {t.taskCompletion.title}
      </h3>
      <dl className="facts facts--inline task-completion__facts">
        <div>
          <dt>{t.taskCompletion.by}</dt>
          <dd>{completion.by?.name || t.taskCompletion.nobody}</dd>
        </div>
        <div>
          <dt>{t.taskCompletion.at}</dt>
          <dd>
            <time dateTime={completion.at}>{formatDateTime(completion.at)}</time>
          </dd>
        </div>
      </dl>
      <div>
        <h4 className="task-completion__subtitle">{t.taskCompletion.note}</h4>
        {completion.note ? (
          <p className="task-completion__note">{completion.note}</p>
        ) : (
          <p className="muted small">{t.taskCompletion.noNote}</p>
        )}
      </div>
      {completion.photos.length > 0 ? (
        <div>
          <h4 className="task-completion__subtitle">{t.taskCompletion.photos(completion.photos.length)}</h4>
          <PhotoGallery photos={completion.photos} title={task.title} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The photos given with a task when it was made (a defect's from a quality inspection): what
 * to look at, shown apart from the completion photos, which are the proof of the work.
 */
export function TaskReferencePhotos({ task }: { task: Task }) {
  if (task.reference_photos.length === 0) return null;
  return (
    <section className="task-reference-photos" aria-labelledby={`task-reference-photos-${task.id}`}>
      <h3 className="task-completion__subtitle" id={`task-reference-photos-${task.id}`}>
        {t.taskCompletion.referenceTitle}
      </h3>
      <PhotoGallery photos={task.reference_photos} title={task.title} />
    </section>
  );
}

/** A short line for the list and the board: who completed it, and whether a note and photos came with it. */
export function TaskCompletionHint({ completion, onOpen }: { completion: Completion; onOpen: () => void }) {
  const parts = [
    ...(completion.by?.name ? [t.taskCompletion.byName(completion.by.name)] : []),
    ...(completion.note ? [t.taskCompletion.withNote] : []),
    ...(completion.photos.length > 0 ? [t.taskCompletion.photoCount(completion.photos.length)] : []),
  ];
  if (parts.length === 0) return null;
  const details = completion.note !== null || completion.photos.length > 0;
  return details ? (
    <button type="button" className="link-button task-completion-hint" onClick={onOpen}>
      {parts.join(' · ')}
    </button>
  ) : (
    <span className="task-completion-hint muted">{parts.join(' · ')}</span>
  );
}
