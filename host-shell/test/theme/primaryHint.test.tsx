import { i18n, setLang, sharedStore } from '@shiftdesk/shared';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import '../../src/i18n/register';
import '../../src/theme/i18n';
import { DEFAULT_THEME_CONFIG, type ThemeConfig, themeConfigAtom } from '../../src/theme/config';
import { readableTheme } from '../../src/theme/readableTheme';
import { SettingsDrawer } from '../../src/theme/SettingsDrawer';

jest.setTimeout(60_000);

function open(patch: Partial<ThemeConfig>) {
  sharedStore.set(themeConfigAtom, { ...DEFAULT_THEME_CONFIG, ...patch, isDrawer: true });
  return render(
    <Provider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <AntApp>
          <SettingsDrawer />
        </AntApp>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await setLang('en');
});

describe('settings drawer: the primary adjusted for readability', () => {
  it('says what the default coral is shown as; the setting keeps the picked colour', async () => {
    open({});
    const hint = await screen.findByTestId('primary-adjusted');
    const shown = readableTheme('#f36b6b', false).primary;
    expect(hint).toHaveTextContent(`Shown as ${shown} so that text in and on it stays readable`);
    expect(sharedStore.get(themeConfigAtom).primary).toBe('#f36b6b');
  });

  it('stays empty for a colour that already reads', async () => {
    open({ primary: '#2b3445' });
    expect(await screen.findByTestId('primary-adjusted')).toBeEmptyDOMElement();
  });

  it('speaks Chinese, and follows dark mode', async () => {
    await setLang('zh-cn');
    open({ isIsDark: true });
    const shown = readableTheme('#f36b6b', true).primary;
    expect(await screen.findByTestId('primary-adjusted')).toHaveTextContent(`为保证文字清晰可读，实际显示为 ${shown}`);
    await setLang('en');
  });
});
