/**
 * The notice centre over the fake API: the user's notices with read state, filters in the URL
 * and in the request, a notice read in full (sanitised HTML from the server) and marked read,
 * mark all read, empty and failure states, and the Chinese texts.
 */

import { noticesVersionAtom, sharedStore } from '@shiftdesk/shared';
import type { NoticeShowRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DICTS, dictRoute, fail, fakeApi } from '../../../../test/fakeApi';
import { currentQuery, renderPage } from '../../../../test/render';
import NoticeCentrePage from './index';

const ue = userEvent.setup({ delay: null });
const T = '2026-01-15T02:30:00.000Z';
DICTS.sys_notice_type = [
  ['1', 'Notification'],
  ['2', 'Private message'],
];
DICTS.sys_notice_tag = [
  ['1', 'Personnel'],
  ['3', 'Finance'],
  ['12', 'Normal'],
];

const row = (id: number, over: Partial<NoticeShowRow> = {}): NoticeShowRow => ({
  id,
  title: `Notice ${id}`,
  type: 1,
  tag: 1,
  content: `<p>Body of ${id}</p>`,
  sendAt: T,
  isRead: false,
  ...over,
});

let rows: NoticeShowRow[];
let api: ReturnType<typeof fakeApi>;
const unreadOf = () => rows.filter((r) => !r.isRead).length;

beforeEach(() => {
  rows = [
    row(1, { title: 'Roster for week 12', content: '<p>New <b>shifts</b> are out.</p><ul><li>Mon</li></ul>' }),
    row(2, { title: 'Payday moved', tag: 3, isRead: true }),
    row(3, { title: 'Private note', type: 2, tag: 12 }),
  ];
  api = fakeApi({
    'api/v1/system/dict/data/getDictData': dictRoute,
    'api/v1/system/notice/listShow': (p) => {
      const list = rows.filter(
        (r) =>
          (p.isRead === undefined || r.isRead === p.isRead) &&
          (p.type === undefined || r.type === p.type) &&
          (p.tag === undefined || r.tag === p.tag) &&
          (p.title === undefined || r.title.toLowerCase().includes(String(p.title).toLowerCase())),
      );
      return { list, total: list.length, currentPage: 1 };
    },
    'api/v1/system/notice/unreadCount': () => ({ count: unreadOf() }),
    'PUT api/v1/system/notice/markRead': (_p, c) => {
      rows = rows.map((r) => (c.body.ids.includes(r.id) ? { ...r, isRead: true } : r));
      return null;
    },
    'PUT api/v1/system/notice/markAllRead': () => {
      const marked = unreadOf();
      rows = rows.map((r) => ({ ...r, isRead: true }));
      return { marked };
    },
  });
});
afterEach(() => api.restore());

/** Enter in a search box (antd ignores a second Enter without its key-up). */
const enter = (el: HTMLElement) => {
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const ids: Record<string, number> = { 'Roster for week 12': 1, 'Payday moved': 2, 'Private note': 3 };
const item = (title: string) => screen.getByTestId(`notice-item-${ids[title]}`);

test('lists the notices with tag, excerpt, time and read state; the unread count', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show' });
  expect(screen.getByTestId('notice-centre-loading')).toBeInTheDocument();
  await screen.findByText('Roster for week 12');
  expect(screen.getByRole('heading', { name: /Notice centre/ })).toBeInTheDocument();
  expect(item('Roster for week 12')).toHaveAttribute('data-read', 'false');
  expect(item('Payday moved')).toHaveAttribute('data-read', 'true');
  expect(within(item('Roster for week 12')).getByText('New shifts are out. Mon')).toBeInTheDocument();
  expect(within(item('Roster for week 12')).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
  expect(await within(item('Payday moved')).findByText('Finance')).toBeInTheDocument();
  expect(await screen.findByTestId('notice-centre-unread')).toHaveTextContent('2');
});

test('opening a notice shows it in full and marks it read (and tells the bell)', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show' });
  await screen.findByText('Roster for week 12');
  const before = sharedStore.get(noticesVersionAtom);
  await ue.click(item('Roster for week 12'));
  const detail = await screen.findByTestId('notice-detail-content');
  expect(detail.innerHTML).toBe('<p>New <b>shifts</b> are out.</p><ul><li>Mon</li></ul>');
  expect(screen.getByText('Roster for week 12', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('api/v1/system/notice/markRead', 'PUT')[0]?.body).toEqual({ ids: [1] }));
  await waitFor(() => expect(item('Roster for week 12')).toHaveAttribute('data-read', 'true'));
  expect(sharedStore.get(noticesVersionAtom)).toBeGreaterThan(before);
  await waitFor(() => expect(screen.getByTestId('notice-centre-unread')).toHaveTextContent('1'));
  // a notice already read is not marked again
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await ue.click(item('Payday moved'));
  await waitFor(() => expect(screen.getByTestId('notice-detail-content')).toHaveTextContent('Body of 2'));
  expect(api.callsTo('api/v1/system/notice/markRead', 'PUT')).toHaveLength(1);
});

