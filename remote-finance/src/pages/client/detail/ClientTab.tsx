/**
 * One tab of the client page that lists another entity's records of this client straight from
 * that entity's API (jobs, timesheets — this remote does not load the workforce remote's code):
 * the list filtered by `clientId` on the server, the tab's own filters, paging and sort sent to
 * the server, the first column opening a record for a user who may read it, and the whole list of
 * the client one link away. Filters live in the tab, not the URL (the page's `?tab=` is its own).
 */
import { CrudTable, type defineFields, SearchForm, useAuth, useCrudList } from '@shiftdesk/shared';
import type { PageResultOf } from '@shiftdesk/shared/api';
import { Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n';

type Sort = { orderBy?: string; orderDir?: 'asc' | 'desc' };
type Filters = Record<string, unknown>;

export interface ClientTabProps<Row extends { id: number }> {
  clientId: number;
  listUrl: string;
  fields: ReturnType<typeof defineFields<Row>>;
  tableKey: string;
  testId: string;
  /** The filters as the API names them (e.g. a date pair as dateFrom / dateTo). */
  toApi?: (filters: Filters) => Filters;
  /** The column that opens a record, for holders of `rule`. */
  link: { key: string; rule: string; to: (r: Row) => string; text: (r: Row) => string };
  /** The entity's own list filtered by the client. */
  more: { label: string; to: string };
}

export function ClientTab<Row extends { id: number }>(p: ClientTabProps<Row>) {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [sort, setSort] = useState<Sort>({});
  const { clientId, toApi } = p;
  const query = useMemo(() => {
    const q: Record<string, unknown> = { clientId, ...(toApi ? toApi(filters) : filters), ...sort, ...paging };
    for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
    return q;
  }, [clientId, toApi, filters, sort, paging]);
  const list = useCrudList<PageResultOf<Row>>(p.listUrl, query);
  const canOpen = has(p.link.rule);
  const columns = p.fields
    .columns(t)
    .map((c) =>
      c.key === p.link.key && canOpen
        ? { ...c, render: (_: unknown, r: Row) => <Link to={p.link.to(r)}>{p.link.text(r)}</Link> }
        : c,
    );
  const firstPage = () => setPaging((x) => ({ ...x, pageNum: 1 }));

  return (
    <Flex vertical gap={12} data-testid={p.testId}>
      <SearchForm<Filters>
        fields={p.fields.search<Filters>(t)}
        value={filters}
        onSearch={(f) => {
          setFilters(f);
          firstPage();
        }}
        onReset={() => {
          setFilters({});
          firstPage();
        }}
      />
      <CrudTable<Row>
        tableKey={p.tableKey}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={Object.values(filters).some((v) => v !== undefined && v !== '')}
        pagination={{
          total: list.data?.total ?? 0,
          page: paging.pageNum,
          pageSize: paging.pageSize,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        sort={{
          names: p.fields.sortable(),
          ...sort,
          onChange: (orderBy, orderDir) => {
            setSort(orderBy ? { orderBy, orderDir } : {});
            firstPage();
          },
        }}
        tools={
          <Button type="link" onClick={() => navigate(p.more.to)}>
            {p.more.label}
          </Button>
        }
      />
    </Flex>
  );
}
