import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@portal/contract';
import { en, FIRST_NAMESPACES, LATER_NAMESPACES, loadCatalogue } from '../locales';

/** The chosen language survives reloads (customer-portal §2: it, en; default en). */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, callback) => {
    loadCatalogue(lng, ns).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

function onLanguageChanged(lng: string) {
  document.documentElement.lang = lng;
  if (!isLanguage(lng)) return;
  localStorage.setItem(LANGUAGE_KEY, lng);
  // the server sends the next page's prerendered frame in this language (not a credential: readable, a year)
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/** Resolves once the catalogues of the stored language are loaded. */
export async function initI18n(): Promise<typeof i18n> {
  // <html lang> names the stored language from the first paint, before its catalogues load (WCAG 3.1.1).
  document.documentElement.lang = storedLanguage();
  i18n.on('languageChanged', onLanguageChanged);
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: { en },
      partialBundledLanguages: true,
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: FIRST_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
}

/**
 * Loads of the catalogues the first screens do not need, one per namespace, so that later screens find their texts
 * there; AppGate runs them one by one in idle time once the first screen is up (a screen that needs one before still
 * loads it itself). One at a time: together their chunks' evaluation was one task of about 135 ms at 4x slowdown.
 */
export function laterCatalogueLoads(): (() => Promise<unknown>)[] {
  return LATER_NAMESPACES.map((ns) => () => i18n.loadNamespaces(ns));
}

export { i18n };
