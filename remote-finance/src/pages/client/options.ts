/**
 * Select options from another entity's list (clients for a department, departments and positions
 * for an order). One request per mount; the lists are master data, short enough for one page.
 */
import { useCrudList } from '@shiftdesk/shared';
import {
  ClientApi,
  type ClientRow,
  ContractDeptApi,
  type ContractDeptRow,
  type PageResultOf,
  PositionApi,
  type PositionRow,
} from '@shiftdesk/shared/api';
import { useMemo } from 'react';

const ALL = { pageNum: 1, pageSize: 1000 };

export interface Option {
  value: number;
  label: string;
}

function useOptions<Row>(
  url: string | null,
  query: Record<string, unknown>,
  label: (r: Row) => string,
  id: (r: Row) => number,
) {
  const list = useCrudList<PageResultOf<Row>>(url, query);
  const data = list.data?.list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: label/id are stable per call site
  const options = useMemo<Option[]>(() => (data ?? []).map((r) => ({ value: id(r), label: label(r) })), [data]);
  return { options, loading: list.loading, rows: data ?? [] };
}

const clientQuery = { ...ALL, orderBy: 'name', orderDir: 'asc' };
export const useClientOptions = () =>
  useOptions<ClientRow>(
    ClientApi.url.list,
    clientQuery,
    (r) => `${r.name} (${r.uen})`,
    (r) => r.id,
  );

export function useDeptOptions(clientId?: number) {
  const query = useMemo(
    () => ({ ...ALL, orderBy: 'clientName', orderDir: 'asc', ...(clientId ? { clientId } : {}) }),
    [clientId],
  );
  return useOptions<ContractDeptRow>(
    ContractDeptApi.url.list,
    query,
    (r) => `${r.clientName} · ${r.name}`,
    (r) => r.id,
  );
}

const positionQuery = { ...ALL, orderBy: 'name', orderDir: 'asc' };
export const usePositionOptions = () =>
  useOptions<PositionRow>(
    PositionApi.url.list,
    positionQuery,
    (r) => r.name,
    (r) => r.id,
  );
