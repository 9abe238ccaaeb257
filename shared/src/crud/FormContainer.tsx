/**
 * FormModal / FormDrawer: an antd Form in a modal or drawer.
 *
 * - fields from descriptors (rules from the API body schema) and/or free children;
 * - `submit={{ add: url, edit: url }}`: POST add, or PUT edit with `{id, ...values}` when `id` is set
 *   (or pass `onSubmit` for anything else);
 * - `load` fetches the record to edit (e.g. from `get?id=`);
 * - a 400 answer's `{errors:[{field, message}]}` is shown on the fields, input is kept; so is a
 *   409 that names its field (a duplicate name, UEN, NRIC…); a 409 without one stays form-level;
 * - closing with unsaved changes asks first;
 * - a save stopped by invalid fields says so to screen readers and takes the focus to the first
 *   of them (antd ties each error to its field: aria-invalid, aria-describedby).
 */
import { Alert, Button, Card, Drawer, Form, type FormInstance, Modal, Space, Spin, Typography } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../components/useViewportWidth';
import { trace } from '../debug/trace';
import { ApiError, api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { type FormField, FormFields } from './fields';
import { useFormName } from './formA11y';
import { CRUD_NS } from './i18n';
import { fieldErrors, type BodySchema } from './rules';
import { s } from './styles';

export interface FormContainerProps<V extends object> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The record id when editing; undefined when adding. */
  id?: number;
  fields?: FormField<V>[];
  /** Fields in titled groups (identity, contact …), after `fields`: long forms read better. */
  sections?: { key: string; title: ReactNode; fields: FormField<V>[] }[];
  /** The API body schema (rules): e.g. `id ? UserEditBody : UserAddBody`. */
  schema?: BodySchema;
  /** Extra content inside the Form (after the fields). */
  children?: ReactNode;
  /** Values when adding (and defaults under loaded values). */
  initialValues?: Partial<V>;
  /** Loads the values to edit. */
  load?: () => Promise<Partial<V>>;
  /** Endpoints: POST `add`, PUT `edit` (body `{id, ...values}`). */
  submit?: { add?: string; edit?: string };
  /** Turns form values into the request body. */
  transform?: (values: V) => unknown;
  /** Custom save instead of `submit`. */
  onSubmit?: (values: V) => Promise<unknown>;
  /** After a successful save (close is done by the container). */
  onSaved?: (result: unknown) => void;
  form?: FormInstance<V>;
  width?: number;
  columns?: 1 | 2;
  /** Called on every change (for dependent fields). */
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  okText?: ReactNode;
}

const hasFieldErrors = (data: unknown) => {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0;
};

function trimStrings<V>(v: V): V {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = typeof x === 'string' ? x.trim() : x;
  return out as V;
}

