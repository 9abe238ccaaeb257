/**
 * Pure rules of the settings (spec §4 layout and style rules, §5 theme validation). No DOM, no
 * storage: the drawer and the theme applier call these.
 */
import { DEFAULT_BAR_COLOURS, type LayoutName, LOCK_TIME_MAX, LOCK_TIME_MIN, type ThemeConfig } from './config';

// ---------------------------------------------------------------- layout change (spec §4)

/**
 * Picking a layout: transverse turns collapse off; any change closes the settings drawer
 * (`isDrawer`) and resets the menu and top bar colours. Picking the current layout changes nothing.
 */
export function applyLayoutChange(config: ThemeConfig, layout: LayoutName): ThemeConfig {
  if (config.layout === layout) return config;
  return {
    ...config,
    layout,
    isCollapse: layout === 'transverse' ? false : config.isCollapse,
    isDrawer: false,
    topBar: DEFAULT_BAR_COLOURS.topBar,
    topBarColor: DEFAULT_BAR_COLOURS.topBarColor,
    menuBar: DEFAULT_BAR_COLOURS.menuBar,
    menuBarColor: DEFAULT_BAR_COLOURS.menuBarColor,
    isTopBarColorGradual: false,
    isMenuBarColorGradual: false,
  };
}

/** Settings controls that can be disabled. */
export type ControlKey =
  | 'isCollapse'
  | 'isUniqueOpened'
  | 'isClassicSplitMenu'
  | 'isBreadcrumb'
  | 'isBreadcrumbIcon'
  | 'isSortableTagsView'
  | 'columnsMenu'
  | 'columnsAsideStyle'
  | 'columnsAsideLayout'
  | 'lockScreenTime'
  | 'wartermarkText'
  | 'tagsOptions';

/** Which settings controls are disabled for a config (and whether the screen is mobile). */
export function disabledControls(config: ThemeConfig, isMobile: boolean): Record<ControlKey, boolean> {
  const { layout } = config;
  const breadcrumbOff = layout === 'classic' || layout === 'transverse';
  return {
    // spec §4
    isCollapse: layout === 'transverse',
    isUniqueOpened: layout === 'transverse',
    isClassicSplitMenu: layout !== 'classic',
    isBreadcrumb: breadcrumbOff,
    isSortableTagsView: isMobile || !config.isTagsview,
    columnsMenu: layout !== 'columns',
    // follow-ons: an option of a switched-off feature cannot be changed
    isBreadcrumbIcon: breadcrumbOff || !config.isBreadcrumb,
    columnsAsideStyle: layout !== 'columns',
    columnsAsideLayout: layout !== 'columns',
    lockScreenTime: !config.isLockScreen,
    wartermarkText: !config.isWartermark,
    tagsOptions: !config.isTagsview,
  };
}

/** Whether the breadcrumb shows in a layout (the toggle is ignored in classic and transverse). */
export function showBreadcrumb(config: ThemeConfig, isMobile = false): boolean {
  return config.isBreadcrumb && config.layout !== 'classic' && config.layout !== 'transverse' && !isMobile;
}

/** Effective collapse / unique-opened (both off in transverse). */
export function effectiveCollapse(config: ThemeConfig): boolean {
  return config.layout !== 'transverse' && config.isCollapse;
}
export function effectiveUniqueOpened(config: ThemeConfig): boolean {
  return config.layout !== 'transverse' && config.isUniqueOpened;
}
/** The classic split menu is only in classic. */
export function effectiveSplitMenu(config: ThemeConfig): boolean {
  return config.layout === 'classic' && config.isClassicSplitMenu;
}
/** Drag-sorting of tags is off on mobile. */
export function effectiveSortableTags(config: ThemeConfig, isMobile: boolean): boolean {
  return config.isSortableTagsView && !isMobile;
}

// ---------------------------------------------------------------- colours (spec §5, §8)

/** Warnings of invalid colour input (spec §8: in Chinese whatever the language). */
export const HEX_WARNING = '请输入正确的十六进制颜色值';
export const RGB_WARNING = 'rgb 值格式不正确';

