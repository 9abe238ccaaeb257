import type { NoticeReaderRow, NoticeRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DICTS, dictRoute, fail, fakeApi, invalid } from '../../../test/fakeApi';
import { renderPage } from '../../../test/render';
import NoticePage from './index';
import { ReadersTable } from './ReadersTable';

const ue = userEvent.setup({ delay: null });
// antd dialogs open with an animation; allow a loaded CI machine some slack.
/** Waits until no dialog is open (antd keeps the overlay during its close animation). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const field = (root: HTMLElement, label: string) =>
  (within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).querySelector(
    'input, textarea',
  ) as HTMLElement;
const T = '2026-01-15T02:30:00.000Z';
DICTS.sys_notice_type = [
  ['1', 'Notification'],
  ['2', 'Private message'],
];
DICTS.sys_notice_tag = [
  ['1', 'Personnel'],
  ['12', 'Normal'],
];
DICTS.sys_notice_status = [
  ['1', 'Normal'],
  ['0', 'Disabled'],
];

const notice = (id: number, over: Partial<NoticeRow> = {}): NoticeRow => ({
  id,
  title: `Notice ${id}`,
  type: 1,
  tag: 1,
  status: 1,
  content: '<p>Hi</p>',
  sort: 0,
  remark: '',
  sendAt: null,
  readCount: 0,
  receiverIds: [],
  receivers: [],
  createdBy: 1,
  createdAt: T,
  updatedAt: T,
  ...over,
});

let rows: NoticeRow[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  rows = [
    notice(1, { title: 'Office closed', sendAt: T, readCount: 4 }),
    notice(2, {
      title: 'Payroll',
      type: 2,
      readCount: 1,
      receiverIds: [5, 6],
      receivers: [
        { id: 5, userName: 'alice', userNickname: 'Alice' },
        { id: 6, userName: 'bob', userNickname: 'Bob' },
      ],
    }),
  ];
  let next = 10;
  api = fakeApi({
    'api/v1/system/notice/list': () => ({ list: rows, total: rows.length, currentPage: 1 }),
    'api/v1/system/notice/receivers': () => ({
      list: [{ id: 5, userName: 'alice', userNickname: 'Alice', dept: null }],
      total: 1,
      currentPage: 1,
    }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'api/v1/system/notice/readers': () => ({ list: [], total: 0, currentPage: 1 }),
    'POST api/v1/system/notice/add': (_p, c) => {
      if (c.body.title === 'bad') return invalid({ title: 'Title is not allowed' });
      rows = [notice(++next, c.body), ...rows];
      return { id: next };
    },
    'PUT api/v1/system/notice/edit': (_p, c) => {
      rows = rows.map((r) => (r.id === c.body.id ? { ...r, ...c.body } : r));
      return null;
    },
    'PUT api/v1/system/notice/publish': (_p, c) => {
      rows = rows.map((r) => (r.id === c.body.id ? { ...r, sendAt: T } : r));
      return null;
    },
    'DELETE api/v1/system/notice/delete': (_p, c) => {
      rows = rows.filter((r) => !c.body.ids.includes(r.id));
      return null;
    },
  });
});
afterEach(() => api.restore());

describe('System → Notices', () => {
  it('lists notices with type, tag, read statistics and send time', async () => {
    renderPage(<NoticePage />, { route: '/system/notice' });
    const payroll = (await screen.findByText('Payroll')).closest('tr') as HTMLElement;
    expect(within(payroll).getByText('1 / 2')).toBeInTheDocument();
    expect(within(payroll).getByText('Not sent')).toBeInTheDocument();
    expect(await within(payroll).findByText('Private message')).toBeInTheDocument();
    const office = screen.getByText('Office closed').closest('tr') as HTMLElement;
    expect(within(office).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
  });

  // The receivers rule message used to be missing here: the page showed the receivers field from
  // Form.useWatch, which reports in a later macrotask, so the Save right after choosing "Private
  // message" validated before the field existed. The page now tracks the type synchronously.
  it('add (rich text, receivers for private messages, server 400) → edit → publish → delete', async () => {
    renderPage(<NoticePage />, { route: '/system/notice' });
    await screen.findByText('Payroll');
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dlg = await screen.findByRole('dialog');
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Title cannot be empty')).toBeInTheDocument();
    expect(within(dlg).getByText('Content cannot be empty')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Title'), { target: { value: 'bad' } });
    const editor = within(dlg).getByRole('textbox', { name: 'Write the notice…' });
    editor.innerHTML = '<p>Hello <b>team</b></p>';
    fireEvent.input(editor);
    expect(within(dlg).getByRole('toolbar')).toBeInTheDocument();
    expect(within(dlg).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    // a private message needs receivers
    await ue.click(await within(dlg).findByText('Private message'));
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Choose at least one receiver for a private message')).toBeInTheDocument();
    await ue.click(within(dlg).getByText('Notification'));
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    expect(await within(dlg).findByText('Title is not allowed')).toBeInTheDocument();
    fireEvent.change(field(dlg, 'Title'), { target: { value: 'Welcome' } });
    await ue.click(within(dlg).getByRole('button', { name: 'Save' }));
    await screen.findByText('Welcome');
    expect(api.callsTo('api/v1/system/notice/add', 'POST').at(-1)?.body).toEqual({
      title: 'Welcome',
      type: 1,
      tag: 12,
      status: 1,
      content: '<p>Hello <b>team</b></p>',
      receiverIds: [],
      sort: 0,
      remark: '',
    });

    await closed();
    fireEvent.click(
      within(screen.getByText('Welcome').closest('tr') as HTMLElement).getByRole('button', { name: /Edit/ }),
    );
    const edit = await screen.findByRole('dialog');
    fireEvent.change(field(edit, 'Title'), { target: { value: 'Welcome all' } });
    await ue.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Welcome all');
    expect(api.callsTo('api/v1/system/notice/edit', 'PUT')[0].body).toMatchObject({ id: 11, title: 'Welcome all' });

    await closed();
    fireEvent.click(
      within(screen.getByText('Welcome all').closest('tr') as HTMLElement).getByRole('button', { name: /Publish/ }),
    );
    await ue.click(
      within(await screen.findByRole('dialog', { name: /Publish this notice/ })).getByRole('button', {
        name: /Publish/,
      }),
    );
    await waitFor(() => expect(api.callsTo('api/v1/system/notice/publish', 'PUT')[0]?.body).toEqual({ id: 11 }));

    await closed();
    fireEvent.click(
      within(screen.getByText('Welcome all').closest('tr') as HTMLElement).getByRole('button', { name: /Delete/ }),
    );
    await ue.click(
      within(await screen.findByRole('dialog', { name: /Delete/ })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Welcome all')).toBeNull());
  });

  it('hides the buttons without their rules', async () => {
    renderPage(<NoticePage />, { route: '/system/notice', permissions: ['api/v1/system/notice/list'] });
    await screen.findByText('Payroll');
    for (const name of [/Add/, /Edit/, /Delete/, /Publish/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByRole('button', { name: /View/ }).length).toBe(2);
  });

  it('the view dialog lists the readers, only with the readers rule', async () => {
    renderPage(<NoticePage />, { route: '/system/notice' });
    const office = (await screen.findByText('Office closed')).closest('tr') as HTMLElement;
    fireEvent.click(within(office).getByRole('button', { name: /View/ }));
    const view = await screen.findByRole('dialog', { name: 'Office closed' });
    expect(await within(view).findByText('No one has read it yet')).toBeInTheDocument();
    expect(api.callsTo('api/v1/system/notice/readers')[0].params).toMatchObject({ id: 1, read: 1, pageNum: 1 });
  });

  it('the view dialog has no readers list without the rule', async () => {
    renderPage(<NoticePage />, { route: '/system/notice', permissions: ['api/v1/system/notice/list'] });
    const office = (await screen.findByText('Office closed')).closest('tr') as HTMLElement;
    fireEvent.click(within(office).getByRole('button', { name: /View/ }));
    await screen.findByRole('dialog', { name: 'Office closed' });
    expect(screen.queryByText('Read', { selector: '.ant-segmented-item-label' })).toBeNull();
    expect(api.callsTo('api/v1/system/notice/readers')).toEqual([]);
  });
});

describe('Notice readers table', () => {
  const reader = (id: number, over: Partial<NoticeReaderRow> = {}): NoticeReaderRow => ({
    id,
    userName: `user${id}`,
    userNickname: `User ${id}`,
    deptName: 'Sales',
    readAt: T,
    ...over,
  });
  let readers: ReturnType<typeof fakeApi>;
  let answer: (p: Record<string, unknown>) => unknown;
  beforeEach(() => {
    answer = (p) =>
      p.read === 1
        ? { list: [reader(5, { deptName: null }), reader(6, { userNickname: '' })], total: 25, currentPage: p.pageNum }
        : { list: [], total: 0, currentPage: 1 };
    readers = fakeApi({ 'api/v1/system/notice/readers': (p) => answer(p) });
  });
  afterEach(() => readers.restore());
  const calls = () => readers.callsTo('api/v1/system/notice/readers').map((c) => c.params);

  it('shows readers with department and read time; switches to unread with its empty state', async () => {
    renderPage(<ReadersTable noticeId={7} />);
    const row = (await screen.findByText('User 5 (user5)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
    expect(screen.getByText('user6')).toBeInTheDocument();
    expect(screen.getByText('Total 25')).toBeInTheDocument();
    expect(calls()).toEqual([expect.objectContaining({ id: 7, read: 1, pageNum: 1, pageSize: 10 })]);

    await ue.click(screen.getByText('Unread'));
    expect(await screen.findByText('Everyone has read it')).toBeInTheDocument();
    expect(calls().at(-1)).toMatchObject({ id: 7, read: 0, pageNum: 1, pageSize: 10 });
    expect(screen.queryByText('Read at')).toBeNull();
    expect(screen.queryByText('Total 0')).toBeNull();
  });

  it('pages on the server and goes back to page 1 on a switch or a search', async () => {
    renderPage(<ReadersTable noticeId={7} />);
    await screen.findByText('User 5 (user5)');
    await ue.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ id: 7, read: 1, pageNum: 2, pageSize: 10 }));
    await ue.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ pageNum: 3, pageSize: 10 }));
    const search = screen.getByRole('searchbox', { name: 'Account or nickname' });
    fireEvent.change(search, { target: { value: ' alice ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ read: 1, keyword: 'alice', pageNum: 1 }));
    await ue.click(screen.getByText('Unread'));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ read: 0, keyword: 'alice', pageNum: 1 }));
  });

  it('shows an error with a retry', async () => {
    answer = () => fail(500, 'boom');
    renderPage(<ReadersTable noticeId={7} />);
    expect(await screen.findByText('Could not load the readers')).toBeInTheDocument();
    answer = () => ({ list: [reader(9)], total: 1, currentPage: 1 });
    await ue.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('User 9 (user9)')).toBeInTheDocument();
    expect(calls().length).toBe(2);
  });
});
