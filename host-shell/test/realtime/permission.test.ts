import { setUiFeedback, type UiFeedback } from '@shiftdesk/shared';
import { PERMISSION_MESSAGES, requestNotificationPermission } from '../../src/notifications/permission';

function feedback() {
  const fb = {
    message: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
    modal: { warning: jest.fn(), confirm: jest.fn(), info: jest.fn(), error: jest.fn(), success: jest.fn() },
  };
  setUiFeedback(fb as unknown as UiFeedback);
  return fb;
}

function setNotification(value: unknown) {
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value });
}
afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  setUiFeedback(null);
});

test('the four spec §8 messages, in Chinese', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let fb = feedback();
  await expect(requestNotificationPermission()).resolves.toBe('unsupported');
  expect(fb.message.warning).toHaveBeenCalledWith('浏览器不支持通知');

  fb = feedback();
  setNotification({ permission: 'denied', requestPermission: jest.fn() });
  await requestNotificationPermission();
  expect(fb.message.warning).toHaveBeenCalledWith(PERMISSION_MESSAGES.allowInSettings);

  fb = feedback();
  setNotification({ permission: 'default', requestPermission: jest.fn().mockResolvedValue('denied') });
  await expect(requestNotificationPermission()).resolves.toBe('denied');
  expect(fb.message.warning).toHaveBeenCalledWith('通知权限被拒绝');

  fb = feedback();
  setNotification({ permission: 'default', requestPermission: jest.fn().mockRejectedValue(new Error('x')) });
  await requestNotificationPermission();
  expect(fb.message.error).toHaveBeenCalledWith('请求通知权限失败');

  fb = feedback();
  setNotification({ permission: 'default', requestPermission: jest.fn().mockResolvedValue('granted') });
  await expect(requestNotificationPermission()).resolves.toBe('granted');
  expect(fb.message.warning).not.toHaveBeenCalled();
});
