/** Test helpers: an axios adapter fake (the real client's interceptors run) and a page wrapper. */
import './polyfills';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { request } from '../../http/request';
import { i18n } from '../../i18n';
import { permissionsAtom, sharedStore } from '../../session';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A route answers `data` (code 0), or `{status, code, message, data}` via `fail(…)`. */
export class Fail {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly data: unknown = null,
  ) {}
}

type Route = (call: Call) => unknown;

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\//, '');
    const call: Call = {
      method,
      url,
      params: { ...(config.params as Record<string, unknown>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...(config.headers as unknown as Record<string, unknown>) },
    };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[url];
    if (!route) return { data: { code: 404, message: `no fake for ${url}`, data: null }, status: 404, statusText: 'Not Found', headers: {}, config };
    const out = await route(call);
    if (out instanceof Fail) {
      return { data: { code: out.status, message: out.message, data: out.data }, status: out.status, statusText: 'x', headers: {}, config };
    }
    return { data: { code: 0, message: 'ok', data: out ?? null }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const previous = request.defaults.adapter;
  request.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (url: string, method?: string) => calls.filter((c) => c.url === url && (!method || c.method === method)),
    restore: () => {
      request.defaults.adapter = previous;
    },
  };
}

export const location = { current: { pathname: '', search: '' } };
export const nav: { go: (to: string | number) => void } = { go: () => {} };

function Probe() {
  const loc = useLocation();
  const navigate = useNavigate();
  location.current = { pathname: loc.pathname, search: loc.search };
  nav.go = (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
  return null;
}

export function setPermissions(p: string[]) {
  sharedStore.set(permissionsAtom, p);
}

export function renderKit(ui: ReactElement, { route = '/', lang = 'en' }: { route?: string; lang?: string } = {}) {
  void i18n.changeLanguage(lang);
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={[route]}>
        <App>
          {ui}
          <Probe />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

// antd's CSS-in-JS written into a detached node (jsdom matches every injected rule on each
// getComputedStyle: ~16 s per *ByRole query on 2 cores); see components.test.tsx.
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');

/** `renderKit` with antd's styles kept out of the document: much faster role queries. */
export const renderKitFast = (ui: ReactElement, opts?: Parameters<typeof renderKit>[1]) =>
  renderKit(<StyleProvider container={styleSink}>{ui}</StyleProvider>, opts);

export const currentQuery = () => new URLSearchParams(location.current.search);
