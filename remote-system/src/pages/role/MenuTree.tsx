/**
 * Menu permissions of a role: the whole menu tree with checkboxes. It comes from role/menuTree
 * (open under the role rules), so editing roles needs no menu/list rule.
 * Linked mode: checking a parent checks its children, and saving includes half-checked parents
 * (a page needs its directory). Strict mode: every node on its own.
 */
import { api, useLang } from '@shiftdesk/shared';
import { ROLE_FORM_TREE_URLS, type RoleMenuNode, type RoleMenuTreeResult } from '@shiftdesk/shared/api';
import { Alert, Button, Space, Spin, Switch, Tree, type TreeDataNode, theme } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface Props {
  value?: number[];
  onChange?: (ids: number[]) => void;
}

function walk(nodes: RoleMenuNode[], fn: (n: RoleMenuNode, parent: RoleMenuNode | null) => void, parent: RoleMenuNode | null = null) {
  for (const n of nodes) {
    fn(n, parent);
    if (n.children?.length) walk(n.children, fn, n);
  }
}

export default function MenuTree({ value = [], onChange }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { token } = theme.useToken();
  const [menus, setMenus] = useState<RoleMenuNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [strict, setStrict] = useState(false);
  const [expanded, setExpanded] = useState<Key[]>([]);

  useEffect(() => {
    let live = true;
    api
      .get<RoleMenuTreeResult>(ROLE_FORM_TREE_URLS.menuTree, undefined, { silent: true })
      .then((d) => live && setMenus(d?.list ?? []))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const { treeData, parentIds, parentOf, allKeys } = useMemo(() => {
    const parentIds = new Set<number>();
    const parentOf = new Map<number, number>();
    const allKeys: number[] = [];
    walk(menus ?? [], (n, p) => {
      allKeys.push(n.id);
      if (n.children?.length) parentIds.add(n.id);
      if (p) parentOf.set(n.id, p.id);
    });
    const conv = (ns: RoleMenuNode[]): TreeDataNode[] =>
      ns.map((n) => ({
        key: n.id,
        title: (lang === 'zh-cn' && n.titleZh) || n.title,
        children: n.children?.length ? conv(n.children) : undefined,
      }));
    return { treeData: conv(menus ?? []), parentIds, parentOf, allKeys };
  }, [menus, lang]);

  // Expanded one level by default.
  useEffect(() => setExpanded((menus ?? []).map((m) => m.id)), [menus]);

  if (failed) return <Alert type="warning" showIcon title={t('role.form.menusUnavailable')} />;
  if (!menus) return <Spin size="small" />;

  // Linked mode shows leaves only as checked (antd derives the parents).
  const checked = strict ? { checked: value, halfChecked: [] } : value.filter((id) => !parentIds.has(id));

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 8 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allKeys)}>
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('collapseAll')}
        </Button>
        <Switch
          size="small"
          checked={strict}
          onChange={setStrict}
          aria-label={t('role.form.strict')}
        />
        <span>{strict ? t('role.form.strict') : t('role.form.linked')}</span>
      </Space>
      <div style={{ maxHeight: 360, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          checkStrictly={strict}
          treeData={treeData}
          expandedKeys={expanded}
          onExpand={setExpanded}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            if (strict) {
              const k = Array.isArray(keys) ? keys : keys.checked;
              onChange?.(k.map(Number));
            } else {
              const k = [...(keys as Key[]), ...(info.halfCheckedKeys ?? [])].map(Number);
              // parents of checked leaves are granted too
              const set = new Set(k);
              for (const id of k) {
                let p = parentOf.get(id);
                while (p) {
                  set.add(p);
                  p = parentOf.get(p);
                }
              }
              onChange?.([...set]);
            }
          }}
        />
      </div>
    </div>
  );
}
