import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { toast } from '../components/ui/toast-store';
import { changeLanguage, directionOf } from './i18n';

/** The active language, its direction, and a switch to the other one. */
export function useLanguage() {
  const { i18n, t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The other language's strings download first: offline, the page stays as it is and says why.
  const setLanguage = (next: Language) =>
    changeLanguage(next).catch(() => {
      toast({ variant: 'destructive', title: t('errors.network') });
    });
  return {
    language,
    dir: directionOf(language),
    setLanguage,
    toggleLanguage: () => setLanguage(language === 'ar' ? 'en' : 'ar'),
  };
}
