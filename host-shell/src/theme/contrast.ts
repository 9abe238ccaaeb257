/**
 * Colour contrast (WCAG 2.1 §1.4.3, issue 27): relative luminance and contrast ratio, moving a
 * colour's lightness until it reads on given backgrounds, and the readable text for a fill. Pure:
 * no DOM, no antd. Lightness is moved in OKLCH, whose lightness follows what the eye sees and
 * whose hue stays put — in HSL, darkening a coral drifts it towards pure red.
 */

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;
/** AA plus a margin: hex rounding, and hover shades a step off the checked colours, stay above 4.5. */
export const TEXT_TARGET = AA_TEXT + 0.1;

/** sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FN = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', 'rgb(…)' or 'rgba(…)' → channels; null otherwise. */
export function parseColour(css: string): Rgba | null {
  const text = String(css ?? '').trim();
  const hex = HEX.exec(text);
  if (hex) {
    let h = hex[1];
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = RGB_FN.exec(text);
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? Number.parseFloat(fn[4]) / 100 : Number(fn[4]);
    const channel = (v: string) => Math.min(255, Math.max(0, Number(v)));
    return { r: channel(fn[1]), g: channel(fn[2]), b: channel(fn[3]), a: Math.min(1, Math.max(0, alpha)) };
  }
  return null;
}

function mustParse(css: string): Rgba {
  const c = parseColour(css);
  if (!c) throw new Error(`Not a colour: ${css}`);
  return c;
}

const byte = (v: number) => Math.round(Math.min(255, Math.max(0, v)));

