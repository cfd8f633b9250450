import { useTranslation } from 'react-i18next';

/** Placeholder until the item page lands (same issue). */
export function ItemPage() {
  const { t } = useTranslation();
  return <h1 className="px-4 py-20 text-center text-2xl font-bold">{t('itemPage.title')}</h1>;
}
