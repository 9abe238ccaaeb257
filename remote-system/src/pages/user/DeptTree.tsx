import type { DeptNode } from '@shiftdesk/shared/api';
import type { TreeDataNode } from 'antd';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeptTree } from '../../components/deptTree';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

interface Props {
  /** Selected department (its subtree filters the list), or undefined for all */
  value?: number;
  onChange: (deptId: number | undefined) => void;
}

/** Keeps the nodes whose name matches, with their ancestors (so the tree stays a tree). */
function filterTree(nodes: DeptNode[], needle: string): DeptNode[] {
  if (!needle) return nodes;
  const out: DeptNode[] = [];
  for (const n of nodes) {
    const children = filterTree(n.children ?? [], needle);
    if (n.deptName.toLowerCase().includes(needle) || children.length) out.push({ ...n, children });
  }
  return out;
}

function toTreeData(nodes: DeptNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: String(n.id),
    title: n.deptName,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));
}

function allKeys(nodes: DeptNode[], acc: string[] = []): string[] {
  for (const n of nodes) {
    acc.push(String(n.id));
    if (n.children?.length) allKeys(n.children, acc);
  }
  return acc;
}

const NONE: DeptNode[] = [];

export default function DeptTree({ value, onChange }: Props) {
  const { t } = useTranslation(NS);
  const { depts } = useDeptTree();
  const [needle, setNeedle] = useState('');

  const shown = useMemo(() => filterTree(depts ?? NONE, needle.trim().toLowerCase()), [depts, needle]);
  const treeData = useMemo(() => toTreeData(shown), [shown]);
  // Everything is expanded when the tree loads and whenever the filter changes — decided while
  // rendering (not in an effect), so the tree appears expanded at once instead of rendering
  // collapsed and then animating every node open.
  const [expanded, setExpanded] = useState<Key[]>(() => allKeys(shown));
  const [expandedFor, setExpandedFor] = useState(shown);
  if (expandedFor !== shown) {
    setExpandedFor(shown);
    setExpanded(allKeys(shown));
  }

  return (
    <Card size="small" title={t('user.dept.title')} className={styles.deptCard}>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('user.dept.search')}
        aria-label={t('user.dept.search')}
        value={needle}
        onChange={(e) => setNeedle(e.target.value)}
        className={styles.deptSearch}
      />
      {depts === null ? (
        <div className={styles.center}>
          <Spin size="small" />
        </div>
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.dept.empty')} />
      ) : (
        <Tree
          blockNode
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={setExpanded}
          selectedKeys={value ? [String(value)] : []}
          // Clicking the selected department again clears the filter.
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </Card>
  );
}
