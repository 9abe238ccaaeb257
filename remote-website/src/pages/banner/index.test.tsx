/**
 * Banners list over the fake API: thumbnail (alt = title), placement and status by name, the
 * filters sent to the server, add/edit going to the edit page, delete after a confirmation,
 * and no Add for a role that could not open the edit page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { banner, fakeApi, location, page, renderPage } from '../../../test/admin';
import BannerPage from './index';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/website/banner/list': () =>
      page([
        banner(1, { title: 'Year-end crew' }),
        banner(2, { title: 'CNY shifts', status: 'scheduled', placement: 'jobs_top' }),
        banner(3, { title: 'No picture yet', image: null, status: 'draft', published: false }),
      ]),
    'DELETE api/v1/website/banner/delete': () => null,
  });
});
afterEach(() => api.restore());

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

test('rows show the thumbnail, placement and status by name', async () => {
  renderPage(<BannerPage />, { route: '/siteAdmin/banner' });
  await screen.findByText('Year-end crew');
  const img = within(rowOf('Year-end crew')).getByRole('img', { name: 'Year-end crew' });
  expect(img).toHaveAttribute('src', `/backend/upload/banner/${'1'.padStart(32, '0')}.png`);
  // A fixed box: the row does not move when the picture loads.
  expect(img).toHaveAttribute('width', '96');
  expect(img).toHaveAttribute('height', '24');
  expect(within(rowOf('Year-end crew')).getByText('Live')).toBeInTheDocument();
  expect(within(rowOf('Year-end crew')).getByText('Home page, top')).toBeInTheDocument();
  expect(within(rowOf('CNY shifts')).getByText('Scheduled')).toBeInTheDocument();
  expect(within(rowOf('CNY shifts')).getByText('Jobs page, top')).toBeInTheDocument();
  expect(within(rowOf('No picture yet')).getByText('No image')).toBeInTheDocument();
  expect(within(rowOf('No picture yet')).getByText('Draft')).toBeInTheDocument();
});

test('the URL filters and sort go to the server', async () => {
  renderPage(<BannerPage />, {
    route: '/siteAdmin/banner?status=live&placement=home_top&title=crew&orderBy=sort&orderDir=asc',
  });
  await screen.findByText('Year-end crew');
  const call = api.callsTo('api/v1/website/banner/list').at(-1);
  expect(call?.params).toMatchObject({
    status: 'live',
    placement: 'home_top',
    title: 'crew',
    orderBy: 'sort',
    orderDir: 'asc',
  });
});

test('add and edit open the edit page; delete asks first', async () => {
  renderPage(<BannerPage />, { route: '/siteAdmin/banner' });
  await screen.findByText('Year-end crew');
  fireEvent.click(within(rowOf('CNY shifts')).getByRole('button', { name: /Edit/ }));
  expect(location.current.pathname).toBe('/siteAdmin/banner/edit/2');

  fireEvent.click(within(rowOf('CNY shifts')).getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('CNY shifts');
  expect(api.callsTo('api/v1/website/banner/delete')).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole('button', { name: /OK|Delete|Confirm/ }));
  await waitFor(() => expect(api.callsTo('api/v1/website/banner/delete', 'DELETE')).toHaveLength(1));
  expect(api.callsTo('api/v1/website/banner/delete')[0].body).toEqual({ ids: [2] });

  fireEvent.click(screen.getByRole('button', { name: /Add banner/ }));
  expect(location.current.pathname).toBe('/siteAdmin/banner/edit/new');
});

test('a reader sees the list without Add, Edit or Delete', async () => {
  renderPage(<BannerPage />, { route: '/siteAdmin/banner', permissions: ['api/v1/website/banner/list'] });
  await screen.findByText('Year-end crew');
  expect(screen.queryByRole('button', { name: /Add banner/ })).toBeNull();
  expect(within(rowOf('Year-end crew')).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
});

test('in Chinese', async () => {
  renderPage(<BannerPage />, { route: '/siteAdmin/banner', lang: 'zh-cn' });
  await screen.findByText('Year-end crew');
  expect(within(rowOf('Year-end crew')).getByText('展示中')).toBeInTheDocument();
  expect(within(rowOf('CNY shifts')).getByText('待上线')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /新增横幅/ })).toBeInTheDocument();
});
