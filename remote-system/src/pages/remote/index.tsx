/**
 * System → Micro-frontends (route /system/remote, expose `system/remote/index`): the remote
 * registry — active version (switch with confirmation), available versions, manifest URL,
 * health, enabled switch, and registering a version by URL. Open shells follow live
 * (`remotesUpdated`).
 */
import '../../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  api,
  type CrudColumn,
  CrudTable,
  FormModal,
  langHeaders,
  PermissionButton,
  useAuth,
  useCrudList,
  useFeedback,
} from '@shiftdesk/shared';
import { RemoteAddVersionBody, type RemoteAdminList, type RemoteAdminRow, type RemoteHealthResult } from '@shiftdesk/shared/api';
import { Badge, Card, Popover, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { checkInBrowser } from './health';

export const REMOTE_LIST = '/api/v1/system/remote/list';
const RULE = (a: 'list' | 'add' | 'edit' | 'activate') => `api/v1/system/remote/${a}`;
const NO_QUERY = {};

type Health = RemoteHealthResult | 'checking' | 'failed';

function HealthBadge({ h }: { h: Health | undefined }) {
  const { t } = useTranslation(NS);
  if (!h || h === 'checking') return <Badge status="processing" text={t('remote.health.checking')} />;
  if (h === 'failed' || h.reachable === null) return <Badge status="default" text={t('remote.health.unknown')} />;
  const badge = !h.reachable ? (
    <Badge status="error" text={t('remote.health.unreachable')} />
  ) : h.compatible === false ? (
    <Badge status="warning" text={t('remote.health.incompatible')} />
  ) : (
    <Badge status="success" text={t('remote.health.ok')} />
  );
  const content = h.reachable ? (
    <Table
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={h.shared}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('remote.healthDetail') },
        { key: 'remote', dataIndex: 'remote', title: 'remote', render: (v: string) => v || '—' },
        { key: 'host', dataIndex: 'host', title: 'host' },
        { key: 'ok', dataIndex: 'compatible', title: '', render: (ok: boolean) => (ok ? '✓' : <Typography.Text type="danger">✗</Typography.Text>) },
      ]}
    />
  ) : (
    <Typography.Text type="danger">{h.error}</Typography.Text>
  );
  return (
    <Popover content={content} title={h.entry}>
      <span data-testid={`health-${h.name}`} style={{ cursor: 'help' }}>
        {badge}
      </span>
    </Popover>
  );
}

export default function RemotePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const { has } = useAuth();
  const list = useCrudList<RemoteAdminList>(REMOTE_LIST, NO_QUERY);
  const [health, setHealth] = useState<Record<string, Health>>({});
  const [adding, setAdding] = useState(false);
  const rows = list.data?.list ?? [];

  // Health of every remote's active version, re-checked when the list changes.
  const key = rows.map((r) => `${r.name}@${r.version}`).join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    for (const r of key.split(',')) {
      const [name, version] = r.split('@');
      setHealth((h) => ({ ...h, [name]: 'checking' }));
      api
        .get<RemoteHealthResult>('/api/v1/system/remote/health', { name, version })
        .then((h) => (h.checkedBy === 'browser' ? checkInBrowser(h) : h))
        .then((h) => live && setHealth((s) => ({ ...s, [name]: h })))
        .catch(() => live && setHealth((s) => ({ ...s, [name]: 'failed' })));
    }
    return () => {
      live = false;
    };
  }, [key]);

  const switchTo = (r: RemoteAdminRow, version: string) =>
    ui.modal.confirm({
      title: t('remote.switchTitle', { name: r.name, version }),
      content: t('remote.switchContent'),
      onOk: async () => {
        await api.put('/api/v1/system/remote/setActive', { name: r.name, version }, { headers: langHeaders() });
        ui.message.success(t('remote.switched', { name: r.name, version }));
        list.reload();
      },
    });

  const setEnabled = async (r: RemoteAdminRow, enabled: boolean) => {
    try {
      await api.put('/api/v1/system/remote/setEnabled', { name: r.name, enabled }, { headers: langHeaders() });
      ui.message.success(t(enabled ? 'remote.enabledOn' : 'remote.enabledOff', { name: r.name }));
    } finally {
      list.reload();
    }
  };

  const columns: CrudColumn<RemoteAdminRow>[] = [
    { key: 'name', dataIndex: 'name', title: t('remote.col.name'), alwaysShow: true, render: (n: string) => <Typography.Text strong>{n}</Typography.Text> },
    {
      key: 'version',
      dataIndex: 'version',
      title: t('remote.col.version'),
      render: (v: string, r) => (
        <Select
          aria-label={`${t('remote.col.version')} ${r.name}`}
          size="small"
          style={{ minWidth: 150 }}
          value={v}
          disabled={!has(RULE('activate'))}
          options={r.versions.map((x) => ({ value: x.version, label: x.version }))}
          onChange={(next) => next !== v && switchTo(r, next)}
        />
      ),
    },
    {
      key: 'versions',
      title: t('remote.col.versions'),
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.versions.map((x) => (
            <Tag key={x.version} color={x.version === r.version ? 'blue' : undefined} title={x.entry}>
              {x.version}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'entry',
      dataIndex: 'entry',
      title: t('remote.col.entry'),
      render: (e: string) => (
        <Typography.Text code copyable={{ text: e }} style={{ wordBreak: 'break-all' }}>
          {e}
        </Typography.Text>
      ),
    },
    { key: 'health', title: t('remote.col.health'), render: (_, r) => <HealthBadge h={health[r.name]} /> },
    {
      key: 'enabled',
      dataIndex: 'enabled',
      title: t('remote.col.enabled'),
      render: (on: boolean, r) => (
        <Switch aria-label={`${t('remote.col.enabled')} ${r.name}`} checked={on} disabled={!has(RULE('edit'))} onChange={(v) => void setEnabled(r, v)} />
      ),
    },
  ];

  return (
    <Card>
      <CrudTable<RemoteAdminRow>
        tableKey="system.remote"
        title={t('remote.tableTitle')}
        columns={columns}
        rowKey="name"
        rows={rows}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        toolbar={
          <PermissionButton rule={RULE('add')} type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('remote.register')}
          </PermissionButton>
        }
        pagination={false}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('remote.publishHint')}
      </Typography.Paragraph>
      <FormModal<{ name: string; version: string; entry: string; activate?: boolean }>
        open={adding}
        title={t('remote.register')}
        schema={RemoteAddVersionBody}
        initialValues={{ activate: false }}
        okText={t('remote.form.submit')}
        fields={[
          { name: 'name', label: t('remote.form.name'), type: 'select', options: rows.map((r) => ({ value: r.name, label: r.name })) },
          { name: 'version', label: t('remote.form.version'), patternMessage: t('remote.form.versionPattern'), props: { placeholder: '1.2.0' } },
          {
            name: 'entry',
            label: t('remote.form.entry'),
            patternMessage: t('remote.form.entryPattern'),
            props: { placeholder: 'https://cdn.example.com/system/1.2.0/mf-manifest.json' },
          },
          { name: 'activate', label: t('remote.form.activate'), type: 'switch' },
        ]}
        submit={{ add: '/api/v1/system/remote/addVersion' }}
        onSaved={() => list.reload()}
        onClose={() => setAdding(false)}
      />
    </Card>
  );
}
