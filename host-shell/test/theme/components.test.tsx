import { i18n, setLang, sharedStore } from '@shiftdesk/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import '../../src/i18n/register';
import '../../src/theme/i18n';
import { LockScreen } from '../../src/lockScreen/LockScreen';
import { LOCKED_KEY, lockedAtom, lockRemainingAtom, unlockScreen } from '../../src/lockScreen/state';
import { useIdleLock } from '../../src/lockScreen/useIdleLock';
import { DEFAULT_THEME_CONFIG, themeConfigAtom } from '../../src/theme/config';
import { openSettings } from '../../src/theme/drawerState';
import { SettingsDrawer } from '../../src/theme/SettingsDrawer';

jest.setTimeout(60_000);
const post = jest.fn();
// The shell imports the kit's antd-free entry; its api is the one to replace.
jest.mock('@shiftdesk/shared/core', () => {
  const actual = jest.requireActual('@shiftdesk/shared/core');
  return { ...actual, api: { ...actual.api, post: (...a: unknown[]) => post(...a) } };
});

function wrap(ui: ReactNode) {
  return render(
    <Provider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <AntApp>{ui}</AntApp>
      </I18nextProvider>
    </Provider>,
  );
}
const stored = () => JSON.parse(localStorage.getItem('themeConfig') ?? '{}');

beforeEach(async () => {
  localStorage.clear();
  await setLang('en');
  sharedStore.set(themeConfigAtom, { ...DEFAULT_THEME_CONFIG });
  unlockScreen();
  post.mockReset();
});

describe('settings drawer', () => {
  it('opens from openSettings(), switches change the atom and persist', async () => {
    wrap(<SettingsDrawer />);
    act(() => openSettings());
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
    expect(localStorage.getItem('frequency')).toBe('1');
    fireEvent.click(screen.getByLabelText('Dark mode'));
    expect(sharedStore.get(themeConfigAtom).isIsDark).toBe(true);
    expect(stored().isIsDark).toBe(true);
    fireEvent.click(screen.getByLabelText('Grayscale'));
    fireEvent.click(screen.getByLabelText('Footer'));
    expect(stored()).toMatchObject({ isGrayscale: true, isFooter: false, globalI18n: 'en' });
  });

  it('disables controls per layout; picking a layout closes the drawer', async () => {
    sharedStore.set(themeConfigAtom, { isDrawer: true, layout: 'transverse' });
    wrap(<SettingsDrawer />);
    expect(await screen.findByLabelText('Collapse menu')).toBeDisabled();
    expect(screen.getByLabelText('Unique opened menu')).toBeDisabled();
    expect(screen.getByLabelText('Breadcrumb')).toBeDisabled();
    expect(screen.getByLabelText('Classic split menu')).toBeDisabled();
    expect(screen.getByLabelText('Columns menu Gradient')).toBeDisabled();
    fireEvent.click(screen.getByTestId('layout-columns'));
    expect(sharedStore.get(themeConfigAtom)).toMatchObject({ layout: 'columns', isDrawer: false });
    expect(localStorage.getItem('oldLayout')).toBe('columns');
  });

  it('colour text: Chinese warnings for bad hex / rgb, primary required, good value applied', async () => {
    sharedStore.set(themeConfigAtom, { isDrawer: true });
    wrap(<SettingsDrawer />);
    const primary = await screen.findByTestId('set-primary-text');
    fireEvent.change(primary, { target: { value: '#12' } });
    fireEvent.blur(primary);
    expect(await screen.findByText('请输入正确的十六进制颜色值')).toBeInTheDocument();
    expect(sharedStore.get(themeConfigAtom).primary).toBe('#f36b6b');
    fireEvent.change(primary, { target: { value: '' } });
    fireEvent.blur(primary);
    expect(await screen.findByText('The primary colour cannot be empty')).toBeInTheDocument();
    const top = screen.getByTestId('set-topBar-text');
    fireEvent.change(top, { target: { value: 'rgb(300, 1, 1)' } });
    fireEvent.blur(top);
    expect(await screen.findByText('rgb 值格式不正确')).toBeInTheDocument();
    fireEvent.change(primary, { target: { value: '#409EFF' } });
    fireEvent.keyDown(primary, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sharedStore.get(themeConfigAtom).primary).toBe('#409eff'));
    expect(stored().primary).toBe('#409eff');
  });

  it('copy: success and failure messages; reset asks, then restores defaults', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    sharedStore.set(themeConfigAtom, { isDrawer: true, isIsDark: true, layout: 'classic' });
    wrap(<SettingsDrawer />);
    fireEvent.click(await screen.findByTestId('settings-copy'));
    expect(await screen.findByText('Copy succeeded!')).toBeInTheDocument();
    expect(JSON.parse(writeText.mock.calls[0][0])).toMatchObject({
      isIsDark: true,
      layout: 'classic',
      primary: '#f36b6b',
    });
    writeText.mockRejectedValueOnce(new Error('denied'));
    (document as unknown as { execCommand: () => boolean }).execCommand = () => false;
    fireEvent.click(screen.getByTestId('settings-copy'));
    expect(await screen.findByText('Copy failed!')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('settings-reset'));
    expect((await screen.findAllByText('Reset the settings?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sharedStore.get(themeConfigAtom)).toMatchObject({ isIsDark: false, layout: 'defaults' }),
    );
    expect(stored()).toMatchObject({ isIsDark: false, layout: 'defaults' });
  });

  it('lock time accepts 1–9999 only; watermark text is cleaned and empty text ignored', async () => {
    sharedStore.set(themeConfigAtom, { isDrawer: true, isLockScreen: true, isWartermark: true });
    wrap(<SettingsDrawer />);
    const time = await screen.findByLabelText('Auto-lock (seconds)');
    fireEvent.change(time, { target: { value: '45' } });
    expect(sharedStore.get(themeConfigAtom).lockScreenTime).toBe(45);
    fireEvent.change(time, { target: { value: '0' } });
    expect(sharedStore.get(themeConfigAtom).lockScreenTime).toBe(45);
    const wm = screen.getByTestId('set-wartermarkText');
    fireEvent.change(wm, { target: { value: ' <b>Secret</b> ' } });
    expect(sharedStore.get(themeConfigAtom).wartermarkText).toBe('Secret');
    fireEvent.change(wm, { target: { value: '   ' } });
    expect(sharedStore.get(themeConfigAtom).wartermarkText).toBe('Secret');
  });

  it('speaks Chinese', async () => {
    await setLang('zh-cn');
    sharedStore.set(themeConfigAtom, { isDrawer: true });
    wrap(<SettingsDrawer />);
    expect(await screen.findByText('布局配置')).toBeInTheDocument();
    expect(screen.getByLabelText('深色模式')).toBeInTheDocument();
    await setLang('en');
  });
});

