import { clearDictCache, i18n, permissionsAtom, sharedStore } from '@shiftdesk/shared';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

// antd writes its CSS-in-JS into a detached node: in jsdom every *ByRole query calls
// getComputedStyle, which otherwise matches ~2,400 rules per element (16 s for one query).
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');
// The one antd rule tests need from the real sheet: a force-rendered drawer that is closed is
// hidden only by this class, so without it a closed form drawer still counts as an open dialog.
const drawerCss = document.createElement('style');
drawerCss.textContent = '.ant-drawer-content-wrapper-hidden { display: none; }';
document.head.appendChild(drawerCss);

/** What the router shows, for asserting the URL a page wrote. */
export const location = { current: { pathname: '', search: '' } };

function LocationProbe() {
  const loc = useLocation();
  location.current = { pathname: loc.pathname, search: loc.search };
  return null;
}

/**
 * Renders a page the way the host does: inside the shared jotai store, a router, antd App and
 * the shared i18n. `permissions` default to the wildcard (an admin).
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', lang = 'en', permissions = ['*/*/*'] }: { route?: string; lang?: string; permissions?: string[] } = {},
) {
  void i18n.changeLanguage(lang);
  clearDictCache();
  sharedStore.set(permissionsAtom, permissions);
  return render(
    <StyleProvider container={styleSink}>
      <Provider store={sharedStore}>
        <MemoryRouter initialEntries={[route]}>
          <App>
            {ui}
            <LocationProbe />
          </App>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
}

/** The current query string of the router as a URLSearchParams. */
export const currentQuery = () => new URLSearchParams(location.current.search);
