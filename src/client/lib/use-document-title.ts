import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "Page · Ajjir" in the active language; `exact` uses the title as it is. */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = exact ? title : `${title} · ${brand}`;
  }, [title, brand, exact]);
}