function Idle({ on, seconds }: { on: boolean; seconds: number }) {
  useIdleLock(on, seconds);
  return null;
}

describe('idle lock', () => {
  afterEach(() => jest.useRealTimers());
  it('locks after N seconds without activity; activity restarts the countdown', () => {
    jest.useFakeTimers();
    wrap(<Idle on seconds={5} />);
    act(() => jest.advanceTimersByTime(4000));
    expect(sharedStore.get(lockedAtom)).toBe(false);
    expect(sharedStore.get(lockRemainingAtom)).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(sharedStore.get(lockedAtom)).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(sharedStore.get(lockedAtom)).toBe(false);
    act(() => jest.advanceTimersByTime(3000));
    expect(sharedStore.get(lockedAtom)).toBe(true);
    expect(localStorage.getItem(LOCKED_KEY)).toBe('1');
  });
  it('does nothing while the lock is off', () => {
    jest.useFakeTimers();
    wrap(<Idle on={false} seconds={1} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(sharedStore.get(lockedAtom)).toBe(false);
  });
});

describe('lock screen', () => {
  it('the Enter that locked the screen does not also open the password box; a pointer click does', () => {
    sharedStore.set(lockedAtom, true);
    wrap(<LockScreen />);
    const slide = screen.getByRole('button', { name: 'Slide up to unlock' });
    expect(slide).toHaveFocus();
    // A keyboard-made click (detail 0) is what the menu's Enter leaves behind on the new focus.
    fireEvent.click(slide, { detail: 0 });
    expect(screen.getByText('Slide up to unlock')).toBeVisible();
    expect(screen.getByTestId('lock-screen').querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(slide, { detail: 1 });
    expect(screen.getByTestId('lock-screen').querySelector('[aria-hidden="false"]')).not.toBeNull();
    act(() => sharedStore.set(lockedAtom, false));
  });

  it('slides up on Enter, a wrong password says so, the right one unlocks', async () => {
    sharedStore.set(lockedAtom, true);
    wrap(<LockScreen />);
    const root = screen.getByTestId('lock-screen');
    expect(screen.getByText('Slide up to unlock')).toBeInTheDocument();
    fireEvent.keyDown(root, { key: 'Enter' });
    const input = screen.getByLabelText('Password');
    await waitFor(() => expect(input).not.toBeDisabled());
    const { ApiError } = jest.requireActual('@shiftdesk/shared');
    post.mockRejectedValueOnce(new ApiError('The password is incorrect', 400, 400));
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(sharedStore.get(lockedAtom)).toBe(true);
    post.mockResolvedValueOnce({ unlocked: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' })).not.toHaveClass('ant-btn-loading'));
    fireEvent.change(input, { target: { value: 'right' } });
    await waitFor(() => expect(input).toHaveValue('right'));
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(sharedStore.get(lockedAtom)).toBe(false));
    expect(post).toHaveBeenLastCalledWith('api/v1/system/personal/unlock', { password: 'right' }, { silent: true });
    expect(localStorage.getItem(LOCKED_KEY)).toBeNull();
  });
});
