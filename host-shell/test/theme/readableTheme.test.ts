import { theme as antdTheme } from 'antd';
import { DEFAULT_BAR_COLOURS, DEFAULT_THEME_CONFIG, type ThemeConfig } from '../../src/theme/config';
import { composite, contrastRatio, mix, oklchLightness, parseColour, toHex } from '../../src/theme/contrast';
import { barMenuHighlight, readableTheme } from '../../src/theme/readableTheme';
import { barBackgrounds } from '../../src/theme/rules';

const AA = 4.5;
/** What ConfigProvider makes of the tokens (seeds through the algorithm, then the overrides). */
function designOf(primary: string, dark: boolean) {
  const r = readableTheme(primary, dark);
  const token = antdTheme.getDesignToken({
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: r.token,
  }) as unknown as Record<string, string>;
  return { r, token };
}
const worst = (fg: string, bgs: string[]) => Math.min(...bgs.map((b) => contrastRatio(fg, b)));

// The default, antd's blue, a pale and a dark pick, yellow, green, black and white.
const PICKS = ['#f36b6b', '#1677ff', '#409eff', '#ffd8bf', '#2b3445', '#ffff00', '#52c41a', '#000000', '#ffffff'];

describe.each([false, true])('readable theme (dark: %s)', (dark) => {
  const page = dark ? ['#141414', '#1f1f1f', '#000000', '#1d1d1d'] : ['#ffffff', '#f5f5f5', '#fafafa'];

  it.each(PICKS)('%s: primary, link and danger text read on the page and on selected backgrounds', (pick) => {
    const { token } = designOf(pick, dark);
    const on = [...page, token.colorPrimaryBg, token.controlItemBgActive];
    expect(worst(token.colorPrimary, on)).toBeGreaterThanOrEqual(AA);
    expect(worst(token.colorLink, on)).toBeGreaterThanOrEqual(AA);
    expect(worst(token.colorError, [...page, token.colorErrorBg])).toBeGreaterThanOrEqual(AA);
  });

  it.each(PICKS)('%s: text on primary and danger buttons reads', (pick) => {
    const { r, token } = designOf(pick, dark);
    expect(contrastRatio(r.components.Button.primaryColor, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(r.components.Button.dangerColor, token.colorError)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(r.onPrimary, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
  });

  it('placeholders and secondary text read; the global light-solid text stays white (tooltips)', () => {
    const { token } = designOf('#f36b6b', dark);
    for (const key of ['colorTextPlaceholder', 'colorTextTertiary', 'colorTextDescription']) {
      expect(worst(token[key], page)).toBeGreaterThanOrEqual(AA);
    }
    expect(token.colorTextLightSolid).toBe('#fff');
  });

  it('status and preset tags: text reads on its own tag background', () => {
    const { r, token } = designOf('#f36b6b', dark);
    const tag = { ...token, ...r.components.Tag };
    for (const s of ['Success', 'Info', 'Warning', 'Error']) {
      expect(contrastRatio(tag[`color${s}`], tag[`color${s}Bg`])).toBeGreaterThanOrEqual(AA);
    }
    for (const c of ['green', 'blue', 'red', 'volcano', 'orange', 'gold', 'purple', 'cyan', 'magenta', 'lime']) {
      expect(contrastRatio(tag[`${c}7`], tag[`${c}1`])).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('readable theme: the product keeps its colour', () => {
  it('the default coral becomes a deeper coral in light mode, flagged as adjusted', () => {
    const r = readableTheme('#f36b6b', false);
    expect(r.adjusted).toBe(true);
    expect(r.token.colorPrimary).toBe(r.primary);
    expect(oklchLightness(r.primary)).toBeLessThan(oklchLightness('#f36b6b'));
    const { r: red, g, b } = parseColour(r.primary)!;
    expect(red - Math.max(g, b)).toBeGreaterThan(100); // still clearly red-pink, not grey or brown
    expect(Math.abs(g - b)).toBeLessThan(12); // …and the same coral balance of green and blue
    // not darker than needed: under 6:1 on white
    expect(contrastRatio(r.primary, '#ffffff')).toBeLessThan(6);
    expect(r.onPrimary).toBe('#ffffff');
  });

  it('a colour that already reads is left alone', () => {
    expect(readableTheme('#2b3445', false)).toMatchObject({ adjusted: false, primary: '#2b3445' });
  });

  it('dark mode lightens the primary; button text turns near-black where white would not read', () => {
    const r = readableTheme('#f36b6b', true);
    expect(r.adjusted).toBe(true);
    expect(r.components.Button.primaryColor).toBe(r.onPrimary);
    expect(contrastRatio(r.primary, '#1f1f1f')).toBeGreaterThanOrEqual(AA);
  });

  it('answers the same object for the same colour (cached)', () => {
    expect(readableTheme('#F36B6B', false)).toBe(readableTheme('#f36b6b', false));
  });
});

describe('bars: default colours read, the selected entry reads on any bar', () => {
  const cfg = (patch: Partial<ThemeConfig> = {}): ThemeConfig => ({ ...DEFAULT_THEME_CONFIG, ...patch });

  it('the default bar texts read on the default bars', () => {
    const d = DEFAULT_BAR_COLOURS;
    expect(contrastRatio(d.topBarColor, d.topBar)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(d.menuBarColor, d.menuBar)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(d.columnsMenuBarColor, d.columnsMenuBar)).toBeGreaterThanOrEqual(AA);
    // gradients end at the colour mixed half-way to white
    expect(barBackgrounds(cfg({ isMenuBarColorGradual: true }), 'menu', '#141414')).toEqual(['#ffffff', '#ffffff']);
    expect(barBackgrounds(cfg({ isIsDark: true }), 'menu', '#141414')).toEqual(['#141414']);
    expect(barBackgrounds(cfg({ isIsDark: true, topBar: '#123456' }), 'top', '#141414')).toEqual(['#123456']);
  });

  it.each([
    ['#ffffff', false],
    ['#2b3445', false],
    ['#141414', true],
    ['#ffd666', false],
  ] as const)('selected menu entry on a %s bar', (bar, dark) => {
    const primary = readableTheme('#f36b6b', dark).primary;
    const hi = barMenuHighlight(primary, [bar], dark);
    const washed = mix(hi.bg, bar, hi.bgAlpha);
    expect(contrastRatio(hi.color, bar)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(hi.color, washed)).toBeGreaterThanOrEqual(AA);
  });
});

describe('switches: the label reads on and off', () => {
  it.each([false, true])('dark: %s', (dark) => {
    const { r, token } = designOf('#f36b6b', dark);
    const sw = r.components.Switch;
    const off = toHex(composite(sw.colorTextQuaternary, token.colorBgContainer));
    const offHover = toHex(composite(sw.colorTextTertiary, token.colorBgContainer));
    expect(contrastRatio(sw.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(sw.colorTextLightSolid, off)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(sw.colorTextLightSolid, offHover)).toBeGreaterThanOrEqual(AA);
  });
});
