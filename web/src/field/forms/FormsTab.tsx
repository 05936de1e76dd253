import type { Session } from '../../api/types.ts';
import { t } from '../../i18n/index.ts';

/** The field app's Forms tab: filling a form at a property. */
export function FormsTab({ session }: { session: Session }) {
  void session;
  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.tabs.forms}</h1>
      <p className="muted">{t.fieldWork.formsSoon}</p>
    </>
  );
}
