import { EmptyState, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { Link } from '../router.tsx';

/** An address that is no page of the portal. */
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

/** A page that exists, but not for the person's role. */
export function NoAccessPage() {
  return (
    <>
      <PageHeader title={t.noAccess.title} />
      <EmptyState title={t.noAccess.text}>
        <Link to="/properties" className="button">
          {t.notFound.home}
        </Link>
      </EmptyState>
    </>
  );
}
