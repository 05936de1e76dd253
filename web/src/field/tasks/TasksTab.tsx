import type { Session } from '../../api/types.ts';
import { t } from '../../i18n/index.ts';

/** The field app's Tasks tab: the person's tasks at their properties. */
export function TasksTab({ session }: { session: Session }) {
  void session;
  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.tasks.title}</h1>
    </>
  );
}
