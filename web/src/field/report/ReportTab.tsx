import type { Session } from '../../api/types.ts';
import { t } from '../../i18n/index.ts';

/** The field app's Report tab: an incident at a property. */
export function ReportTab({ session }: { session: Session }) {
  void session;
  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.report.title}</h1>
    </>
  );
}
