/**
 * The home page's banner strip over the fake API: it asks for its placement without a session,
 * shows each live banner as a picture named by its title and linked as stored (a site path
 * inside the app, an address as it is), and shows nothing when there are none or the call fails.
 */
import { screen, waitFor } from '@testing-library/react';
import { fail, fakeApi, renderPage } from '../../../test/admin';
import { BannerStrip } from './BannerStrip';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

test('live banners as pictures with their titles and links', async () => {
  api = fakeApi({
    'api/v1/pub/website/banners': () => ({
      list: [
        { id: 1, title: 'Year-end crew wanted', image: 'upload/banner/a.png', link: '/website/jobs' },
        { id: 2, title: 'Partner offer', image: 'upload/banner/b.png', link: 'https://example.com/offer' },
        { id: 3, title: 'Just a picture', image: 'upload/banner/c.png', link: '' },
      ],
    }),
  });
  renderPage(<BannerStrip placement="home_top" />, { route: '/website', permissions: [] });
  const first = await screen.findByRole('img', { name: 'Year-end crew wanted' });
  expect(first).toHaveAttribute('src', '/backend/upload/banner/a.png');
  // Sized before it loads: no layout shift.
  expect(first).toHaveAttribute('width', '1200');
  expect(first).toHaveAttribute('height', '300');
  expect(screen.getByRole('link', { name: 'Year-end crew wanted' })).toHaveAttribute('href', '/website/jobs');
  expect(screen.getByRole('link', { name: 'Partner offer' })).toHaveAttribute('href', 'https://example.com/offer');
  expect(screen.getByRole('img', { name: 'Just a picture' }).closest('a')).toBeNull();
  expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  expect(api.callsTo('api/v1/pub/website/banners')[0].params).toEqual({ placement: 'home_top' });
});

test.each([
  ['none live', () => ({ list: [] })],
  ['the call fails', () => fail(503, 'Service unavailable')],
])('nothing is drawn when %s', async (_, answer) => {
  api = fakeApi({ 'api/v1/pub/website/banners': answer });
  const { container } = renderPage(<BannerStrip placement="home_top" />, { route: '/website', permissions: [] });
  await waitFor(() => expect(api.callsTo('api/v1/pub/website/banners')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 50));
  expect(container.querySelector('section')).toBeNull();
});
