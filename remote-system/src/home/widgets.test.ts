import path from 'node:path';
import { i18n } from '@shiftdesk/shared';
import { describeHomeWidgets } from '../../../tooling/jest/home-widgets';
import widgets from './widgets';

describeHomeWidgets('system', widgets, { i18n, packageDir: path.join(__dirname, '../..') });

it('registers the system namespace in both languages when it loads', () => {
  expect(i18n.hasResourceBundle('en', 'system')).toBe(true);
  expect(i18n.hasResourceBundle('zh-cn', 'system')).toBe(true);
});
