/**
 * The theme settings never store the language: a first visit keeps following the browser's
 * language until the user picks one (which the shared i18n stores itself).
 */
import { DEFAULT_THEME_CONFIG, saveThemeConfig } from '../../src/theme/config';

afterEach(() => localStorage.clear());

test('saving the theme config keeps the language out, and keeps a language the user picked', () => {
  saveThemeConfig({ ...DEFAULT_THEME_CONFIG, layout: 'classic', globalI18n: 'en' });
  const first = JSON.parse(localStorage.getItem('themeConfig') ?? '{}');
  expect(first.layout).toBe('classic');
  expect(first).not.toHaveProperty('globalI18n');

  localStorage.setItem('themeConfig', JSON.stringify({ ...first, globalI18n: 'zh-cn' }));
  saveThemeConfig({ ...DEFAULT_THEME_CONFIG, layout: 'transverse', globalI18n: 'en' });
  expect(JSON.parse(localStorage.getItem('themeConfig') ?? '{}')).toMatchObject({
    layout: 'transverse',
    globalI18n: 'zh-cn',
  });
});
