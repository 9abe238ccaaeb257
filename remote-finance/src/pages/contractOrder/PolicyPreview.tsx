/**
 * The policy's effect on a sample shift, recomputed by the rules library's `computeShift` on
 * every change: raw / pay / bill minutes, normal and OT, pay and bill amounts (integer cents,
 * formatted only for display). `FormPreview` feeds it from the order form being edited.
 */
import { formatMoney } from '@shiftdesk/shared';
import type { PolicyInput } from '@shiftdesk/shared/api';
import type { WorkPolicy } from '@shiftdesk/shared/rules';
import { Alert, Card, Col, Descriptions, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { type OrderFormValues, toCents } from './form';
import type { PositionOption } from './PolicyEditor';
import { GOLDEN_SAMPLE, previewShift, type SampleShift } from './preview';

export interface PreviewRate {
  positionId?: number;
  payRateCents: number | null;
  billRateCents: number | null;
}

export function PolicyPreview({
  policy,
  rates,
  positions,
}: {
  policy: Partial<PolicyInput> | Partial<WorkPolicy>;
  rates: PreviewRate[];
  positions: PositionOption[];
}) {
  const { t } = useTranslation(NS);
  const p = (k: string, o: Record<string, unknown> = {}) => t(`contractOrder.preview.${k}`, o);
  const [sample, setSample] = useState<SampleShift>(GOLDEN_SAMPLE);
  const [rateIndex, setRateIndex] = useState(0);
  const set = <K extends keyof SampleShift>(k: K, v: SampleShift[K]) => setSample((s) => ({ ...s, [k]: v }));
  const rate = rates[Math.min(rateIndex, Math.max(rates.length - 1, 0))];
  const hasRate = !!rate && rate.payRateCents !== null && rate.billRateCents !== null;
  const outcome = previewShift(policy as WorkPolicy, sample, {
    payRateCents: hasRate ? (rate.payRateCents as number) : 0,
    billRateCents: hasRate ? (rate.billRateCents as number) : 0,
  });
  const positionName = (id?: number) => positions.find((o) => o.value === id)?.label ?? '—';
  const time = (k: 'start' | 'end' | 'clockIn' | 'clockOut') => (
    <Col xs={12} sm={6}>
      <Typography.Text type="secondary">{p(k)}</Typography.Text>
      <Input
        aria-label={p(k)}
        value={sample[k]}
        placeholder="HH:mm"
        maxLength={5}
        inputMode="numeric"
        onChange={(e) => set(k, e.target.value)}
      />
    </Col>
  );

  return (
    <Card size="small" title={p('title')} data-testid="policy-preview">
      <Typography.Paragraph type="secondary">{p('hint')}</Typography.Paragraph>
      {rates.length > 1 ? (
        <div style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{p('rateOf')} </Typography.Text>
          <Select
            size="small"
            style={{ minWidth: 160 }}
            value={Math.min(rateIndex, rates.length - 1)}
            onChange={setRateIndex}
            options={rates.map((r, i) => ({ value: i, label: positionName(r.positionId) }))}
          />
        </div>
      ) : null}
      <Row gutter={[8, 8]}>
        <Col xs={24} sm={12}>
          <Typography.Text type="secondary">{p('date')}</Typography.Text>
          <Input
            aria-label={p('date')}
            value={sample.date}
            placeholder="YYYY-MM-DD"
            maxLength={10}
            onChange={(e) => set('date', e.target.value)}
          />
        </Col>
        <Col xs={12} sm={6}>
          <Typography.Text type="secondary">{p('breakMinutes')}</Typography.Text>
          <InputNumber
            aria-label={p('breakMinutes')}
            style={{ width: '100%' }}
            min={0}
            precision={0}
            value={sample.breakMinutes}
            onChange={(v) => set('breakMinutes', v ?? 0)}
          />
        </Col>
        <Col xs={12} sm={6}>
          <Typography.Text type="secondary">{p('breakPaid')}</Typography.Text>
          <div>
            <Switch aria-label={p('breakPaid')} checked={sample.breakPaid} onChange={(v) => set('breakPaid', v)} />
          </div>
        </Col>
        {time('start')}
        {time('end')}
        {time('clockIn')}
        {time('clockOut')}
        <Col xs={24}>
          <Switch
            aria-label={p('publicHoliday')}
            checked={sample.publicHoliday}
            onChange={(v) => set('publicHoliday', v)}
          />{' '}
          <Typography.Text>{p('publicHoliday')}</Typography.Text>
        </Col>
      </Row>
      <div style={{ marginTop: 12 }} aria-live="polite">
        {outcome.ok ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'raw',
                label: p('raw'),
                children: <span data-testid="preview-raw">{outcome.result.rawMinutes}</span>,
              },
              {
                key: 'pay',
                label: p('pay'),
                children: (
                  <span data-testid="preview-pay">
                    {outcome.result.payMinutes} (
                    {p('normalOt', { normal: outcome.result.normalMinutes, ot: outcome.result.otMinutes })})
                  </span>
                ),
              },
              {
                key: 'bill',
                label: p('bill'),
                children: (
                  <span data-testid="preview-bill">
                    {outcome.result.billMinutes} (
                    {p('normalOt', { normal: outcome.result.billNormalMinutes, ot: outcome.result.billOtMinutes })})
                  </span>
                ),
              },
              ...(outcome.result.late
                ? [{ key: 'late', label: p('lateness'), children: p('late', { minutes: outcome.result.lateMinutes }) }]
                : []),
              ...(hasRate
                ? [
                    {
                      key: 'payAmount',
                      label: p('payAmount'),
                      children: (
                        <strong data-testid="preview-pay-amount">{formatMoney(outcome.result.payAmount)}</strong>
                      ),
                    },
                    {
                      key: 'billAmount',
                      label: p('billAmount'),
                      children: (
                        <strong data-testid="preview-bill-amount">{formatMoney(outcome.result.billAmount)}</strong>
                      ),
                    },
                    {
                      key: 'margin',
                      label: p('margin'),
                      children: formatMoney(outcome.result.billAmount - outcome.result.payAmount),
                    },
                  ]
                : [
                    {
                      key: 'noRate',
                      label: p('payAmount'),
                      children: <Typography.Text type="secondary">{p('noRate')}</Typography.Text>,
                    },
                  ]),
            ]}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={outcome.reason === 'times' ? p('badTimes') : p('badPolicy', { detail: outcome.detail })}
          />
        )}
      </div>
    </Card>
  );
}

/** The preview of the order form being edited (watches its policy and rates). */
export function FormPreview({ positions }: { positions: PositionOption[] }) {
  const form = Form.useFormInstance<OrderFormValues>();
  const policy = Form.useWatch('policy', { form, preserve: true }) ?? {};
  const rates = Form.useWatch('rates', { form, preserve: true }) ?? [];
  return (
    <PolicyPreview
      policy={policy}
      positions={positions}
      rates={rates.map((r) => ({
        positionId: r?.positionId,
        payRateCents: toCents(r?.payRate),
        billRateCents: toCents(r?.billRate),
      }))}
    />
  );
}
