/** Manage worker → Allowance: transport / meal / other allowances; add; approve or reject (reason). */
import { formatMoney, formatSgDateTime, StateTag } from '@shiftdesk/shared';
import {
  ALLOWANCE_TYPES,
  AllowanceAddBody,
  AllowanceApi,
  type AllowanceRow,
  allowanceMachine,
} from '@shiftdesk/shared/api';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { AddRecord } from '../../../conduct/AddRecord';
import { ConductTable } from '../../../conduct/ConductTable';
import { MachineActions } from '../../../conduct/MachineActions';

export default function AllowanceTab({ workerId }: { workerId: number }) {
  const { t } = useTranslation(NS);
  const c = (k: string) => t(`conduct.${k}`);
  return (
    <>
      <Typography.Paragraph type="secondary">{c('allowance.walletNote')}</Typography.Paragraph>
      <ConductTable<AllowanceRow>
        testId="tab-allowance"
        url={AllowanceApi.url.list}
        workerId={workerId}
        toolbar={(reload) => (
          <AddRecord<AllowanceAddBody>
            label={c('allowance.add')}
            rule={AllowanceApi.rule.add}
            url={AllowanceApi.url.add}
            workerId={workerId}
            schema={AllowanceAddBody}
            initialValues={{ type: 'transport' }}
            fields={[
              {
                name: 'type',
                label: c('allowance.type'),
                type: 'select',
                options: ALLOWANCE_TYPES.map((a) => ({ value: a, label: c(`allowance.types.${a}`) })),
              },
              { name: 'amount', label: c('allowance.amount'), type: 'number', props: { min: 0.01, step: 0.5, precision: 2 } },
              { name: 'workDate', label: c('allowance.workDate'), type: 'date' },
              { name: 'workRecordId', label: c('allowance.workRecordId'), type: 'number', required: false },
              { name: 'remark', label: c('allowance.remark'), type: 'textarea', full: true },
            ]}
            // Typed in dollars, sent in cents.
            transform={(b) => ({ ...b, amount: Math.round(Number(b.amount) * 100) })}
            onSaved={reload}
          />
        )}
        columns={(reload) => [
          { key: 'type', title: c('allowance.type'), render: (_, a) => c(`allowance.types.${a.type}`) },
          { key: 'amount', title: c('allowance.amount'), align: 'right', render: (_, a) => formatMoney(a.amount) },
          { key: 'workDate', title: c('allowance.workDate'), render: (_, a) => a.workDate ?? `#${a.workRecordId}` },
          { key: 'remark', title: c('allowance.remark'), render: (_, a) => a.remark || '—' },
          { key: 'status', title: c('status'), render: (_, a) => <StateTag state={a.status} /> },
          {
            key: 'decided',
            title: c('decidedAt'),
            render: (_, a) => (a.decidedAt ? `${formatSgDateTime(a.decidedAt)} ${a.decisionReason}` : '—'),
          },
          {
            key: 'actions',
            title: t('actions'),
            render: (_, a) => (
              <MachineActions
                machine={allowanceMachine}
                state={a.status}
                id={a.id}
                urls={{ approve: AllowanceApi.url.approve, reject: AllowanceApi.url.reject }}
                rules={{ approve: AllowanceApi.rule.approve, reject: AllowanceApi.rule.reject }}
                onDone={reload}
              />
            ),
          },
        ]}
      />
    </>
  );
}
