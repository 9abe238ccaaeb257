/** System → Menus (route /system/menu, expose `system/menu/index`): a tree table and the menu form. */
import '../../i18n';
import MinusSquareOutlined from '@ant-design/icons/es/icons/MinusSquareOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PlusSquareOutlined from '@ant-design/icons/es/icons/PlusSquareOutlined';
import {
  actionsColumn,
  api,
  type CrudColumn,
  CrudTable,
  DictTag,
  FormModal,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import {
  MenuAddBody,
  type MenuGetResult,
  type MenuListResult,
  type MenuParamsResult,
  type MenuParentNode,
  type MenuTreeNode,
  MenuUpdateBody,
} from '@shiftdesk/shared/api';
import { Button, Card, Form, Tag, Tooltip } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { IconPicker } from './IconPicker';
import * as styles from './index.module.css';
import { MenuIcon } from './MenuIcon';

const BASE = '/api/v1/system/menu';
const RULE = (a: 'add' | 'update' | 'delete' | 'get' | 'getParams') => `api/v1/system/menu/${a}`;
const schema = { title: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { title?: string; status?: 0 | 1 };
type Values = MenuAddBody;
type MenuType = 'D' | 'M' | 'B';
const TYPE_COLOR: Record<string, string> = { D: 'processing', M: 'success', B: 'warning' };

function clean(nodes: MenuTreeNode[]): MenuTreeNode[] {
  return nodes.map((n) => ({ ...n, children: n.children?.length ? clean(n.children) : (undefined as never) }));
}

function branchIds(nodes: MenuTreeNode[], acc: number[] = []): number[] {
  for (const n of nodes) {
    if (n.children?.length) {
      acc.push(n.id);
      branchIds(n.children, acc);
    }
  }
  return acc;
}

interface Option {
  value: number;
  title: string;
  children?: Option[];
}

/** Parent choices (directories and menus) without the edited menu's subtree. */
function parentOptions(nodes: MenuParentNode[], zh: boolean, exclude?: number): Option[] {
  return nodes
    .filter((n) => n.id !== exclude && n.menuType !== 'B')
    .map((n) => ({
      value: n.id,
      title: (zh && n.titleZh) || n.title,
      children: n.children?.length ? parentOptions(n.children, zh, exclude) : undefined,
    }));
}

type Editing = { id?: number; pid?: number; menuType?: MenuType } | null;

const FORM_KEYS = Object.keys(MenuAddBody.properties) as (keyof Values)[];

export default function MenuPage() {
  const { t, i18n } = useTranslation(NS);
  const zh = i18n.language.toLowerCase().startsWith('zh');
  const { has } = useAuth();
  const { query, apiQuery, search, reset } = useUrlQuery(schema, { paged: false });
  const list = useCrudList<MenuListResult>(`${BASE}/list`, apiQuery);
  const del = useDelete();
  const rows = useMemo(() => clean(list.data?.list ?? []), [list.data]);
  const allIds = useMemo(() => branchIds(rows), [rows]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [params, setParams] = useState<MenuParamsResult | null>(null);
  const [form] = Form.useForm<Values>();
  const menuType = (Form.useWatch('menuType', form) ?? editing?.menuType ?? 'M') as MenuType;
  const isLink = Form.useWatch('isLink', form);
  const isIframe = Form.useWatch('isIframe', form);

  // The parent tree and roles for the form (getParams), fetched when the form opens.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    api.get<MenuParamsResult>(`${BASE}/getParams`).then(
      (p) => live && setParams(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editing]);

  const title = (r: { title: string; titleZh: string }) => (zh && r.titleZh) || r.title;
  const typeLabel = (k: string) => t(`menu.type.${k === 'D' || k === 'B' ? k : 'M'}`);

  const columns: CrudColumn<MenuTreeNode>[] = [
    {
      key: 'title',
      title: t('menu.col.title'),
      alwaysShow: true,
      render: (_, r) => <span className={styles.titleCell}>{title(r)}</span>,
    },
    {
      key: 'icon',
      dataIndex: 'icon',
      title: t('menu.col.icon'),
      width: 64,
      align: 'center',
      render: (v: string) =>
        v ? (
          <Tooltip title={v}>
            <span role="img" aria-label={v}>
              <MenuIcon name={v} />
            </span>
          </Tooltip>
        ) : null,
    },
    { key: 'sort', dataIndex: 'sort', title: t('menu.col.sort'), width: 72 },
    { key: 'path', dataIndex: 'path', title: t('menu.col.path'), render: (v: string) => v || '—' },
    {
      key: 'component',
      dataIndex: 'component',
      title: t('menu.col.component'),
      render: (v: string) => (v ? <span className={styles.mono}>{v}</span> : '—'),
    },
    {
      key: 'apiRule',
      dataIndex: 'apiRule',
      title: t('menu.col.apiRule'),
      render: (v: string) => (v ? <span className={styles.mono}>{v}</span> : '—'),
    },
    {
      key: 'menuType',
      dataIndex: 'menuType',
      title: t('menu.col.menuType'),
      render: (v: string) => <Tag color={TYPE_COLOR[v]}>{typeLabel(v)}</Tag>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('menu.col.status'),
      render: (s: number) => <DictTag dictType="sys_normal_disable" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    {
      key: 'isHide',
      dataIndex: 'isHide',
      title: t('menu.col.isHide'),
      render: (v: boolean) => (v ? <Tag>{t('menu.yes')}</Tag> : t('menu.no')),
    },
  ];
  if (has(RULE('add')) || has(RULE('update')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        r.menuType !== 'B' && {
          key: 'addChild',
          label: t('addChild'),
          icon: <PlusOutlined />,
          rule: RULE('add'),
          onClick: () => setEditing({ pid: r.id, menuType: r.menuType === 'D' ? 'M' : 'B' }),
        },
        { key: 'edit', kind: 'edit', rule: RULE('update'), onClick: () => setEditing({ id: r.id }) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          onClick: () => del({ url: `${BASE}/delete`, ids: [r.id], name: title(r), onDone: list.reload }),
        },
      ]),
    );
  }
  const all = allIds.length > 0 && expanded.length >= allIds.length;
  const editId = editing?.id;
  const needRoute = menuType !== 'B';
  const needApi = menuType !== 'D';
  const external = !!(isLink || isIframe);

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'title', label: t('menu.search.title') },
          {
            name: 'status',
            label: t('menu.search.status'),
            type: 'dict',
            dictType: 'sys_normal_disable',
            numeric: true,
          },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<MenuTreeNode>
        tableKey="system.menu"
        title={t('menu.tableTitle')}
        columns={columns}
        rows={rows}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.title || query.status !== undefined)}
        toolbar={
          <>
            <PermissionButton
              rule={RULE('add')}
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ pid: 0, menuType: 'D' })}
            >
              {t('add')}
            </PermissionButton>
            <Button
              icon={all ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
              onClick={() => setExpanded(all ? [] : allIds)}
            >
              {all ? t('collapseAll') : t('expandAll')}
            </Button>
          </>
        }
        tableProps={{ expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) } }}
        pagination={false}
      />
      <FormModal<Values>
        open={!!editing}
        id={editId}
        form={form}
        width={820}
        title={editId ? t('menu.form.editTitle') : t('menu.form.addTitle')}
        schema={editId ? MenuUpdateBody : MenuAddBody}
        initialValues={{
          pid: editing?.pid ?? 0,
          menuType: editing?.menuType ?? 'M',
          sort: 0,
          status: 1,
          isHide: false,
          isKeepAlive: false,
          isAffix: false,
          isLink: false,
          isIframe: false,
          icon: '',
          name: '',
          title: '',
          titleZh: '',
          path: '',
          component: '',
          apiRule: '',
          redirect: '',
          linkUrl: '',
          remark: '',
        }}
        load={
          editId
            ? async () => {
                const m = await api.get<MenuGetResult>(`${BASE}/get`, { id: editId });
                const v: Partial<Values> = {};
                for (const k of FORM_KEYS) (v as Record<string, unknown>)[k] = (m as Record<string, unknown>)[k];
                return v;
              }
            : undefined
        }
        transform={(v) => {
          const out: Record<string, unknown> = {};
          for (const k of FORM_KEYS) if (v[k] !== undefined && v[k] !== null) out[k] = v[k];
          if (out.menuType === 'B') {
            out.path = '';
            out.component = '';
            out.redirect = '';
          }
          if (!out.isLink && !out.isIframe) out.linkUrl = '';
          return out;
        }}
        fields={[
          {
            name: 'pid',
            label: t('menu.form.pid'),
            type: 'treeSelect',
            required: false,
            rules: [{ required: true, message: t('menu.rule.pid') }],
            treeData: [{ value: 0, title: t('menu.form.root') }, ...parentOptions(params?.menus ?? [], zh, editId)],
            props: { allowClear: false, showSearch: { treeNodeFilterProp: 'title' } },
          },
          {
            name: 'menuType',
            label: t('menu.form.menuType'),
            type: 'radio',
            required: false,
            rules: [{ required: true, message: t('menu.rule.menuType') }],
            options: (['D', 'M', 'B'] as const).map((k) => ({ value: k, label: typeLabel(k) })),
            props: { optionType: 'button', buttonStyle: 'solid' },
          },
          {
            name: 'title',
            label: t('menu.form.title'),
            required: false,
            rules: [{ required: true, whitespace: true, message: t('menu.rule.title') }],
          },
          { name: 'titleZh', label: t('menu.form.titleZh') },
          {
            name: 'name',
            label: t('menu.form.name'),
            hidden: !needRoute,
            patternMessage: t('menu.form.namePattern'),
            required: needRoute,
            extra: t('menu.form.nameHint'),
          },
          {
            name: 'icon',
            label: t('menu.form.icon'),
            type: 'custom',
            hidden: menuType === 'B',
            render: () => <IconPicker />,
          },
          {
            name: 'path',
            label: t('menu.form.path'),
            hidden: !needRoute,
            required: false,
            rules: needRoute ? [{ required: true, whitespace: true, message: t('menu.rule.path') }] : [],
            patternMessage: t('menu.form.pathPattern'),
            placeholder: '/system/example',
          },
          {
            name: 'component',
            label: t('menu.form.component'),
            hidden: menuType !== 'M',
            required: menuType === 'M' && !external,
            placeholder: 'system/example/index',
          },
          {
            name: 'apiRule',
            label: t('menu.form.apiRule'),
            hidden: !needApi,
            required: false,
            rules: needApi ? [{ required: true, whitespace: true, message: t('menu.rule.apiRule') }] : [],
            patternMessage: t('menu.form.apiRulePattern'),
            placeholder: 'api/v1/system/example/list',
            extra: t('menu.form.apiRuleHint'),
          },
          {
            name: 'redirect',
            label: t('menu.form.redirect'),
            hidden: menuType !== 'D',
            patternMessage: t('menu.form.pathPattern'),
          },
          {
            name: 'linkUrl',
            label: t('menu.form.linkUrl'),
            hidden: menuType === 'B' || !external,
            required: external,
            patternMessage: t('menu.form.linkPattern'),
            placeholder: 'https://',
          },
          { name: 'sort', label: t('menu.form.sort'), type: 'number', props: { precision: 0 } },
          {
            name: 'status',
            label: t('menu.form.status'),
            type: 'dictRadio',
            dictType: 'sys_normal_disable',
            numeric: true,
          },
          {
            name: 'isHide',
            label: t('menu.form.isHide'),
            type: 'switch',
            switchValues: [true, false],
            hidden: menuType === 'B',
          },
          {
            name: 'isKeepAlive',
            label: t('menu.form.isKeepAlive'),
            type: 'switch',
            switchValues: [true, false],
            hidden: menuType !== 'M',
          },
          {
            name: 'isAffix',
            label: t('menu.form.isAffix'),
            type: 'switch',
            switchValues: [true, false],
            hidden: menuType !== 'M',
          },
          {
            name: 'isLink',
            label: t('menu.form.isLink'),
            type: 'switch',
            switchValues: [true, false],
            hidden: menuType === 'B',
          },
          {
            name: 'isIframe',
            label: t('menu.form.isIframe'),
            type: 'switch',
            switchValues: [true, false],
            hidden: menuType !== 'M',
          },
          { name: 'remark', label: t('menu.form.remark'), type: 'textarea' },
        ]}
        submit={{ add: `${BASE}/add`, edit: `${BASE}/update` }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
