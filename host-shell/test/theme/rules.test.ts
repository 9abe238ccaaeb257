import { buildNavTree, pathKeys, topLevelOf, uniqueOpenKeys } from '../../src/layout/menuModel';
import { isViewHidden } from '../../src/lockScreen/state';
import { idleRemaining } from '../../src/lockScreen/useIdleLock';
import { menuEntry } from '../support/menu';
import { DEFAULT_BAR_COLOURS, DEFAULT_THEME_CONFIG, mergeThemeConfig, type ThemeConfig } from '../../src/theme/config';
import {
  antdSize,
  appFilter,
  applyLayoutChange,
  cleanWatermarkText,
  disabledControls,
  effectiveCollapse,
  effectiveSortableTags,
  effectiveSplitMenu,
  effectiveUniqueOpened,
  getLightColor,
  HEX_WARNING,
  hexToRgb,
  parseColourInput,
  RGB_WARNING,
  rgbToHex,
  showBreadcrumb,
  themeCssVars,
  validateHex,
  validatePrimary,
  validLockTime,
} from '../../src/theme/rules';

const cfg = (p: Partial<ThemeConfig> = {}): ThemeConfig => ({ ...DEFAULT_THEME_CONFIG, ...p });

describe('defaults (spec §3/§9)', () => {
  it('primary #f36b6b, lock time 30, size default, language en, every key present', () => {
    expect(DEFAULT_THEME_CONFIG).toMatchObject({
      primary: '#f36b6b',
      lockScreenTime: 30,
      componentSize: 'default',
      globalI18n: 'en',
      layout: 'defaults',
    });
    const keys =
      'primary isIsDark topBar topBarColor isTopBarColorGradual menuBar menuBarColor isMenuBarColorGradual columnsMenuBar columnsMenuBarColor isColumnsMenuBarColorGradual isCollapse isUniqueOpened isFixedHeader isClassicSplitMenu isLockScreen lockScreenTime isShowLogo isBreadcrumb isBreadcrumbIcon isTagsview isTagsviewIcon isCacheTagsView isSortableTagsView isShareTagsView isFooter isGrayscale isInvert isWartermark wartermarkText tagsStyle animation columnsAsideStyle columnsAsideLayout layout isDrawer globalI18n componentSize'.split(
        ' ',
      );
    expect(Object.keys(DEFAULT_THEME_CONFIG).sort()).toEqual(keys.sort());
  });
  it('merge keeps valid stored values and drops wrong types / unknown enum values', () => {
    const c = mergeThemeConfig({
      globalI18n: 'zh-cn',
      layout: 'columns',
      isIsDark: true,
      tagsStyle: 'nope',
      lockScreenTime: 99999,
      primary: 'red',
      isCollapse: 'yes',
    });
    expect(c).toMatchObject({
      globalI18n: 'zh-cn',
      layout: 'columns',
      isIsDark: true,
      tagsStyle: 'tags-style-five',
      lockScreenTime: 9999,
      primary: '#f36b6b',
      isCollapse: false,
    });
    expect(mergeThemeConfig(null)).toEqual(DEFAULT_THEME_CONFIG);
  });
});

