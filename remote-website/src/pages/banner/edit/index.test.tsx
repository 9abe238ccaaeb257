/**
 * Add / edit banner over the fake API: the edit form fills from the banner and sends ISO dates;
 * adding uploads the picked image at once and previews it (alt text from the title); a file of
 * the wrong type or over 2 MB is refused before any upload, and the server's refusal is shown;
 * a bad link and an end before the start are refused on their fields.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { banner, fail, fakeApi, location, renderPage } from '../../../../test/admin';
import BannerEditPage from './index';

const IMG = `upload/banner/${'a'.repeat(32)}.png`;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/website/banner/get': (p) => banner(Number(p.id), { title: 'Year-end crew' }),
    'PUT api/v1/website/banner/edit': () => null,
    'POST api/v1/website/banner/add': () => ({ id: 9 }),
    'POST api/v1/website/banner/upload': () => ({ image: IMG }),
  });
});
afterEach(() => api.restore());

const open = (id: string, lang = 'en') =>
  renderPage(
    <Routes>
      <Route path="/siteAdmin/banner/edit/:id" element={<BannerEditPage />} />
      <Route path="/siteAdmin/banner" element={null} />
    </Routes>,
    { route: `/siteAdmin/banner/edit/${id}`, lang },
  );

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

test('edit: fills from the banner and sends the form with ISO dates, then back to the list', async () => {
  open('4');
  await screen.findByText('Edit banner Year-end crew');
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Year-end crew'));
  expect(screen.getByRole('img', { name: 'Preview of Year-end crew' })).toHaveAttribute(
    'src',
    `/backend/upload/banner/${'4'.padStart(32, '0')}.png`,
  );
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Year-end crew wanted' } });
  save();
  await waitFor(() => expect(api.callsTo('api/v1/website/banner/edit', 'PUT')).toHaveLength(1));
  expect(api.callsTo('api/v1/website/banner/edit')[0].body).toEqual({
    id: 4,
    title: 'Year-end crew wanted',
    link: '/website/jobs',
    placement: 'home_top',
    sort: 0,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-12-31T00:00:00.000Z',
    published: true,
    image: `upload/banner/${'4'.padStart(32, '0')}.png`,
  });
  await waitFor(() => expect(location.current.pathname).toBe('/siteAdmin/banner'));
});

test('add: the image is uploaded when picked and previewed; the body carries it', async () => {
  open('new');
  await screen.findByText('Add banner');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'CNY shifts' } });
  pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cny.png', { type: 'image/png' }));
  await waitFor(() => expect(api.callsTo('api/v1/website/banner/upload', 'POST')).toHaveLength(1));
  const img = await screen.findByRole('img', { name: 'Preview of CNY shifts' });
  expect(img).toHaveAttribute('src', `/backend/${IMG}`);
  save();
  await waitFor(() => expect(api.callsTo('api/v1/website/banner/add', 'POST')).toHaveLength(1));
  const body = api.callsTo('api/v1/website/banner/add')[0].body;
  expect(body).toMatchObject({
    title: 'CNY shifts',
    image: IMG,
    placement: 'home_top',
    published: false,
    link: '',
    endAt: null,
    sort: 0,
  });
  expect(new Date(body.startAt).toISOString()).toBe(body.startAt);
});

test('a wrong type or an image over 2 MB is refused before any upload, with the reason', async () => {
  open('new');
  await screen.findByText('Add banner');
  pick(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The image must be a PNG, JPEG or WebP file');
  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  pick(big);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 2 MB'));
  expect(api.callsTo('api/v1/website/banner/upload')).toHaveLength(0);
});

test("the server's refusal of an upload is shown as it says it", async () => {
  api.restore();
  api = fakeApi({
    'POST api/v1/website/banner/upload': () => fail(400, 'The image could not be read: it may be damaged'),
  });
  open('new');
  await screen.findByText('Add banner');
  pick(new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be read: it may be damaged');
  expect(screen.queryByRole('img', { name: /Preview/ })).toBeNull();
});

test('a link that is neither http(s) nor a site path is refused on its field; nothing is sent', async () => {
  open('new');
  await screen.findByText('Add banner');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Bad link' } });
  fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
  save();
  const item = (
    await screen.findByText('Enter an http:// or https:// address, or a site path starting with /')
  ).closest('.ant-form-item') as HTMLElement;
  expect(within(item).getByLabelText('Link')).toBeInTheDocument();
  expect(api.callsTo('api/v1/website/banner/add')).toHaveLength(0);
});

test('an unknown banner says so', async () => {
  api.restore();
  api = fakeApi({ 'api/v1/website/banner/get': () => fail(404, 'The banner does not exist') });
  open('77');
  expect(await screen.findByText('This banner does not exist (it may have been deleted)')).toBeInTheDocument();
});

test('in Chinese', async () => {
  open('new', 'zh-cn');
  expect(await screen.findByText('新增横幅')).toBeInTheDocument();
  expect(screen.getByLabelText('标题')).toBeInTheDocument();
  expect(
    screen.getByText('PNG、JPEG 或 WebP，不超过 2 MB。宽幅图片（约 4:1，如 1200 × 300）效果最佳。'),
  ).toBeInTheDocument();
});
