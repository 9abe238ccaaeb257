import { clearDictCache, i18n, permissionsAtom, sharedStore } from '@shiftdesk/shared';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

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
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={[route]}>
        <App>
          {ui}
          <LocationProbe />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

/** The current query string of the router as a URLSearchParams. */
export const currentQuery = () => new URLSearchParams(location.current.search);
