import { EmptyState, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { Link } from '../router.tsx';

/** An unknown address, or a page the person's role does not include. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title={t.notFound.title} />
      <EmptyState title={t.notFound.text}>
        <Link to="/properties" className="button">
          {t.notFound.home}
        </Link>
      </EmptyState>
    </>
  );
}
