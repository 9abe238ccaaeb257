/**
 * A list table with its toolbar: title and primary buttons on the left; batch delete, refresh,
 * density and column settings on the right. Selection + batch delete when `batchDelete` is given
 * and the user holds its rule. Loading, empty and error-with-retry states; the shared Pagination.
 * Column visibility and density are kept in localStorage per `tableKey`.
 */
import ColumnHeightOutlined from '@ant-design/icons/es/icons/ColumnHeightOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import {
  Button,
  Checkbox,
  Dropdown,
  Empty,
  Grid,
  Popover,
  Table,
  type TableColumnType,
  type TableProps,
  Tooltip,
  theme,
} from 'antd';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { Pagination } from '../components/Pagination';
import * as styles from './CrudTable.module.css';
import { CRUD_NS } from './i18n';
import { s } from './styles';
import { useDelete } from './useDelete';

export type CrudColumn<Row> = TableColumnType<Row> & {
  key: string;
  /** Hidden until the user shows it in column settings. */
  defaultHidden?: boolean;
  /** Cannot be hidden (e.g. the name or the actions column). */
  alwaysShow?: boolean;
  /** Sortable on the server: the list's `orderBy` name (true = the column key). */
  sortable?: boolean | string;
};

/** The server-side sort of a list (`orderBy` + `orderDir` of the list query, bound to the URL). */
export interface CrudSort {
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
  /** Sortable `orderBy` names: a column whose key is one of them sorts without its own `sortable`. */
  names?: readonly string[];
  /** A header click: the column's `orderBy` name and direction, or no sort (back to the list's default). */
  onChange: (orderBy: string | undefined, orderDir: 'asc' | 'desc' | undefined) => void;
}

const sortName = <Row,>(c: CrudColumn<Row>, sort?: CrudSort) =>
  c.sortable === true ? c.key : c.sortable || (c.sortable === undefined && sort?.names?.includes(c.key) ? c.key : undefined);

/** Columns with `sortable` get antd's sorter, its state taken from the query (never sorted locally). */
export function withServerSort<Row>(columns: CrudColumn<Row>[], sort: CrudSort | undefined): CrudColumn<Row>[] {
  if (!sort) return columns;
  return columns.map((c) => {
    const name = sortName(c, sort);
    if (!name) return c;
    const order = sort.orderBy === name ? (sort.orderDir === 'desc' ? 'descend' : 'ascend') : null;
    return { ...c, sorter: true, sortOrder: order, sortDirections: ['ascend', 'descend'] };
  });
}

export type Density = 'large' | 'middle' | 'small';

export interface TableSettings {
  hidden?: string[];
  density?: Density;
}

const storageKey = (tableKey: string) => `crud.table.${tableKey}`;

export function readTableSettings(tableKey: string): TableSettings {
  try {
    const raw = localStorage.getItem(storageKey(tableKey));
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' ? (v as TableSettings) : {};
  } catch {
    return {};
  }
}

function writeTableSettings(tableKey: string, v: TableSettings) {
  try {
    localStorage.setItem(storageKey(tableKey), JSON.stringify(v));
  } catch {
    /* storage disabled */
  }
}

