import { i18n } from '@shiftdesk/shared';
import widgets from './widgets';

it('exposes an array of home widgets (none yet for workforce)', () => {
  expect(Array.isArray(widgets)).toBe(true);
  expect(widgets).toHaveLength(0);
});

it('registers the workforce namespace in both languages when it loads', () => {
  expect(i18n.hasResourceBundle('en', 'workforce')).toBe(true);
  expect(i18n.hasResourceBundle('zh-cn', 'workforce')).toBe(true);
});
