import { useQuery } from '@tanstack/react-query';
import { allTemplates, formKeys } from '../api/forms.ts';
import { useProperties } from '../api/queries.ts';
import { Icon } from '../components/Icon.tsx';
import { Badge, EmptyState, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { Link, setSearch, useSearch } from '../router.tsx';
import { TemplateEditor, TemplateVersionView } from './FormTemplateEditor.tsx';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * Form templates: the list, a template in the editor (`?id=`, `?id=new`) and an older
 * version read-only (`?id=&version=`).
 */
export function FormTemplatesPage() {
  const params = useSearch();
  const idParam = params.get('id');
  const id = positive(idParam);
  const version = positive(params.get('version'));
  if (idParam === 'new') return <TemplateEditor id={undefined} />;
  if (id !== undefined && version !== undefined) return <TemplateVersionView id={id} version={version} />;
  if (id !== undefined) return <TemplateEditor key={id} id={id} />;
  return <TemplateList />;
}

function TemplateList() {
  const templates = useQuery({ queryKey: formKeys.templateList, queryFn: allTemplates });
  const properties = useProperties('', false);
  const propertyName = new Map((properties.data ?? []).map((p) => [p.id, p.name]));
  const offeredAt = (ids: number[] | null) => {
    if (ids === null) return t.forms.everyProperty;
    const names = ids.map((id) => propertyName.get(id)).filter((name): name is string => Boolean(name));
    return names.length > 0 && names.length <= 2 ? names.join(', ') : t.forms.propertyCount(ids.length);
  };
  return (
    <>
      <PageHeader
        title={t.forms.templatesTitle}
        intro={t.forms.templatesIntro}
        actions={
          <>
            <Link to="/form-templates/catalog" className="button">
              {t.forms.importFromCatalog}
            </Link>
            <button type="button" className="button button--primary" onClick={() => setSearch({ id: 'new' })}>
              <Icon name="plus" />
              {t.forms.newTemplate}
            </button>
          </>
        }
      />
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState title={t.forms.noTemplates}>
          <p>{t.forms.noTemplatesHint}</p>
        </EmptyState>
      ) : (
        <section className="card card--flush">
          <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">{t.forms.template}</th>
                  <th scope="col">{t.forms.version}</th>
                  <th scope="col">{t.forms.fieldCount}</th>
                  <th scope="col">{t.forms.offeredAt}</th>
                  <th scope="col">{t.forms.status}</th>
                  <th scope="col">{t.forms.changed}</th>
                </tr>
              </thead>
              <tbody>
                {templates.data.map((template) => (
                  <tr key={template.id} data-template={template.id}>
                    <th scope="row" className="cell-strong">
                      <a
                        href={`/form-templates?id=${template.id}`}
                        onClick={(event) => {
                          event.preventDefault();
                          setSearch({ id: String(template.id) });
                        }}
                      >
                        {template.name}
                      </a>
                      {template.description ? <span className="muted small block">{template.description}</span> : null}
                    </th>
                    <td data-label={t.forms.version}>{template.version}</td>
                    <td data-label={t.forms.fieldCount}>{template.fields.length}</td>
                    <td data-label={t.forms.offeredAt}>{offeredAt(template.property_ids)}</td>
                    <td data-label={t.forms.status}>
                      <Badge tone={template.active ? 'success' : 'neutral'}>
                        {template.active ? t.forms.active : t.forms.inactive}
                      </Badge>
                    </td>
                    <td data-label={t.forms.changed}>{formatDateTime(template.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
