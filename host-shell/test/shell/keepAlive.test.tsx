/** Keep-alive in jsdom: a kept page keeps its typed-in state across a tab switch; refresh and close remount. */
import { menuListAtom, sharedStore, userInfoAtom } from '@shiftdesk/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet, refreshAtom, tagsAtom } from '../../src/layout/tagsView';
import { menuEntry } from '../support/menu';

const menus = [
  menuEntry({ id: 1, name: 'users', path: '/system/user', meta: { title: 'Users', isKeepAlive: true } }),
  menuEntry({ id: 2, name: 'log', path: '/system/log', meta: { title: 'Log' } }),
];

let mounts = 0;
function FilterPage({ label }: { label: string }) {
  const [v, setV] = useState('');
  useState(() => {
    mounts++;
  });
  return <input aria-label={label} value={v} onChange={(e) => setV(e.target.value)} />;
}

let go: (to: string) => void = () => {};
function Nav() {
  const navigate = useNavigate();
  go = (to) => act(() => navigate(to));
  return null;
}

function Shell() {
  return (
    <>
      <Nav />
      <KeepAliveOutlet />
    </>
  );
}

function renderApp() {
  sharedStore.set(userInfoAtom, { id: 1, userName: 'admin', userNickname: 'A', avatar: '', roles: ['admin'], time: '', authBtnList: [] });
  sharedStore.set(menuListAtom, menus);
  sharedStore.set(tagsAtom, null);
  sharedStore.set(refreshAtom, {});
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/" element={<Shell />}>
            <Route path="home" element={<FilterPage label="home" />} />
            <Route path="system/user" element={<FilterPage label="users" />} />
            <Route path="system/log" element={<FilterPage label="log" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('kept page survives a tab switch; refresh remounts; closing the tab unmounts', async () => {
  renderApp();
  go('/system/user');
  fireEvent.change(screen.getByLabelText('users'), { target: { value: 'alice' } });
  go('/home');
  // Hidden but still mounted (Activity keeps its state).
  expect(screen.getByLabelText('users', { selector: 'input' })).toBeInTheDocument();
  go('/system/user');
  expect(screen.getByLabelText('users')).toHaveValue('alice');

  // Refresh → remount, state gone.
  act(() => sharedStore.set(refreshAtom, (r) => ({ ...r, '/system/user': 1 })));
  expect(screen.getByLabelText('users')).toHaveValue('');

  // Not kept alive: the log page loses its state when left.
  go('/system/log');
  fireEvent.change(screen.getByLabelText('log'), { target: { value: 'x' } });
  go('/home');
  expect(screen.queryByLabelText('log')).toBeNull();

  // Closing the users tab unmounts its page.
  go('/system/user');
  fireEvent.change(screen.getByLabelText('users'), { target: { value: 'bob' } });
  go('/home');
  act(() => sharedStore.set(tagsAtom, (l) => (l ?? []).filter((t) => t.path !== '/system/user')));
  expect(screen.queryByLabelText('users')).toBeNull();
  go('/system/user');
  expect(screen.getByLabelText('users')).toHaveValue('');
});
