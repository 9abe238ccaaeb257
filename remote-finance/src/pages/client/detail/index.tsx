/**
 * Client detail (route /finance/client/detail/:id, expose `finance/client/detail/index`): header
 * with status and suspend / reactivate; tabs for its departments, contract orders and jobs (the
 * jobs and timesheets tabs only for holders of their list rules, ./ClientJobs.tsx and
 * ./ClientTimesheets.tsx), its invoices (./ClientInvoices.tsx) and receivables by age
 * (./ClientReceivables.tsx) for holders of the invoice list and ageing rules, and History.
 */
import '../../../i18n';
import {
  CrudTable,
  DetailPage,
  History,
  stateColor,
  TransitionButton,
  useAuth,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import {
  ClientApi,
  type ClientRow,
  ContractDeptApi,
  type ContractDeptRow,
  ContractOrderApi,
  type ContractOrderRow,
  clientMachine,
  InvoiceApi,
  JobApi,
  type PageResultOf,
  TimesheetApi,
} from '@shiftdesk/shared/api';
import { Alert, Button, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { contractDeptFields } from '../../contractDept/fields';
import { contractOrderFields } from '../../contractOrder/fields';
import { ClientInvoices } from './ClientInvoices';
import { ClientJobs } from './ClientJobs';
import { ClientReceivables } from './ClientReceivables';
import { ClientTimesheets } from './ClientTimesheets';

const { url, rule } = ClientApi;

/** One list of the client's records (departments, orders), filtered by the client. */
function ClientList<Row extends { id: number }>(p: {
  listUrl: string;
  clientId: number;
  tableKey: string;
  columns: ReturnType<typeof contractDeptFields.columns> | ReturnType<typeof contractOrderFields.columns>;
  onOpen?: (r: Row) => void;
  more: { label: string; to: string };
}) {
  const navigate = useNavigate();
  const query = useMemo(() => ({ clientId: p.clientId, pageNum: 1, pageSize: 100 }), [p.clientId]);
  const list = useCrudList<PageResultOf<Row>>(p.listUrl, query);
  return (
    <CrudTable<Row>
      tableKey={p.tableKey}
      columns={p.columns as never}
      rows={list.data?.list ?? []}
      loading={list.loading}
      error={list.error}
      onReload={list.reload}
      pagination={false}
      tools={
        <Button type="link" onClick={() => navigate(p.more.to)}>
          {p.more.label}
        </Button>
      }
      tableProps={
        p.onOpen ? { onRow: (r: Row) => ({ onClick: () => p.onOpen?.(r), style: { cursor: 'pointer' } }) } : undefined
      }
    />
  );
}

export default function ClientDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const { has } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const client = useCrudList<ClientRow>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const c = client.data;

  if (!client.loading && (client.error || !c)) {
    return (
      <Result
        status={client.error ? 'error' : '404'}
        title={t('client.detail.notFound')}
        extra={
          <Button onClick={() => (client.error ? client.reload() : navigate('/finance/client'))}>
            {client.error ? t('list.retry', { ns: 'crud' }) : labels.entityTitle('client')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    client.reload();
    setVersion((v) => v + 1);
  };
  const f = (k: string) => t(`client.fields.${k}`);
  const deptColumns = contractDeptFields.columns(t).filter((col) => col.key !== 'clientName');
  const orderColumns = contractOrderFields.columns(t).filter((col) => col.key !== 'clientName');

  return (
    <>
      {c?.status === 'suspended' ? (
        <Alert type="warning" showIcon title={t('client.suspendedBanner')} style={{ marginBottom: 12 }} />
      ) : null}
      <DetailPage
        loading={client.loading && !c}
        onBack={() => navigate('/finance/client')}
        title={c ? c.name : labels.entityTitle('client')}
        status={c ? { label: labels.stateTitle(c.status), color: stateColor(c.status) } : undefined}
        facts={
          c
            ? [
                { key: 'uen', label: f('uen'), value: c.uen },
                {
                  key: 'gst',
                  label: t('client.gst'),
                  value: !c.gstRegistered
                    ? t('client.gstNotRegistered')
                    : c.gstRegNo
                      ? t('client.gstRegisteredNo', { no: c.gstRegNo })
                      : t('client.gstRegistered'),
                },
                { key: 'terms', label: f('paymentTermsDays'), value: c.paymentTermsDays },
                { key: 'freq', label: f('billingFrequency'), value: t(`client.frequency.${c.billingFrequency}`) },
                { key: 'contact', label: f('billingContact'), value: c.billingContact || '—' },
                { key: 'email', label: f('billingEmail'), value: c.billingEmail },
                { key: 'phone', label: f('billingPhone'), value: c.billingPhone || '—' },
                { key: 'address', label: f('billingAddress'), value: c.billingAddress },
              ]
            : []
        }
        actions={
          c
            ? (['suspend', 'reactivate'] as const).map((a) => (
                <TransitionButton
                  key={a}
                  machine={clientMachine}
                  state={c.status}
                  action={a}
                  url={url[a]}
                  rule={rule[a]}
                  id={c.id}
                  onDone={changed}
                  buttonProps={{ danger: a === 'suspend' }}
                />
              ))
            : null
        }
        tabs={
          c
            ? [
                {
                  key: 'departments',
                  label: t('client.detail.tabs.departments'),
                  children: (
                    <ClientList<ContractDeptRow>
                      listUrl={ContractDeptApi.url.list}
                      clientId={c.id}
                      tableKey="finance.client.detail.departments"
                      columns={deptColumns}
                      more={{ label: t('contractDept.title'), to: `/finance/contractDept?clientId=${c.id}` }}
                    />
                  ),
                },
                {
                  key: 'orders',
                  label: t('client.detail.tabs.orders'),
                  children: (
                    <ClientList<ContractOrderRow>
                      listUrl={ContractOrderApi.url.list}
                      clientId={c.id}
                      tableKey="finance.client.detail.orders"
                      columns={orderColumns}
                      onOpen={(r) => navigate(`/finance/contractOrder/detail/${r.id}`)}
                      more={{ label: t('contractOrder.title'), to: `/finance/contractOrder?clientId=${c.id}` }}
                    />
                  ),
                },
                ...(has(JobApi.rule.list)
                  ? [{ key: 'jobs', label: t('client.detail.tabs.jobs'), children: <ClientJobs clientId={c.id} /> }]
                  : []),
                ...(has(TimesheetApi.rule.list)
                  ? [
                      {
                        key: 'timesheets',
                        label: t('client.detail.tabs.timesheets'),
                        children: <ClientTimesheets clientId={c.id} />,
                      },
                    ]
                  : []),
                ...(has(InvoiceApi.rule.list)
                  ? [
                      {
                        key: 'invoices',
                        label: t('client.detail.tabs.invoices'),
                        children: <ClientInvoices clientId={c.id} />,
                      },
                    ]
                  : []),
                ...(has(InvoiceApi.rule.ageing)
                  ? [
                      {
                        key: 'receivables',
                        label: t('client.detail.tabs.receivables'),
                        children: <ClientReceivables clientId={c.id} />,
                      },
                    ]
                  : []),
              ]
            : []
        }
        history={c ? <History entity="client" entityId={c.id} reloadKey={version} /> : undefined}
      />
    </>
  );
}
