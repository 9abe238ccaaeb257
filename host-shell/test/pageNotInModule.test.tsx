/**
 * A page missing from a remote that DID load says so ("this page is not in the module"), not
 * "the module could not be loaded, please try again": from the remote's manifest before any
 * load, and from the container's "does not exist in container" answer when the manifest was not
 * read yet. An outage still shows "module unavailable" with Retry.
 */
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

import { i18n, sharedStore } from '@shiftdesk/shared/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../src/i18n/register';
import { exposedPagesAtom } from '../src/remotes/exposes';
import { isMissingExpose } from '../src/remotes/PageNotInModule';
import { applyRegistry, markRemotesReady } from '../src/remotes/registry';
import { shiftdeskRuntimePlugin } from '../src/remotes/runtimePlugin';
import { clearPageCache, ResolvedPage } from '../src/router/resolver';

markRemotesReady();
applyRegistry([{ name: 'workforce', version: '0.1.0', entry: '/w/mf-manifest.json', enabled: true }]);

const MISSING = new Error('Module "./staff/banRecord/index" does not exist in container.');

function show(component: string) {
  return render(
    <MemoryRouter initialEntries={['/workforce/worker/manage/1/banRecord']}>
      <Routes>
        <Route path="/home" element={<p>home page</p>} />
        <Route path="*" element={<ResolvedPage component={component} />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearPageCache();
  loadRemote.mockReset();
  sharedStore.set(exposedPagesAtom, null);
  void i18n.changeLanguage('en');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('the manifest of the loaded remote lacks the page: "not in the module", no load, no retry; home works', async () => {
  sharedStore.set(exposedPagesAtom, { workforce: ['./worker/manage/index'] });
  show('workforce/staff/banRecord/index');
  expect(await screen.findByText('This page is not in the module')).toBeInTheDocument();
  expect(
    screen.getByText(/"workforce" module is loaded, but its current version has no page "staff\/banRecord\/index"/),
  ).toBeInTheDocument();
  expect(screen.queryByText('Module unavailable')).toBeNull();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
  expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: /Back to home/ }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
});

test('manifest not read yet: the container says the module does not exist → "not in the module"', async () => {
  const plugin = shiftdeskRuntimePlugin() as unknown as { errorLoadRemote: (a: object) => unknown };
  const fb = plugin.errorLoadRemote({ id: 'workforce/staff/banRecord/index', error: MISSING, lifecycle: 'onLoad' });
  loadRemote.mockResolvedValue(fb);
  show('workforce/staff/banRecord/index');
  expect(await screen.findByText('This page is not in the module')).toBeInTheDocument();
  expect(screen.getByText(/no page "staff\/banRecord\/index"/)).toBeInTheDocument();
  expect(screen.queryByText('Module unavailable')).toBeNull();
});

test('in Chinese', async () => {
  await i18n.changeLanguage('zh-cn');
  sharedStore.set(exposedPagesAtom, { workforce: ['./worker/manage/index'] });
  show('workforce/staff/banRecord/index');
  expect(await screen.findByText('该页面不在此模块中')).toBeInTheDocument();
  expect(screen.getByText(/“workforce”模块已加载/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /返回首页/ })).toBeInTheDocument();
});

test('an outage is still "module unavailable" with Retry; an exposed page still loads', async () => {
  const plugin = shiftdeskRuntimePlugin() as unknown as { errorLoadRemote: (a: object) => unknown };
  const fb = plugin.errorLoadRemote({
    id: 'workforce/worker/index',
    error: new Error('Failed to fetch'),
    lifecycle: 'onLoad',
  });
  loadRemote.mockResolvedValue(fb);
  show('workforce/worker/index');
  expect(await screen.findByText('Module unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  expect(screen.queryByText('This page is not in the module')).toBeNull();
  clearPageCache();
  sharedStore.set(exposedPagesAtom, { workforce: ['./staff/banRecord/index'] });
  loadRemote.mockResolvedValue({ default: () => <p>ban records tab</p> });
  show('workforce/staff/banRecord/index');
  expect(await screen.findByText('ban records tab')).toBeInTheDocument();
});

test('isMissingExpose recognises the container error only', () => {
  expect(isMissingExpose(MISSING)).toBe(true);
  expect(isMissingExpose(new Error('Failed to fetch'))).toBe(false);
  expect(isMissingExpose(undefined)).toBe(false);
});
