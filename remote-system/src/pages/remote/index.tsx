/**
 * System → Micro-frontends (route /system/remote, expose `system/remote/index`): the remote
 * registry — active version (switch with confirmation), available versions with the error
 * counts the shells report, manifest URL, health, enabled switch, registering a version by URL,
 * gradual rollout / promote / rollback, each remote's History, and deploy tokens (issue 15);
 * deleting an inactive version with its files (issue 25).
 * Open shells follow live (`remotesUpdated`).
 */
import '../../i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  api,
  type CrudColumn,
  CrudTable,
  FormModal,
  History,
  langHeaders,
  PermissionButton,
  useAuth,
  useCrudList,
  useFeedback,
} from '@shiftdesk/shared';
import {
  RemoteAddVersionBody,
  type RemoteAdminList,
  type RemoteAdminRow,
  type RemoteHealthResult,
} from '@shiftdesk/shared/api';
import { Badge, Button, Card, Modal, Popover, Select, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { DeployTokens } from './DeployTokens';
import { checkInBrowser } from './health';
import { RolloutModal } from './RolloutModal';

export const REMOTE_LIST = '/api/v1/system/remote/list';
const RULE = (a: 'list' | 'add' | 'edit' | 'delete' | 'activate' | 'rollout' | 'promote' | 'rollback' | 'tokenList') =>
  `api/v1/system/remote/${a}`;
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
        {
          key: 'ok',
          dataIndex: 'compatible',
          title: '',
          render: (ok: boolean) => (ok ? '✓' : <Typography.Text type="danger">✗</Typography.Text>),
        },
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
  const [rollingOut, setRollingOut] = useState<RemoteAdminRow | null>(null);
  const [historyOf, setHistoryOf] = useState<RemoteAdminRow | null>(null);
  const [historyKey, setHistoryKey] = useState(0);
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

  const promote = (r: RemoteAdminRow) =>
    ui.modal.confirm({
      title: t('remote.promoteTitle', { name: r.name, version: r.candidateVersion }),
      content: t('remote.switchContent'),
      onOk: async () => {
        await api.post('/api/v1/system/remote/promote', { name: r.name }, { headers: langHeaders() });
        ui.message.success(t('remote.promoted', { name: r.name, version: r.candidateVersion }));
        list.reload();
      },
    });

  const rollback = (r: RemoteAdminRow) =>
    ui.modal.confirm({
      title: t('remote.rollbackTitle', { name: r.name }),
      content: t('remote.rollbackContent', { version: r.version }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const res = await api.post<{ version: string }>(
          '/api/v1/system/remote/rollback',
          { name: r.name },
          { headers: langHeaders() },
        );
        ui.message.success(t('remote.rolledBack', { name: r.name, version: res.version }));
        list.reload();
      },
    });

  const deleteVersion = (r: RemoteAdminRow, version: string) =>
    ui.modal.confirm({
      title: t('remote.deleteTitle', { name: r.name, version }),
      content: t('remote.deleteContent'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.del('/api/v1/system/remote/deleteVersion', { name: r.name, version }, { headers: langHeaders() });
        ui.message.success(t('remote.deleted', { name: r.name, version }));
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
    {
      key: 'name',
      dataIndex: 'name',
      title: t('remote.col.name'),
      alwaysShow: true,
      render: (n: string) => <Typography.Text strong>{n}</Typography.Text>,
    },
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
            <Tooltip
              key={x.version}
              title={
                <>
                  <div>{x.entry}</div>
                  <div>{t('remote.errorsTitle', { count: x.errors })}</div>
                  {x.lastError && <div>{t('remote.lastError', { message: x.lastError })}</div>}
                </>
              }
            >
              <Tag
                color={x.version === r.version ? 'blue' : x.version === r.candidateVersion ? 'gold' : undefined}
                data-testid={`version-${r.name}-${x.version}`}
              >
                {x.version}
                {x.errors > 0 && (
                  <Badge
                    count={x.errors}
                    size="small"
                    overflowCount={999}
                    style={{ marginInlineStart: 6 }}
                    aria-label={t('remote.errorsTitle', { count: x.errors })}
                  />
                )}
                {/* Only an inactive version: the server refuses the active one and a rollout's (409). */}
                {has(RULE('delete')) && x.version !== r.version && x.version !== r.candidateVersion && (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('remote.deleteVersion', { version: x.version })}
                    style={{ marginInlineStart: 2, height: 18, width: 18, minWidth: 18 }}
                    onClick={() => deleteVersion(r, x.version)}
                  />
                )}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      key: 'rollout',
      title: t('remote.col2.rollout'),
      render: (_, r) =>
        r.candidateVersion ? (
          <Space size={4} wrap data-testid={`rollout-${r.name}`}>
            <Tag color="gold">{t('remote.rolloutTag', { version: r.candidateVersion, percent: r.rolloutPercent })}</Tag>
            {r.rolloutRoleIds.length > 0 && (
              <Typography.Text type="secondary">
                {t('remote.rolloutRoles', { count: r.rolloutRoleIds.length })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('remote.noRollout')}</Typography.Text>
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
        <Switch
          aria-label={`${t('remote.col.enabled')} ${r.name}`}
          checked={on}
          disabled={!has(RULE('edit'))}
          onChange={(v) => void setEnabled(r, v)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('remote.col2.actions'),
      alwaysShow: true,
      render: (_, r) => (
        <Space size={4} wrap>
          <PermissionButton
            rule={RULE('rollout')}
            size="small"
            disabled={r.versions.length < 2}
            onClick={() => setRollingOut(r)}
          >
            {t('remote.rollout')}
          </PermissionButton>
          {r.candidateVersion && (
            <PermissionButton rule={RULE('promote')} size="small" type="primary" onClick={() => promote(r)}>
              {t('remote.promote')}
            </PermissionButton>
          )}
          <PermissionButton
            rule={RULE('rollback')}
            size="small"
            danger
            disabled={r.versions.length < 2}
            onClick={() => rollback(r)}
          >
            {t('remote.rollback')}
          </PermissionButton>
          <Button
            size="small"
            type="link"
            onClick={() => {
              setHistoryOf(r);
              setHistoryKey((k) => k + 1);
            }}
          >
            {t('remote.history')}
          </Button>
        </Space>
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
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0, wordBreak: 'break-all' }}>
        {t('remote.deployHint')}
      </Typography.Paragraph>
      {has(RULE('tokenList')) && <DeployTokens remotes={rows.map((r) => r.name)} />}
      <RolloutModal
        row={rollingOut}
        onClose={() => setRollingOut(null)}
        onDone={() => {
          if (rollingOut) ui.message.success(t('remote.rolledOut', { name: rollingOut.name }));
          list.reload();
        }}
      />
      <Modal
        open={!!historyOf}
        title={t('remote.historyTitle', { name: historyOf?.name ?? '' })}
        footer={null}
        onCancel={() => setHistoryOf(null)}
        destroyOnHidden
      >
        {historyOf && <History entity="remote" entityId={historyOf.id} reloadKey={historyKey} />}
      </Modal>
      <FormModal<{ name: string; version: string; entry: string; activate?: boolean }>
        open={adding}
        title={t('remote.register')}
        schema={RemoteAddVersionBody}
        initialValues={{ activate: false }}
        okText={t('remote.form.submit')}
        fields={[
          {
            name: 'name',
            label: t('remote.form.name'),
            type: 'select',
            options: rows.map((r) => ({ value: r.name, label: r.name })),
          },
          {
            name: 'version',
            label: t('remote.form.version'),
            patternMessage: t('remote.form.versionPattern'),
            props: { placeholder: '1.2.0' },
          },
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
