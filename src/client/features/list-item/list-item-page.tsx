import { useTranslation } from 'react-i18next';

/** Placeholder until the list-item form lands (same issue). */
export function ListItemPage() {
  const { t } = useTranslation();
  return <h1 className="px-4 py-20 text-center text-2xl font-bold">{t('listItem.title')}</h1>;
}

export function EditItemPage() {
  const { t } = useTranslation();
  return <h1 className="px-4 py-20 text-center text-2xl font-bold">{t('listItem.title')}</h1>;
}
