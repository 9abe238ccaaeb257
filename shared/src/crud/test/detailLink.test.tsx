/**
 * CrudListPage's `detail`: the first cell is a real link to the row's page (its href carries the
 * router's basename, as the host shell's `/admin`), reached with Tab and followed with Enter
 * inside the app; a modifier click is left to the browser (a new tab) and does not move the list;
 * a click elsewhere on the row opens the page, a click on a row action does not.
 */
// helpers first: they install the jsdom polyfills react-router needs
import { fakeApi, setPermissions } from './helpers';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defineEntity } from '../../api/entity';
import { sharedStore } from '../../session';
import { CrudListPage } from '../CrudListPage';
import { defineFields } from '../defineFields';

// antd's CSS-in-JS written into a detached node: see components.test.tsx (speed on 2 cores).
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');

jest.setTimeout(30000);

interface Tool {
  id: number;
  name: string;
  size: string;
}
const ToolApi = defineEntity('x', 'tool', ['list', 'delete']);
const fields = defineFields<Tool>([
  { key: 'name', label: 'Name', search: true },
  { key: 'size', label: 'Size' },
]);

const at = { path: '' };
function Where() {
  at.path = useLocation().pathname;
  return null;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  setPermissions(['api/v1/x/tool/list', 'api/v1/x/tool/delete']);
  api = fakeApi({ 'api/v1/x/tool/list': () => ({ list: [{ id: 7, name: 'Hammer', size: 'XL' }], total: 1, currentPage: 1 }) });
  render(
    <StyleProvider container={styleSink}>
      <Provider store={sharedStore}>
        <MemoryRouter basename="/admin" initialEntries={['/admin/x/tool']}>
          <App>
            <CrudListPage entity={ToolApi} fields={fields} ns="x" texts="tool" detail={(r) => `/x/tool/detail/${r.id}`} />
            <Where />
          </App>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
});
afterEach(() => {
  api.restore();
  setPermissions([]);
});

test('the first cell links to the row page; Tab reaches it and Enter follows it inside the app', async () => {
  const link = await screen.findByRole('link', { name: 'Hammer' });
  expect(link.getAttribute('href')).toBe('/admin/x/tool/detail/7');
  const user = userEvent.setup();
  for (let i = 0; i < 40 && document.activeElement !== link; i += 1) await user.tab();
  expect(document.activeElement).toBe(link);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(at.path).toBe('/x/tool/detail/7'));
});

test('a ctrl-click is the browser’s (a new tab): neither the link nor the row moves the list', async () => {
  const link = await screen.findByRole('link', { name: 'Hammer' });
  // After React has passed on it: jsdom cannot open the tab the browser would.
  const noTab = (e: Event) => e.preventDefault();
  window.addEventListener('click', noTab);
  fireEvent.click(link, { ctrlKey: true });
  fireEvent.click(link, { metaKey: true });
  window.removeEventListener('click', noTab);
  expect(at.path).toBe('/x/tool');
});

test('a click elsewhere on the row opens the page; a click on a row action does not', async () => {
  const row = (await screen.findByText('XL')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
  await screen.findByRole('dialog');
  expect(at.path).toBe('/x/tool');
  fireEvent.click(screen.getByText('XL'));
  expect(at.path).toBe('/x/tool/detail/7');
});
