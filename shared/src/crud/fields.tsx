/**
 * Form field descriptors: one entry per field, typed against the API body (TypeBox Static)
 * type, rendered as antd Form.Items with rules from the body schema plus the entry's own.
 */
import {
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  TreeSelect,
  type FormItemProps,
  type SelectProps,
  type TreeSelectProps,
} from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../components/useViewportWidth';
import { DictRadio, DictSelect } from './dict';
import { clearable } from './formA11y';
import { CRUD_NS } from './i18n';
import { type AnyReference, ReferenceSelect, useReferenceHint } from './reference';
import { type Rule, rulesFromSchema, type BodySchema } from './rules';

export type FieldType =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'dict'
  | 'dictRadio'
  | 'radio'
  | 'treeSelect'
  | 'treeMultiSelect'
  | 'switch'
  | 'date'
  | 'reference'
  | 'custom';

export interface FormField<V> {
  /** A key of the API body type (`UserAddBody`…). */
  name: keyof V & string;
  label: string;
  type?: FieldType;
  /** Overrides the schema's required flag. */
  required?: boolean;
  /** Extra rules (after the schema's). */
  rules?: Rule[];
  /** Message for a schema pattern mismatch. */
  patternMessage?: string;
  placeholder?: string;
  /** select / multiSelect / radio options */
  options?: { value: string | number; label: ReactNode; disabled?: boolean }[];
  /** dict / dictRadio */
  dictType?: string;
  /** dict values are numbers */
  numeric?: boolean;
  /** treeSelect data ({value, title, children}) */
  treeData?: TreeSelectProps['treeData'];
  /** Only in the add form or only in the edit form. */
  only?: 'add' | 'edit';
  /** Hide (e.g. depends on another value). */
  hidden?: boolean;
  /** Take the full width of a two-column form. */
  full?: boolean;
  /** Help text below the control. */
  extra?: ReactNode;
  /** Props passed to the control. */
  props?: Record<string, unknown>;
  /** type 'custom': the control (gets value/onChange from the Form.Item). */
  render?: () => ReactNode;
  disabled?: boolean;
  /** For switch fields: the stored values for on/off (default 1/0). */
  switchValues?: [unknown, unknown];
  /**
   * type 'reference': ids of another entity, and what the field says (translated) when the
   * user may not list it (`denied`) or it has nothing to pick yet (`none`).
   */
  reference?: { to: AnyReference; many?: boolean; denied?: ReactNode; none?: ReactNode };
}

const CHOICE: FieldType[] = ['select', 'multiSelect', 'dict', 'dictRadio', 'radio', 'treeSelect', 'treeMultiSelect', 'date', 'reference'];

function control<V>(f: FormField<V>, t: TFunction): ReactNode {
  const ph = f.placeholder ?? (CHOICE.includes(f.type ?? 'text') ? t('placeholder.select') : t('placeholder.input'));
  const p = { disabled: f.disabled, ...f.props };
  switch (f.type ?? 'text') {
    case 'password':
      return <Input.Password placeholder={ph} autoComplete="new-password" {...p} />;
    case 'textarea':
      return <Input.TextArea placeholder={ph} autoSize={{ minRows: 2, maxRows: 6 }} {...p} />;
    case 'number':
      return <InputNumber placeholder={ph} style={{ width: '100%' }} {...p} />;
    case 'select':
      return <Select placeholder={ph} allowClear options={f.options} showSearch={{ optionFilterProp: 'label' }} {...(p as SelectProps)} />;
    case 'multiSelect':
      return <Select mode="multiple" placeholder={ph} allowClear options={f.options} showSearch={{ optionFilterProp: 'label' }} {...(p as SelectProps)} />;
    case 'dict':
      return <DictSelect dictType={f.dictType ?? ''} numeric={f.numeric} placeholder={ph} allowClear {...p} />;
    case 'dictRadio':
      return <DictRadio dictType={f.dictType ?? ''} numeric={f.numeric} disabled={f.disabled} />;
    case 'radio':
      return <Radio.Group options={f.options?.map((o) => ({ ...o, label: o.label }))} {...p} />;
    case 'treeSelect':
      return <TreeSelect placeholder={ph} allowClear treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} treeData={f.treeData} {...p} />;
    case 'treeMultiSelect':
      return <TreeSelect placeholder={ph} allowClear multiple treeCheckable treeDefaultExpandAll treeData={f.treeData} {...p} />;
    case 'switch':
      return <Switch {...p} />;
    case 'date':
      return <DatePicker placeholder={ph} style={{ width: '100%' }} {...p} />;
    case 'custom':
      return f.render?.() ?? null;
    default:
      return <Input placeholder={ph} allowClear={clearable(t)} {...p} />;
  }
}

export interface FieldsProps<V> {
  fields: FormField<V>[];
  /** The API body schema the rules come from. */
  schema?: BodySchema;
  mode?: 'add' | 'edit';
  /** Two columns on wide screens (default true). */
  columns?: 1 | 2;
}

/** Renders the descriptors as Form.Items (inside an antd Form). */
export function FormFields<V>({ fields, schema, mode = 'add', columns = 2 }: FieldsProps<V>) {
  const { t } = useTranslation(CRUD_NS);
  const width = useViewportWidth();
  const cols = width < 768 ? 1 : columns;
  const shown = fields.filter((f) => !f.hidden && (!f.only || f.only === mode));
  return (
    <Row gutter={16}>
      {shown.map((f) => {
        const choice = CHOICE.includes(f.type ?? 'text');
        const rules = [
          ...rulesFromSchema(schema, f.name, t, {
            label: f.label,
            choice,
            required: f.required,
            patternMessage: f.patternMessage,
            converted: f.type === 'date',
          }),
          ...(f.rules ?? []),
        ];
        const item: FormItemProps = { name: f.name, label: f.label, rules, extra: f.extra };
        if (f.type === 'switch') {
          const [on, off] = f.switchValues ?? [1, 0];
          item.valuePropName = 'checked';
          item.getValueProps = (v: unknown) => ({ checked: v === on });
          item.normalize = (v: boolean) => (v ? on : off);
        }
        return (
          <Col key={f.name} span={cols === 2 && !f.full && f.type !== 'textarea' ? 12 : 24}>
            {f.type === 'reference' && f.reference ? (
              <ReferenceItem
                item={item}
                field={f}
                placeholder={t('placeholder.select')}
                fallback={{ denied: t('reference.denied'), none: t('reference.none') }}
              />
            ) : (
              <Form.Item {...item}>{control(f, t)}</Form.Item>
            )}
          </Col>
        );
      })}
    </Row>
  );
}

/** A reference field: its select, and under it why nothing can be picked when that is so. */
function ReferenceItem<V>({
  item,
  field,
  placeholder,
  fallback,
}: { item: FormItemProps; field: FormField<V>; placeholder: string; fallback: { denied: string; none: string } }) {
  const ref = field.reference as NonNullable<FormField<V>['reference']>;
  const { hint, onEmpty } = useReferenceHint(ref.to, { denied: ref.denied ?? fallback.denied, none: ref.none ?? fallback.none });
  return (
    <Form.Item {...item} extra={hint ?? item.extra}>
      <ReferenceSelect
        to={ref.to}
        many={ref.many}
        placeholder={field.placeholder ?? placeholder}
        disabled={field.disabled}
        onEmpty={onEmpty}
        {...field.props}
      />
    </Form.Item>
  );
}