/** '#rrggbb' of opaque channels. */
export function toHex({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): string {
  return `#${[r, g, b].map((v) => byte(v).toString(16).padStart(2, '0')).join('')}`;
}

/** A (possibly translucent) colour painted over an opaque background, as the eye gets it. */
export function composite(fg: string, bg: string): Rgba {
  const f = mustParse(fg);
  const b = mustParse(bg);
  const mix = (x: number, y: number) => x * f.a + y * (1 - f.a);
  return { r: mix(f.r, b.r), g: mix(f.g, b.g), b: mix(f.b, b.b), a: 1 };
}

/** A colour at `alpha` (0–1) painted over an opaque background, as '#rrggbb'. */
export function mix(colour: string, bg: string, alpha: number): string {
  const c = composite(colour, bg);
  const b = mustParse(bg);
  const a = Math.min(1, Math.max(0, alpha));
  return toHex({ r: c.r * a + b.r * (1 - a), g: c.g * a + b.g * (1 - a), b: c.b * a + b.b * (1 - a) });
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG relative luminance of an opaque colour (alpha ignored). */
export function relativeLuminance(colour: string | Rgba): number {
  const c = typeof colour === 'string' ? mustParse(colour) : colour;
  return 0.2126 * toLinear(c.r) + 0.7152 * toLinear(c.g) + 0.0722 * toLinear(c.b);
}

/**
 * WCAG contrast ratio (1–21) of text on a background. A translucent text colour is painted over
 * the background first; the background itself must be opaque.
 */
export function contrastRatio(fg: string, bg: string): number {
  const a = relativeLuminance(composite(fg, bg));
  const b = relativeLuminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The lowest ratio of a text colour over several backgrounds. */
export function worstContrast(fg: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
}

// ---------------------------------------------------------------- OKLCH

interface Oklch {
  l: number;
  c: number;
  h: number;
}

function toOklch({ r, g, b }: Rgba): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear sRGB of an OKLCH colour; may fall outside 0–1 (out of gamut). */
function oklchToLinear({ l: L, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (lin: number[]) => lin.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/**
 * The colour with OKLCH lightness `l` (0–1), same hue, and as much of its chroma as sRGB can
 * show at that lightness.
 */
export function withLightness(colour: string, l: number): string {
  const start = toOklch(mustParse(colour));
  const L = Math.min(1, Math.max(0, l));
  let lo = 0;
  let hi = start.c;
  if (!inGamut(oklchToLinear({ ...start, l: L }))) {
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklchToLinear({ ...start, l: L, c: mid }))) lo = mid;
      else hi = mid;
    }
    hi = lo;
  }
  const [r, g, b] = oklchToLinear({ ...start, l: L, c: hi }).map(fromLinear);
  return toHex({ r, g, b });
}

/** OKLCH lightness (0–1) of a colour. */
export function oklchLightness(colour: string): number {
  return toOklch(mustParse(colour)).l;
}

/** Whether black text reads better than white on this background. */
export function isLightBackground(bg: string): boolean {
  return contrastRatio('#000000', bg) >= contrastRatio('#ffffff', bg);
}

/**
 * Moves a colour's lightness — as little as possible, hue kept — until `ok` holds: darker or
 * lighter as asked. Answers the colour itself (as '#rrggbb') when it already passes, and the far
 * end (near black / white) when nothing does. `ok` must turn true once and stay true further on.
 */
export function shiftLightness(colour: string, direction: 'darker' | 'lighter', ok: (hex: string) => boolean): string {
  const start = toHex(mustParse(colour));
  if (ok(start)) return start;
  const l0 = oklchLightness(start);
  const far = direction === 'darker' ? 0 : 1;
  if (!ok(withLightness(start, far))) return withLightness(start, far);
  // Binary search between the failing start and the passing far end; keep the passing side.
  let fail = l0;
  let pass = far;
  for (let i = 0; i < 20 && Math.abs(pass - fail) > 1e-4; i++) {
    const mid = (fail + pass) / 2;
    if (ok(withLightness(start, mid))) pass = mid;
    else fail = mid;
  }
  return withLightness(start, pass);
}

/**
 * The colour, darkened or lightened as little as needed so that it reaches `min` against every
 * background (the direction comes from the first, main, background).
 */
export function ensureContrast(colour: string, backgrounds: string | readonly string[], min = AA_TEXT): string {
  const bgs = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  const direction = isLightBackground(bgs[0]) ? 'darker' : 'lighter';
  return shiftLightness(colour, direction, (hex) => worstContrast(hex, bgs) >= min);
}

/**
 * A neutral text colour (`base`, e.g. black or white) at the lowest opacity that still reaches
 * `min` on every background — secondary text stays as light as it may be. Answers 'rgba(…)'.
 */
export function readableAlpha(base: string, backgrounds: readonly string[], min = AA_TEXT, from = 0): string {
  const { r, g, b } = mustParse(base);
  for (let step = Math.round(from * 100); step <= 100; step++) {
    const text = `rgba(${byte(r)},${byte(g)},${byte(b)},${step / 100})`;
    if (worstContrast(text, backgrounds) >= min) return text;
  }
  return toHex({ r, g, b });
}

/**
 * A neutral fill (`base` at some opacity over `container`, as 'rgba(…)') on which `text` reaches
 * `min`: the lowest opacity from `from` up — a switch's off track that carries its label.
 */
export function readableFill(base: string, container: string, text: string, min = AA_TEXT, from = 0): string {
  const { r, g, b } = mustParse(base);
  for (let step = Math.round(from * 100); step <= 100; step++) {
    const fill = `rgba(${byte(r)},${byte(g)},${byte(b)},${step / 100})`;
    if (contrastRatio(text, toHex(composite(fill, container))) >= min) return fill;
  }
  return toHex({ r, g, b });
}

/** Near-black text, antd's own light-theme text colour. */
export const NEAR_BLACK = 'rgba(0,0,0,0.88)';

/**
 * The text colour for a filled surface: white while it reaches `min`, else near-black, else
 * whichever of the two reads better.
 */
export function readableTextOn(fill: string, min = AA_TEXT): string {
  const white = contrastRatio('#ffffff', fill);
  if (white >= min) return '#ffffff';
  return contrastRatio(NEAR_BLACK, fill) >= Math.min(min, white) ? NEAR_BLACK : '#ffffff';
}
