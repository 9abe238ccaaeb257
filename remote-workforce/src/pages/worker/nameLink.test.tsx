/**
 * The worker list's names are real links to the manage page: the href a new tab opens, reached
 * with Tab, followed with Enter inside the app.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, location, page, renderPage, worker } from '../../../test/helpers';
import WorkerPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/worker/list': () => page([worker(1, { name: 'Tan Mei Ling' }), worker(3, { name: 'Priya Nair' })]),
  });
});
afterEach(() => api.restore());

test("a worker's name links to the manage page, by keyboard too", async () => {
  renderPage(<WorkerPage />, { route: '/workforce/worker' });
  const link = await screen.findByRole('link', { name: /Priya Nair/ });
  expect(link.getAttribute('href')).toBe('/workforce/worker/manage/3');
  expect(screen.getByRole('link', { name: /Tan Mei Ling/ }).getAttribute('href')).toBe('/workforce/worker/manage/1');
  const user = userEvent.setup();
  // From the row's selection box (the search form's date range picker keeps Tab in jsdom), the
  // next Tab stop is the name.
  within(link.closest('tr') as HTMLElement).getByRole('checkbox').focus();
  await user.tab();
  expect(document.activeElement).toBe(link);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(location.current.pathname).toBe('/workforce/worker/manage/3'));
});
