/** The first visit follows the browser's language; a language the user picked wins from then on. */
import { browserLang, initialLang, setLang, THEME_CONFIG_KEY } from './index';

const languages = (list: string[]) => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test("browserLang: the first of the browser's languages the product has; zh* is Simplified Chinese", () => {
  expect(browserLang(['zh-CN', 'en'])).toBe('zh-cn');
  expect(browserLang(['zh'])).toBe('zh-cn');
  expect(browserLang(['zh-TW', 'en-US'])).toBe('zh-cn');
  expect(browserLang(['fr-FR', 'zh-SG', 'en'])).toBe('zh-cn');
  expect(browserLang(['en-GB', 'zh-CN'])).toBe('en');
  expect(browserLang(['de-DE', 'fr'])).toBe('en');
  expect(browserLang(['zhx', 'english'])).toBe('en');
  expect(browserLang([])).toBe('en');
});

test('a first visit from a browser set to Chinese gets Chinese', () => {
  languages(['zh-CN', 'zh', 'en']);
  expect(initialLang()).toBe('zh-cn');
  languages(['en-SG', 'zh-CN']);
  expect(initialLang()).toBe('en');
});

test('until the user picks a language: the pick is stored and wins over the browser', async () => {
  languages(['zh-CN']);
  localStorage.setItem(THEME_CONFIG_KEY, JSON.stringify({ layout: 'classic' }));
  expect(initialLang()).toBe('zh-cn');
  await setLang('en');
  expect(JSON.parse(localStorage.getItem(THEME_CONFIG_KEY) ?? '{}')).toEqual({ layout: 'classic', globalI18n: 'en' });
  expect(initialLang()).toBe('en');
  await setLang('zh-cn');
  languages(['en-US']);
  expect(initialLang()).toBe('zh-cn');
});
