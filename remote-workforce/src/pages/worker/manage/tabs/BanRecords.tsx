/** Manage worker → Ban records: every ban with scope, period, who/why; add a ban; lift with a reason. */
import { formatSgDateTime, StateTag } from '@shiftdesk/shared';
import { BAN_SCOPES, BanRecordAddBody, BanRecordApi, type BanRecordRow, banRecordMachine } from '@shiftdesk/shared/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { AddRecord } from '../../../conduct/AddRecord';
import { ClientPicker, ContractDeptPicker } from '../../../conduct/ClientPickers';
import { ConductTable } from '../../../conduct/ConductTable';
import { MachineActions } from '../../../conduct/MachineActions';

export default function BanRecordsTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const c = (k: string, o: Record<string, unknown> = {}) => t(`conduct.${k}`, o);
  const where = (b: BanRecordRow) =>
    b.scope === 'platform'
      ? c('ban.scopes.platform')
      : b.scope === 'client'
        ? `${c('ban.scopes.client')}: ${b.clientName ?? ''}`
        : `${c('ban.scopes.department')}: ${b.clientName ?? ''} / ${b.contractDeptName ?? ''}`;
  return (
    <ConductTable<BanRecordRow>
      testId="tab-banRecord"
      url={BanRecordApi.url.list}
      workerId={workerId}
      toolbar={(reload) => (
        <AddRecord<BanRecordAddBody>
          label={c('ban.add')}
          rule={BanRecordApi.rule.add}
          url={BanRecordApi.url.add}
          workerId={workerId}
          schema={BanRecordAddBody}
          initialValues={{ scope: 'platform' }}
          fields={[
            {
              name: 'scope',
              label: c('ban.scope'),
              type: 'select',
              options: BAN_SCOPES.map((s) => ({ value: s, label: c(`ban.scopes.${s}`) })),
            },
            { name: 'clientId', label: c('ban.clientId'), type: 'custom', required: false, render: () => <ClientPicker /> },
            {
              name: 'contractDeptId',
              label: c('ban.contractDeptId'),
              type: 'custom',
              required: false,
              render: () => <ContractDeptPicker />,
            },
            { name: 'startsOn', label: c('ban.startsOn'), type: 'date' },
            { name: 'endsOn', label: c('ban.endsOn'), type: 'date' },
            { name: 'reason', label: c('reason'), type: 'textarea', full: true },
          ]}
          onSaved={reload}
        />
      )}
      columns={(reload) => [
        { key: 'scope', title: c('ban.scope'), render: (_, b) => where(b) },
        {
          key: 'period',
          title: c('ban.period'),
          render: (_, b) => `${formatSgDateTime(b.startsAt)} – ${b.endsAt ? formatSgDateTime(b.endsAt) : c('ban.permanent')}`,
        },
        {
          key: 'reason',
          title: c('reason'),
          render: (_, b) => (
            <>
              {b.automatic && <Tag color="orange">{c('ban.automatic')}</Tag>}
              {b.blacklist && <Tag color="red">{c('ban.blacklist')}</Tag>}
              {b.reason}
            </>
          ),
        },
        { key: 'by', title: c('by'), render: (_, b) => b.createdByName ?? c('system') },
        { key: 'status', title: c('status'), render: (_, b) => <StateTag state={b.status} /> },
        { key: 'liftReason', title: c('ban.liftReason'), render: (_, b) => b.liftReason || '—' },
        {
          key: 'actions',
          title: t('actions'),
          render: (_, b) =>
            b.blacklist ? null : (
              <MachineActions
                machine={banRecordMachine}
                state={b.status}
                id={b.id}
                urls={{ lift: BanRecordApi.url.lift }}
                rules={{ lift: BanRecordApi.rule.lift }}
                onDone={reload}
              />
            ),
        },
      ]}
    />
  );
}
