/**
 * Contract order detail (route /finance/contractOrder/detail/:id, expose
 * `finance/contractOrder/detail/index`): header with state actions (edit while draft, activate,
 * terminate, revise), tabs for the policy, the rates with markup, the preview, and History.
 */
import '../../../i18n';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import {
  CrudTable,
  DetailPage,
  formatMoney,
  History,
  PermissionButton,
  stateColor,
  useCrudList,
  useMachineLabels,
} from '@shiftdesk/shared';
import { ContractOrderApi, type ContractOrderRow, type RateRow } from '@shiftdesk/shared/api';
import { Button, Descriptions, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { OrderTransitions } from '../index';
import { OrderForm } from '../OrderForm';
import { PolicyPreview } from '../PolicyPreview';
import { ReviseButton } from '../ReviseButton';

const { url, rule } = ContractOrderApi;

/** 5000 bp → "50.0%" (integer arithmetic). */
const bpText = (bp: number | null) =>
  bp === null ? '—' : `${bp < 0 ? '-' : ''}${Math.floor(Math.abs(bp) / 100)}.${Math.floor((Math.abs(bp) % 100) / 10)}%`;

export default function ContractOrderDetailPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemo(() => ({ id }), [id]);
  const order = useCrudList<ContractOrderRow>(Number.isInteger(id) && id > 0 ? url.get : null, query);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState(false);
  const o = order.data;
  const p = (k: string) => t(`contractOrder.policy.${k}`);
  const f = (k: string) => t(`contractOrder.fields.${k}`);

  if (!order.loading && (order.error || !o)) {
    return (
      <Result
        status={order.error ? 'error' : '404'}
        title={t('contractOrder.detail.notFound')}
        extra={
          <Button onClick={() => (order.error ? order.reload() : navigate('/finance/contractOrder'))}>
            {order.error ? t('list.retry', { ns: 'crud' }) : t('contractOrder.title')}
          </Button>
        }
      />
    );
  }
  const changed = () => {
    order.reload();
    setVersion((v) => v + 1);
  };
  const positions = (o?.rates ?? []).map((r) => ({ value: r.positionId, label: r.positionName }));
  const pol = o?.policy;
  const rounding = (r: { unitMinutes: number; mode: string }) => `${r.unitMinutes} min · ${p(`modes.${r.mode}`)}`;

  return (
    <>
      <DetailPage
        loading={order.loading && !o}
        onBack={() => navigate('/finance/contractOrder')}
        title={o ? (o.version > 1 ? `${o.number} v${o.version}` : o.number) : labels.entityTitle('contractOrder')}
        status={o ? { label: labels.stateTitle(o.status), color: stateColor(o.status) } : undefined}
        facts={
          o
            ? [
                {
                  key: 'client',
                  label: f('client'),
                  value: (
                    <a
                      href={`/finance/client/detail/${o.clientId}`}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(`/finance/client/detail/${o.clientId}`);
                      }}
                    >
                      {o.clientName}
                    </a>
                  ),
                },
                { key: 'dept', label: f('contractDept'), value: o.deptName },
                { key: 'validity', label: f('validity'), value: `${o.validFrom} → ${o.validTo}` },
                { key: 'po', label: f('poNumber'), value: o.policy.poNumber || '—' },
              ]
            : []
        }
        actions={
          o ? (
            <>
              {o.status === 'draft' ? (
                <PermissionButton rule={rule.edit} icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('row.edit', { ns: 'crud' })}
                </PermissionButton>
              ) : null}
              <OrderTransitions order={o} onDone={changed} />
              <ReviseButton order={o} onDone={(next) => navigate(`/finance/contractOrder/detail/${next}`)} />
            </>
          ) : null
        }
        tabs={
          o && pol
            ? [
                {
                  key: 'policy',
                  label: t('contractOrder.detail.tabs.policy'),
                  children: (
                    <Descriptions
                      size="small"
                      bordered
                      column={{ xs: 1, md: 2 }}
                      items={[
                        { key: 'd', label: p('dailyNormalHours'), children: pol.dailyNormalHours },
                        { key: 'w', label: p('weeklyNormalHours'), children: pol.weeklyNormalHours },
                        { key: 'op', label: p('otPayMultiplier'), children: `${pol.otPayMultiplier}×` },
                        { key: 'ob', label: p('otBillMultiplier'), children: `${pol.otBillMultiplier}×` },
                        {
                          key: 'ph',
                          label: p('phPayRule'),
                          children:
                            pol.phPayRule === 'multiplier'
                              ? `${p('phRule.multiplier')} ${pol.phPayMultiplier}× / ${pol.phBillMultiplier}×`
                              : p('phRule.extra_day'),
                        },
                        { key: 'pr', label: p('payRounding'), children: rounding(pol.payRounding) },
                        { key: 'br', label: p('billRounding'), children: rounding(pol.billRounding) },
                        { key: 'g', label: p('lateGraceMinutes'), children: pol.lateGraceMinutes },
                        { key: 'n', label: p('noShowAfterMinutes'), children: pol.noShowAfterMinutes },
                        { key: 'c', label: p('cancellationPayHours'), children: pol.cancellationPayHours },
                        { key: 's', label: p('minPaidHoursSentHome'), children: pol.minPaidHoursSentHome },
                        {
                          key: 'iv',
                          label: f('partIvExempt'),
                          children: t(pol.partIvExempt ? 'client.yes' : 'client.no'),
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: 'rates',
                  label: t('contractOrder.detail.tabs.rates'),
                  children: (
                    <CrudTable<RateRow>
                      tableKey="finance.contractOrder.rates"
                      rowKey="positionId"
                      rows={o.rates}
                      onReload={order.reload}
                      pagination={false}
                      columns={[
                        { key: 'positionName', dataIndex: 'positionName', title: t('contractOrder.rates.position') },
                        {
                          key: 'payRate',
                          dataIndex: 'payRate',
                          title: t('contractOrder.rates.payRate'),
                          align: 'right',
                          render: (v: number) => formatMoney(v),
                        },
                        {
                          key: 'billRate',
                          dataIndex: 'billRate',
                          title: t('contractOrder.rates.billRate'),
                          align: 'right',
                          render: (v: number) => formatMoney(v),
                        },
                        {
                          key: 'markupBp',
                          dataIndex: 'markupBp',
                          title: t('contractOrder.rates.markup'),
                          align: 'right',
                          render: (v: number | null) => bpText(v),
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: 'preview',
                  label: t('contractOrder.detail.tabs.preview'),
                  children: (
                    <PolicyPreview
                      policy={pol}
                      positions={positions}
                      rates={o.rates.map((r) => ({
                        positionId: r.positionId,
                        payRateCents: r.payRate,
                        billRateCents: r.billRate,
                      }))}
                    />
                  ),
                },
              ]
            : []
        }
        history={o ? <History entity="contractOrder" entityId={o.id} reloadKey={version} /> : undefined}
      />
      {o ? <OrderForm editing={editing ? o : null} onSaved={changed} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
