/**
 * antd theme tokens derived from the user's primary colour so that every text the theme colours
 * reaches WCAG AA (issue 27). The stored setting keeps what the user picked; only what antd is
 * given changes: the primary and error seeds moved in lightness (hue kept, so the product keeps
 * its colour), secondary text and placeholders at the lowest opacity that reads, tag texts, and
 * the text on primary / danger fills chosen by contrast (white, or near-black in dark mode where
 * the fill has to be light enough to be text itself).
 *
 * The checks run on what antd derives (its algorithm turns a seed into the shown colours: in dark
 * mode a seed is blended towards the background), so a seed is nudged until the derived colour
 * passes — usually two or three derivations, cached per colour and theme.
 */
import antdTheme from 'antd/es/theme';
import {
  composite,
  ensureContrast,
  mix,
  oklchLightness,
  readableAlpha,
  readableFill,
  readableTextOn,
  TEXT_TARGET,
  toHex,
  withLightness,
  worstContrast,
} from './contrast';

/**
 * Strength of the primary in selected backgrounds (menu entry, table row, active tag), at rest
 * and hovered, in light and dark mode.
 */
const SELECTED_WASH = { light: [0.1, 0.12], dark: [0.16, 0.2] } as const;

/** The derived (map) tokens the checks read; antd's MapToken has them all. */
type Derived = Record<string, unknown>;
type Seeds = { colorPrimary: string; colorError: string };

export interface ReadableTheme {
  /** For ConfigProvider `theme.token` (seeds and overridden map / alias tokens). */
  token: Record<string, string>;
  /** For ConfigProvider `theme.components`. */
  components: Record<string, Record<string, string>>;
  /** The primary colour text and fills are shown in (what antd derives from the seed). */
  primary: string;
  /** Text on a primary fill: white, or near-black when white would not read. */
  onPrimary: string;
  /** Whether the seed had to move from the picked colour. */
  adjusted: boolean;
}

function derive(seeds: Seeds, dark: boolean): Derived {
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return algorithm({ ...antdTheme.defaultSeed, ...seeds, colorLink: seeds.colorPrimary }) as unknown as Derived;
}

const str = (map: Derived, key: string) => String(map[key]);

/** The backgrounds a theme puts text on: containers, the page, table row hover. */
function pageBackgrounds(map: Derived): string[] {
  const container = str(map, 'colorBgContainer');
  return [
    container,
    str(map, 'colorBgElevated'),
    str(map, 'colorBgLayout'),
    // table row hover (antd's colorFillAlter)
    toHex(composite(str(map, 'colorFillQuaternary'), container)),
  ];
}

/**
 * The selected backgrounds (menu entry, table row, tag): a wash of the primary over the page, not
 * antd's palette tint, which turns grey or strong for some colours (and in dark mode is the border
 * colour) — primary text must read on it.
 */
function selectedWash(map: Derived, dark: boolean): { bg: string; bgHover: string } {
  const container = str(map, 'colorBgContainer');
  const primary = str(map, 'colorPrimary');
  const [rest, hover] = SELECTED_WASH[dark ? 'dark' : 'light'];
  return { bg: mix(primary, container, rest), bgHover: mix(primary, container, hover) };
}

/**
 * Where primary text sits: the page and the selected background (its hover shade is a step
 * darker only, which the margin of TEXT_TARGET covers).
 */
function primaryBackgrounds(map: Derived, dark: boolean): string[] {
  return [...pageBackgrounds(map), selectedWash(map, dark).bg];
}

/** Where error text sits: the page and the danger hover background. */
function errorBackgrounds(map: Derived): string[] {
  return [...pageBackgrounds(map), str(map, 'colorErrorBg')];
}

/**
 * Moves a seed so the colour antd derives from it (`shown`) reaches the target: the lightness
 * the shown colour lacks is added to the seed.
 */
function nudge(seed: string, shown: string, backgrounds: string[], extra: number): string {
  const wanted = ensureContrast(shown, backgrounds, TEXT_TARGET + extra);
  return withLightness(seed, oklchLightness(seed) + oklchLightness(wanted) - oklchLightness(shown));
}

/** Tag text colours (status and preset) that fall short on their own light / dark tag fill. */
function tagTokens(map: Derived): Record<string, string> {
  const out: Record<string, string> = {};
  const fix = (textKey: string, bgKey: string) => {
    const text = map[textKey];
    const bg = map[bgKey];
    if (typeof text !== 'string' || typeof bg !== 'string') return;
    const readable = ensureContrast(text, [bg], TEXT_TARGET);
    if (readable !== toHex(composite(text, bg))) out[textKey] = readable;
  };
  for (const status of ['Success', 'Info', 'Warning', 'Error']) fix(`color${status}`, `color${status}Bg`);
  // Preset colours (green, blue, volcano…): text is shade 7 on shade 1.
  for (const key of Object.keys(map)) {
    const m = /^([a-z]+)7$/.exec(key);
    if (m && typeof map[`${m[1]}1`] === 'string') fix(key, `${m[1]}1`);
  }
  return out;
}

