/**
 * i18next set up once, before the first render: Arabic by default, English on
 * request, the choice kept in localStorage. The <html> element's lang and dir
 * follow the language from one place (applyDocumentLanguage), so every page
 * mirrors through logical CSS with no special cases.
 *
 * The strings load in parts, so a first visit downloads only what its page
 * says: the site's strings in the visitor's language (resources/ar.ts or
 * en.ts), the other pages' strings when one of those pages opens (pages.ts,
 * both languages, through loadPageStrings), and the administration's with the
 * admin screens (admin.i18n.ts). A switch of language loads the new
 * language's site strings first, then switches (changeLanguage).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@shared/constants';
import { formatNumber } from '@shared/format';
import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The language chosen on this device, or null where none was (a first visit, cleared storage). */
function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): as if nothing was chosen.
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the switch still applies to this visit.
  }
}

/**
 * The language a device switches to when an account signs in on it: the account's where the
 * device has no choice of its own (a first visit), none where it has one, which stays
 * (docs/decisions/0036-page-changes-language-focus-and-dates.md).
 */
export function languageToAdopt(deviceChoice: Language | null, accountLanguage: Language): Language | null {
  return deviceChoice === null ? accountLanguage : null;
}

/**
 * Called as a sign-in succeeds, before the page reloads: switches to and keeps (localStorage,
 * cookie) the account's language on a device with no choice of its own, so what is said next
 * (the welcome toast, the reloaded page) is in it. Offline, the device simply keeps its language.
 */
export async function adoptAccountLanguage(accountLanguage: Language): Promise<void> {
  const language = languageToAdopt(storedLanguage(), accountLanguage);
  if (language === null) return;
  storeLanguage(language);
  writeLanguageCookie(language);
  await changeLanguage(language).catch(() => undefined);
}

/**
 * <html lang dir>, and a cookie of the same name as the stored choice: the server reads it to send
 * the next page's HTML in this language and to preload its strings (http/client.ts).
 */
function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  writeLanguageCookie(language);
}

function writeLanguageCookie(language: Language): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

const siteStrings: Record<Language, () => Promise<ResourceLanguage>> = {
  ar: async () => (await import('./resources/ar')).ar,
  en: async () => (await import('./resources/en')).en,
};

/** Each part once: `site:ar`, `site:en`, `pages`. A failed load is forgotten, to be tried again. */
const loads = new Map<string, Promise<void>>();
function loadOnce(key: string, load: () => Promise<Resource>): Promise<void> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load().then((resources) => {
      for (const [language, strings] of Object.entries(resources)) {
        // Deep, without overwriting: parts never share keys, and the admin's may be there already.
        i18n.addResourceBundle(language, 'translation', strings, true, false);
      }
    });
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

function loadSiteStrings(language: Language): Promise<void> {
  return loadOnce(`site:${language}`, async () => ({ [language]: await siteStrings[language]() }));
}

/**
 * Where the pages' strings come from: the app gathers them from its features (app/page-strings.ts)
 * and says so at start (main.tsx), since i18n/ imports no feature. Until then, none.
 */
let pageStringsLoader: () => Promise<Resource> = async () => ({});

export function setPageStringsLoader(loader: () => Promise<Resource>): void {
  pageStringsLoader = loader;
}

/** The strings of an item's page, listing, profiles and messages; routes that show them await this. */
export function loadPageStrings(): Promise<void> {
  return loadOnce('pages', () => pageStringsLoader());
}

/** Switches the page to another language once its strings are here. */
export async function changeLanguage(next: Language): Promise<void> {
  await loadSiteStrings(next);
  await i18n.changeLanguage(next);
}

/**
 * Sets the language up synchronously (i18next, <html lang dir>) and resolves
 * once its strings have loaded: render after that.
 */
export function initI18n(): Promise<void> {
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  applyDocumentLanguage(language);
  i18n.use(initReactI18next).init({
    // Filled in parts (loadOnce); an object here tells i18next that no backend will load them.
    resources: {},
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
    storeLanguage(next);
  });
  return loadSiteStrings(language);
}
