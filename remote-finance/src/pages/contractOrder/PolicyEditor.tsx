
import { toMilli } from '@shiftdesk/shared/rules';
import { Col, Divider, Empty, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { AddRowButton, RemoveRowButton } from '../ListRowButtons';
import { markupText, type OrderFormValues, ROUNDING_MODES, ROUNDING_UNITS } from './form';

export interface PositionOption {
  value: number;
  label: string;
}

const half = { xs: 24, sm: 12 };

export function PolicyEditor({ positions }: { positions: PositionOption[] }) {
  const { t } = useTranslation(NS);
  const p = (k: string) => t(`contractOrder.policy.${k}`);
  const form = Form.useFormInstance<OrderFormValues>();
  const phRule = Form.useWatch(['policy', 'phPayRule'], form);
  const rates = Form.useWatch('rates', form) ?? [];
  const req = (label: string): Rule => ({ required: true, message: t('rule.required', { ns: 'crud', label }) });
  // The rules library takes thousandths; a multiplier it would refuse is refused here first.
  const multiplier = (min: number): Rule => ({
    validator: (_r, v: number | null | undefined) => {
      if (v === null || v === undefined) return Promise.resolve();
      try {
        if (toMilli(v) < min * 1000) throw new RangeError('low');
        return Promise.resolve();
      } catch {
        return Promise.reject(new Error(p('multiplierInvalid')));
      }
    },
  });
  const num = (props: Record<string, unknown> = {}) => <InputNumber style={{ width: '100%' }} min={0} {...props} />;
  const rounding = (side: 'payRounding' | 'billRounding') => (
    <Col {...half}>
      <Typography.Text strong>{p(side)}</Typography.Text>
      <Row gutter={8} style={{ marginTop: 4 }}>
        <Col span={10}>
          <Form.Item name={['policy', side, 'unitMinutes']} label={p('unitMinutes')} rules={[req(p('unitMinutes'))]}>
            <Select
              options={ROUNDING_UNITS.map((u) => ({ value: u, label: String(u) }))}
              aria-label={`${p(side)} ${p('unitMinutes')}`}
            />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name={['policy', side, 'mode']} label={p('mode')} rules={[req(p('mode'))]}>
            <Select
              options={ROUNDING_MODES.map((m) => ({ value: m, label: p(`modes.${m}`) }))}
              aria-label={`${p(side)} ${p('mode')}`}
            />
          </Form.Item>
        </Col>
      </Row>
    </Col>
  );

  return (
    <>
      <Divider titlePlacement="start">{p('hours')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name={['policy', 'dailyNormalHours']}
            label={p('dailyNormalHours')}
            rules={[req(p('dailyNormalHours'))]}
          >
            {num({ max: 24, precision: 2 })}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['policy', 'weeklyNormalHours']}
            label={p('weeklyNormalHours')}
            rules={[req(p('weeklyNormalHours'))]}
          >
            {num({ max: 168, precision: 2 })}
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{p('ot')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name={['policy', 'otPayMultiplier']}
            label={p('otPayMultiplier')}
            extra={p('otPayMin')}
            rules={[req(p('otPayMultiplier')), multiplier(1.5)]}
          >
            {num({ step: 0.25, precision: 3 })}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['policy', 'otBillMultiplier']}
            label={p('otBillMultiplier')}
            rules={[req(p('otBillMultiplier')), multiplier(1)]}
          >
            {num({ step: 0.25, precision: 3 })}
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{p('publicHoliday')}</Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name={['policy', 'phPayRule']} label={p('phPayRule')}>
            <Radio.Group
              options={(['extra_day', 'multiplier'] as const).map((r) => ({ value: r, label: p(`phRule.${r}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['policy', 'phPayMultiplier']}
            label={p('phPayMultiplier')}
            hidden={phRule !== 'multiplier'}
            rules={phRule === 'multiplier' ? [req(p('phPayMultiplier')), multiplier(1)] : []}
          >
            {num({ step: 0.5, precision: 3 })}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['policy', 'phBillMultiplier']}
            label={p('phBillMultiplier')}
            hidden={phRule !== 'multiplier'}
            rules={[multiplier(1)]}
          >
            {num({ step: 0.5, precision: 3 })}
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{p('rounding')}</Divider>
      <Row gutter={16}>
        {rounding('payRounding')}
        {rounding('billRounding')}
      </Row>
      <Divider titlePlacement="start">{p('attendance')}</Divider>
      <Row gutter={16}>
        {(['lateGraceMinutes', 'noShowAfterMinutes'] as const).map((k) => (
          <Col {...half} key={k}>
            <Form.Item name={['policy', k]} label={p(k)}>
              {num({ precision: 0, max: 1440 })}
            </Form.Item>
          </Col>
        ))}
        {(['cancellationPayHours', 'minPaidHoursSentHome'] as const).map((k) => (
          <Col {...half} key={k}>
            <Form.Item name={['policy', k]} label={p(k)}>
              {num({ precision: 2, max: 24 })}
            </Form.Item>
          </Col>
        ))}
        <Col {...half}>
          <Form.Item name={['policy', 'poNumber']} label={t('contractOrder.fields.poNumber')} rules={[{ max: 50 }]}>
            <Input allowClear maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['policy', 'partIvExempt']}
            label={t('contractOrder.fields.partIvExempt')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('contractOrder.rates.title')}</Divider>
      <Form.List
        name="rates"
        rules={[
          {
            validator: async (_r, v: unknown[] | undefined) => {
              if (!v?.length) throw new Error(t('contractOrder.rates.required'));
            },
          },
        ]}
      >
        {(items, { add, remove }, { errors }) => (
          <>
            {items.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contractOrder.rates.empty')} />
            ) : null}
            {items.map((item, i) => {
              const taken = new Set(rates.filter((_x, j) => j !== i).map((x) => x?.positionId));
              return (
                <Row gutter={8} key={item.key} align="top" data-testid="rate-row">
                  <Col xs={24} sm={9}>
                    <Form.Item
                      name={[item.name, 'positionId']}
                      label={t('contractOrder.rates.position')}
                      rules={[req(t('contractOrder.rates.position'))]}
                    >
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        options={positions.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                        placeholder={t('placeholder.select', { ns: 'crud' })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={9} sm={5}>
                    <Form.Item
                      name={[item.name, 'payRate']}
                      label={t('contractOrder.rates.payRate')}
                      rules={[req(t('contractOrder.rates.payRate'))]}
                    >
                      {num({ precision: 2, step: 0.5 })}
                    </Form.Item>
                  </Col>
                  <Col xs={9} sm={5}>
                    <Form.Item
                      name={[item.name, 'billRate']}
                      label={t('contractOrder.rates.billRate')}
                      rules={[req(t('contractOrder.rates.billRate'))]}
                    >
                      {num({ precision: 2, step: 0.5 })}
                    </Form.Item>
                  </Col>
                  <Col xs={4} sm={3}>
                    <Form.Item label={t('contractOrder.rates.markup')}>
                      <Typography.Text data-testid="rate-markup">
                        {markupText(rates[i]?.payRate, rates[i]?.billRate)}
                      </Typography.Text>
                    </Form.Item>
                  </Col>
                  <Col xs={2} sm={2}>
                    <RemoveRowButton label={t('contractOrder.rates.remove')} onRemove={() => remove(item.name)} />
                  </Col>
                </Row>
              );
            })}
            <Form.ErrorList errors={errors} />
            <AddRowButton onAdd={() => add({})}>{t('contractOrder.rates.add')}</AddRowButton>
          </>
        )}
      </Form.List>
    </>
  );
}
