/**
 * The actions of a table row as small link buttons: each shown only to users who hold its rule,
 * "edit" and "delete" with the kit's own icon, text and colour, a disabled one with a tooltip
 * saying why. `actionsColumn` makes the table column that holds them.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import type { CrudColumn } from './CrudTable';
import { CRUD_NS } from './i18n';

export interface RowAction {
  key: string;
  /** `edit` and `delete` bring their icon, text and (delete) danger colour; both can be overridden. */
  kind?: 'edit' | 'delete';
  label?: ReactNode;
  icon?: ReactNode;
  /** Hidden from users without this rule. */
  rule?: string;
  danger?: boolean;
  disabled?: boolean;
  /** On hover; for a disabled action, the reason. */
  tooltip?: ReactNode;
  onClick: () => void;
}

/** `false`/`null` entries are skipped, so conditions read inline. */
export type RowActionList = readonly (RowAction | false | null | undefined)[];

const KIND_ICON = { edit: <EditOutlined />, delete: <DeleteOutlined /> };

export function RowActions({ actions }: { actions: RowActionList }) {
  const { t } = useTranslation(CRUD_NS);
  const { has } = useAuth();
  const shown = actions.filter((a): a is RowAction => !!a && (!a.rule || has(a.rule)));
  return (
    <Space size={0} wrap>
      {shown.map((a) => {
        const button = (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger ?? a.kind === 'delete'}
            disabled={a.disabled}
            icon={a.icon ?? (a.kind ? KIND_ICON[a.kind] : undefined)}
            onClick={a.onClick}
          >
            {a.label ?? (a.kind ? t(`row.${a.kind}`) : a.key)}
          </Button>
        );
        if (!a.tooltip) return button;
        return (
          <Tooltip key={a.key} title={a.tooltip}>
            {/* a span keeps the tooltip working on a disabled button */}
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The table column of the row actions (key `actions`: always shown, fixed right on wide screens). */
export function actionsColumn<Row>(title: ReactNode, actions: (row: Row) => RowActionList, extra: Partial<CrudColumn<Row>> = {}): CrudColumn<Row> {
  return { key: 'actions', title, alwaysShow: true, render: (_: unknown, row: Row) => <RowActions actions={actions(row)} />, ...extra };
}
