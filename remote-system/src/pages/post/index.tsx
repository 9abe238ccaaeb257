/** System → Posts (route /system/post, expose `system/post/index`). */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  type CrudColumn,
  CrudTable,
  DictTag,
  ExportButton,
  FormModal,
  formatDateTime,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useUrlQuery,
} from '@shiftdesk/shared';
import { PostAddBody, PostEditBody, type PageResultOf, type PostRow } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const LIST = '/api/v1/system/post/list';
const RULE = (a: 'add' | 'edit' | 'delete' | 'list') => `api/v1/system/post/${a}`;
const schema = { postName: q.string(), postCode: q.string(), status: q.oneOf([0, 1] as const) };
type Filters = { postName?: string; postCode?: string; status?: 0 | 1 };
type Values = PostAddBody;

export default function PostPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const { query, apiQuery, search, reset, setPage } = useUrlQuery(schema);
  const list = useCrudList<PageResultOf<PostRow>>(LIST, apiQuery);
  const del = useDelete();
  const [editing, setEditing] = useState<PostRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;

  const columns: CrudColumn<PostRow>[] = [
    { key: 'postCode', dataIndex: 'postCode', title: t('post.col.postCode') },
    { key: 'postName', dataIndex: 'postName', title: t('post.col.postName'), alwaysShow: true },
    { key: 'postSort', dataIndex: 'postSort', title: t('post.col.postSort') },
    { key: 'userCount', dataIndex: 'userCount', title: t('post.col.userCount') },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('post.col.status'),
      render: (s: number) => <DictTag dictType="sys_normal_disable" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('post.col.remark'), defaultHidden: true, render: (r: string) => r || '—' },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('post.col.createdAt'), render: (iso: string) => formatDateTime(iso) },
  ];
  if (has(RULE('edit')) || has(RULE('delete'))) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => setEditing(r) },
        {
          key: 'delete',
          kind: 'delete',
          rule: RULE('delete'),
          onClick: () => del({ url: '/api/v1/system/post/delete', ids: [r.id], name: r.postName, onDone: list.reload }),
        },
      ]),
    );
  }

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'postName', label: t('post.search.postName') },
          { name: 'postCode', label: t('post.search.postCode') },
          { name: 'status', label: t('post.search.status'), type: 'dict', dictType: 'sys_normal_disable', numeric: true },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<PostRow>
        tableKey="system.post"
        title={t('post.tableTitle')}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.postName || query.postCode || query.status !== undefined)}
        toolbar={
          <>
            <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </PermissionButton>
            <ExportButton<PostRow>
              rule={RULE('list')}
              options={() => ({
                url: LIST,
                query: apiQuery,
                fileName: t('post.exportName'),
                columns: [
                  { title: t('post.col.postCode'), value: (r) => r.postCode },
                  { title: t('post.col.postName'), value: (r) => r.postName },
                  { title: t('post.col.postSort'), value: (r) => r.postSort },
                  { title: t('post.col.userCount'), value: (r) => r.userCount },
                  { title: t('post.col.status'), value: (r) => t(`status.${r.status === 1 ? 1 : 0}`) },
                  { title: t('post.col.remark'), value: (r) => r.remark },
                  { title: t('post.col.createdAt'), value: (r) => formatDateTime(r.createdAt) },
                ],
              })}
            />
          </>
        }
        batchDelete={{ url: '/api/v1/system/post/delete', rule: RULE('delete') }}
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
      />
      <FormModal<Values>
        open={!!editing}
        id={row?.id}
        title={row ? t('post.form.editTitle') : t('post.form.addTitle')}
        schema={row ? PostEditBody : PostAddBody}
        initialValues={
          row
            ? { postName: row.postName, postCode: row.postCode, postSort: row.postSort, status: row.status, remark: row.remark }
            : { postSort: 0, status: 1, remark: '' }
        }
        fields={[
          { name: 'postName', label: t('post.form.postName') },
          { name: 'postCode', label: t('post.form.postCode'), patternMessage: t('post.form.postCodePattern') },
          { name: 'postSort', label: t('post.form.postSort'), type: 'number', props: { min: 0, precision: 0 } },
          { name: 'status', label: t('post.form.status'), type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
          { name: 'remark', label: t('post.form.remark'), type: 'textarea' },
        ]}
        submit={{ add: '/api/v1/system/post/add', edit: '/api/v1/system/post/edit' }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
