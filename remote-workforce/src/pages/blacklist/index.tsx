/**
 * Workforce → Blacklist (route /workforce/blacklist, expose `workforce/blacklist/index`): the
 * blacklisted workers with who blacklisted them, when and why; "Add to blacklist" picks a worker,
 * takes a reason and asks for confirmation (it is permanent) before calling blacklist/add.
 */
import '../../i18n';
import { CrudListPage, defineFields, formatSgDateTime } from '@shiftdesk/shared';
import { BlacklistApi, type BlacklistRow } from '@shiftdesk/shared/api';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { AddToBlacklist } from './AddToBlacklist';

function WorkerLink({ row }: { row: BlacklistRow }) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" onClick={() => navigate(`/workforce/worker/manage/${row.workerId}`)}>
      {row.workerName}
    </Button>
  );
}

function BlacklistedBy({ row }: { row: BlacklistRow }) {
  const { t } = useTranslation(NS);
  return row.blacklistedByName ?? t('conduct.system');
}

const fields = defineFields<BlacklistRow>([
  {
    key: 'workerName',
    label: 'conduct.blacklist.workerName',
    table: { sortable: true, render: (r) => <WorkerLink row={r} /> },
    export: (r) => r.workerName,
    search: true,
  },
  { key: 'workerPhone', label: 'conduct.blacklist.phone' },
  { key: 'reason', label: 'conduct.reason', search: true },
  {
    key: 'blacklistedByName',
    label: 'conduct.by',
    table: { render: (r) => <BlacklistedBy row={r} /> },
    export: (r, t) => r.blacklistedByName ?? t('conduct.system'),
  },
  {
    key: 'blacklistedAt',
    label: 'conduct.blacklist.blacklistedAt',
    // Minutes, as the rest of the conduct records show them.
    table: { sortable: true, render: (r) => formatSgDateTime(r.blacklistedAt) },
    export: (r) => formatSgDateTime(r.blacklistedAt),
  },
]);

export default function BlacklistPage() {
  return (
    <CrudListPage
      entity={BlacklistApi}
      fields={fields}
      ns={NS}
      texts="conduct.blacklist"
      toolbarStart={(page) => <AddToBlacklist onDone={page.list.reload} />}
    />
  );
}