test('filters: read state, type, tag and keyword go to the request and the URL; filtered empty state', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show' });
  await screen.findByText('Roster for week 12');
  await ue.click(screen.getByText('Unread'));
  await waitFor(() => expect(screen.queryByText('Payday moved')).toBeNull());
  expect(api.callsTo('api/v1/system/notice/listShow').at(-1)?.params).toMatchObject({ isRead: false, pageNum: 1 });
  expect(currentQuery().get('read')).toBe('unread');
  const search = screen.getByRole('searchbox', { name: 'Search titles' });
  fireEvent.change(search, { target: { value: 'roster' } });
  enter(search);
  await waitFor(() => expect(screen.queryByText('Private note')).toBeNull());
  expect(api.callsTo('api/v1/system/notice/listShow').at(-1)?.params).toMatchObject({ isRead: false, title: 'roster' });
  expect(currentQuery().get('title')).toBe('roster');
  fireEvent.change(search, { target: { value: 'nothing like it' } });
  enter(search);
  expect(await screen.findByText('No notices match these filters')).toBeInTheDocument();
  await ue.click(screen.getByRole('button', { name: 'Clear filters' }));
  await screen.findByText('Payday moved');
  expect(currentQuery().toString()).toBe('');
});

test('deep link with filters: type and tag from the URL reach the API', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show?type=2&tag=12&read=unread' });
  await screen.findByText('Private note');
  expect(screen.queryByText('Roster for week 12')).toBeNull();
  expect(api.callsTo('api/v1/system/notice/listShow')[0].params).toMatchObject({ type: 2, tag: 12, isRead: false });
});

test('mark all read: one call, every row read, the count gone, the button disabled', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show' });
  await screen.findByText('Roster for week 12');
  await screen.findByTestId('notice-centre-unread');
  await ue.click(screen.getByTestId('notice-centre-mark-all'));
  expect(await screen.findByText('2 notices marked read')).toBeInTheDocument();
  expect(api.callsTo('api/v1/system/notice/markAllRead', 'PUT')).toHaveLength(1);
  await waitFor(() => expect(item('Roster for week 12')).toHaveAttribute('data-read', 'true'));
  expect(item('Private note')).toHaveAttribute('data-read', 'true');
  await waitFor(() => expect(screen.queryByTestId('notice-centre-unread')).toBeNull());
  expect(screen.getByTestId('notice-centre-mark-all')).toBeDisabled();
});

test('no notices: the empty state; a failed load: retry', async () => {
  rows = [];
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show' });
  expect(await screen.findByText('You have no notices yet')).toBeInTheDocument();
  expect(screen.getByTestId('notice-centre-mark-all')).toBeDisabled();
  api.restore();
  let calls = 0;
  api = fakeApi({
    'api/v1/system/dict/data/getDictData': dictRoute,
    'api/v1/system/notice/listShow': () =>
      ++calls === 1 ? fail(500, 'boom') : { list: [row(9, { title: 'Back again' })], total: 1, currentPage: 1 },
    'api/v1/system/notice/unreadCount': () => ({ count: 1 }),
  });
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show?title=x' });
  expect(await screen.findByText('Your notices could not be loaded.')).toBeInTheDocument();
  await ue.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});

test('Simplified Chinese', async () => {
  renderPage(<NoticeCentrePage />, { route: '/system/sysNotice/show', lang: 'zh-cn' });
  await screen.findByText('Roster for week 12');
  expect(screen.getByRole('heading', { name: /通知中心/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /全部标为已读/ })).toBeInTheDocument();
  expect(screen.getByText('未读')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: '搜索标题' })).toBeInTheDocument();
});
