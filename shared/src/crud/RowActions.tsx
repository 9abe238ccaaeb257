/**
 * The actions of a table row as small link buttons: each shown only to users who hold its rule,
 * "edit" and "delete" with the kit's own icon, text and colour, a disabled one with a tooltip
 * saying why. With `visible`, only the first that many stay buttons and the rest go into a
 * "More" dropdown menu (keyboard: Enter/Space opens it, arrows move, Enter picks, Esc closes),
 * so a row with several labelled actions keeps a narrow fixed column. `actionsColumn` makes the
 * table column that holds them. Given the row's label, each button's accessible name says which
 * row it acts on ("Edit Tan Golden"), its visible text first.
 */
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { pickFromMenu } from '../components/menuPick';
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
  /** The button's accessible name when its text alone is the same on every row (e.g. "Details 12"). */
  ariaLabel?: string;
  onClick: () => void;
}

/** `false`/`null` entries are skipped, so conditions read inline. */
export type RowActionList = readonly (RowAction | false | null | undefined)[];

const KIND_ICON = { edit: <EditOutlined />, delete: <DeleteOutlined /> };

export interface RowActionsProps {
  actions: RowActionList;
  /** How many actions stay buttons; the rest go into the "More" menu. Default: all are buttons. */
  visible?: number;
  /** The row's name (or id), added to each button's accessible name. */
  rowLabel?: string;
}

/** "Edit Tan Golden": the action's text, then the row it acts on (a text action, a known row). */
export function useRowActionName(rowLabel: string | undefined) {
  const { t } = useTranslation(CRUD_NS);
  return (action: ReactNode): string | undefined =>
    rowLabel && typeof action === 'string' ? t('row.of', { action, row: rowLabel }) : undefined;
}

export function RowActions({ actions, visible, rowLabel }: RowActionsProps) {
  const { t } = useTranslation(CRUD_NS);
  const nameOf = useRowActionName(rowLabel);
  const { has } = useAuth();
  const shown = actions.filter((a): a is RowAction => !!a && (!a.rule || has(a.rule)));
  const labelOf = (a: RowAction) => a.label ?? (a.kind ? t(`row.${a.kind}`) : a.key);
  const iconOf = (a: RowAction) => a.icon ?? (a.kind ? KIND_ICON[a.kind] : undefined);
  // A "More" holding a single action would take the room of that action: only fold two or more.
  const cut = visible !== undefined && shown.length - visible >= 2 ? visible : shown.length;
  const inline = shown.slice(0, cut);
  const folded = shown.slice(cut);
  const items: MenuProps['items'] = folded.map((a) => ({
    key: a.key,
    icon: iconOf(a),
    danger: a.danger ?? a.kind === 'delete',
    disabled: a.disabled,
    label: a.tooltip ? <Tooltip title={a.tooltip}>{labelOf(a)}</Tooltip> : labelOf(a),
  }));
  return (
    <Space size={0} wrap>
      {inline.map((a) => {
        const button = (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger ?? a.kind === 'delete'}
            disabled={a.disabled}
            icon={iconOf(a)}
            aria-label={a.ariaLabel ?? nameOf(labelOf(a))}
            onClick={a.onClick}
          >
            {labelOf(a)}
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
      {folded.length ? (
        <Dropdown
          trigger={['click']}
          // The open menu takes the focus, so the arrow keys walk it and Esc returns.
          autoFocus
          menu={{ items, onClick: pickFromMenu((key) => folded.find((a) => a.key === key)?.onClick()) }}
        >
          <Button type="link" size="small" aria-haspopup="menu" aria-label={nameOf(t('row.more'))}>
            {t('row.more')}
            <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}

/**
 * The table column of the row actions (key `actions`: always shown, fixed right on wide screens).
 * `opts.visible`: how many stay buttons before the "More" menu (see RowActions); `opts.rowLabel`:
 * the row's name for the buttons' accessible names.
 */
export function actionsColumn<Row>(
  title: ReactNode,
  actions: (row: Row) => RowActionList,
  extra: Partial<CrudColumn<Row>> = {},
  opts: { visible?: number; rowLabel?: (row: Row) => string } = {},
): CrudColumn<Row> {
  return {
    key: 'actions',
    title,
    alwaysShow: true,
    render: (_: unknown, row: Row) => <RowActions actions={actions(row)} visible={opts.visible} rowLabel={opts.rowLabel?.(row)} />,
    ...extra,
  };
}
