import { EmptyState, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { Link } from '../router.tsx';

function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={text}>
        <Link to="/properties" className="button">
          {t.notFound.home}
        </Link>
      </EmptyState>
    </>
  );
}

/** An address that is no page of the portal. */
export function NotFoundPage() {
  return <MessagePage title={t.notFound.title} text={t.notFound.text} />;
}

/** A page that exists, but not for the person's role. */
export function NoAccessPage() {
  return <MessagePage title={t.noAccess.title} text={t.noAccess.text} />;
}
