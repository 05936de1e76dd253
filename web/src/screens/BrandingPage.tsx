import { useCan } from '../api/queries.ts';
import { BrandingEditor } from '../components/BrandingEditor.tsx';
import { PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';

/** Settings → Report branding: the tenant's default, used by every report without a client preset. */
export function BrandingPage() {
  const can = useCan();
  return (
    <>
      <PageHeader title={t.clients.branding.title} intro={t.clients.branding.intro} />
      <section className="card">
        <BrandingEditor owner="default" canEdit={can('settings.edit')} />
      </section>
    </>
  );
}