function useFormState<V extends object>(p: FormContainerProps<V>) {
  const { t } = useTranslation(CRUD_NS);
  const [own] = Form.useForm<V>();
  const formName = useFormName('form');
  const ui = useFeedback();
  const form = p.form ?? own;
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  // Bumped by each save stopped by invalid fields: a fresh alert is announced again.
  const [invalidTries, setInvalidTries] = useState(0);
  const loadRef = useRef(p.load);
  loadRef.current = p.load;
  const initRef = useRef(p.initialValues);
  initRef.current = p.initialValues;

  // Fill the form each time it opens (on a record). Not each time this effect runs: a kept-alive
  // tab shown again re-runs its effects, and what was typed there stays. A layout effect: the
  // reset happens before the form is first painted, so nothing typed into it is wiped (a passive
  // effect runs after paint, and on a busy machine a quick user or a browser test typed first).
  const filledFor = useRef<string | null>(null);
  const titleText = typeof p.title === 'string' ? p.title : '';
  const titleRef = useRef(titleText);
  titleRef.current = titleText;
  useLayoutEffect(() => {
    trace(`form mounted: ${titleText}`);
    return () => trace(`form unmounted: ${titleText}`);
  }, [titleText]);
  useLayoutEffect(() => {
    if (!p.open) {
      filledFor.current = null;
      return;
    }
    const record = String(p.id);
    if (filledFor.current === record) return;
    filledFor.current = record;
    trace(`form filled: ${titleRef.current} #${record}`);
    let live = true;
    let done = !loadRef.current;
    form.resetFields();
    setGeneral([]);
    setInvalidTries(0);
    setLoadFailed(false);
    if (initRef.current) form.setFieldsValue(initRef.current as never);
    if (loadRef.current) {
      setLoading(true);
      loadRef.current()
        .then((v) => {
          if (!live) return;
          trace(`form loaded: #${record}`);
          form.resetFields();
          form.setFieldsValue({ ...initRef.current, ...v } as never);
        })
        .catch(() => live && setLoadFailed(true))
        .finally(() => {
          done = true;
          if (live) setLoading(false);
        });
    }
    return () => {
      live = false;
      // Hidden before the record arrived: it is loaded again when shown.
      if (!done) filledFor.current = null;
    };
  }, [p.open, p.id, form]);

  // Field names, nested ones (custom editors with `policy.x`, `rates.0.y`) as dotted paths.
  const known = () => {
    const names = new Set<string>([...(p.fields ?? []), ...(p.sections ?? []).flatMap((x) => x.fields)].map((f) => f.name));
    const walk = (v: unknown, prefix: string) => {
      const plain = Array.isArray(v) || (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype);
      if (!plain) return;
      for (const [k, x] of Object.entries(v as object)) {
        const name = prefix ? `${prefix}.${k}` : k;
        names.add(name);
        walk(x, name);
      }
    };
    walk(form.getFieldsValue(true), '');
    return [...names];
  };

  // Antd shows field errors in red only: the focus goes to the first invalid field (a screen
  // reader then reads its error) and an alert says that fields need correcting.
  const invalid = (errorFields: readonly { name: (string | number)[] }[] | undefined) => {
    const first = errorFields?.[0];
    if (!first) return;
    form.focusField(first.name);
    setInvalidTries((n) => n + 1);
  };

  const save = async () => {
    let values: V;
    try {
      values = trimStrings(await form.validateFields());
    } catch (e) {
      invalid((e as { errorFields?: { name: (string | number)[] }[] } | null)?.errorFields);
      return;
    }
    setInvalidTries(0);
    // getFieldsValue(true) keeps values of fields not rendered (e.g. set by custom editors)
    values = { ...(form.getFieldsValue(true) as V), ...values };
    setSaving(true);
    setGeneral([]);
    try {
      const body = p.transform ? p.transform(values) : values;
      let result: unknown;
      if (p.onSubmit) result = await p.onSubmit(values);
      else if (p.id !== undefined && p.submit?.edit)
        result = await api.put(p.submit.edit, { id: p.id, ...(body as object) }, { silent: true, headers: langHeaders() });
      else if (p.submit?.add) result = await api.post(p.submit.add, body, { silent: true, headers: langHeaders() });
      ui.message.success(t('form.saved'));
      form.resetFields();
      p.onSaved?.(result);
      p.onClose();
    } catch (e) {
      // A 409 that names its fields (a duplicate NRIC, a phone in use) belongs on those fields too.
      if (e instanceof ApiError && (e.code === 400 || (e.code === 409 && hasFieldErrors(e.data)))) {
        const { fields, rest } = fieldErrors(e.data, known());
        if (fields.length) form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
        setGeneral(rest.length || !fields.length ? (rest.length ? rest : [e.message]) : []);
        ui.message.error(fields.length ? t('form.fixErrors') : e.message);
      } else if (e instanceof ApiError) {
        // 401 has its own flow; other errors: the server's message (409 says what holds it).
        if (e.code !== 401) {
          setGeneral([e.message]);
          ui.message.error(e.message);
        }
      } else {
        throw e;
      }
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (saving) return;
    if (form.isFieldsTouched()) {
      ui.modal.confirm({
        title: t('form.discardTitle'),
        content: t('form.discardContent'),
        okText: t('form.discard'),
        okButtonProps: { danger: true },
        cancelText: t('form.keepEditing'),
        onOk: () => {
          form.resetFields();
          p.onClose();
        },
      });
    } else p.onClose();
  };

  const body = (
    <Spin spinning={loading}>
      {loadFailed ? <Alert type="error" showIcon title={t('form.loadFailed')} style={{ marginBottom: 16 }} /> : null}
      {general.length ? (
        <Alert type="error" showIcon title={general.join(" · ")} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<V>
        form={form}
        name={formName}
        layout="vertical"
        onValuesChange={p.onValuesChange}
        onFinish={save}
        onFinishFailed={({ errorFields }) => invalid(errorFields)}
        // While the record loads, the form takes no input: the loaded values would replace it.
        disabled={loading || undefined}
        scrollToFirstError
        autoComplete="off"
        requiredMark
      >
        {p.fields ? <FormFields fields={p.fields} schema={p.schema} mode={p.id !== undefined ? 'edit' : 'add'} columns={p.columns} /> : null}
        {(p.sections ?? []).map((x) => (
          <section key={x.key} aria-label={typeof x.title === 'string' ? x.title : x.key}>
            <Typography.Title level={5} style={{ marginTop: 8 }}>
              {x.title}
            </Typography.Title>
            <FormFields fields={x.fields} schema={p.schema} mode={p.id !== undefined ? 'edit' : 'add'} columns={p.columns} />
          </section>
        ))}
        {p.children}
        {/* Enter in a text box submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {invalidTries ? (
        <div key={invalidTries} role="alert" style={s.srOnly}>
          {t('form.fixErrors')}
        </div>
      ) : null}
    </Spin>
  );

  const footer = (
    <Space>
      <Button onClick={close} disabled={saving}>
        {t('form.cancel')}
      </Button>
      <Button type="primary" loading={saving} disabled={loading || loadFailed} onClick={() => void save()}>
        {p.okText ?? t('form.save')}
      </Button>
    </Space>
  );
  return { body, footer, close };
}

/** The form in a modal or a drawer: the same behaviour, the container's own size and footer. */
function FormOverlay<V extends object>({ drawer, ...p }: FormContainerProps<V> & { drawer?: boolean }) {
  const { body, footer, close } = useFormState(p);
  const width = useViewportWidth();
  const common = { open: p.open, title: p.title, destroyOnHidden: true, forceRender: true, mask: { closable: false } };
  return drawer ? (
    <Drawer
      {...common}
      onClose={close}
      footer={<div style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer}</div>}
      size={Math.min(p.width ?? 720, width)}
    >
      {body}
    </Drawer>
  ) : (
    <Modal {...common} onCancel={close} footer={footer} width={Math.min(p.width ?? 640, width - 32)}>
      {body}
    </Modal>
  );
}

export function FormModal<V extends object>(p: FormContainerProps<V>) {
  return <FormOverlay {...p} />;
}

export function FormDrawer<V extends object>(p: FormContainerProps<V>) {
  return <FormOverlay {...p} drawer />;
}

/**
 * The same form as a page of its own (routes like /workforce/worker/add and /edit/:id): `open`
 * is always true, the buttons sit under the form, and Cancel leaves (`onClose`, asking first
 * when something was typed).
 */
export function FormPage<V extends object>(p: Omit<FormContainerProps<V>, 'open'> & { extraTitle?: ReactNode }) {
  const { body, footer } = useFormState({ ...p, open: true });
  return (
    <Card title={p.title} extra={p.extraTitle}>
      {body}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>{footer}</div>
    </Card>
  );
}
