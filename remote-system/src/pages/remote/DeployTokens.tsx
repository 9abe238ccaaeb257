/**
 * Deploy tokens of the registry page (issue 15): list, create (the token is shown once, in a
 * dialog with copy), revoke. Team pipelines publish with them (tooling/publish-remote.mjs).
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  api,
  type CrudColumn,
  CrudTable,
  FormModal,
  langHeaders,
  PermissionButton,
  useCrudList,
  useFeedback,
} from '@shiftdesk/shared';
import {
  DeployTokenAddBody,
  type DeployTokenCreated,
  type DeployTokenList,
  type DeployTokenRow,
} from '@shiftdesk/shared/api';
import { formatDateTime } from '@shiftdesk/shared';
import { Card, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const TOKEN_LIST = '/api/v1/system/remote/token/list';
const RULE = (a: 'tokenAdd' | 'tokenRevoke') => `api/v1/system/remote/${a}`;
const NO_QUERY = {};
const STATUS_COLOR = { active: 'green', expired: 'default', revoked: 'red' } as const;

export function DeployTokens({ remotes }: { remotes: string[] }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const list = useCrudList<DeployTokenList>(TOKEN_LIST, NO_QUERY);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<DeployTokenCreated | null>(null);

  const revoke = (r: DeployTokenRow) =>
    ui.modal.confirm({
      title: t('remote.tokens.revokeTitle', { name: r.name }),
      content: t('remote.tokens.revokeContent'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.put('/api/v1/system/remote/token/revoke', { id: r.id }, { headers: langHeaders() });
        ui.message.success(t('remote.tokens.revoked', { name: r.name }));
        list.reload();
      },
    });

  const when = (v: string | null) => (v ? formatDateTime(v) : t('remote.tokens.never'));
  const columns: CrudColumn<DeployTokenRow>[] = [
    { key: 'name', dataIndex: 'name', title: t('remote.tokens.col.name'), alwaysShow: true },
    {
      key: 'remotes',
      dataIndex: 'remotes',
      title: t('remote.tokens.col.remotes'),
      render: (rs: string[]) => (
        <Space size={[4, 4]} wrap>
          {rs.map((r) => (
            <Tag key={r}>{r}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'prefix',
      dataIndex: 'tokenPrefix',
      title: t('remote.tokens.col.prefix'),
      render: (p: string) => <Typography.Text code>{p}…</Typography.Text>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('remote.tokens.col.status'),
      render: (s: DeployTokenRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`remote.tokens.status.${s}`)}</Tag>,
    },
    {
      key: 'expiresAt',
      dataIndex: 'expiresAt',
      title: t('remote.tokens.col.expiresAt'),
      render: (v: string) => formatDateTime(v),
    },
    { key: 'lastUsedAt', dataIndex: 'lastUsedAt', title: t('remote.tokens.col.lastUsedAt'), render: when },
    { key: 'createdBy', dataIndex: 'createdBy', title: t('remote.tokens.col.createdBy') },
    {
      key: 'actions',
      title: t('remote.col2.actions'),
      alwaysShow: true,
      render: (_, r) =>
        r.status === 'active' ? (
          <PermissionButton rule={RULE('tokenRevoke')} size="small" danger onClick={() => revoke(r)}>
            {t('remote.tokens.revoke')}
          </PermissionButton>
        ) : null,
    },
  ];

  return (
    <Card style={{ marginTop: 16 }}>
      <CrudTable<DeployTokenRow>
        tableKey="system.remote.tokens"
        title={t('remote.tokens.title')}
        columns={columns}
        rowKey="id"
        rows={list.data?.list ?? []}
        loading={list.loading}
        error={list.error}
        onReload={list.reload}
        toolbar={
          <PermissionButton rule={RULE('tokenAdd')} icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('remote.tokens.add')}
          </PermissionButton>
        }
        pagination={false}
      />
      <FormModal<{ name: string; remotes: string[]; expiresInDays: number }>
        open={adding}
        title={t('remote.tokens.add')}
        schema={DeployTokenAddBody}
        initialValues={{ expiresInDays: 90 }}
        okText={t('remote.tokens.form.submit')}
        fields={[
          { name: 'name', label: t('remote.tokens.form.name'), props: { placeholder: 'website-ci' } },
          {
            name: 'remotes',
            label: t('remote.tokens.form.remotes'),
            type: 'multiSelect',
            options: remotes.map((r) => ({ value: r, label: r })),
          },
          {
            name: 'expiresInDays',
            label: t('remote.tokens.form.expiresInDays'),
            type: 'number',
            props: { min: 1, max: 365 },
          },
        ]}
        submit={{ add: '/api/v1/system/remote/token/add' }}
        onSaved={(res) => {
          setCreated(res as DeployTokenCreated);
          list.reload();
        }}
        onClose={() => setAdding(false)}
      />
      <Modal
        open={!!created}
        title={t('remote.tokens.createdTitle')}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Typography.Paragraph>{t('remote.tokens.createdText')}</Typography.Paragraph>
        <Typography.Paragraph code copyable data-testid="deploy-token-value" style={{ wordBreak: 'break-all' }}>
          {created?.token}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
