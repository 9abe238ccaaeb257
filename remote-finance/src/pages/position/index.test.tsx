/**
 * Positions over the fake API: the list names each position's required certificate types; the
 * form offers the active types and sends the picked ids; without the rule to list types the
 * field is disabled and says why; the server's duplicate-name refusal is shown in the form.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, page, position, renderPage } from '../../../test/helpers';
import PositionPage from './index';

const types = [
  { id: 1, name: 'Food Hygiene', status: 'active' },
  { id: 2, name: 'Forklift', status: 'active' },
  { id: 3, name: 'Old Pass', status: 'inactive' },
];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/finance/position/list': () =>
      page([position(5, 'Server', { certificateTypeIds: [1, 3] }), position(6, 'Event crew')]),
    'api/v1/workforce/certificateType/list': () => page(types),
    'POST api/v1/finance/position/add': () => fail(409, 'Position "Server" already exists'),
  });
});
afterEach(() => api.restore());

const certSelect = (dialog: HTMLElement) =>
  within(dialog).getByText('Required certificate types', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

test('add: picks required certificate types among the active ones; a duplicate name refused by the server', async () => {
  renderPage(<PositionPage />, { route: '/finance/position' });
  await screen.findByText('Event crew');
  // The list names the types, an inactive one included.
  expect(screen.getByText('Food Hygiene')).toBeInTheDocument();
  expect(screen.getByText('Old Pass')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  const item = certSelect(dialog);
  expect(item.querySelector('.ant-select-disabled')).toBeNull();
  fireEvent.mouseDown(within(item).getByRole('combobox'));
  const forklift = await screen.findByText('Forklift', { selector: '.ant-select-item-option-content' });
  // Only the active types are offered.
  expect(screen.queryByText('Old Pass', { selector: '.ant-select-item-option-content' })).toBeNull();
  fireEvent.click(forklift);
  const name = (
    within(dialog).getByText('Position name', { selector: 'label' }).closest('.ant-form-item') as HTMLElement
  ).querySelector('input') as HTMLElement;
  fireEvent.change(name, { target: { value: 'Server' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await within(dialog).findByText('Position "Server" already exists');
  const body = api.callsTo('api/v1/finance/position/add', 'POST')[0].body;
  expect(body).toEqual({ name: 'Server', description: '', status: 'active', certificateTypeIds: [2] });
});

test('without the rule to list certificate types the field is disabled and says why', async () => {
  renderPage(<PositionPage />, {
    route: '/finance/position',
    permissions: ['api/v1/finance/position/list', 'api/v1/finance/position/add'],
  });
  await screen.findByText('Event crew');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(certSelect(dialog).querySelector('.ant-select-disabled')).not.toBeNull());
  expect(within(dialog).getByText('You may not see the certificate types; ask an administrator.')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/certificateType/list', 'GET')).toHaveLength(0);
});
