import { useTranslation } from 'react-i18next';

/** Placeholder until the profile page lands (same issue). */
export function ProfilePage() {
  const { t } = useTranslation();
  return <h1 className="px-4 py-20 text-center text-2xl font-bold">{t('profile.title')}</h1>;
}