export interface CrudPaging {
  total: number;
  /** The total is the server's estimate (a big table): shown as "about N". */
  estimated?: boolean;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface CrudTableProps<Row> {
  /** Key of the persisted column settings, e.g. 'system.user'. */
  tableKey: string;
  title?: ReactNode;
  columns: CrudColumn<Row>[];
  rows: readonly Row[];
  rowKey?: keyof Row & string;
  loading?: boolean;
  /** The last load failed: show "could not load" with Retry. */
  error?: boolean;
  onReload: () => void;
  /** Primary buttons (Add, Export…), left of the tools. */
  toolbar?: ReactNode;
  /** More tool buttons (e.g. expand all), before refresh. */
  tools?: ReactNode;
  /** Selection and batch delete: `DELETE url {ids}`, offered when the user holds `rule`. */
  batchDelete?: { url: string; rule?: string; onDone?: () => void };
  /** Other actions on the selected rows (bulk suspend …): given the selection turns it on. */
  batchActions?: (selected: Row[], clear: () => void) => ReactNode;
  pagination?: CrudPaging | false;
  /** Some filter is set (changes the empty text). */
  filtered?: boolean;
  /** Server-side sorting of the `sortable` columns. */
  sort?: CrudSort;
  /** Other antd Table props (expandable, onRow, …). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'loading' | 'pagination' | 'size' | 'rowSelection'>;
}

export function CrudTable<Row extends object>({
  tableKey,
  title,
  columns,
  rows,
  rowKey = 'id' as keyof Row & string,
  loading,
  error,
  onReload,
  toolbar,
  tools,
  batchDelete,
  batchActions,
  pagination,
  filtered,
  sort,
  tableProps,
}: CrudTableProps<Row>) {
  const { t } = useTranslation(CRUD_NS);
  const { token } = theme.useToken();
  const { has } = useAuth();
  const confirmDelete = useDelete();
  const [settings, setSettings] = useState<TableSettings>(() => readTableSettings(tableKey));
  const save = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      writeTableSettings(tableKey, next);
    },
    [tableKey],
  );
  const hidden = useMemo(
    () => new Set(settings.hidden ?? columns.filter((c) => c.defaultHidden).map((c) => c.key)),
    [settings.hidden, columns],
  );
  // The row actions stay in reach when a wide table scrolls sideways; on a phone, fixed columns
  // would cover most of the screen, so there everything scrolls together.
  const narrow = Grid.useBreakpoint().md === false;
  const shownColumns = useMemo(
    () =>
      withServerSort(columns, sort)
        .filter((c) => c.alwaysShow || !hidden.has(c.key))
        .map((c) => {
          if (narrow) return c.fixed ? { ...c, fixed: undefined } : c;
          return c.key === 'actions' && c.fixed === undefined ? { ...c, fixed: 'right' as const } : c;
        }),
    [columns, hidden, narrow, sort],
  );
  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || !sort) return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((c) => c.key === s?.columnKey);
    const name = column && sortName(column, sort);
    if (!s?.order || !name) sort.onChange(undefined, undefined);
    else sort.onChange(name, s.order === 'descend' ? 'desc' : 'asc');
  };
  const density = settings.density ?? 'middle';

  const canDelete = !!batchDelete && (!batchDelete.rule || has(batchDelete.rule));
  const [selected, setSelected] = useState<Key[]>([]);
  // A new page or filter: the selection no longer applies.
  useEffect(() => setSelected((prev) => (prev.length ? [] : prev)), [rows]);

  // A page past the end (rows deleted, stale link): go to the last page that has rows.
  useEffect(() => {
    if (pagination && !loading && !error && rows.length === 0 && pagination.total > 0 && pagination.page > 1) {
      pagination.onChange(Math.max(1, Math.ceil(pagination.total / pagination.pageSize)), pagination.pageSize);
    }
  }, [pagination, loading, error, rows.length]);

  const columnSettings = (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, paddingBottom: 6, marginBottom: 6, borderBottom: `1px solid ${token.colorSplit}` }}>
        <Checkbox
          checked={hidden.size === 0}
          indeterminate={hidden.size > 0 && hidden.size < columns.length}
          onChange={(e) => save({ ...settings, hidden: e.target.checked ? [] : columns.filter((c) => !c.alwaysShow).map((c) => c.key) })}
        >
          {t('toolbar.columns')}
        </Checkbox>
        <Button type="link" size="small" onClick={() => save({ ...settings, hidden: undefined })}>
          {t('toolbar.columnsReset')}
        </Button>
      </div>
      <div style={s.columnList} role="group" aria-label={t('toolbar.columns')}>
        {columns.map((c) => (
          <Checkbox
            key={c.key}
            checked={c.alwaysShow || !hidden.has(c.key)}
            disabled={c.alwaysShow}
            onChange={(e) => {
              const next = new Set(hidden);
              if (e.target.checked) next.delete(c.key);
              else next.add(c.key);
              save({ ...settings, hidden: [...next] });
            }}
          >
            {typeof c.title === 'function' ? c.key : (c.title as ReactNode)}
          </Checkbox>
        ))}
      </div>
    </div>
  );

  return (
    <div className={styles.table}>
      <div style={s.toolbar}>
        <div style={s.toolbarLeft}>
          {title ? <span style={{ ...s.toolbarTitle, color: token.colorTextHeading }}>{title}</span> : null}
          {toolbar}
          {canDelete ? (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                confirmDelete({
                  url: batchDelete.url,
                  ids: selected.map(Number),
                  onDone: () => {
                    setSelected([]);
                    batchDelete.onDone?.();
                    onReload();
                  },
                })
              }
            >
              {t('toolbar.batchDelete')}
              {selected.length ? ` (${selected.length})` : ''}
            </Button>
          ) : null}
          {batchActions
            ? batchActions(
                rows.filter((r) => selected.includes((r as Record<string, unknown>)[rowKey as string] as Key)),
                () => setSelected([]),
              )
            : null}
        </div>
        <div style={s.toolbarRight}>
          {tools}
          <Tooltip title={t('toolbar.refresh')}>
            <Button type="text" icon={<ReloadOutlined />} aria-label={t('toolbar.refresh')} onClick={onReload} />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              items: [
                { key: 'large', label: t('toolbar.densityLarge') },
                { key: 'middle', label: t('toolbar.densityMiddle') },
                { key: 'small', label: t('toolbar.densitySmall') },
              ],
              onClick: ({ key }) => save({ ...settings, density: key as Density }),
            }}
          >
            <Tooltip title={t('toolbar.density')}>
              <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('toolbar.density')} />
            </Tooltip>
          </Dropdown>
          <Popover trigger="click" placement="bottomRight" content={columnSettings}>
            <Tooltip title={t('toolbar.columns')}>
              <Button type="text" icon={<SettingOutlined />} aria-label={t('toolbar.columns')} />
            </Tooltip>
          </Popover>
        </div>
      </div>
      <Table<Row>
        rowKey={rowKey as string}
        size={density}
        columns={shownColumns}
        dataSource={rows as Row[]}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        rowSelection={canDelete || batchActions ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys), preserveSelectedRowKeys: false } : undefined}
        locale={{
          emptyText: error ? (
            <Empty description={t('list.loadFailed')}>
              <Button onClick={onReload}>{t('list.retry')}</Button>
            </Empty>
          ) : (
            <Empty description={filtered ? t('list.emptyFiltered') : t('list.empty')} />
          ),
        }}
        {...tableProps}
      />
      {pagination ? (
        <div style={s.footer}>
          <Pagination total={pagination.total} estimated={pagination.estimated} page={pagination.page} limit={pagination.pageSize} onChange={pagination.onChange} />
        </div>
      ) : null}
    </div>
  );
}
