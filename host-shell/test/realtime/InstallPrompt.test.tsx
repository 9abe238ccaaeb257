import { i18n } from '@shiftdesk/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { INSTALL_DISMISSED_KEY, InstallPrompt } from '../../src/pwa/InstallPrompt';

function offer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock };
  event.prompt = jest.fn().mockResolvedValue(undefined);
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  void i18n.changeLanguage('en');
});

test('hidden until the browser offers installation, then shown', () => {
  render(<InstallPrompt pathname="/admin/home" />);
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
  const event = offer();
  expect(event.defaultPrevented).toBe(true);
  expect(screen.getByTestId('pwa-install-prompt')).toBeInTheDocument();
  expect(screen.getByText('Install the app')).toBeInTheDocument();
});

test('Install prompts the browser and stores the dismissed flag', () => {
  render(<InstallPrompt pathname="/admin/home" />);
  const event = offer();
  fireEvent.click(screen.getByRole('button', { name: 'Install' }));
  expect(event.prompt).toHaveBeenCalled();
  expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
});

test('Later and close store the dismissed flag', () => {
  const { unmount } = render(<InstallPrompt pathname="/admin/home" />);
  offer();
  fireEvent.click(screen.getByRole('button', { name: 'Later' }));
  expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
  unmount();
  localStorage.clear();
  render(<InstallPrompt pathname="/admin/home" />);
  offer();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
});

test('not shown when dismissed before, on /website paths, or when standalone', () => {
  localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  const a = render(<InstallPrompt pathname="/admin/home" />);
  offer();
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
  a.unmount();
  localStorage.clear();
  const b = render(<InstallPrompt pathname="/admin/website/jobs" />);
  offer();
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
  b.unmount();
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({
    ...original(q),
    matches: q === '(display-mode: standalone)',
  })) as typeof window.matchMedia;
  render(<InstallPrompt pathname="/admin/home" />);
  offer();
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
  window.matchMedia = original;
});

test('appinstalled hides it', () => {
  render(<InstallPrompt pathname="/admin/home" />);
  offer();
  expect(screen.getByTestId('pwa-install-prompt')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByTestId('pwa-install-prompt')).toBeNull();
});

test('Chinese texts', async () => {
  await act(async () => {
    await i18n.changeLanguage('zh-cn');
  });
  render(<InstallPrompt pathname="/admin/home" />);
  offer();
  expect(screen.getByText('安装应用')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /稍\s?后/ })).toBeInTheDocument();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});
