const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

import { api, clearSession, setToken } from '@shiftdesk/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../src/i18n/register';
import { REPORT_URL, reportRemoteError, resetErrorReports } from '../src/remotes/errorReport';
import { applyRegistry, markRemotesReady } from '../src/remotes/registry';
import { shiftdeskRuntimePlugin } from '../src/remotes/runtimePlugin';
import { ResolvedPage } from '../src/router/resolver';

markRemotesReady();
let post: jest.SpyInstance;
beforeEach(() => {
  resetErrorReports();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  post = jest.spyOn(api, 'post').mockResolvedValue(null);
  applyRegistry([
    { name: 'website', version: '1.2.0', entry: '/admin/remotes/website/1.2.0/mf-manifest.json', enabled: true },
    { name: 'system', version: '0.1.0', entry: '/x/mf-manifest.json', enabled: true },
  ]);
  setToken('t0k3n');
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

test('a failure is reported with the remote version the user runs, once per gap, never when logged out', () => {
  reportRemoteError('website', new Error('Loading chunk 7 failed'));
  expect(post).toHaveBeenCalledWith(
    REPORT_URL,
    { name: 'website', version: '1.2.0', message: 'Loading chunk 7 failed' },
    { silent: true },
  );
  reportRemoteError('website', new Error('again'));
  reportRemoteError('nosuch', new Error('unknown remote'));
  expect(post).toHaveBeenCalledTimes(1);
  clearSession();
  reportRemoteError('system', new Error('logged out'));
  expect(post).toHaveBeenCalledTimes(1);
});

test('the page error boundary and the load-failure fallback both report', async () => {
  loadRemote.mockRejectedValueOnce(new Error('boom'));
  render(
    <MemoryRouter>
      <ResolvedPage component="system/user/index" />
    </MemoryRouter>,
  );
  expect(await screen.findByText('This page failed to load')).toBeInTheDocument();
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      REPORT_URL,
      { name: 'system', version: '0.1.0', message: 'boom' },
      { silent: true },
    ),
  );
  const plugin = shiftdeskRuntimePlugin() as unknown as { errorLoadRemote: (a: object) => unknown };
  plugin.errorLoadRemote({ id: 'website/jobs/index', error: new Error('down'), lifecycle: 'onLoad' });
  expect(post).toHaveBeenCalledWith(
    REPORT_URL,
    { name: 'website', version: '1.2.0', message: 'down' },
    { silent: true },
  );
});
