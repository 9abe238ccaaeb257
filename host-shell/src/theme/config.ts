/**
 * Theme config (spec §3): every key, its defaults (§9), the jotai atom persisted in localStorage
 * `themeConfig` (merged with the defaults; the shared i18n writes `globalI18n` into the same
 * object), the inline style text stored separately as `themeConfigStyle`, and the other local
 * keys (oldLayout, frequency, isTagsViewCurrenFull).
 */
import { getLang, normalizeLang, readThemeConfig, sharedStore, THEME_CONFIG_KEY } from '@shiftdesk/shared/core';
import { atom } from 'jotai';
import { DEFAULT_BRAND } from '../state/brand';

export type LayoutName = 'defaults' | 'classic' | 'transverse' | 'columns';
export type TagsStyle = 'tags-style-one' | 'tags-style-four' | 'tags-style-five';
export type Animation = 'slide-right' | 'slide-left' | 'opacitys';
export type ColumnsAsideStyle = 'columns-round' | 'columns-card';
export type ColumnsAsideLayout = 'columns-horizontal' | 'columns-vertical';
export type ComponentSize = 'large' | 'default' | 'small';

export const LAYOUTS: LayoutName[] = ['defaults', 'classic', 'transverse', 'columns'];
export const TAGS_STYLES: TagsStyle[] = ['tags-style-one', 'tags-style-four', 'tags-style-five'];
export const ANIMATIONS: Animation[] = ['slide-right', 'slide-left', 'opacitys'];
export const COLUMNS_ASIDE_STYLES: ColumnsAsideStyle[] = ['columns-round', 'columns-card'];
export const COLUMNS_ASIDE_LAYOUTS: ColumnsAsideLayout[] = ['columns-horizontal', 'columns-vertical'];
export const COMPONENT_SIZES: ComponentSize[] = ['large', 'default', 'small'];

export interface ThemeConfig {
  primary: string;
  isIsDark: boolean;
  topBar: string;
  topBarColor: string;
  isTopBarColorGradual: boolean;
  menuBar: string;
  menuBarColor: string;
  isMenuBarColorGradual: boolean;
  columnsMenuBar: string;
  columnsMenuBarColor: string;
  isColumnsMenuBarColorGradual: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isClassicSplitMenu: boolean;
  isLockScreen: boolean;
  lockScreenTime: number;
  isShowLogo: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  isWartermark: boolean;
  wartermarkText: string;
  tagsStyle: TagsStyle;
  animation: Animation;
  columnsAsideStyle: ColumnsAsideStyle;
  columnsAsideLayout: ColumnsAsideLayout;
  layout: LayoutName;
  isDrawer: boolean;
  globalI18n: 'en' | 'zh-cn';
  componentSize: ComponentSize;
}

export const DEFAULT_PRIMARY = '#f36b6b';
export const DEFAULT_LOCK_TIME = 30;
export const LOCK_TIME_MIN = 1;
export const LOCK_TIME_MAX = 9999;
/** Settings are applied this long after start (spec §4/§9). */
export const APPLY_DELAY_MS = 100;
/** Narrow screens (< this width) get the drawer menu. */
export const MOBILE_BREAKPOINT = 768;

/** Bar colours a layout change resets to (spec §4). */
export const DEFAULT_BAR_COLOURS = {
  topBar: '#ffffff',
  topBarColor: '#303133',
  menuBar: '#ffffff',
  menuBarColor: '#505968',
  columnsMenuBar: '#545c64',
  columnsMenuBarColor: '#e6e6e6',
} as const;

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  primary: DEFAULT_PRIMARY,
  isIsDark: false,
  ...DEFAULT_BAR_COLOURS,
  isTopBarColorGradual: false,
  isMenuBarColorGradual: false,
  isColumnsMenuBarColorGradual: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: DEFAULT_LOCK_TIME,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: true,
  isTagsview: true,
  isTagsviewIcon: true,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  isWartermark: false,
  wartermarkText: DEFAULT_BRAND,
  tagsStyle: 'tags-style-five',
  animation: 'slide-right',
  columnsAsideStyle: 'columns-round',
  columnsAsideLayout: 'columns-vertical',
  layout: 'defaults',
  isDrawer: false,
  globalI18n: 'en',
  componentSize: 'default',
};

export const THEME_STYLE_KEY = 'themeConfigStyle';
export const OLD_LAYOUT_KEY = 'oldLayout';
export const FREQUENCY_KEY = 'frequency';
export const TAGS_FULL_KEY = 'isTagsViewCurrenFull';

const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T => (list.includes(v as T) ? (v as T) : d);

