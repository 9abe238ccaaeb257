/** Departments of a custom data scope: the department tree with checkboxes (each on its own). */
import { Spin, Tree, theme } from 'antd';
import { useMemo } from 'react';
import { deptOptions, useDeptTree } from '../../components/deptTree';

export default function DeptPicker({ value = [], onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const { depts } = useDeptTree();
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
