/**
 * The table of one worker's conduct records inside a manage-page tab: its own paging (a tab
 * keeps no URL state), a toolbar for the add button, reload after an action.
 */
import { useCrudList } from '@shiftdesk/shared';
import type { PageResultOf } from '@shiftdesk/shared/api';
import { Empty, Flex, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export interface ConductTableProps<T> {
  url: string;
  workerId: number;
  columns: (reload: () => void) => TableColumnsType<T>;
  toolbar?: (reload: () => void) => ReactNode;
  /** Extra query (sort) */
  query?: Record<string, unknown>;
  testId: string;
}

export function ConductTable<T extends { id: number }>({ url, workerId, columns, toolbar, query, testId }: ConductTableProps<T>) {
  const { t } = useTranslation(NS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const q = useMemo(() => ({ ...query, workerId, ...paging }), [query, workerId, paging]);
  const list = useCrudList<PageResultOf<T>>(url, q);
  return (
    <Flex vertical gap={12} data-testid={testId}>
      {toolbar && <Flex justify="end">{toolbar(list.reload)}</Flex>}
      <Table<T>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        columns={columns(list.reload)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('conduct.empty')} /> }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </Flex>
  );
}
