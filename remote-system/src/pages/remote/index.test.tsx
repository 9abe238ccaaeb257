import type { DeployTokenRow, RemoteAdminRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fakeApi';
import { renderFast } from '../opsTestUtil';
import { compareShared } from './health';
import RemotePage from './index';

const LIST = 'api/v1/system/remote/list';
const ue = userEvent.setup({ delay: null });
let rows: RemoteAdminRow[];
let tokens: DeployTokenRow[];
let api: ReturnType<typeof fakeApi>;
const v = (version: string, name = 'website', errors = 0) => ({
  version,
  entry: `/admin/remotes/${name}/${version}/mf-manifest.json`,
  createdAt: '2026-01-15T02:30:00.000Z',
  errors,
  lastError: errors ? 'Loading chunk 7 failed' : '',
});
const NO_ROLLOUT = { candidateVersion: null, rolloutPercent: 0, rolloutRoleIds: [] };
beforeEach(() => {
  tokens = [];
  rows = [
    {
      id: 4,
      name: 'website',
      version: '0.1.0',
      entry: v('0.1.0').entry,
      enabled: true,
      updatedAt: '',
      versions: [v('0.2.0'), v('0.1.0')],
      ...NO_ROLLOUT,
    },
    {
      id: 3,
      name: 'finance',
      version: '0.1.0',
      entry: v('0.1.0', 'finance').entry,
      enabled: false,
      updatedAt: '',
      versions: [v('0.1.0', 'finance')],
      ...NO_ROLLOUT,
    },
  ];
  api = fakeApi({
    [LIST]: () => ({ list: rows }),
    'api/v1/system/remote/health': (p) => ({
      name: p.name,
      version: p.version,
      entry: '',
      checkedBy: 'server',
      reachable: p.name === 'website',
      error: p.name === 'website' ? '' : 'Manifest not found',
      hostShared: { react: '19.3.1' },
      shared: [{ name: 'react', remote: '19.3.1', host: '19.3.1', compatible: true }],
      compatible: p.name === 'website' ? true : null,
    }),
    'PUT api/v1/system/remote/setActive': (_p, c) => {
      rows = rows.map((r) => (r.name === c.body.name ? { ...r, version: c.body.version } : r));
      return null;
    },
    'POST api/v1/system/remote/rollback': (_p, c) => {
      rows = rows.map((r) => (r.name === c.body.name ? { ...r, ...NO_ROLLOUT } : r));
      return { version: '0.1.0' };
    },
    'POST api/v1/system/remote/promote': (_p, c) => {
      rows = rows.map((r) =>
        r.name === c.body.name ? { ...r, version: r.candidateVersion ?? r.version, ...NO_ROLLOUT } : r,
      );
      return null;
    },
    'api/v1/system/remote/token/list': () => ({ list: tokens }),
    'POST api/v1/system/remote/token/add': (_p, c) => {
      tokens = [
        {
          id: 1,
          name: c.body.name,
          remotes: c.body.remotes,
          tokenPrefix: 'sdt_AbCdEf',
          expiresAt: '2026-04-15T02:30:00.000Z',
          revokedAt: null,
          lastUsedAt: null,
          createdBy: 'admin',
          createdAt: '2026-01-15T02:30:00.000Z',
          status: 'active',
        },
      ];
      return { id: 1, token: 'sdt_AbCdEfSECRET', expiresAt: '2026-04-15T02:30:00.000Z' };
    },
    'DELETE api/v1/system/remote/deleteVersion': (_p, c) => {
      rows = rows.map((r) =>
        r.name === c.body.name ? { ...r, versions: r.versions.filter((x) => x.version !== c.body.version) } : r,
      );
      return null;
    },
    'PUT api/v1/system/remote/setEnabled': (_p, c) => {
      rows = rows.map((r) => (r.name === c.body.name ? { ...r, enabled: c.body.enabled } : r));
      return null;
    },
  });
});
afterEach(() => api.restore());

test('compareShared: same major is compatible; sub-paths count as their package', () => {
  const out = compareShared(
    {
      shared: [
        { name: 'react-dom/client', version: '19.0.0' },
        { name: 'antd', version: '5.0.0' },
      ],
    },
    { 'react-dom': '19.3.1', antd: '6.6.8', jotai: '2.0.0' },
  );
  expect(out).toEqual([
    { name: 'react-dom', remote: '19.0.0', host: '19.3.1', compatible: true },
    { name: 'antd', remote: '5.0.0', host: '6.6.8', compatible: false },
    { name: 'jotai', remote: '', host: '2.0.0', compatible: true },
  ]);
});

test('lists remotes with versions, health and enabled; switching asks first', async () => {
  renderFast(<RemotePage />, { route: '/system/remote' });
  const row = (await screen.findByText('website', { selector: 'strong' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('0.2.0')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText('Healthy')).toBeInTheDocument());
  const fin = screen.getByText('finance', { selector: 'strong' }).closest('tr') as HTMLElement;
  await waitFor(() => expect(within(fin).getByText('Unreachable')).toBeInTheDocument());
  expect(within(fin).getByRole('switch')).not.toBeChecked();

  await ue.click(within(row).getByRole('combobox'));
  await ue.click((await screen.findAllByTitle('0.2.0')).find((e) => e.closest('.ant-select-dropdown')) as HTMLElement);
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Switch website to 0.2.0?');
  await ue.click(within(confirm).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(api.callsTo('api/v1/system/remote/setActive', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/system/remote/setActive', 'PUT')[0].body).toEqual({ name: 'website', version: '0.2.0' });

  await ue.click(within(fin).getByRole('switch'));
  await waitFor(() =>
    expect(api.callsTo('api/v1/system/remote/setEnabled', 'PUT')[0]?.body).toEqual({ name: 'finance', enabled: true }),
  );
});

test('an inactive version can be deleted after a confirmation; the active one offers no delete', async () => {
  renderFast(<RemotePage />, { route: '/system/remote' });
  const row = (await screen.findByText('website', { selector: 'strong' })).closest('tr') as HTMLElement;
  expect(within(row).queryByRole('button', { name: 'Delete version 0.1.0' })).toBeNull();
  await ue.click(within(row).getByRole('button', { name: 'Delete version 0.2.0' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Delete website 0.2.0?');
  expect(api.callsTo('api/v1/system/remote/deleteVersion', 'DELETE')).toHaveLength(0);
  await ue.click(within(confirm).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(api.callsTo('api/v1/system/remote/deleteVersion', 'DELETE')).toHaveLength(1));
  expect(api.callsTo('api/v1/system/remote/deleteVersion', 'DELETE')[0].body).toEqual({ name: 'website', version: '0.2.0' });
  await waitFor(() => expect(screen.queryByTestId('version-website-0.2.0')).toBeNull());
});

test('read-only without the rules', async () => {
  renderFast(<RemotePage />, { route: '/system/remote', permissions: ['api/v1/system/remote/list'] });
  const row = (await screen.findByText('website', { selector: 'strong' })).closest('tr') as HTMLElement;
  expect(within(row).getByRole('switch')).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Register a version/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Delete version/ })).toBeNull();
});

test('a rollout in progress: its share, per-version error counts, promote and rollback ask first', async () => {
  rows[0] = {
    ...rows[0],
    versions: [v('0.2.0', 'website', 7), v('0.1.0')],
    candidateVersion: '0.2.0',
    rolloutPercent: 50,
    rolloutRoleIds: [2],
  };
  renderFast(<RemotePage />, { route: '/system/remote' });
  const row = (await screen.findByText('website', { selector: 'strong' })).closest('tr') as HTMLElement;
  expect(within(row).getByTestId('rollout-website')).toHaveTextContent('0.2.0 → 50%');
  expect(within(row).getByTestId('rollout-website')).toHaveTextContent('+ 1 role(s)');
  expect(within(row).getByTestId('version-website-0.2.0')).toHaveTextContent('7');
  expect(within(row).getByLabelText('Page-load failures reported by shells: 7')).toBeInTheDocument();

  await ue.click(within(row).getByRole('button', { name: 'Roll back' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Roll website back?');
  await ue.click(within(confirm).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(api.callsTo('api/v1/system/remote/rollback', 'POST')[0]?.body).toEqual({ name: 'website' }),
  );
  await waitFor(() => expect(within(row).queryByTestId('rollout-website')).toBeNull());
});

test('deploy tokens: created token shown once with copy', async () => {
  renderFast(<RemotePage />, { route: '/system/remote' });
  await ue.click(await screen.findByRole('button', { name: /Create token/ }));
  const form = await screen.findByRole('dialog');
  await ue.type(within(form).getByLabelText('Name (e.g. the pipeline)'), 'website-ci');
  await ue.click(within(form).getByLabelText('Remotes it may deploy'));
  await ue.click(
    (await screen.findAllByTitle('website')).find((e) => e.closest('.ant-select-dropdown')) as HTMLElement,
  );
  await ue.click(within(form).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(api.callsTo('api/v1/system/remote/token/add', 'POST')[0]?.body).toEqual({
      name: 'website-ci',
      remotes: ['website'],
      expiresInDays: 90,
    }),
  );
  expect(await screen.findByTestId('deploy-token-value')).toHaveTextContent('sdt_AbCdEfSECRET');
  expect(await screen.findByText('website-ci')).toBeInTheDocument();
});