const HEX6 = /^#?([0-9a-fA-F]{6})$/;
const RGB_PART = /^\d{1,3}$/;

export type ColourResult = { ok: true; value: string } | { ok: false; warning: string };

/** A 6-digit hex colour (with or without '#', any case) → '#rrggbb' lower case, or the warning. */
export function validateHex(input: string): ColourResult {
  const m = HEX6.exec(String(input ?? '').trim());
  if (!m) return { ok: false, warning: HEX_WARNING };
  return { ok: true, value: `#${m[1].toLowerCase()}` };
}

export function hexToRgb(input: string): { ok: true; rgb: [number, number, number] } | { ok: false; warning: string } {
  const v = validateHex(input);
  if (!v.ok) return v;
  const n = Number.parseInt(v.value.slice(1), 16);
  return { ok: true, rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255] };
}

/** rgb parts (1 to 3 digits each, 0–255) → '#rrggbb', or the rgb warning. */
export function rgbToHex(r: string | number, g: string | number, b: string | number): ColourResult {
  const parts = [r, g, b].map((p) => String(p).trim());
  if (!parts.every((p) => RGB_PART.test(p) && Number(p) <= 255)) return { ok: false, warning: RGB_WARNING };
  return { ok: true, value: `#${parts.map((p) => Number(p).toString(16).padStart(2, '0')).join('')}` };
}

/** Mixes a hex colour toward white by `level` (0–1) — used for gradients. */
export function getLightColor(hex: string, level: number): string {
  const r = hexToRgb(hex);
  if (!r.ok) return hex;
  const l = Math.min(1, Math.max(0, level));
  const mixed = r.rgb.map((c) => Math.floor((255 - c) * l + c));
  return rgbToHex(mixed[0], mixed[1], mixed[2]).ok
    ? (rgbToHex(mixed[0], mixed[1], mixed[2]) as { value: string }).value
    : hex;
}

/** Mixes a hex colour toward black by `level` (0–1). */
export function getDarkColor(hex: string, level: number): string {
  const r = hexToRgb(hex);
  if (!r.ok) return hex;
  const l = Math.min(1, Math.max(0, level));
  const mixed = r.rgb.map((c) => Math.floor(c * (1 - l)));
  return (rgbToHex(mixed[0], mixed[1], mixed[2]) as { value: string }).value;
}

export type PrimaryResult = { ok: true; value: string } | { ok: false; reason: 'empty' | 'hex'; warning?: string };

/** The primary colour: required (spec §5), then 6-digit hex. */
export function validatePrimary(input: string | null | undefined): PrimaryResult {
  if (!input || !String(input).trim()) return { ok: false, reason: 'empty' };
  const v = validateHex(String(input));
  return v.ok ? v : { ok: false, reason: 'hex', warning: v.warning };
}

// ---------------------------------------------------------------- lock time, watermark

/** Lock time: an integer 1–9999 (spec §5) or null when the input is not acceptable. */
export function validLockTime(input: unknown): number | null {
  if (input === null || input === undefined || input === '') return null;
  const n = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(n) || !Number.isInteger(n)) return null;
  if (n < LOCK_TIME_MIN || n > LOCK_TIME_MAX) return null;
  return n;
}

export const WATERMARK_MAX = 64;

/**
 * The watermark cleaning rule: markup and control / invisible formatting characters removed,
 * whitespace collapsed, trimmed, at most 64 characters. Empty → null (ignored, spec §4).
 */
export function cleanWatermarkText(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to strip them
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const chars = Array.from(text).slice(0, WATERMARK_MAX).join('').trim();
  return chars || null;
}

// ---------------------------------------------------------------- applied styles

/** CSS filter of the app root: grayscale full, invert 80%, both combine (spec §4). */
export function appFilter(config: Pick<ThemeConfig, 'isGrayscale' | 'isInvert'>): string {
  const parts: string[] = [];
  if (config.isGrayscale) parts.push('grayscale(1)');
  if (config.isInvert) parts.push('invert(80%)');
  return parts.join(' ');
}