function build(primary: string, dark: boolean): ReadableTheme {
  const picked = toHex(composite(primary, '#ffffff'));
  let seeds: Seeds = {
    colorPrimary: picked,
    colorError: str(antdTheme.defaultSeed as unknown as Derived, 'colorError'),
  };
  let map = derive(seeds, dark);
  for (let round = 0; round < 4; round++) {
    const p = str(map, 'colorPrimary');
    const e = str(map, 'colorError');
    const pOk = worstContrast(p, primaryBackgrounds(map, dark)) >= TEXT_TARGET;
    const eOk = worstContrast(e, errorBackgrounds(map)) >= TEXT_TARGET;
    if (pOk && eOk) break;
    // Each round asks a little more, in case antd's derivation keeps falling just short.
    const extra = round * 0.05;
    seeds = {
      colorPrimary: pOk ? seeds.colorPrimary : nudge(seeds.colorPrimary, p, primaryBackgrounds(map, dark), extra),
      colorError: eOk ? seeds.colorError : nudge(seeds.colorError, e, errorBackgrounds(map), extra),
    };
    map = derive(seeds, dark);
  }

  const shown = str(map, 'colorPrimary');
  const onPrimary = readableTextOn(shown);
  const onError = readableTextOn(str(map, 'colorError'));
  const textBase = str(map, 'colorTextBase');
  const page = pageBackgrounds(map);
  const token: Record<string, string> = {
    colorPrimary: seeds.colorPrimary,
    // Links follow the primary colour too, so row actions do not stand out in antd's blue.
    colorLink: seeds.colorPrimary,
    colorError: seeds.colorError,
    // Secondary text (footers, descriptions, hints) and placeholders: as light as still reads.
    colorTextTertiary: readableAlpha(textBase, page, TEXT_TARGET, 0.45),
    colorTextPlaceholder: readableAlpha(textBase, page, TEXT_TARGET, 0.25),
  };
  const selected = selectedWash(map, dark);
  token.colorPrimaryBg = selected.bg;
  token.colorPrimaryBgHover = selected.bgHover;
  const components: Record<string, Record<string, string>> = {
    Button: { primaryColor: onPrimary, dangerColor: onError },
    Tag: tagTokens(map),
  };
  // Components that print white on a primary / error fill; not the global token, which tooltips
  // and other dark surfaces need white.
  if (onPrimary !== '#ffffff') {
    for (const name of ['DatePicker', 'Radio', 'Steps', 'Tree']) {
      components[name] = { colorTextLightSolid: onPrimary };
    }
  }
  // A switch's label sits on the primary when on and on a grey track when off (antd's track is
  // too faint for it): the track is deepened until the same label colour reads on it too.
  const container = str(map, 'colorBgContainer');
  const track = (from: number) =>
    readableFill(onPrimary === '#ffffff' ? '#000000' : '#ffffff', container, onPrimary, TEXT_TARGET, from);
  components.Switch = {
    colorTextLightSolid: onPrimary,
    colorTextQuaternary: track(0.25),
    colorTextTertiary: track(0.45),
  };
  if (onError !== '#ffffff') components.Badge = { colorTextLightSolid: onError };
  return { token, components, primary: shown, onPrimary, adjusted: seeds.colorPrimary !== picked };
}

const cache = new Map<string, ReadableTheme>();

/** The readable theme of a primary colour (any CSS colour antd takes) in light or dark mode. */
export function readableTheme(primary: string, dark: boolean): ReadableTheme {
  const key = `${dark ? 'dark' : 'light'}|${primary.toLowerCase()}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = build(primary, dark);
    if (cache.size > 32) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The selected entry of a menu on a bar: a wash of the primary behind it and the primary as its
 * text, moved in lightness until it reads on the bar and on the wash (a user's bar colour can be
 * anything).
 */
export function barMenuHighlight(
  primary: string,
  backgrounds: readonly string[],
  dark: boolean,
): { color: string; bg: string; bgAlpha: number } {
  const bgAlpha = SELECTED_WASH[dark ? 'dark' : 'light'][0];
  const washed = backgrounds.map((b) => mix(primary, b, bgAlpha));
  return { color: ensureContrast(primary, [...backgrounds, ...washed], TEXT_TARGET), bg: primary, bgAlpha };
}
