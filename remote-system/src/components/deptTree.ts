/** The department tree (dept/treeSelect) for filters and pickers. */
import { api, useCrudList } from '@shiftdesk/shared';
import type { DeptNode, DeptTreeResult } from '@shiftdesk/shared/api';

export const DEPT_TREE_URL = '/api/v1/system/dept/treeSelect';

export interface TreeOption {
  value: number;
  title: string;
  key: number;
  disabled?: boolean;
  children?: TreeOption[];
}

/** dept nodes → antd TreeSelect/Tree data (`exclude`: an id whose subtree is left out, e.g. the edited department). */
export function deptOptions(nodes: DeptNode[], exclude?: number): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({
      value: n.id,
      key: n.id,
      title: n.deptName,
      children: n.children?.length ? deptOptions(n.children, exclude) : undefined,
    }));
}

export function useDeptTree(enabled = true) {
  const r = useCrudList<DeptTreeResult>(enabled ? DEPT_TREE_URL : null);
  return { depts: r.data?.list ?? (r.error ? [] : null), reload: r.reload, failed: r.error };
}

export const loadDeptTree = () => api.get<DeptTreeResult>(DEPT_TREE_URL).then((d) => d?.list ?? []);
