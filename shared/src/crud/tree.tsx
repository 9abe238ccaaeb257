/**
 * A tree list (departments, menus): the rows without empty `children` (antd draws an expander for
 * `[]`), every branch open when the tree loads or the filter changes, an Expand / Collapse all
 * tool, and the parent choices of the add/edit form (the tree without the edited node's subtree).
 * CrudListPage's `tree` uses it; a page with its own table can too.
 */
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';
import { Button, Tooltip } from 'antd';
import { type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRUD_NS } from './i18n';

type Node = { id: number; children?: readonly unknown[] | null };

/** Tree rows without empty `children`. */
export function cleanTree<Row extends Node>(nodes: readonly Row[]): Row[] {
  return nodes.map((n) => ({ ...n, children: n.children?.length ? cleanTree(n.children as Row[]) : undefined }));
}

/** Ids of the nodes that have children. */
export function branchIds<Row extends Node>(nodes: readonly Row[], acc: number[] = []): number[] {
  for (const n of nodes) {
    if (n.children?.length) {
      acc.push(n.id);
      branchIds(n.children as Row[], acc);
    }
  }
  return acc;
}

export interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

/** treeSelect data of a tree, named by `label`, without the `exclude` node and its subtree. */
export function treeOptions<Row extends Node>(nodes: readonly Row[], label: (row: Row) => string, exclude?: number): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({
      value: n.id,
      title: label(n),
      children: n.children?.length ? treeOptions(n.children as Row[], label, exclude) : undefined,
    }));
}

export interface TreeTable<Row> {
  rows: Row[];
  /** The Expand / Collapse all button for CrudTable's `tools`. */
  tools: ReactNode;
  /** CrudTable's `tableProps.expandable`. */
  expandable: { expandedRowKeys: Key[]; onExpandedRowsChange: (keys: readonly Key[]) => void };
}

/** `tree`: the list's answer (undefined while none; keep its identity between renders). */
export function useTreeTable<Row extends Node>(tree: readonly Row[] | undefined): TreeTable<Row> {
  const { t } = useTranslation(CRUD_NS);
  const rows = useMemo(() => cleanTree(tree ?? []), [tree]);
  const allIds = useMemo(() => branchIds(rows), [rows]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  // Everything open when the tree loads or the filter changes.
  useEffect(() => setExpanded(allIds), [allIds]);
  const all = allIds.length > 0 && expanded.length >= allIds.length;
  const label = all ? t('toolbar.collapseAll') : t('toolbar.expandAll');
  return {
    rows,
    tools: (
      <Tooltip title={label}>
        <Button
          type="text"
          aria-label={label}
          icon={all ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
          onClick={() => setExpanded(all ? [] : allIds)}
        />
      </Tooltip>
    ),
    expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) },
  };
}
