import { i18n } from '@shiftdesk/shared';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** What the router shows, for asserting navigation. */
export const location = { current: { pathname: '', search: '' } };

function LocationProbe() {
  const loc = useLocation();
  location.current = { pathname: loc.pathname, search: loc.search };
  return null;
}

/** Renders a page the way the host does: router with basename /admin, antd App, shared i18n. */
export function renderPage(
  ui: ReactElement,
  { route = '/website', lang = 'en' }: { route?: string; lang?: string } = {},
) {
  void i18n.changeLanguage(lang);
  return render(
    <MemoryRouter basename="/admin" initialEntries={[`/admin${route}`]}>
      <App>
        {ui}
        <LocationProbe />
      </App>
    </MemoryRouter>,
  );
}
