/**
 * A scheme's incentive records (GET incentive/records `?schemeId=`), every state: the tab of the
 * scheme's page. Its state filter, paging and sort live in the tab (the page's `?tab=` is its own)
 * and go to the server.
 */
import { CrudTable, SearchForm, useCrudList } from '@shiftdesk/shared';
import { IncentiveApi, type IncentiveRecordRow, type PageResultOf } from '@shiftdesk/shared/api';
import { Flex } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { recordFields } from './fields';

type Sort = { orderBy?: string; orderDir?: 'asc' | 'desc' };
type Filters = Record<string, unknown>;

export function SchemeRecords({ schemeId, reloadKey }: { schemeId: number; reloadKey?: unknown }) {
  const { t } = useTranslation(NS);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [sort, setSort] = useState<Sort>({});
  const query = useMemo(() => {
    const q: Record<string, unknown> = { schemeId, ...filters, ...sort, ...paging };
    for (const k of Object.keys(q)) if (q[k] === undefined || q[k] === '') delete q[k];
    return q;
  }, [schemeId, filters, sort, paging]);
  const list = useCrudList<PageResultOf<IncentiveRecordRow>>(IncentiveApi.url.records, query);
  const { reload } = list;
  // The scheme changed (a sweep, an end): read its records again, not on the first render.
  const seen = useRef(reloadKey);
  useEffect(() => {
    if (seen.current === reloadKey) return;
    seen.current = reloadKey;
    reload();
  }, [reloadKey, reload]);
  const firstPage = () => setPaging((x) => ({ ...x, pageNum: 1 }));

  return (
    <Flex vertical gap={12} data-testid="scheme-records">
      <SearchForm<Filters>
        fields={recordFields.search<Filters>(t)}
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
      <CrudTable<IncentiveRecordRow>
        tableKey="finance.incentive.detail.records"
        title={t('incentive.detail.records')}
        columns={recordFields.columns(t)}
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
          names: recordFields.sortable(),
          ...sort,
          onChange: (orderBy, orderDir) => {
            setSort(orderBy ? { orderBy, orderDir } : {});
            firstPage();
          },
        }}
      />
    </Flex>
  );
}
