import path from 'node:path';
import { i18n } from '@shiftdesk/shared';
import { describeHomeWidgets } from '../../../tooling/jest/home-widgets';
import widgets from './widgets';

describeHomeWidgets('website', widgets, { i18n, packageDir: path.join(__dirname, '../..') });

it('loads no website strings into /home (the module imports no translations while it has no widget)', () => {
  expect(i18n.hasResourceBundle('en', 'website')).toBe(false);
});
