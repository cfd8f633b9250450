import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { directionOf } from './i18n';

/** The active language, its direction, and a switch to the other one. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    language,
    dir: directionOf(language),
    setLanguage: (next: Language) => i18n.changeLanguage(next),
    toggleLanguage: () => i18n.changeLanguage(language === 'ar' ? 'en' : 'ar'),
  };
}
