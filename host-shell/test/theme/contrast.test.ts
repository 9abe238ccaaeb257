import {
  composite,
  contrastRatio,
  ensureContrast,
  isLightBackground,
  mix,
  NEAR_BLACK,
  oklchLightness,
  parseColour,
  readableAlpha,
  readableTextOn,
  relativeLuminance,
  toHex,
  withLightness,
} from '../../src/theme/contrast';

/** HSL hue angle (0–360) of a colour: an independent look at whether the hue moved. */
function hueOf(hex: string): number {
  const { r, g, b } = parseColour(hex)!;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
/** Distance between two hue angles, round the circle. */
const hueDistance = (a: string, b: string) => {
  const d = Math.abs(hueOf(a) - hueOf(b)) % 360;
  return Math.min(d, 360 - d);
};

describe('contrast: WCAG maths', () => {
  it('parses hex (3, 6, 8 digits) and rgb()/rgba()', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#F36B6B')).toEqual({ r: 243, g: 107, b: 107, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgba(0, 0, 0, 0.88)')).toEqual({ r: 0, g: 0, b: 0, a: 0.88 });
    expect(parseColour('rgb(255,255,255)')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('red')).toBeNull();
    expect(parseColour('#12')).toBeNull();
  });

  it('relative luminance: black 0, white 1, the sRGB curve in between', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('contrast ratio: 21 for black on white, symmetric, known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#f36b6b', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#f36b6b'), 10);
    // The findings of issue 27 as axe reports them (two decimals, cut): the default primary and
    // antd's danger colour on white.
    const axe = (fg: string, bg: string) => Math.floor(contrastRatio(fg, bg) * 100) / 100;
    expect(axe('#f36b6b', '#ffffff')).toBe(2.94);
    expect(axe('#ff4d4f', '#ffffff')).toBe(3.26);
    expect(axe('#767676', '#ffffff')).toBe(4.54);
  });

  it('translucent text is painted over its background first', () => {
    expect(toHex(composite('rgba(0,0,0,0.5)', '#ffffff'))).toBe('#808080');
    expect(contrastRatio('rgba(0,0,0,0.25)', '#ffffff')).toBeCloseTo(contrastRatio('#bfbfbf', '#ffffff'), 1);
    expect(mix('#ff0000', '#ffffff', 0.1)).toBe('#ffe6e6');
  });

  it('light and dark backgrounds', () => {
    expect(isLightBackground('#ffffff')).toBe(true);
    expect(isLightBackground('#fafafa')).toBe(true);
    expect(isLightBackground('#141414')).toBe(false);
    expect(isLightBackground('#1f1f1f')).toBe(false);
  });
});

describe('contrast: moving lightness', () => {
  it('withLightness keeps the hue (OKLCH), unlike HSL which turns coral red', () => {
    const deeper = withLightness('#f36b6b', 0.5);
    expect(oklchLightness(deeper)).toBeCloseTo(0.5, 2);
    expect(hueDistance(deeper, '#f36b6b')).toBeLessThan(5);
    // A yellow made dark stays olive, not brown or grey.
    const olive = withLightness('#ffff00', 0.45);
    const { r, g, b } = parseColour(olive)!;
    expect(Math.abs(r - g)).toBeLessThan(6);
    expect(b).toBeLessThan(20);
  });

  it('ensureContrast leaves a readable colour alone (normalised to #rrggbb)', () => {
    expect(ensureContrast('#303133', '#ffffff')).toBe('#303133');
    expect(ensureContrast('#FFF', '#141414')).toBe('#ffffff');
  });

  it('ensureContrast darkens on light backgrounds just past the target, hue kept', () => {
    const fixed = ensureContrast('#f36b6b', ['#ffffff', '#fafafa'], 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#fafafa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#fafafa')).toBeLessThan(4.7);
    expect(hueDistance(fixed, '#f36b6b')).toBeLessThan(5);
    // still a coral, not a grey: red clearly above green and blue
    const { r, g, b } = parseColour(fixed)!;
    expect(r - Math.max(g, b)).toBeGreaterThan(100);
  });

  it('ensureContrast lightens on dark backgrounds', () => {
    const fixed = ensureContrast('#531dab', ['#141414', '#1f1f1f'], 4.5);
    expect(oklchLightness(fixed)).toBeGreaterThan(oklchLightness('#531dab'));
    expect(contrastRatio(fixed, '#1f1f1f')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#1f1f1f')).toBeLessThan(4.8);
  });

  it('ensureContrast answers the far end when nothing else reaches the ratio', () => {
    expect(ensureContrast('#777777', '#777777', 21)).toBe('#000000');
  });

  it('readableAlpha: the lowest opacity of a neutral that reads', () => {
    const text = readableAlpha('#000000', ['#ffffff', '#f5f5f5'], 4.5, 0.25);
    const alpha = parseColour(text)!.a;
    expect(contrastRatio(text, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(`rgba(0,0,0,${alpha - 0.01})`, '#f5f5f5')).toBeLessThan(4.5);
    // never below the starting opacity
    expect(parseColour(readableAlpha('#000000', ['#ffffff'], 1, 0.45))!.a).toBe(0.45);
  });

  it('readableTextOn: white on deep fills, near-black on light ones', () => {
    expect(readableTextOn('#bf3b41')).toBe('#ffffff');
    expect(readableTextOn('#1677ff')).toBe(NEAR_BLACK); // 4.1:1 with white
    expect(readableTextOn('#ffd666')).toBe(NEAR_BLACK);
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });
});
