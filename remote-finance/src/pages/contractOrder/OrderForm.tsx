/**
 * The add / edit drawer of a contract order (drafts only): department and validity, then the
 * policy editor beside its live preview (stacked on a phone).
 */
import { FormDrawer } from '@shiftdesk/shared';
import { ContractOrderApi, type ContractOrderRow } from '@shiftdesk/shared/api';
import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useDeptOptions, usePositionOptions } from '../client/options';
import { DEFAULT_POLICY, fromRow, type OrderFormValues, toBody } from './form';
import { PolicyEditor } from './PolicyEditor';
import { FormPreview } from './PolicyPreview';

const { url } = ContractOrderApi;

export function OrderForm({
  editing,
  clientId,
  onSaved,
  onClose,
}: {
  /** The draft to edit, 'new', or null when closed. */
  editing: ContractOrderRow | 'new' | null;
  /** Limit the departments to one client (from the client page). */
  clientId?: number;
  onSaved: (result: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<OrderFormValues>();
  const depts = useDeptOptions(clientId);
  const positions = usePositionOptions();
  const row = editing && editing !== 'new' ? editing : undefined;
  const f = (k: string) => t(`contractOrder.fields.${k}`);
  const req = (label: string) => [{ required: true, message: t('rule.select', { ns: 'crud', label }) }];

  return (
    <FormDrawer<OrderFormValues>
      open={!!editing}
      id={row?.id}
      form={form}
      width={1180}
      title={row ? `${t('contractOrder.form.editTitle')} · ${row.number}` : t('contractOrder.form.addTitle')}
      initialValues={row ? fromRow(row) : { policy: { ...DEFAULT_POLICY }, rates: [{}], remark: '' }}
      transform={toBody}
      fields={[
        {
          name: 'contractDeptId',
          label: f('contractDept'),
          type: 'select',
          options: depts.options,
          required: true,
          rules: req(f('contractDept')),
        },
        {
          name: 'validFrom',
          label: f('validFrom'),
          type: 'date',
          required: true,
          rules: req(f('validFrom')),
        },
        {
          name: 'validTo',
          label: f('validTo'),
          type: 'date',
          required: true,
          rules: [
            ...req(f('validTo')),
            ({ getFieldValue }) => ({
              validator: (_r: unknown, v: Dayjs | null) => {
                const from = getFieldValue('validFrom') as Dayjs | null;
                return !v || !from || !v.isBefore(from, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('contractOrder.form.validToBefore')));
              },
            }),
          ],
        },
        { name: 'remark', label: t('client.fields.remark'), type: 'textarea' },
      ]}
      submit={{ add: url.add, edit: url.edit }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <PolicyEditor positions={positions.options} />
        </Col>
        <Col xs={24} lg={10}>
          <div style={{ position: 'sticky', top: 0 }}>
            <FormPreview positions={positions.options} />
          </div>
        </Col>
      </Row>
    </FormDrawer>
  );
}
