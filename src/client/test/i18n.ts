/**
 * i18next for component tests: the app's own instance (components and useLanguage read it through
 * react-i18next), with every string the app can load (the site's in both languages and the pages')
 * already there, so nothing loads lazily and no test sees a bare key.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@shared/constants';
import { formatNumber } from '@shared/format';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageStrings } from '../app/page-strings';
import { accountProblemStrings } from '../features/account/account.i18n';
import { blockingProblemStrings } from '../features/blocking/blocking.i18n';
import { depositProblemStrings } from '../i18n/deposit-problems';
import { moderationProblemStrings } from '../i18n/moderation-problems';
import { ar } from '../i18n/resources/ar';
import { en } from '../i18n/resources/en';
import { verificationProblemStrings } from '../i18n/verification-problems';

let ready = false;

export function initTestI18n(): typeof i18n {
  if (ready) return i18n;
  ready = true;
  i18n.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  i18n.services.formatter?.add('number', (value, lng) =>
    formatNumber(Number(value), isLanguage(lng) ? lng : DEFAULT_LANGUAGE),
  );
  const parts: Record<Language, object[]> = {
    ar: [
      ar,
      pageStrings.ar,
      depositProblemStrings.ar,
      verificationProblemStrings.ar,
      blockingProblemStrings.ar,
      accountProblemStrings.ar,
      moderationProblemStrings.ar,
    ],
    en: [
      en,
      pageStrings.en,
      depositProblemStrings.en,
      verificationProblemStrings.en,
      blockingProblemStrings.en,
      accountProblemStrings.en,
      moderationProblemStrings.en,
    ],
  };
  for (const language of LANGUAGES) {
    for (const strings of parts[language]) {
      i18n.addResourceBundle(language, 'translation', strings, true, false);
    }
  }
  return i18n;
}

/** Switches the test's language (the strings are all there, so this is synchronous in effect). */
export async function setTestLanguage(language: Language): Promise<void> {
  initTestI18n();
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}
