/**
 * The search form of a list page, driven by a field list. Its values are the URL query's
 * (typed: date ranges as ['YYYY-MM-DD','YYYY-MM-DD']); it follows the URL on back/forward.
 * On narrow screens only the first field shows until "More filters" is pressed.
 */
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import UpOutlined from '@ant-design/icons/es/icons/UpOutlined';
import { Button, DatePicker, Form, Input, Select, Space, TreeSelect, type TreeSelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../components/useViewportWidth';
import { DictSelect } from './dict';
import { clearable, useFormName } from './formA11y';
import { CRUD_NS } from './i18n';
import { type AnyReference, ReferenceSelect } from './reference';
import { s } from './styles';
import { letTabLeaveRanges } from './tabOut';

letTabLeaveRanges();

export interface SearchField<V> {
  name: keyof V & string;
  label: string;
  type?: 'text' | 'select' | 'dict' | 'dateRange' | 'treeSelect' | 'reference';
  placeholder?: string;
  /** select */
  options?: { value: string | number; label: ReactNode }[];
  /** dict */
  dictType?: string;
  numeric?: boolean;
  /** treeSelect */
  treeData?: TreeSelectProps['treeData'];
  /** reference: ids of another entity (one, or any of several with `many`) */
  reference?: { to: AnyReference; many?: boolean };
  maxLength?: number;
  /** Width of the control in px (default by type). */
  width?: number;
}

export interface SearchFormProps<V> {
  fields: SearchField<V>[];
  /** Current values (from the URL). */
  value: V;
  onSearch: (values: V) => void;
  onReset: () => void;
  /** Fields shown when collapsed on narrow screens (default 1). */
  collapsedCount?: number;
  /** Extra buttons after Search/Reset. */
  extra?: ReactNode;
}

type FormValues = Record<string, unknown>;

function toForm<V>(fields: SearchField<V>[], v: V): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const x = (v as Record<string, unknown>)[f.name];
    if (f.type === 'dateRange') {
      const r = x as [string, string] | undefined;
      out[f.name] = r ? [dayjs(r[0]), dayjs(r[1])] : null;
    } else out[f.name] = f.type === 'text' || !f.type ? (x ?? '') : x;
  }
  return out;
}

/** The filter values as one comparable string (absent and empty are the same). */
function keyOf<V>(fields: SearchField<V>[], v: V): string {
  return JSON.stringify(fields.map((f) => (v as Record<string, unknown>)[f.name] ?? null));
}

function fromForm<V>(fields: SearchField<V>[], fv: FormValues): V {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const x = fv[f.name];
    if (f.type === 'dateRange') {
      const [a, b] = (x as [Dayjs | null, Dayjs | null] | null) ?? [];
      out[f.name] = a && b ? [a.format('YYYY-MM-DD'), b.format('YYYY-MM-DD')] : undefined;
    } else if (typeof x === 'string') out[f.name] = x.trim() || undefined;
    else out[f.name] = x ?? undefined;
  }
  return out as V;
}

export function SearchForm<V>({ fields, value, onSearch, onReset, collapsedCount = 1, extra }: SearchFormProps<V>) {
  const { t } = useTranslation(CRUD_NS);
  const [form] = Form.useForm<FormValues>();
  const formName = useFormName('search');
  const narrow = useViewportWidth() < 768;
  const [expanded, setExpanded] = useState(false);

  // Back/forward and reload change the URL: the form follows it. A URL change this form asked
  // for (Search, Reset) is not copied back: the router may render it after the user has already
  // typed the next filter, and copying would wipe what they typed. Nor is a URL the form already
  // shows: a kept-alive tab shown again re-runs this effect with the same URL, and the filter
  // typed before the tab switch stays.
  const key = keyOf(fields, value);
  const asked = useRef<string | null>(null);
  const showing = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values
  useEffect(() => {
    if (showing.current === key) return;
    showing.current = key;
    const mine = asked.current === key;
    asked.current = null;
    if (!mine) form.setFieldsValue(toForm(fields, value));
  }, [form, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: first render only
  const initial = useMemo(() => toForm(fields, value), []);

  const collapsible = narrow && fields.length > collapsedCount;
  const shown = collapsible && !expanded ? fields.slice(0, collapsedCount) : fields;

  return (
    <Form
      form={form}
      name={formName}
      layout={narrow ? 'vertical' : 'inline'}
      style={narrow ? s.searchNarrow : s.search}
      initialValues={initial}
      onFinish={(fv) => {
        const next = fromForm(fields, { ...toForm(fields, value), ...form.getFieldsValue(true), ...fv });
        asked.current = keyOf(fields, next);
        onSearch(next);
      }}
      role="search"
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name as string} label={f.label} hidden={!shown.includes(f)} style={narrow ? s.searchItem : s.searchItemInline}>
          {renderControl(f, t)}
        </Form.Item>
      ))}
      <Form.Item style={s.searchItemInline}>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search.submit')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.setFieldsValue(toForm(fields, {} as V));
              asked.current = keyOf(fields, {} as V);
              onReset();
            }}
          >
            {t('search.reset')}
          </Button>
          {collapsible ? (
            <Button type="link" onClick={() => setExpanded((x) => !x)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
              {t(expanded ? 'search.less' : 'search.more')}
            </Button>
          ) : null}
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}

function renderControl<V>(f: SearchField<V>, t: (k: string) => string): ReactNode {
  const style = { width: f.width ?? (f.type === 'dateRange' ? 260 : f.type && f.type !== 'text' ? 160 : 200), maxWidth: '100%' };
  const ph = f.placeholder ?? t(f.type && f.type !== 'text' ? 'placeholder.select' : 'placeholder.input');
  switch (f.type ?? 'text') {
    case 'select':
      return <Select allowClear placeholder={ph} options={f.options} style={style} />;
    case 'dict':
      return <DictSelect allowClear dictType={f.dictType ?? ''} numeric={f.numeric} placeholder={ph} style={style} />;
    case 'reference':
      return f.reference ? (
        <ReferenceSelect to={f.reference.to} many={f.reference.many} all placeholder={ph} style={style} maxTagCount="responsive" />
      ) : null;
    case 'dateRange':
      // One Tab stop: the picker alone would keep Tab (tabOut.ts).
      return <DatePicker.RangePicker allowClear placeholder={[t('search.start'), t('search.end')]} style={style} />;
    case 'treeSelect':
      return (
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder={ph}
          treeData={f.treeData}
          style={style}
        />
      );
    default:
      return <Input allowClear={clearable(t)} placeholder={ph} maxLength={f.maxLength ?? 64} style={style} />;
  }
}
