/** System → Posts (route /system/post, expose `system/post/index`): the CRUD kit configured by one `fields` list. */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  actionsColumn,
  CrudTable,
  defineFields,
  ExportButton,
  FormModal,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudPage,
  useDelete,
} from '@shiftdesk/shared';
import { PostAddBody, PostApi, PostEditBody, type PostRow } from '@shiftdesk/shared/api';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = PostApi;
const schema = { postName: q.string(), postCode: q.string(), status: q.oneOf([0, 1] as const) };
const STATUS = { type: 'sys_normal_disable', numeric: true, colors: { 1: 'success', 0: 'error' } };

export const postFields = defineFields<PostRow, PostAddBody>([
  { key: 'postCode', label: 'post.col.postCode', table: { sortable: true }, search: { label: 'post.search.postCode' }, form: { label: 'post.form.postCode', patternMessage: 'post.form.postCodePattern' } },
  { key: 'postName', label: 'post.col.postName', table: { sortable: true, alwaysShow: true }, search: { label: 'post.search.postName' }, form: { label: 'post.form.postName' } },
  { key: 'postSort', label: 'post.col.postSort', table: { sortable: true }, form: { label: 'post.form.postSort', type: 'number', props: { min: 0, precision: 0 } } },
  { key: 'userCount', label: 'post.col.userCount' },
  { key: 'status', label: 'post.col.status', dict: STATUS, table: { sortable: true }, search: { label: 'post.search.status' }, form: { label: 'post.form.status' }, export: (r, t) => t(`status.${r.status === 1 ? 1 : 0}`) },
  { key: 'remark', label: 'post.col.remark', table: { defaultHidden: true }, form: { label: 'post.form.remark', type: 'textarea' } },
  { key: 'createdAt', label: 'post.col.createdAt', datetime: true, table: { sortable: true } },
]);
const SORTABLE = ['postCode', 'postName', 'postSort', 'status', 'createdAt'];

export default function PostPage() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const page = useCrudPage<PostRow, typeof schema>(url.list, schema, { sortable: SORTABLE });
  const del = useDelete();
  const [editing, setEditing] = useState<PostRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;

  const columns = postFields.columns(t);
  if (has(rule.edit) || has(rule.delete)) {
    columns.push(
      actionsColumn(t('actions'), (r) => [
        { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
        { key: 'delete', kind: 'delete', rule: rule.delete, onClick: () => del({ url: url.delete, ids: [r.id], name: r.postName, onDone: page.list.reload }) },
      ]),
    );
  }
  const form = postFields.form(t).map((f) => (f.patternMessage ? { ...f, patternMessage: t(f.patternMessage) } : f));

  return (
    <Card>
      <SearchForm fields={postFields.search(t)} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<PostRow>
        {...page.table}
        tableKey="system.post"
        title={t('post.tableTitle')}
        columns={columns}
        toolbar={
          <>
            <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </PermissionButton>
            <ExportButton<PostRow>
              rule={rule.list}
              options={() => ({ url: url.list, query: page.apiQuery, fileName: t('post.exportName'), columns: postFields.exportColumns(t) })}
            />
          </>
        }
        batchDelete={{ url: url.delete, rule: rule.delete }}
      />
      <FormModal<PostAddBody>
        open={!!editing}
        id={row?.id}
        title={row ? t('post.form.editTitle') : t('post.form.addTitle')}
        schema={row ? PostEditBody : PostAddBody}
        initialValues={
          row
            ? { postName: row.postName, postCode: row.postCode, postSort: row.postSort, status: row.status, remark: row.remark }
            : { postSort: 0, status: 1, remark: '' }
        }
        fields={form}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
