import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { i18n } from '@shiftdesk/shared';
import { describeHomeWidgets, exposesWidgets } from '../../../tooling/jest/home-widgets';
import widgets from './widgets';

describeHomeWidgets('finance', widgets, { i18n, packageDir: path.join(__dirname, '../..') });

it('registers the finance namespace in both languages when it loads', () => {
  expect(i18n.hasResourceBundle('en', 'finance')).toBe(true);
  expect(i18n.hasResourceBundle('zh-cn', 'finance')).toBe(true);
});

it('tells an exposed widgets module from the commented-out line the configs carry until then', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widgets-config-'));
  const write = (body: string) => fs.writeFileSync(path.join(dir, 'rspack.config.mjs'), body);
  write("exposes: {\n    // './home/widgets': './src/home/widgets.ts' is exposed once the list has a widget\n}");
  expect(exposesWidgets(dir)).toBe(false);
  write("exposes: {\n    './home/widgets': './src/home/widgets.ts',\n}");
  expect(exposesWidgets(dir)).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
