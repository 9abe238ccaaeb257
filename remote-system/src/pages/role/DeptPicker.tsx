/**
 * Departments of a custom data scope: the department tree with checkboxes (each on its own).
 * The tree comes from role/deptTree (open under the role rules), so editing roles needs no
 * dept/treeSelect rule.
 */
import { useCrudList } from '@shiftdesk/shared';
import { type DeptTreeResult, ROLE_FORM_TREE_URLS } from '@shiftdesk/shared/api';
import { Spin, Tree, theme } from 'antd';
import { useMemo } from 'react';
import { deptOptions } from '../../components/deptTree';

export default function DeptPicker({ value = [], onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const r = useCrudList<DeptTreeResult>(ROLE_FORM_TREE_URLS.deptTree);
  const depts = r.data?.list ?? (r.error ? [] : null);
  const { token } = theme.useToken();
  const treeData = useMemo(() => deptOptions(depts ?? []), [depts]);
  if (!depts) return <Spin size="small" />;
  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 8, maxHeight: 280, overflow: 'auto' }}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(Number))}
      />
    </div>
  );
}