describe('layout change rules (spec §4)', () => {
  const painted = cfg({
    isCollapse: true,
    isDrawer: true,
    topBar: '#123456',
    topBarColor: '#eeeeee',
    menuBar: '#222222',
    menuBarColor: '#dddddd',
    isMenuBarColorGradual: true,
  });
  it('picking transverse turns collapse off', () => {
    expect(applyLayoutChange(painted, 'transverse').isCollapse).toBe(false);
    expect(applyLayoutChange(painted, 'classic').isCollapse).toBe(true);
  });
  it('any change closes the drawer and resets the menu and top colours', () => {
    const c = applyLayoutChange(painted, 'columns');
    expect(c.layout).toBe('columns');
    expect(c.isDrawer).toBe(false);
    expect(c).toMatchObject({
      topBar: DEFAULT_BAR_COLOURS.topBar,
      topBarColor: DEFAULT_BAR_COLOURS.topBarColor,
      menuBar: DEFAULT_BAR_COLOURS.menuBar,
      menuBarColor: DEFAULT_BAR_COLOURS.menuBarColor,
    });
  });
  it('picking the current layout changes nothing', () => {
    expect(applyLayoutChange(painted, 'defaults')).toBe(painted);
  });
  it('disabled controls per layout', () => {
    const d = (l: ThemeConfig['layout'], mobile = false) => disabledControls(cfg({ layout: l }), mobile);
    expect(d('transverse')).toMatchObject({
      isCollapse: true,
      isUniqueOpened: true,
      isClassicSplitMenu: true,
      isBreadcrumb: true,
      columnsMenu: true,
    });
    expect(d('classic')).toMatchObject({
      isCollapse: false,
      isUniqueOpened: false,
      isClassicSplitMenu: false,
      isBreadcrumb: true,
      columnsMenu: true,
    });
    expect(d('defaults')).toMatchObject({
      isCollapse: false,
      isClassicSplitMenu: true,
      isBreadcrumb: false,
      columnsMenu: true,
      isSortableTagsView: false,
    });
    expect(d('columns')).toMatchObject({
      columnsMenu: false,
      columnsAsideStyle: false,
      columnsAsideLayout: false,
      isBreadcrumb: false,
    });
    expect(d('defaults', true).isSortableTagsView).toBe(true);
    expect(disabledControls(cfg({ isLockScreen: false }), false).lockScreenTime).toBe(true);
    expect(disabledControls(cfg({ isLockScreen: true }), false).lockScreenTime).toBe(false);
    expect(disabledControls(cfg({ isWartermark: false }), false).wartermarkText).toBe(true);
  });
  it('effective values', () => {
    expect(effectiveCollapse(cfg({ layout: 'transverse', isCollapse: true }))).toBe(false);
    expect(effectiveCollapse(cfg({ layout: 'defaults', isCollapse: true }))).toBe(true);
    expect(effectiveUniqueOpened(cfg({ layout: 'transverse' }))).toBe(false);
    expect(effectiveSplitMenu(cfg({ layout: 'defaults', isClassicSplitMenu: true }))).toBe(false);
    expect(effectiveSplitMenu(cfg({ layout: 'classic', isClassicSplitMenu: true }))).toBe(true);
    expect(showBreadcrumb(cfg({ layout: 'classic' }))).toBe(false);
    expect(showBreadcrumb(cfg({ layout: 'transverse' }))).toBe(false);
    expect(showBreadcrumb(cfg({ layout: 'columns' }))).toBe(true);
    expect(showBreadcrumb(cfg({ layout: 'defaults', isBreadcrumb: false }))).toBe(false);
    expect(effectiveSortableTags(cfg(), true)).toBe(false);
    expect(effectiveSortableTags(cfg(), false)).toBe(true);
  });
});

