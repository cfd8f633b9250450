/**
 * i18next set up once, before the first render: Arabic by default, English on
 * request, the choice kept in localStorage. The <html> element's lang and dir
 * follow the language from one place (applyDocumentLanguage), so every page
 * mirrors through logical CSS with no special cases.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@shared/constants';
import { formatNumber } from '@shared/format';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './resources/ar';
import { en } from './resources/en';

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private modes, strict settings): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function initI18n(): typeof i18n {
  const language = storedLanguage();
  applyDocumentLanguage(language);
  i18n.use(initReactI18next).init({
    resources: { ar: { translation: ar }, en: { translation: en } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    initAsync: false,
  });
  // `{{count, number}}` in the resources: the digits of the page's language (Arabic-Indic in Arabic),
  // the same as prices and dates, rather than whatever Intl's default for "ar" is.
  i18n.services.formatter?.add('number', (value, lng) =>
    formatNumber(Number(value), isLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  );
  i18n.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    applyDocumentLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not persisted; the switch still applies to this visit.
    }
  });
  return i18n;
}
