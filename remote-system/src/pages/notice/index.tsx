/** System → Notices (route /system/notice, expose `system/notice/index`). */
import '../../i18n';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import {
  actionsColumn,
  ApiError,
  api,
  type CrudColumn,
  CrudTable,
  DictTag,
  defineFields,
  FormDrawer,
  formatDateTime,
  langHeaders,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudPage,
  useDelete,
  useFeedback,
} from '@shiftdesk/shared';
import { NoticeAddBody, NoticeApi, NoticeEditBody, type NoticeRow } from '@shiftdesk/shared/api';
import { Card, Descriptions, Form, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';
import { ReadersTable } from './ReadersTable';
import { ReceiverPicker } from './ReceiverPicker';
import { isEmptyHtml, RichEditor } from './RichEditor';

const { url, rule } = NoticeApi;
const schema = {
  title: q.string(),
  type: q.oneOf([1, 2] as const),
  tag: q.oneOf([1, 2, 3, 11, 12, 13, 14, 15] as const),
  status: q.oneOf([0, 1] as const),
};
type NoticeTagValue = 1 | 2 | 3 | 11 | 12 | 13 | 14 | 15;
/** The body's tag type comes out of TypeBox as `undefined` (a mapped union): typed here. */
type Values = Omit<NoticeAddBody, 'tag'> & { tag?: NoticeTagValue };
const TAG_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'gold',
  11: 'geekblue',
  12: 'default',
  13: 'default',
  14: 'orange',
  15: 'red',
};
const SORTABLE = ['id', 'title', 'type', 'tag', 'status', 'sendAt', 'createdAt'];

/** Table and search of the notice list (the drawer form has its own parts: receivers, rich text). */
const noticeFields = defineFields<NoticeRow>([
  { key: 'id', label: 'ID', table: { width: 64, defaultHidden: true, sortable: true } },
  { key: 'title', label: 'notice.col.title', table: { alwaysShow: true, ellipsis: true, sortable: true }, search: { label: 'notice.search.title' } },
  { key: 'type', label: 'notice.col.type', dict: { type: 'sys_notice_type', numeric: true, colors: { 1: 'processing', 2: 'purple' } }, table: { sortable: true }, search: { label: 'notice.search.type' } },
  { key: 'tag', label: 'notice.col.tag', dict: { type: 'sys_notice_tag', numeric: true, colors: TAG_COLORS }, table: { sortable: true }, search: { label: 'notice.search.tag' } },
  { key: 'status', label: 'notice.col.status', dict: { type: 'sys_notice_status', numeric: true, colors: { 1: 'success', 0: 'error' } }, table: { sortable: true }, search: { label: 'notice.search.status' } },
  { key: 'readCount', label: 'notice.col.readCount' },
  { key: 'sendAt', label: 'notice.col.sendAt', table: { sortable: true } },
  { key: 'sort', label: 'notice.col.sort', table: { defaultHidden: true } },
  { key: 'createdAt', label: 'notice.col.createdAt', datetime: true, table: { defaultHidden: true, sortable: true } },
]);

