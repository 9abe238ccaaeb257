import './polyfills';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { q, readQuery, toApiQuery, useUrlQuery, writeQuery } from '../urlQuery';

const schema = {
  keyWords: q.string(),
  deptId: q.int(),
  status: q.oneOf([0, 1] as const),
  dateRange: q.dateRange(),
};

describe('URL query codecs', () => {
  it('round-trips typed values and leaves defaults out', () => {
    const v = { pageNum: 2, pageSize: 50, keyWords: 'tan', deptId: 7, status: 0 as const, dateRange: ['2026-02-01', '2026-02-28'] as [string, string] };
    const sp = writeQuery(schema, v);
    expect(sp.toString()).toBe('keyWords=tan&deptId=7&status=0&dateRange=2026-02-01&dateRange=2026-02-28&pageNum=2&pageSize=50');
    expect(readQuery(schema, sp)).toEqual(v);
    expect(writeQuery(schema, { pageNum: 1, pageSize: 20 }).toString()).toBe('');
  });

  it('reads invalid values as undefined and drops them from the API query', () => {
    const v = readQuery(schema, new URLSearchParams('pageNum=0&pageSize=99999&status=2&deptId=1.5&keyWords=%20%20&dateRange=2026-01-01'));
    expect(v).toEqual({ pageNum: 1, pageSize: 20, keyWords: undefined, deptId: undefined, status: undefined, dateRange: undefined });
    expect(toApiQuery(v)).toEqual({ pageNum: 1, pageSize: 20 });
    expect(toApiQuery(v, { paged: false })).toEqual({});
  });
});

describe('useUrlQuery', () => {
  it('search, paging, reset and back/forward all go through the URL', () => {
    const loc = { search: '' };
    let navigate: (n: number) => void = () => {};
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?deptId=3&pageNum=4']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const api = useUrlQuery(schema);
        const l = useLocation();
        const n = useNavigate();
        loc.search = l.search;
        navigate = (x) => n(x);
        return api;
      },
      { wrapper },
    );
    expect(result.current.query).toMatchObject({ deptId: 3, pageNum: 4, pageSize: 20 });
    expect(result.current.apiQuery).toEqual({ deptId: 3, pageNum: 4, pageSize: 20 });

    act(() => result.current.search({ keyWords: 'ali', status: 1 }));
    expect(loc.search).toBe('?keyWords=ali&deptId=3&status=1');
    expect(result.current.query).toMatchObject({ keyWords: 'ali', status: 1, deptId: 3, pageNum: 1 });

    act(() => result.current.setPage(3));
    expect(loc.search).toBe('?keyWords=ali&deptId=3&status=1&pageNum=3');
    act(() => result.current.setPage(3, 50));
    expect(result.current.query).toMatchObject({ pageNum: 1, pageSize: 50 });

    act(() => result.current.reset(['deptId']));
    expect(loc.search).toBe('?deptId=3&pageSize=50');

    // back/forward
    act(() => navigate(-1));
    expect(result.current.query).toMatchObject({ keyWords: 'ali', pageNum: 1, pageSize: 50 });
    act(() => navigate(-2));
    expect(result.current.query).toMatchObject({ keyWords: 'ali', pageNum: 1, pageSize: 20 });
    act(() => navigate(1));
    expect(result.current.query.pageNum).toBe(3);
  });

  it('apiQuery keeps its identity while the URL does not change', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/?keyWords=x']}>{children}</MemoryRouter>;
    const { result, rerender } = renderHook(() => useUrlQuery(schema), { wrapper });
    const first = result.current.apiQuery;
    rerender();
    expect(result.current.apiQuery).toBe(first);
  });
});
