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
  FormDrawer,
  formatDateTime,
  langHeaders,
  PermissionButton,
  q,
  SearchForm,
  useAuth,
  useCrudList,
  useDelete,
  useFeedback,
  useUrlQuery,
} from '@shiftdesk/shared';
import { NoticeAddBody, NoticeEditBody, type NoticeRow, type PageResultOf } from '@shiftdesk/shared/api';
import { Card, Descriptions, Form, Modal, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';
import { ReadersTable } from './ReadersTable';
import { ReceiverPicker } from './ReceiverPicker';
import { isEmptyHtml, RichEditor } from './RichEditor';

const BASE = '/api/v1/system/notice';
const RULE = (a: 'add' | 'edit' | 'delete' | 'publish' | 'get' | 'readers') => `api/v1/system/notice/${a}`;
const schema = {
  title: q.string(),
  type: q.oneOf([1, 2] as const),
  tag: q.oneOf([1, 2, 3, 11, 12, 13, 14, 15] as const),
  status: q.oneOf([0, 1] as const),
};
type NoticeTagValue = 1 | 2 | 3 | 11 | 12 | 13 | 14 | 15;
type Filters = { title?: string; type?: 1 | 2; tag?: NoticeTagValue; status?: 0 | 1 };
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

export default function NoticePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const { has } = useAuth();
  const { query, apiQuery, search, reset, setPage } = useUrlQuery(schema);
  const list = useCrudList<PageResultOf<NoticeRow>>(`${BASE}/list`, apiQuery);
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
          await api.put(`${BASE}/publish`, { id: r.id }, { silent: true, headers: langHeaders() });
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

  const columns: CrudColumn<NoticeRow>[] = [
    { key: 'id', dataIndex: 'id', title: 'ID', width: 64, defaultHidden: true },
    { key: 'title', dataIndex: 'title', title: t('notice.col.title'), alwaysShow: true, ellipsis: true },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('notice.col.type'),
      render: (v: number) => <DictTag dictType="sys_notice_type" value={v} colors={{ 1: 'processing', 2: 'purple' }} />,
    },
    {
      key: 'tag',
      dataIndex: 'tag',
      title: t('notice.col.tag'),
      render: (v: number) => <DictTag dictType="sys_notice_tag" value={v} colors={TAG_COLORS} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('notice.col.status'),
      render: (s: number) => <DictTag dictType="sys_notice_status" value={s} colors={{ 1: 'success', 0: 'error' }} />,
    },
    { key: 'readCount', dataIndex: 'readCount', title: t('notice.col.readCount'), render: (_, r) => readStat(r) },
    {
      key: 'sendAt',
      dataIndex: 'sendAt',
      title: t('notice.col.sendAt'),
      render: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('notice.draft')}</Tag>),
    },
    { key: 'sort', dataIndex: 'sort', title: t('notice.col.sort'), defaultHidden: true },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('notice.col.createdAt'),
      defaultHidden: true,
      render: (iso: string) => formatDateTime(iso),
    },
    actionsColumn(t('actions'), (r) => [
      { key: 'view', label: t('notice.view'), icon: <EyeOutlined />, onClick: () => setViewing(r) },
      { key: 'publish', label: t('notice.publish'), icon: <SendOutlined />, rule: RULE('publish'), onClick: () => publish(r) },
      { key: 'edit', kind: 'edit', rule: RULE('edit'), onClick: () => openEditor(r) },
      {
        key: 'delete',
        kind: 'delete',
        rule: RULE('delete'),
        onClick: () => del({ url: `${BASE}/delete`, ids: [r.id], name: r.title, onDone: list.reload }),
      },
    ]),
  ];

  return (
    <Card>
      <SearchForm<Filters>
        fields={[
          { name: 'title', label: t('notice.search.title') },
          { name: 'type', label: t('notice.search.type'), type: 'dict', dictType: 'sys_notice_type', numeric: true },
          { name: 'tag', label: t('notice.search.tag'), type: 'dict', dictType: 'sys_notice_tag', numeric: true },
          {
            name: 'status',
            label: t('notice.search.status'),
            type: 'dict',
            dictType: 'sys_notice_status',
            numeric: true,
          },
        ]}
        value={query}
        onSearch={search}
        onReset={() => reset()}
      />
      <CrudTable<NoticeRow>
        tableKey="system.notice"
        title={t('notice.tableTitle')}
        columns={columns}
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        filtered={!!(query.title || query.type || query.tag || query.status !== undefined)}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => openEditor('new')}>
            {t('add')}
          </PermissionButton>
        }
        batchDelete={{ url: `${BASE}/delete`, rule: RULE('delete') }}
        pagination={{ total: list.data?.total ?? 0, page: query.pageNum, pageSize: query.pageSize, onChange: setPage }}
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
        submit={{ add: `${BASE}/add`, edit: `${BASE}/edit` }}
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
            {has(RULE('readers')) ? <ReadersTable noticeId={viewing.id} /> : null}
          </Space>
        ) : null}
      </Modal>
    </Card>
  );
}
