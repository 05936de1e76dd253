import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CatalogImport, type CatalogImportResult, formEndpoints, formKeys } from '../api/forms.ts';
import { keys } from '../api/queries.ts';
import { Checkbox } from '../components/fields.tsx';
import { Badge, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { language as currentLanguage, t } from '../i18n/index.ts';
import { Link } from '../router.tsx';
import { PropertyScope } from './FormTemplateEditor.tsx';

type CatalogLanguage = 'de' | 'en';

/** The built-in catalogue: choose entries and a language, import them as templates. */
export function FormCatalogPage() {
  const client = useQueryClient();
  const catalog = useQuery({ queryKey: formKeys.catalog, queryFn: formEndpoints.catalog });
  const [language, setLanguage] = useState<CatalogLanguage>(currentLanguage);
  const [chosen, setChosen] = useState<string[]>([]);
  const [everywhere, setEverywhere] = useState(true);
  const [properties, setProperties] = useState<number[]>([]);
  const [result, setResult] = useState<CatalogImportResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const importChosen = async () => {
    setFailure(null);
    if (!everywhere && properties.length === 0) {
      setFailure(t.forms.chooseProperty);
      return;
    }
    setBusy(true);
    try {
      const imported = await formEndpoints.importCatalog({
        language,
        keys: chosen as NonNullable<CatalogImport['keys']>,
        property_ids: everywhere ? null : properties,
      });
      setResult(imported);
      setChosen([]);
      await Promise.all([
        client.invalidateQueries({ queryKey: formKeys.templates }),
        client.invalidateQueries({ queryKey: keys.audit }),
      ]);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Link to="/form-templates" className="button button--link">
          ← {t.forms.backToTemplates}
        </Link>
      </p>
      <PageHeader title={t.forms.catalogTitle} intro={t.forms.catalogIntro} />
      <div className="toolbar">
        <div className="segmented" role="group" aria-label={t.forms.catalogLanguage}>
          {(['de', 'en'] as const).map((code) => (
            <button
              key={code}
              type="button"
              className={`button button--small${language === code ? ' is-active' : ''}`}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {t.forms.languages[code]}
            </button>
          ))}
        </div>
      </div>
      {result ? (
        <section className="card" aria-labelledby="import-result" role="status">
          <h2 className="card__title" id="import-result">
            {t.forms.importDone}
          </h2>
          <ul className="import-result">
            {result.data.map((item) => (
              <li key={item.key}>
                <Badge tone={item.status === 'created' ? 'success' : 'neutral'}>
                  {item.status === 'created' ? t.forms.importCreated : t.forms.importExisting}
                </Badge>{' '}
                <Link to={`/form-templates?id=${item.template.id}`}>{item.template.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {catalog.isPending ? (
        <Loading />
      ) : catalog.isError ? (
        <LoadError error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : (
        <>
          <ul className="catalog-list">
            {catalog.data.data.map((entry) => (
              <li key={entry.key} className="card catalog-entry" data-entry={entry.key}>
                <Checkbox
                  label={entry.name[language]}
                  description={entry.description[language]}
                  checked={chosen.includes(entry.key)}
                  onChange={(checked) =>
                    setChosen((list) => (checked ? [...list, entry.key] : list.filter((key) => key !== entry.key)))
                  }
                />
                <p className="muted small catalog-entry__meta">
                  {t.forms.fieldsCount(entry.fields.length)} ·{' '}
                  {entry.fields
                    .slice(0, 4)
                    .map((field) => field.label[language])
                    .join(', ')}
                  {entry.fields.length > 4 ? ' …' : ''}
                </p>
                {entry.template_id !== null ? (
                  <p className="small">
                    <Badge tone="success">{t.forms.imported}</Badge>{' '}
                    <Link to={`/form-templates?id=${entry.template_id}`}>{t.forms.openTemplate}</Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <section className="card" aria-labelledby="import-properties">
            <h2 className="card__title" id="import-properties">
              {t.forms.offeredAt}
            </h2>
            <PropertyScope
              everywhere={everywhere}
              chosen={properties}
              onChange={(all, ids) => {
                setEverywhere(all);
                setProperties(ids);
              }}
            />
          </section>
          <div className="template-actions template-actions--sticky">
            <FormError error={failure} />
            <button
              type="button"
              className="button button--primary"
              disabled={busy || chosen.length === 0}
              onClick={() => void importChosen()}
            >
              {busy ? t.forms.importing : t.forms.importChosen(chosen.length)}
            </button>
            <p className="muted small">{t.forms.importHint}</p>
          </div>
        </>
      )}
    </>
  );
}
