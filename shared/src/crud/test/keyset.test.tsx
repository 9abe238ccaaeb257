/**
 * Deep pages on the client (issue 17): useCrudPage sends the neighbouring page's cursor when
 * the pager steps to the next or previous page, asks a page reached otherwise by its number
 * alone, and the pager says "About N" when the server's total is an estimate.
 */
// helpers first: they install the jsdom polyfills react-router needs
import { currentQuery, fakeApi, renderKitFast as renderKit } from './helpers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CrudTable } from '../CrudTable';
import { useCrudPage } from '../useCrudPage';
import { q } from '../urlQuery';

jest.setTimeout(30000);

interface Row {
  id: number;
  name: string;
}
const schema = { name: q.string() };
function BigList() {
  const page = useCrudPage<Row, typeof schema>('api/v1/x/log/list', schema);
  return <CrudTable<Row> {...page.table} tableKey="kit.big" columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} />;
}

/** A fake big list: page n holds row `r<n>`; cursors name the page they came from. */
const answer = ({ params }: { params: Record<string, unknown> }) => {
  const n = Number(params.pageNum ?? 1);
  return { list: [{ id: n, name: `r${n}` }], total: 1_000_000, totalEstimated: true, currentPage: n, prevCursor: `first-of-${n}`, nextCursor: `last-of-${n}` };
};

test('next/previous send the cursor of the page beside; a jump sends none; the total reads "About"', async () => {
  const api = fakeApi({ 'api/v1/x/log/list': answer });
  try {
    renderKit(<BigList />, { route: '/log?pageNum=5&pageSize=1' });
    await screen.findByText('r5');
    expect(api.calls[0].params).toEqual({ pageNum: 5, pageSize: 1 });
    expect(screen.getByText('About 1000000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('r6');
    expect(api.calls.at(-1)?.params).toEqual({ pageNum: 6, pageSize: 1, after: 'last-of-5' });
    expect(currentQuery().get('after')).toBeNull(); // the URL keeps the page number only

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('r5');
    expect(api.calls.at(-1)?.params).toEqual({ pageNum: 5, pageSize: 1, before: 'first-of-6' });

    // a page next to one already seen is asked by cursor even when pressed by its number
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    await screen.findByText('r4');
    expect(api.calls.at(-1)?.params).toEqual({ pageNum: 4, pageSize: 1, before: 'first-of-5' });
    // a page no answer was next to: asked by its number alone
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    await screen.findByText('r1');
    expect(api.calls.at(-1)?.params).toEqual({ pageNum: 1, pageSize: 1 });
  } finally {
    api.restore();
  }
});

test('an exact total still reads "Total"; in Chinese the estimate reads 约', async () => {
  const api = fakeApi({ 'api/v1/x/log/list': () => ({ list: [{ id: 1, name: 'only' }], total: 1, currentPage: 1 }) });
  try {
    renderKit(<BigList />, { route: '/log' });
    await screen.findByText('only');
    expect(screen.getByText('Total 1')).toBeInTheDocument();
  } finally {
    api.restore();
  }
  const api2 = fakeApi({ 'api/v1/x/log/list': answer });
  try {
    renderKit(<BigList />, { route: '/log?pageSize=20', lang: 'zh-CN' });
    await waitFor(() => expect(screen.getByText('约 1000000 条')).toBeInTheDocument());
  } finally {
    api2.restore();
  }
});
