/** The "Roll out" dialog of the registry page: a version, a share of users and/or roles (issue 15). */
import { api, FormModal } from '@shiftdesk/shared';
import { type RemoteAdminRow, RemoteRolloutBody } from '@shiftdesk/shared/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface RoleOption {
  value: number;
  label: string;
}

export function RolloutModal({
  row,
  onClose,
  onDone,
}: {
  row: RemoteAdminRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  useEffect(() => {
    if (!row) return;
    // Roles are optional: without the role-list rule the form offers the share of users only.
    api
      .get<{ list: { id: number; name: string }[] }>(
        '/api/v1/system/role/list',
        { pageNum: 1, pageSize: 200 },
        { silent: true },
      )
      .then((d) => setRoles(d.list.map((r) => ({ value: r.id, label: r.name }))))
      .catch(() => setRoles([]));
  }, [row]);
  const versions = (row?.versions ?? [])
    .filter((v) => v.version !== row?.version)
    .map((v) => ({ value: v.version, label: v.version }));
  return (
    <FormModal<{ name: string; version: string; percent: number; roleIds?: number[] }>
      open={!!row}
      title={t('remote.rolloutTitle', { name: row?.name ?? '' })}
      schema={RemoteRolloutBody}
      initialValues={{
        name: row?.name ?? '',
        version: row?.candidateVersion ?? versions[0]?.value,
        percent: row?.rolloutPercent || 10,
        roleIds: row?.rolloutRoleIds ?? [],
      }}
      okText={t('remote.rolloutForm.submit')}
      fields={[
        { name: 'name', label: t('remote.form.name'), props: { disabled: true } },
        { name: 'version', label: t('remote.rolloutForm.version'), type: 'select', options: versions },
        { name: 'percent', label: t('remote.rolloutForm.percent'), type: 'number', props: { min: 0, max: 100 } },
        { name: 'roleIds', label: t('remote.rolloutForm.roles'), type: 'multiSelect', options: roles },
      ]}
      submit={{ add: '/api/v1/system/remote/rollout' }}
      onSaved={onDone}
      onClose={onClose}
    />
  );
}
