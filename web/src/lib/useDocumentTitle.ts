import { useEffect } from 'react';
import { t } from '../i18n/index.ts';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${t.product}`;
  }, [title]);
}
