/**
 * Positions over the fake API: the list, the certificate-types field shown disabled with its
 * hint (no certificate types exist yet) and never sent, and the server's duplicate-name refusal
 * shown in the form.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { fail, fakeApi, page, position, renderPage } from '../../../test/helpers';
import PositionPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/finance/position/list': () => page([position(5, 'Server'), position(6, 'Event crew')]),
    'POST api/v1/finance/position/add': () => fail(409, 'Position "Server" already exists'),
  });
});
afterEach(() => api.restore());

test('add: certificate types disabled until they exist; a duplicate name refused by the server', async () => {
  renderPage(<PositionPage />, { route: '/finance/position' });
  await screen.findByText('Event crew');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Available once certificate types exist.')).toBeInTheDocument();
  const certItem = within(dialog)
    .getByText('Required certificate types', { selector: 'label' })
    .closest('.ant-form-item') as HTMLElement;
  expect(certItem.querySelector('.ant-select-disabled')).not.toBeNull();
  const name = (
    within(dialog).getByText('Position name', { selector: 'label' }).closest('.ant-form-item') as HTMLElement
  ).querySelector('input') as HTMLElement;
  fireEvent.change(name, { target: { value: 'Server' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await within(dialog).findByText('Position "Server" already exists', undefined, { timeout: 15_000 });
  const body = api.callsTo('api/v1/finance/position/add', 'POST')[0].body;
  expect(body).toEqual({ name: 'Server', description: '', status: 'active' });
});
