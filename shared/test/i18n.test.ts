import { i18n, registerTranslations, setLang, THEME_CONFIG_KEY } from '../src/i18n';

describe('i18n', () => {
  it('starts in en with zh-cn fallback', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['zh-cn']);
    expect(i18n.t('common:action.confirm')).toBe('Confirm');
  });

  it('registers a remote namespace in both languages and switches language (persisted)', async () => {
    localStorage.setItem(THEME_CONFIG_KEY, JSON.stringify({ primary: '#f36b6b' }));
    registerTranslations('system', {
      en: { user: { title: 'Users' } },
      'zh-cn': { user: { title: '用户', only: '仅中文' } },
    });
    expect(i18n.t('system:user.title')).toBe('Users');
    expect(i18n.t('system:user.only')).toBe('仅中文');
    await setLang('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('system:user.title')).toBe('用户');
    expect(JSON.parse(localStorage.getItem(THEME_CONFIG_KEY) ?? 'null')).toEqual({
      primary: '#f36b6b',
      globalI18n: 'zh-cn',
    });
    await setLang('en');
  });
});