/** antd's size name for the spec's ('default' is antd's 'middle'). */
export function antdSize(size: ThemeConfig['componentSize']): 'small' | 'middle' | 'large' {
  return size === 'default' ? 'middle' : size;
}

/**
 * CSS variables of the bars (the inline style text kept as `themeConfigStyle`). In dark mode the
 * light default colours give way to antd's dark surfaces.
 */
export function themeCssVars(config: ThemeConfig): Record<string, string> {
  const dark = config.isIsDark;
  const bg = (value: string, def: string, gradual: boolean, dir: string, darkBg: string) => {
    const base = dark && value.toLowerCase() === def.toLowerCase() ? darkBg : value;
    if (!gradual || base.startsWith('var(')) return base;
    return `linear-gradient(${dir}, ${base}, ${getLightColor(base, 0.5)})`;
  };
  const fg = (value: string, def: string, darkFg: string) =>
    dark && value.toLowerCase() === def.toLowerCase() ? darkFg : value;
  const d = DEFAULT_BAR_COLOURS;
  return {
    '--sd-primary': config.primary,
    '--sd-top-bar': bg(
      config.topBar,
      d.topBar,
      config.isTopBarColorGradual,
      'to right',
      'var(--ant-color-bg-container)',
    ),
    '--sd-top-bar-color': fg(config.topBarColor, d.topBarColor, 'var(--ant-color-text)'),
    '--sd-menu-bar': bg(
      config.menuBar,
      d.menuBar,
      config.isMenuBarColorGradual,
      'to bottom',
      'var(--ant-color-bg-container)',
    ),
    '--sd-menu-bar-color': fg(config.menuBarColor, d.menuBarColor, 'var(--ant-color-text)'),
    '--sd-columns-menu-bar': bg(
      config.columnsMenuBar,
      d.columnsMenuBar,
      config.isColumnsMenuBarColorGradual,
      'to bottom',
      '#1f1f1f',
    ),
    '--sd-columns-menu-bar-color': fg(config.columnsMenuBarColor, d.columnsMenuBarColor, 'rgba(255,255,255,0.85)'),
  };
}

export function cssVarsText(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}: ${v};`)
    .join(' ');
}

/**
 * Text typed in a colour box: '#rrggbb' / 'rrggbb' (hex rule) or 'rgb(r, g, b)' / 'r,g,b'
 * (rgb parts 1–3 digits) → '#rrggbb', or the Chinese warning of the rule that failed.
 */
export function parseColourInput(input: string): ColourResult {
  const text = String(input ?? '').trim();
  if (/^rgb|,/i.test(text)) {
    const inner = text.replace(/^rgba?\s*\(/i, '').replace(/\)\s*$/, '');
    const parts = inner.split(',');
    if (parts.length !== 3) return { ok: false, warning: RGB_WARNING };
    return rgbToHex(parts[0], parts[1], parts[2]);
  }
  return validateHex(text);
}

// ---------------------------------------------------------------- readable colours (issue 27)

export type Bar = 'menu' | 'top' | 'columns';

/**
 * The solid colours a bar paints, as themeCssVars sets them: its colour (the page's container in
 * dark mode while the colour is the default) and, with the gradient on, the gradient's light end.
 */
export function barBackgrounds(config: ThemeConfig, bar: Bar, darkContainer: string): string[] {
  const d = DEFAULT_BAR_COLOURS;
  const [value, def, gradual, darkBg] =
    bar === 'menu'
      ? [config.menuBar, d.menuBar, config.isMenuBarColorGradual, darkContainer]
      : bar === 'top'
        ? [config.topBar, d.topBar, config.isTopBarColorGradual, darkContainer]
        : [config.columnsMenuBar, d.columnsMenuBar, config.isColumnsMenuBarColorGradual, '#1f1f1f'];
  const base = config.isIsDark && value.toLowerCase() === def.toLowerCase() ? darkBg : value;
  return gradual ? [base, getLightColor(base, 0.5)] : [base];
}
