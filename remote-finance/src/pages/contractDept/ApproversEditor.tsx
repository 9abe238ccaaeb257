
import { ReferenceSelect, useAuth } from '@shiftdesk/shared';
import { TimesheetTemplateRef } from '@shiftdesk/shared/api';
import { Col, Divider, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { AddRowButton, RemoveRowButton } from '../ListRowButtons';

/** The API's limit on further approvers. */
const MAX_OTHERS = 10;

export function ApproversEditor() {
  const { t } = useTranslation(NS);
  const f = (k: string) => t(`contractDept.form.approver.${k}`);
  const req = (label: string): Rule => ({ required: true, message: t('rule.required', { ns: 'crud', label }) });
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('contractDept.form.otherApprovers')}
      </Divider>
      <Form.List name="otherApprovers">
        {(items, { add, remove }) => (
          <>
            {items.map((item) => (
              <Row gutter={8} key={item.key} align="top" data-testid="approver-row">
                <Col xs={24} sm={7}>
                  <Form.Item name={[item.name, 'name']} label={f('name')} rules={[req(f('name'))]}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={9}>
                  <Form.Item
                    name={[item.name, 'email']}
                    label={f('email')}
                    rules={[req(f('email')), { type: 'email', message: t('rule.email', { ns: 'crud' }) }]}
                  >
                    <Input maxLength={254} inputMode="email" />
                  </Form.Item>
                </Col>
                <Col xs={20} sm={6}>
                  <Form.Item
                    name={[item.name, 'phone']}
                    label={f('phone')}
                    rules={[{ pattern: /^(\+65[3689]\d{7})?$/, message: t('contractDept.form.phoneInvalid') }]}
                  >
                    <Input maxLength={12} placeholder="+6591234567" inputMode="tel" />
                  </Form.Item>
                </Col>
                <Col xs={4} sm={2}>
                  <RemoveRowButton label={t('contractDept.form.removeApprover')} onRemove={() => remove(item.name)} />
                </Col>
              </Row>
            ))}
            <AddRowButton onAdd={() => add({ name: '', email: '', phone: '' })} disabled={items.length >= MAX_OTHERS}>
              {t('contractDept.form.addApprover')}
            </AddRowButton>
          </>
        )}
      </Form.List>
      <TemplateItem />
    </>
  );
}

/** Active templates are offered; one the department already names stays shown after it is retired. */
function TemplateItem() {
  const { t } = useTranslation(NS);
  const { has } = useAuth();
  const [empty, setEmpty] = useState(false);
  const hint = !has(TimesheetTemplateRef.entity.rule.list)
    ? t('contractDept.form.templateDenied')
    : empty
      ? t('contractDept.form.templateNone')
      : undefined;
  return (
    <Form.Item
      name="timesheetTemplateId"
      label={t('contractDept.fields.timesheetTemplate')}
      extra={hint ?? t('contractDept.form.templateHint')}
      style={{ marginTop: 16 }}
      normalize={(v) => v ?? null}
    >
      <ReferenceSelect
        to={TimesheetTemplateRef}
        allowClear
        onEmpty={setEmpty}
        placeholder={t('contractDept.form.defaultTemplate')}
      />
    </Form.Item>
  );
}