export default function NoticePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const { has } = useAuth();
  const page = useCrudPage<NoticeRow, typeof schema>(url.list, schema, { sortable: SORTABLE });
  const { list } = page;
  const del = useDelete();
  const [editing, setEditing] = useState<NoticeRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<NoticeRow | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const [form] = Form.useForm<Values>();
  // The chosen type shows the receivers field. Kept in state set from onValuesChange (synchronous
  // with the click) rather than Form.useWatch, which reports in a later macrotask: a Save right
  // after switching to "private message" validated the form before the receivers field (and its
  // required rule) existed, so a private message without receivers got past the client check.
  const [type, setType] = useState<number>(1);
  const openEditor = (r: NoticeRow | 'new') => {
    setType(r === 'new' ? 1 : r.type);
    setEditing(r);
  };

  const publish = (r: NoticeRow) =>
    ui.modal.confirm({
      title: t('notice.publishTitle'),
      content: r.sendAt
        ? t('notice.republishContent', { title: r.title })
        : t('notice.publishContent', { title: r.title }),
      okText: t('notice.publish'),
      onOk: async () => {
        try {
          await api.put(url.publish, { id: r.id }, { silent: true, headers: langHeaders() });
          ui.message.success(t('notice.published'));
          list.reload();
        } catch (e) {
          if (e instanceof ApiError && e.code !== 401) ui.message.error(e.message);
        }
      },
    });

  const readStat = (r: NoticeRow) =>
    r.type === 2 ? (
      <Tooltip title={t('notice.readOf', { read: r.readCount, total: r.receiverIds.length })}>
        <span className={styles.readStat}>
          {r.readCount} / {r.receiverIds.length}
        </span>
      </Tooltip>
    ) : (
      r.readCount
    );

  // Cells that need this page's state or texts.
  const cells: Record<string, CrudColumn<NoticeRow>['render']> = {
    readCount: (_v: unknown, r: NoticeRow) => readStat(r),
    sendAt: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('notice.draft')}</Tag>),
  };
  const columns: CrudColumn<NoticeRow>[] = [
    ...noticeFields.columns(t).map((c) => (cells[c.key] ? { ...c, render: cells[c.key] } : c)),
    actionsColumn(t('actions'), (r) => [
      { key: 'view', label: t('notice.view'), icon: <EyeOutlined />, onClick: () => setViewing(r) },
      { key: 'publish', label: t('notice.publish'), icon: <SendOutlined />, rule: rule.publish, onClick: () => publish(r) },
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => openEditor(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: rule.delete,
        onClick: () => del({ url: url.delete, ids: [r.id], name: r.title, onDone: list.reload }),
      },
    ]),
  ];

  return (
    <Card>
      <SearchForm fields={noticeFields.search(t)} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<NoticeRow>
        tableKey="system.notice"
        title={t('notice.tableTitle')}
        {...page.table}
        columns={columns}
        toolbar={
          <PermissionButton rule={rule.add} type="primary" icon={<PlusOutlined />} onClick={() => openEditor('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: url.delete, rule: rule.delete }}
      />
      <FormDrawer<Values>
        open={!!editing}
        id={row?.id}
        form={form}
        width={760}
        title={row ? t('notice.form.editTitle') : t('notice.form.addTitle')}
        schema={row ? NoticeEditBody : NoticeAddBody}
        initialValues={
          row
            ? {
                title: row.title,
                type: row.type as 1 | 2,
                tag: row.tag as NoticeTagValue,
                status: row.status,
                content: row.content,
                receiverIds: row.receiverIds,
                sort: row.sort,
                remark: row.remark,
              }
            : { type: 1, tag: 12, status: 1, content: '', receiverIds: [], sort: 0, remark: '' }
        }
        transform={(v) => ({
          title: v.title,
          type: v.type,
          tag: v.tag,
          status: v.status,
          content: v.content ?? '',
          receiverIds: v.type === 2 ? (v.receiverIds ?? []) : [],
          sort: v.sort ?? 0,
          remark: v.remark ?? '',
        })}
        fields={[
          { name: 'title', label: t('notice.form.title'), full: true },
          {
            name: 'type',
            label: t('notice.form.type'),
            type: 'dictRadio',
            dictType: 'sys_notice_type',
            numeric: true,
            // the kit's required rule validates as a string; numbers need a typed rule
            required: false,
            rules: [{ required: true, type: 'number', message: t('notice.form.typeRequired') }],
          },
          { name: 'tag', label: t('notice.form.tag'), type: 'dict', dictType: 'sys_notice_tag', numeric: true },
          {
            name: 'receiverIds',
            label: t('notice.form.receivers'),
            type: 'custom',
            full: true,
            hidden: type !== 2,
            required: false,
            rules: [{ required: true, type: 'array', min: 1, message: t('notice.form.receiversRequired') }],
            render: () => <ReceiverPicker known={row?.receivers} />,
          },
          {
            name: 'status',
            label: t('notice.form.status'),
            type: 'dictRadio',
            dictType: 'sys_notice_status',
            numeric: true,
            required: false,
            rules: [{ required: true, type: 'number', message: t('notice.form.statusRequired') }],
          },
          { name: 'sort', label: t('notice.form.sort'), type: 'number', props: { precision: 0 } },
          {
            name: 'content',
            label: t('notice.form.content'),
            type: 'custom',
            full: true,
            required: false,
            rules: [
              {
                validator: (_r: unknown, v: string) =>
                  isEmptyHtml(v) ? Promise.reject(new Error(t('notice.form.contentRequired'))) : Promise.resolve(),
              },
            ],
            render: () => <RichEditor placeholder={t('notice.form.contentPlaceholder')} />,
          },
          { name: 'remark', label: t('notice.form.remark'), type: 'textarea' },
        ]}
        submit={{ add: url.add, edit: url.edit }}
        onValuesChange={(changed) => {
          if (changed.type !== undefined) setType(changed.type);
        }}
        onSaved={list.reload}
        onClose={() => setEditing(null)}
      >
        <div className={styles.muted}>
          {t('notice.form.sendAt')}: {row?.sendAt ? formatDateTime(row.sendAt) : t('notice.form.sendAtHint')}
        </div>
      </FormDrawer>
      <Modal
        open={!!viewing}
        title={viewing?.title}
        footer={null}
        width={720}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label={t('notice.col.type')}>
                <DictTag dictType="sys_notice_type" value={viewing.type} />
              </Descriptions.Item>
              <Descriptions.Item label={t('notice.col.tag')}>
                <DictTag dictType="sys_notice_tag" value={viewing.tag} colors={TAG_COLORS} />
              </Descriptions.Item>
              <Descriptions.Item label={t('notice.col.sendAt')}>
                {viewing.sendAt ? formatDateTime(viewing.sendAt) : t('notice.draft')}
              </Descriptions.Item>
              <Descriptions.Item label={t('notice.col.readCount')}>{readStat(viewing)}</Descriptions.Item>
              {viewing.type === 2 ? (
                <Descriptions.Item label={t('notice.form.receivers')} span={2}>
                  {viewing.receivers.map((u) => (
                    <Tag key={u.id}>{u.userNickname || u.userName}</Tag>
                  ))}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            {/* The content was sanitised by the server when it was saved. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised notice HTML */}
            <div className={styles.preview} dangerouslySetInnerHTML={{ __html: viewing.content }} />
            {has(rule.readers) ? <ReadersTable noticeId={viewing.id} /> : null}
          </Space>
        ) : null}
      </Modal>
    </Card>
  );
}