/** Stored (possibly partial, old or tampered) config → a complete, valid ThemeConfig. */
export function mergeThemeConfig(stored: Record<string, unknown> | null | undefined): ThemeConfig {
  const d = DEFAULT_THEME_CONFIG;
  const s = stored ?? {};
  const out = { ...d } as Record<string, unknown>;
  for (const key of Object.keys(d) as (keyof ThemeConfig)[]) {
    const v = s[key];
    if (v === undefined || v === null) continue;
    if (typeof d[key] === typeof v) out[key] = v;
  }
  const c = out as unknown as ThemeConfig;
  c.layout = oneOf(LAYOUTS, c.layout, d.layout);
  c.tagsStyle = oneOf(TAGS_STYLES, c.tagsStyle, d.tagsStyle);
  c.animation = oneOf(ANIMATIONS, c.animation, d.animation);
  c.columnsAsideStyle = oneOf(COLUMNS_ASIDE_STYLES, c.columnsAsideStyle, d.columnsAsideStyle);
  c.columnsAsideLayout = oneOf(COLUMNS_ASIDE_LAYOUTS, c.columnsAsideLayout, d.columnsAsideLayout);
  c.componentSize = oneOf(COMPONENT_SIZES, c.componentSize, d.componentSize);
  c.globalI18n = normalizeLang(s.globalI18n ?? d.globalI18n);
  const lt = Math.trunc(Number(c.lockScreenTime));
  c.lockScreenTime = Number.isFinite(lt) ? Math.min(LOCK_TIME_MAX, Math.max(LOCK_TIME_MIN, lt)) : DEFAULT_LOCK_TIME;
  if (!/^#[0-9a-fA-F]{6}$/.test(c.primary)) c.primary = DEFAULT_PRIMARY;
  return c;
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled */
  }
}
function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored config; the settings drawer (`isDrawer`) always starts closed. */
export function loadThemeConfig(): ThemeConfig {
  return { ...mergeThemeConfig(readThemeConfig()), isDrawer: false };
}

/**
 * Writes the whole config, keeping keys other code stored in the same object. The language is
 * not written here: the shared i18n stores it when the user picks one, and until then a first
 * visit keeps following the browser's language.
 */
export function saveThemeConfig(config: ThemeConfig, styleText?: string): void {
  const { globalI18n: _lang, ...rest } = config;
  safeSet(THEME_CONFIG_KEY, JSON.stringify({ ...readThemeConfig(), ...rest }));
  if (styleText !== undefined) safeSet(THEME_STYLE_KEY, styleText);
}

const baseAtom = atom<ThemeConfig>(loadThemeConfig());

/** The theme config; writes persist to localStorage (a partial patch or an updater). */
export const themeConfigAtom = atom(
  (get) => get(baseAtom),
  (get, set, next: Partial<ThemeConfig> | ((c: ThemeConfig) => ThemeConfig)) => {
    const cur = get(baseAtom);
    const merged = mergeThemeConfig(
      (typeof next === 'function' ? next(cur) : { ...cur, ...next }) as unknown as Record<string, unknown>,
    );
    // The language belongs to the shared i18n (it writes globalI18n itself): never overwrite it.
    const value = { ...merged, globalI18n: getLang() };
    set(baseAtom, value);
    saveThemeConfig(value);
  },
);

/** Re-reads localStorage (e.g. after the shared i18n wrote globalI18n). */
export function reloadThemeConfig(): void {
  sharedStore.set(baseAtom, loadThemeConfig());
}

export function getThemeConfig(): ThemeConfig {
  return sharedStore.get(themeConfigAtom);
}

export function setThemeConfig(patch: Partial<ThemeConfig>): void {
  sharedStore.set(themeConfigAtom, patch);
}

// ---- other local keys (spec §3) ----
export function readOldLayout(): LayoutName | null {
  const v = safeGet(OLD_LAYOUT_KEY);
  return v && LAYOUTS.includes(v as LayoutName) ? (v as LayoutName) : null;
}
export function writeOldLayout(layout: LayoutName): void {
  safeSet(OLD_LAYOUT_KEY, layout);
}
/** How often the settings drawer has been opened (the spec keeps the number; shown nowhere). */
export function bumpFrequency(): number {
  const n = (Number(safeGet(FREQUENCY_KEY)) || 0) + 1;
  safeSet(FREQUENCY_KEY, String(n));
  return n;
}

function sessionGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function sessionSet(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* storage disabled */
  }
}

/**
 * Full screen of the current tag (PART B's tags view sets it; the shell's close-fullscreen
 * control reads it). Kept per browser tab (sessionStorage), like the session data.
 */
const tagsFullBase = atom<boolean>(sessionGet(TAGS_FULL_KEY) === 'true');
export const tagsViewFullAtom = atom(
  (get) => get(tagsFullBase),
  (_get, set, next: boolean) => {
    set(tagsFullBase, next);
    sessionSet(TAGS_FULL_KEY, next ? 'true' : null);
  },
);
