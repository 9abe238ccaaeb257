/**
 * The back-office (admin) pages of this remote test like the other remotes' pages: the system
 * remote's fake of the HTTP adapter and its renderer (jotai store, permissions, antd, i18n).
 * The public pages keep ./render.tsx, which has no session.
 */
import type { BannerRow } from '@shiftdesk/shared/api';

export { fail, fakeApi, invalid } from '../../remote-system/test/fakeApi';
export { location, renderPage } from '../../remote-system/test/render';
export const page = <T,>(list: T[]) => ({ list, total: list.length, currentPage: 1 });

/** A banner row as the list and get answer it. */
export const banner = (id: number, over: Partial<BannerRow> = {}): BannerRow => ({
  id,
  title: `Banner ${id}`,
  image: `upload/banner/${String(id).padStart(32, '0')}.png`,
  link: '/website/jobs',
  placement: 'home_top',
  sort: 0,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-31T00:00:00.000Z',
  published: true,
  status: 'live',
  createdBy: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});