describe('colour validation (spec §5/§8)', () => {
  it('6-digit hex only, warning in Chinese', () => {
    expect(validateHex('#F36B6B')).toEqual({ ok: true, value: '#f36b6b' });
    expect(validateHex('409eff')).toEqual({ ok: true, value: '#409eff' });
    for (const bad of ['#fff', '#12345', '#1234567', 'red', '#gggggg', '', ' # 123456']) {
      expect(validateHex(bad)).toEqual({ ok: false, warning: HEX_WARNING });
    }
    expect(HEX_WARNING).toBe('请输入正确的十六进制颜色值');
  });
  it('rgb parts are 1 to 3 digits (0–255)', () => {
    expect(rgbToHex(243, 107, 107)).toEqual({ ok: true, value: '#f36b6b' });
    expect(rgbToHex('0', '0', '0')).toEqual({ ok: true, value: '#000000' });
    for (const bad of [
      ['1234', '0', '0'],
      ['', '1', '1'],
      ['a', '1', '1'],
      ['256', '1', '1'],
      ['-1', '1', '1'],
      ['1.5', '1', '1'],
    ]) {
      expect(rgbToHex(bad[0], bad[1], bad[2])).toEqual({ ok: false, warning: RGB_WARNING });
    }
    expect(RGB_WARNING).toBe('rgb 值格式不正确');
    expect(hexToRgb('#f36b6b')).toEqual({ ok: true, rgb: [243, 107, 107] });
  });
  it('typed colour text: hex or rgb', () => {
    expect(parseColourInput('rgb(64, 158, 255)')).toEqual({ ok: true, value: '#409eff' });
    expect(parseColourInput('64,158,255')).toEqual({ ok: true, value: '#409eff' });
    expect(parseColourInput('rgb(1000, 0, 0)')).toEqual({ ok: false, warning: RGB_WARNING });
    expect(parseColourInput('rgb(1, 2)')).toEqual({ ok: false, warning: RGB_WARNING });
    expect(parseColourInput('#abc')).toEqual({ ok: false, warning: HEX_WARNING });
  });
  it('primary cannot be empty', () => {
    expect(validatePrimary('')).toEqual({ ok: false, reason: 'empty' });
    expect(validatePrimary('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(validatePrimary(null)).toEqual({ ok: false, reason: 'empty' });
    expect(validatePrimary('#12')).toMatchObject({ ok: false, reason: 'hex', warning: HEX_WARNING });
    expect(validatePrimary('#409EFF')).toEqual({ ok: true, value: '#409eff' });
  });
  it('gradients mix toward white', () => {
    expect(getLightColor('#000000', 0.5)).toBe('#7f7f7f');
    expect(themeCssVars(cfg({ menuBar: '#000000', isMenuBarColorGradual: true }))['--sd-menu-bar']).toBe(
      'linear-gradient(to bottom, #000000, #7f7f7f)',
    );
    expect(themeCssVars(cfg({ isIsDark: true }))['--sd-top-bar']).toBe('var(--ant-color-bg-container)');
    expect(themeCssVars(cfg({ isIsDark: true, topBar: '#123456' }))['--sd-top-bar']).toBe('#123456');
  });
});

describe('lock time, watermark, filters, size', () => {
  it('lock time is an integer 1–9999', () => {
    expect(validLockTime(1)).toBe(1);
    expect(validLockTime(9999)).toBe(9999);
    expect(validLockTime('30')).toBe(30);
    for (const bad of [0, 10000, -1, 1.5, '', null, undefined, 'abc', Number.NaN])
      expect(validLockTime(bad)).toBeNull();
  });
  it('watermark text: markup and control characters stripped, trimmed, ≤ 64, empty ignored', () => {
    expect(cleanWatermarkText('  Shiftdesk  ')).toBe('Shiftdesk');
    expect(cleanWatermarkText('<b>Hi</b> <script>alert(1)</script>there')).toBe('Hi alert(1) there');
    expect(cleanWatermarkText('a\u0000b\u0007c\u202Ed\n e')).toBe('a b c d e');
    expect(cleanWatermarkText('x'.repeat(100))).toHaveLength(64);
    expect(cleanWatermarkText('机密文件')).toBe('机密文件');
    expect(cleanWatermarkText('   ')).toBeNull();
    expect(cleanWatermarkText('<br/>')).toBeNull();
    expect(cleanWatermarkText(42)).toBeNull();
  });
  it('grayscale full, invert 80%, both combine', () => {
    expect(appFilter({ isGrayscale: false, isInvert: false })).toBe('');
    expect(appFilter({ isGrayscale: true, isInvert: false })).toBe('grayscale(1)');
    expect(appFilter({ isGrayscale: false, isInvert: true })).toBe('invert(80%)');
    expect(appFilter({ isGrayscale: true, isInvert: true })).toBe('grayscale(1) invert(80%)');
  });
  it("'default' size is antd's middle", () => {
    expect(antdSize('default')).toBe('middle');
    expect(antdSize('small')).toBe('small');
    expect(antdSize('large')).toBe('large');
  });
});

describe('menu model and lock helpers', () => {
  const menus = [
    menuEntry({
      id: 1,
      name: 'system',
      path: '/system',
      component: 'layout/routerView/parent',
      meta: { title: 'System', titleZh: '系统管理', icon: 'SettingOutlined' },
      children: [
        menuEntry({ id: 2, pid: 1, name: 'user', path: '/system/user', meta: { title: 'Users', titleZh: '用户管理', icon: 'UserOutlined' } }),
        menuEntry({ id: 3, pid: 1, name: 'role', path: '/system/role', meta: { title: 'Roles', titleZh: '角色管理', isHide: true } }),
      ],
    }),
  ];
  it('home first, titles per language, hidden entries dropped', () => {
    const en = buildNavTree(menus, ['admin'], 'en');
    expect(en.map((n) => n.title)).toEqual(['Home', 'System']);
    expect(en[1].children.map((n) => n.title)).toEqual(['Users']);
    expect(buildNavTree(menus, ['admin'], 'zh-cn')[1].children[0].title).toBe('用户管理');
    expect(pathKeys(en, '/system/user')).toEqual(['/system', '/system/user']);
    // a page missing from the menu lights up the entry it sits under by path
    expect(pathKeys(en, '/system/user/detail/7')).toEqual(['/system', '/system/user']);
    expect(pathKeys(en, '/elsewhere')).toEqual([]);
    expect(topLevelOf(en, '/system/user')?.key).toBe('/system');
  });
  it('unique opened keeps only the latest chain', () => {
    const tree = [
      { key: '/a', title: 'a', children: [{ key: '/a/x', title: 'x', children: [] }] },
      { key: '/b', title: 'b', children: [] },
    ];
    expect(uniqueOpenKeys(tree, ['/a'], ['/a', '/b'])).toEqual(['/b']);
    expect(uniqueOpenKeys(tree, ['/a', '/b'], ['/a'])).toEqual(['/a']);
  });
  it('idle countdown and the hidden view (≤ 1 s)', () => {
    expect(idleRemaining(30, 0, 0)).toBe(30);
    expect(idleRemaining(30, 0, 29_500)).toBe(1);
    expect(idleRemaining(30, 0, 31_000)).toBe(0);
    expect(isViewHidden(2, false)).toBe(false);
    expect(isViewHidden(1, false)).toBe(true);
    expect(isViewHidden(Number.POSITIVE_INFINITY, true)).toBe(true);
  });
});
