/**
 * Blacklist over the fake API: the list shows who blacklisted whom and why; adding picks a
 * worker, needs a reason, and only calls blacklist/add after the permanent-action confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage, worker } from '../../../test/helpers';
import BlacklistPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/blacklist/list': () =>
      page([
        {
          id: 5,
          workerId: 40,
          workerName: 'Tan Ah Kow',
          workerPhone: '+6591234567',
          reason: 'Theft from the client store',
          blacklistedAt: '2026-03-01T02:00:00.000Z',
          blacklistedBy: 1,
          blacklistedByName: 'admin',
        },
      ]),
    'api/v1/workforce/worker/list': () => page([worker(12, { name: 'Lim Mei Ling' })]),
    'POST api/v1/workforce/blacklist/add': () => ({ id: 6 }),
  });
});
afterEach(() => api.restore());

test('lists blacklisted workers with reason and who', async () => {
  renderPage(<BlacklistPage />, { route: '/workforce/blacklist' });
  const row = (await screen.findByText('Tan Ah Kow')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Theft from the client store')).toBeInTheDocument();
  expect(within(row).getByText('admin')).toBeInTheDocument();
  expect(screen.queryByText(/S\d{7}[A-Z]/)).toBeNull();
});

test('add: worker and reason required, then a confirmation before the call', async () => {
  renderPage(<BlacklistPage />, { route: '/workforce/blacklist' });
  await screen.findByText('Tan Ah Kow');
  fireEvent.click(screen.getByRole('button', { name: 'Add to blacklist' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
  expect(await within(dialog).findByText('Choose the worker')).toBeInTheDocument();
  expect(within(dialog).getByText('Give the reason (up to 500 characters)')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/blacklist/add', 'POST')).toHaveLength(0);

  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByText(/Lim Mei Ling/, { selector: '.ant-select-item-option-content' }));
  fireEvent.change(dialog.querySelector('textarea') as HTMLElement, { target: { value: 'Violence on site' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
  const [confirm] = await screen.findAllByText('Blacklist Lim Mei Ling?');
  expect(api.callsTo('api/v1/workforce/blacklist/add', 'POST')).toHaveLength(0);
  const box = confirm.closest('.ant-modal') as HTMLElement;
  expect(box).toHaveTextContent(/permanent/);
  fireEvent.click(within(box).getByRole('button', { name: 'Blacklist' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/blacklist/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/blacklist/add')[0].body).toEqual({ workerId: 12, reason: 'Violence on site' });
});
