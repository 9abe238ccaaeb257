import type { OperLogRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dictRoute, fakeApi } from '../../../test/fakeApi';
import { currentQuery } from '../../../test/render';
import { renderFast } from '../opsTestUtil';
import OperLogPage, { prettyJson } from './index';

const LIST = 'api/v1/system/operLog/list';
const ue = userEvent.setup({ delay: null });
const log = (id: number, over: Partial<OperLogRow> = {}): OperLogRow => ({
  id,
  module: 'system',
  title: `Edit post ${id}`,
  operName: 'admin',
  operId: 1,
  deptName: 'HQ',
  operUrl: '/backend/api/v1/system/post/edit',
  requestMethod: 'PUT',
  operIp: '127.0.0.1',
  operLocation: 'Local',
  operParam: '{"id":3,"postName":"Driver"}',
  httpStatus: 200,
  errorMsg: '',
  status: 0,
  costMs: 12,
  operTime: '2026-01-15T02:30:00.000Z',
  ...over,
});
let rows: OperLogRow[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  rows = [log(1), log(2, { status: 1, httpStatus: 409, errorMsg: 'Post is in use', requestMethod: 'DELETE', title: 'Delete post' })];
  api = fakeApi({
    [LIST]: (p) => ({ list: rows, total: rows.length, currentPage: Number(p.pageNum) }),
    'api/v1/system/dict/data/getDictData': dictRoute,
    'DELETE api/v1/system/operLog/delete': (_p, c) => {
      rows = rows.filter((r) => !c.body.ids.includes(r.id));
      return { deleted: 1 };
    },
    'DELETE api/v1/system/operLog/clear': () => {
      rows = [];
      return { deleted: 2 };
    },
  });
});
afterEach(() => api.restore());

test('prettyJson indents JSON and keeps other text', () => {
  expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
  expect(prettyJson('not json')).toBe('not json');
});

test('lists rows with method, status and SG time; filters come from the URL', async () => {
  renderFast(<OperLogPage />, { route: '/system/operLog?status=1&requestMethod=DELETE&operName=adm' });
  const row = (await screen.findByText('Delete post')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Exception')).toBeInTheDocument();
  expect(within(row).getByText('DELETE')).toBeInTheDocument();
  expect(within(row).getByText('15/01/2026 10:30:00')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0].params).toEqual({ pageNum: 1, pageSize: 20, status: 1, requestMethod: 'DELETE', operName: 'adm' });
  expect(currentQuery().get('status')).toBe('1');
});

test('detail drawer pretty-prints the params and shows the error', async () => {
  renderFast(<OperLogPage />, { route: '/system/operLog' });
  await screen.findByText('Delete post');
  await ue.click(screen.getByLabelText('Details 2'));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByTestId('oper-params').textContent).toBe('{\n  "id": 3,\n  "postName": "Driver"\n}');
  expect(within(drawer).getByTestId('oper-error')).toHaveTextContent('Post is in use');
});

test('clear asks first, then empties the log', async () => {
  renderFast(<OperLogPage />, { route: '/system/operLog' });
  await screen.findByText('Delete post');
  await ue.click(screen.getByRole('button', { name: /Clear$/ }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('cannot be undone');
  await ue.click(within(confirm).getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(screen.queryByText('Delete post')).toBeNull());
  expect(api.callsTo('api/v1/system/operLog/clear', 'DELETE')[0].body).toEqual({});
});

test('no clear/delete buttons without the rules; Chinese texts', async () => {
  renderFast(<OperLogPage />, { route: '/system/operLog', permissions: ['api/v1/system/operLog/list'], lang: 'zh-cn' });
  await screen.findByText('Delete post');
  expect(screen.getByText('操作日志')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /清\s*空/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
});
