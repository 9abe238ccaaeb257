/** System → Posts (route /system/post, expose `system/post/index`): the CRUD kit configured by one `fields` list. */
import '../../i18n';
import { CrudListPage, defineFields } from '@shiftdesk/shared';
import { PostAddBody, PostApi, PostEditBody, type PostRow } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';

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

const form = { add: PostAddBody, edit: PostEditBody, defaults: { postSort: 0, status: 1, remark: '' } };

export default function PostPage() {
  return <CrudListPage<PostRow, PostAddBody> entity={PostApi} fields={postFields} ns={NS} texts="post" form={form} rowName={(r) => r.postName} />;
}
