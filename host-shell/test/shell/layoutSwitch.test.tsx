/**
 * A change of layout rebuilds the frame around the pages, never the pages: an open form keeps
 * what was typed in it when the window crosses the phone breakpoint (a tablet turned, a window
 * narrowed) or another layout is picked in the settings.
 */
import { menuListAtom, sharedStore, userInfoAtom } from '@shiftdesk/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ShellLayout from '../../src/layout';
import { refreshAtom, tagsAtom } from '../../src/layout/tagsView';
import { MOBILE_BREAKPOINT, setThemeConfig } from '../../src/theme/config';
import { menuEntry } from '../support/menu';

const menus = [
  menuEntry({ id: 1, name: 'log', path: '/system/log', component: 'system/log/index', meta: { title: 'Log' } }),
];

let mounts = 0;
function FormPage() {
  const [v, setV] = useState('');
  useState(() => {
    mounts++;
  });
  return <input aria-label="note" value={v} onChange={(e) => setV(e.target.value)} />;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(1280));

test('a page keeps its typed-in state across the phone breakpoint and a layout change', () => {
  resizeTo(1280);
  sharedStore.set(userInfoAtom, { id: 1, userName: 'admin', userNickname: 'A', avatar: '', roles: ['admin'], time: '', authBtnList: [] });
  sharedStore.set(menuListAtom, menus);
  sharedStore.set(tagsAtom, null);
  sharedStore.set(refreshAtom, {});
  act(() => setThemeConfig({ layout: 'defaults' }));
  render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={['/system/log']}>
        <Routes>
          <Route path="/" element={<ShellLayout />}>
            <Route path="system/log" element={<FormPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByTestId('shell').dataset.mobile).toBeUndefined();
  fireEvent.change(screen.getByLabelText('note'), { target: { value: 'half-typed' } });
  expect(mounts).toBe(1);

  resizeTo(MOBILE_BREAKPOINT - 1);
  expect(screen.getByTestId('shell').dataset.mobile).toBe('true');
  expect(screen.getByTestId('mobile-menu-button')).toBeInTheDocument();
  expect(screen.getByLabelText('note')).toHaveValue('half-typed');

  resizeTo(1280);
  act(() => setThemeConfig({ layout: 'classic' }));
  expect(screen.getByTestId('shell').dataset.layout).toBe('classic');
  // The page is drawn inside the new frame, once.
  expect(screen.getByTestId('routed-view')).toContainElement(screen.getByLabelText('note'));
  expect(screen.getAllByLabelText('note')).toHaveLength(1);
  expect(screen.getByLabelText('note')).toHaveValue('half-typed');
  expect(mounts).toBe(1);
  act(() => setThemeConfig({ layout: 'defaults' }));
});
