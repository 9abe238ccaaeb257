/**
 * The product's i18next instance (spec §1/§9: default en, fallback zh-cn). Remotes add their own
 * namespace with `registerTranslations` when they load. The language is persisted as
 * `themeConfig.globalI18n` in localStorage (spec §3), merged into any existing theme config.
 * Until the user picks one, the browser's languages decide (`zh*` → zh-cn, `en*` → en).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { commonEn, commonZh } from './common';

export type Lang = 'en' | 'zh-cn';
export const LANGS: Lang[] = ['en', 'zh-cn'];
export const DEFAULT_LANG: Lang = 'en';
export const FALLBACK_LANG: Lang = 'zh-cn';
export const THEME_CONFIG_KEY = 'themeConfig';

export function readThemeConfig(): Record<string, unknown> {
  try {
    const raw = localStorage.getItem(THEME_CONFIG_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeThemeConfig(patch: Record<string, unknown>): void {
  try {
    localStorage.setItem(THEME_CONFIG_KEY, JSON.stringify({ ...readThemeConfig(), ...patch }));
  } catch {
    /* storage disabled */
  }
}

export function normalizeLang(value: unknown): Lang {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v === 'zh-cn' || v === 'zh') return 'zh-cn';
  return v === 'en' ? 'en' : DEFAULT_LANG;
}

/**
 * The first of the browser's preferred languages the product has (`zh`, `zh-CN`, `zh-TW`, … →
 * zh-cn; `en-*` → en), or the default when none is.
 */
export function browserLang(
  languages: readonly string[] | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Lang {
  for (const l of languages ?? []) {
    const v = typeof l === 'string' ? l.toLowerCase() : '';
    if (v === 'zh' || v.startsWith('zh-')) return 'zh-cn';
    if (v === 'en' || v.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANG;
}

/** The language the user picked (stored), else the browser's: a first visit follows the browser. */
export function initialLang(): Lang {
  const v = readThemeConfig().globalI18n;
  return v ? normalizeLang(v) : browserLang();
}

export const i18n: I18n = i18next;

if (!i18n.isInitialized) {
  i18n.use(initReactI18next).init({
    lng: initialLang(),
    fallbackLng: FALLBACK_LANG,
    supportedLngs: LANGS,
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, 'zh-cn': { common: commonZh } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  } as Parameters<I18n['init']>[0]);
}

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language === 'zh-cn' ? 'zh-CN' : 'en';

export interface TranslationResources {
  en: object;
  'zh-cn': object;
}

/** Adds (or deep-merges) a namespace in both languages; call it when a remote module loads. */
export function registerTranslations(ns: string, resources: TranslationResources): void {
  i18n.addResourceBundle('en', ns, resources.en, true, true);
  i18n.addResourceBundle('zh-cn', ns, resources['zh-cn'], true, true);
}

export function getLang(): Lang {
  return normalizeLang(i18n.language);
}

/** Switches the language everywhere and persists it as themeConfig.globalI18n. */
export function setLang(lng: Lang): Promise<unknown> {
  const lang = normalizeLang(lng);
  writeThemeConfig({ globalI18n: lang });
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en';
  return i18n.changeLanguage(lang);
}

function subscribe(cb: () => void): () => void {
  i18n.on('languageChanged', cb);
  return () => i18n.off('languageChanged', cb);
}

/** The current language; re-renders when it changes. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}
