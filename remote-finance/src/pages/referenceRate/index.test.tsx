/**
 * The Reference rates page over a faked HTTP layer (the shared axios client's adapter, so the
 * real request code runs): units shown as % and S$, a locked row read-only with its lock, the
 * source as a link, server-side sort, and an edit sent back in basis points and ISO dates.
 */
import { i18n, permissionsAtom, request, sharedStore } from '@shiftdesk/shared';
import type { GstRateRecord } from '@shiftdesk/shared/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import ReferenceRatePage from './index';

// antd's CSS-in-JS goes into a detached node: jsdom would otherwise match every rule on each query.
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};

interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

const gst = (id: number, over: Partial<GstRateRecord>): GstRateRecord => ({
  id,
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
  rateBp: 900,
  source: 'https://www.iras.gov.sg/gst',
  lockedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

let calls: Call[];
let previous: typeof request.defaults.adapter;
beforeEach(() => {
  calls = [];
  previous = request.defaults.adapter;
  request.defaults.adapter = async (config) => {
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\//, ''),
      params: { ...(config.params as Record<string, unknown>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const data =
      call.url === 'api/v1/finance/gstRate/list'
        ? {
            list: [
              gst(3, {}),
              gst(2, {
                effectiveFrom: '2023-01-01',
                effectiveTo: '2023-12-31',
                rateBp: 800,
                lockedAt: '2026-03-01T02:00:00.000Z',
                source: 'GST Act s.16',
              }),
            ],
            total: 2,
            currentPage: 1,
          }
        : null;
    return { data: { code: 0, message: 'ok', data }, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterEach(() => {
  request.defaults.adapter = previous;
});

function renderPage(route: string) {
  void i18n.changeLanguage('en');
  sharedStore.set(permissionsAtom, ['*/*/*']);
  return render(
    <StyleProvider container={document.createElement('div')}>
      <Provider store={sharedStore}>
        <MemoryRouter initialEntries={[route]}>
          <App>
            <ReferenceRatePage />
          </App>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('GST tab: percentages, a locked row without edit or delete, sources as links or text', async () => {
  renderPage('/finance/referenceRate?tab=gstRate');
  await screen.findByText('9%');
  const open = rowOf('9%');
  const locked = rowOf('8%');
  expect(within(open).getByText('Open-ended')).toBeInTheDocument();
  expect(within(open).getByText('In force')).toBeInTheDocument();
  expect(within(open).getByRole('link')).toHaveAttribute('href', 'https://www.iras.gov.sg/gst');
  expect(within(locked).queryByRole('link')).toBeNull();
  expect(within(locked).getByText('GST Act s.16')).toBeInTheDocument();

  expect(within(locked).getByTestId('row-locked')).toBeInTheDocument();
  expect(within(open).queryByTestId('row-locked')).toBeNull();
  for (const name of [/Edit/, /Delete/]) {
    expect(within(locked).getByRole('button', { name })).toBeDisabled();
    expect(within(open).getByRole('button', { name })).toBeEnabled();
  }
});

test('sorting asks the server (whitelisted column in the URL query), not the browser', async () => {
  renderPage('/finance/referenceRate?tab=gstRate');
  await screen.findByText('9%');
  fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('Rate'));
  await waitFor(() =>
    expect(calls.filter((c) => c.url.endsWith('/list')).at(-1)?.params).toMatchObject({
      orderBy: 'rateBp',
      orderDir: 'asc',
    }),
  );
  // The tab is not a filter of the list.
  expect(calls.every((c) => !('tab' in c.params))).toBe(true);
});

test('an edit is sent in API units: percent → basis points, dates as YYYY-MM-DD', async () => {
  renderPage('/finance/referenceRate?tab=gstRate');
  await screen.findByText('9%');
  fireEvent.click(within(rowOf('9%')).getByRole('button', { name: /Edit/ }));
  const rate = await screen.findByDisplayValue('9.00');
  fireEvent.change(rate, { target: { value: '9.25' } });
  fireEvent.blur(rate);
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = calls.find((c) => c.method === 'PUT') as Call;
  expect(put.url).toBe('api/v1/finance/gstRate/edit');
  expect(put.body).toEqual({
    id: 3,
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
    rateBp: 925,
    source: 'https://www.iras.gov.sg/gst',
  });
});
