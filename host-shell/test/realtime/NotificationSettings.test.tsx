import { i18n, sharedStore } from '@shiftdesk/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { NotificationSettingsButton } from '../../src/notifications/NotificationSettings';
import { NOTIFICATION_SETTINGS_KEY } from '../../src/notifications/settings';

beforeEach(() => localStorage.clear());

test('the settings modal shows the permission state and persists the switches', async () => {
  await i18n.changeLanguage('en');
  render(
    <Provider store={sharedStore}>
      <NotificationSettingsButton />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Notification settings' }));
  expect(await screen.findByText('Not supported')).toBeInTheDocument(); // jsdom has no Notification
  const sound = screen.getByRole('switch', { name: 'Sound' });
  expect(sound).toBeChecked();
  fireEvent.click(sound);
  expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}')).toMatchObject({
    enableSound: false,
    enablePush: true,
  });
  fireEvent.click(screen.getByRole('switch', { name: 'Vibration' }));
  expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}')).toMatchObject({ enableVibration: false });
  expect(screen.getByRole('spinbutton', { name: 'Close notifications after (ms)' })).toHaveValue('5000');
});

test('Chinese labels', async () => {
  await i18n.changeLanguage('zh-cn');
  render(
    <Provider store={sharedStore}>
      <NotificationSettingsButton />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '通知设置' }));
  expect(await screen.findByText('浏览器通知与推送')).toBeInTheDocument();
  await i18n.changeLanguage('en');
});
