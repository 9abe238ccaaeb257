/**
 * Issue 25 (defect 10): the pages the host reaches by its own routes — the public website and
 * the home widgets — come from the one list in @shiftdesk/shared/api that the server also
 * requires a remote version to expose before it goes live. The host must use exactly it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostPagesOf, PUBLIC_PAGES, WIDGET_REMOTES, WIDGETS_EXPOSE } from '@shiftdesk/shared/api';
import { loadRemoteWidgets, WIDGET_REMOTES as HOST_WIDGET_REMOTES } from '../src/home/loadWidgets';
import { PUBLIC_PATHS, isPublicPath } from '../src/router/guard';
import { WEBSITE_ROUTES } from '../src/router/publicRoutes';

test('the public website routes are exactly the shared public pages', () => {
  expect(WEBSITE_ROUTES.map((r) => [r.path, r.name, r.component, r.meta.title, r.meta.titleZh])).toEqual(
    PUBLIC_PAGES.map((p) => [p.path, p.name, p.component, p.title, p.titleZh]),
  );
  expect(PUBLIC_PATHS).toEqual(['/login', ...PUBLIC_PAGES.map((p) => p.path)]);
  for (const p of PUBLIC_PAGES) expect(isPublicPath(p.path)).toBe(true);
});

test('App renders the public routes only from WEBSITE_ROUTES (no other /website route)', () => {
  const src = fs.readFileSync(path.join(__dirname, '../src/App.tsx'), 'utf8');
  expect(src).toContain('WEBSITE_ROUTES.map(');
  expect(src).not.toMatch(/path=["'{`]+\/website/);
});

test('the public pages are pages the website remote builds', () => {
  const config = fs.readFileSync(path.join(__dirname, '../../remote-website/rspack.config.mjs'), 'utf8');
  for (const expose of hostPagesOf('website').filter((e) => e !== WIDGETS_EXPOSE))
    expect(config).toContain(`'${expose}':`);
});

test('home widgets are asked of the shared remotes, as the shared module', async () => {
  expect(HOST_WIDGET_REMOTES).toBe(WIDGET_REMOTES);
  const asked: string[] = [];
  await loadRemoteWidgets('finance', async (id) => {
    asked.push(id);
    return { default: [] };
  });
  expect(asked).toEqual([`finance/${WIDGETS_EXPOSE.slice(2)}`]);
  expect(hostPagesOf('website')).toEqual(
    [
      './aboutUs/index',
      './home/index',
      WIDGETS_EXPOSE,
      './jobs/index',
      './privacy/index',
      './termsOfService/index',
      './timesheetSign/index',
    ].sort(),
  );
  expect(hostPagesOf('system')).toEqual([WIDGETS_EXPOSE]);
});
