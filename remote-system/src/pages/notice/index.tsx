/** System → Notices (route /system/notice, expose `system/notice/index`). */
import '../../i18n';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { ApiError, api, CrudListPage, defineFields, formatDateTime, langHeaders, q, useFeedback } from '@shiftdesk/shared';
import { NoticeApi, type NoticeRow } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import NoticeEditor from './NoticeEditor';
import { NoticeView, ReadStat, TAG_COLORS } from './NoticeView';

const { url, rule } = NoticeApi;
const schema = {
  title: q.string(),
  type: q.oneOf([1, 2] as const),
  tag: q.oneOf([1, 2, 3, 11, 12, 13, 14, 15] as const),
  status: q.oneOf([0, 1] as const),
};
const SORTABLE = ['id', 'title', 'type', 'tag', 'status', 'sendAt', 'createdAt'];

function SendAt({ value }: { value: string | null }) {
  const { t } = useTranslation(NS);
  return value ? formatDateTime(value) : <Tag>{t('notice.draft')}</Tag>;
}

/** Table and search of the notice list (the drawer form has its own parts: receivers, rich text). */
const noticeFields = defineFields<NoticeRow>([
  { key: 'id', label: 'ID', table: { width: 64, defaultHidden: true, sortable: true } },
  { key: 'title', label: 'notice.col.title', table: { alwaysShow: true, ellipsis: true, sortable: true }, search: { label: 'notice.search.title' } },
  { key: 'type', label: 'notice.col.type', dict: { type: 'sys_notice_type', numeric: true, colors: { 1: 'processing', 2: 'purple' } }, table: { sortable: true }, search: { label: 'notice.search.type' } },
  { key: 'tag', label: 'notice.col.tag', dict: { type: 'sys_notice_tag', numeric: true, colors: TAG_COLORS }, table: { sortable: true }, search: { label: 'notice.search.tag' } },
  { key: 'status', label: 'notice.col.status', dict: { type: 'sys_notice_status', numeric: true, colors: { 1: 'success', 0: 'error' } }, table: { sortable: true }, search: { label: 'notice.search.status' } },
  { key: 'readCount', label: 'notice.col.readCount', table: { render: (r) => <ReadStat row={r} /> } },
  { key: 'sendAt', label: 'notice.col.sendAt', table: { sortable: true, render: (r) => <SendAt value={r.sendAt} /> } },
  { key: 'sort', label: 'notice.col.sort', table: { defaultHidden: true } },
  { key: 'createdAt', label: 'notice.col.createdAt', datetime: true, table: { defaultHidden: true, sortable: true } },
]);

export default function NoticePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [viewing, setViewing] = useState<NoticeRow | null>(null);

  const publish = (r: NoticeRow, reload: () => void) =>
    ui.modal.confirm({
      title: t('notice.publishTitle'),
      content: r.sendAt ? t('notice.republishContent', { title: r.title }) : t('notice.publishContent', { title: r.title }),
      okText: t('notice.publish'),
      onOk: async () => {
        try {
          await api.put(url.publish, { id: r.id }, { silent: true, headers: langHeaders() });
          ui.message.success(t('notice.published'));
          reload();
        } catch (e) {
          if (e instanceof ApiError && e.code !== 401) ui.message.error(e.message);
        }
      },
    });

  return (
    <CrudListPage
      entity={NoticeApi}
      fields={noticeFields}
      ns={NS}
      texts="notice"
      schema={schema}
      sortable={SORTABLE}
      editor={NoticeEditor}
      export={false}
      rowName={(r) => r.title}
      rowActions={(r, page) => [
        { key: 'view', label: t('notice.view'), icon: <EyeOutlined />, onClick: () => setViewing(r) },
        { key: 'publish', label: t('notice.publish'), icon: <SendOutlined />, rule: rule.publish, onClick: () => publish(r, page.list.reload) },
        'edit',
        'delete',
      ]}
    >
      <NoticeView row={viewing} onClose={() => setViewing(null)} />
    </CrudListPage>
  );
}
