/** Add / edit a role: basics, effective time, data scope (custom departments), menu permissions. */
import { DictSelect, FormDrawer, api, fetchAll } from '@shiftdesk/shared';
import { RoleAddBody, type RoleDetail, RoleEditBody, type RoleRow } from '@shiftdesk/shared/api';
import { Checkbox, DatePicker, Form, Radio, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import DeptPicker from './DeptPicker';
import MenuTree from './MenuTree';

/** The form's values: the body plus the pickers' dayjs pairs. */
type Values = RoleAddBody & { dates?: [Dayjs, Dayjs] | null; times?: [Dayjs, Dayjs] | null };

const DAYS = [1, 2, 3, 4, 5, 6, 7];

function toBody(v: Values): RoleAddBody {
  const type = v.effectiveType ?? 'none';
  const [df, dt] = v.dates ?? [];
  const [tf, tt] = v.times ?? [];
  const body: RoleAddBody = {
    name: v.name,
    listOrder: v.listOrder ?? 0,
    status: v.status ?? 1,
    remark: v.remark ?? '',
    pid: v.pid ?? 0,
    effectiveType: type,
    dateFrom: type === 'date_range' && df ? df.format('YYYY-MM-DD') : null,
    dateTo: type === 'date_range' && dt ? dt.format('YYYY-MM-DD') : null,
    weekDays: type === 'weekly' ? [...(v.weekDays ?? [])].sort() : [],
    timeFrom: type === 'weekly' && tf ? tf.format('HH:mm') : null,
    timeTo: type === 'weekly' && tt ? tt.format('HH:mm') : null,
    dataScope: v.dataScope ?? 3,
    deptIds: v.dataScope === 2 ? (v.deptIds ?? []) : [],
    menuIds: v.menuIds ?? [],
  };
  if (v.roleKey) body.roleKey = v.roleKey;
  return body;
}

export default function RoleForm({ editing, onClose, onSaved }: { editing: { id?: number } | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const open = !!editing;
  const id = editing?.id;
  const [roles, setRoles] = useState<RoleRow[]>([]);
  useEffect(() => {
    if (!open) return;
    fetchAll<RoleRow>('/api/v1/system/role/list', undefined, { silent: true })
      .then((d) => setRoles(d.list))
      .catch(() => setRoles([]));
  }, [open]);

  const type = Form.useWatch('effectiveType', form);
  const scope = Form.useWatch('dataScope', form);

  return (
    <FormDrawer<Values>
      form={form}
      open={open}
      id={id}
      width={760}
      title={id ? t('role.form.editTitle') : t('role.form.addTitle')}
      schema={id ? RoleEditBody : RoleAddBody}
      initialValues={{ listOrder: 0, status: 1, remark: '', pid: 0, effectiveType: 'none', dataScope: 3, deptIds: [], menuIds: [], weekDays: [] }}
      load={
        id
          ? () =>
              api.get<RoleDetail>('/api/v1/system/role/get', { id }).then(({ role, menuIds, deptIds }) => ({
                name: role.name,
                listOrder: role.listOrder,
                status: role.status,
                remark: role.remark,
                pid: role.pid,
                effectiveType: role.effectiveType as Values['effectiveType'],
                dates: role.dateFrom && role.dateTo ? [dayjs(role.dateFrom), dayjs(role.dateTo)] : null,
                weekDays: role.weekDays,
                times: role.timeFrom && role.timeTo ? [dayjs(role.timeFrom, 'HH:mm'), dayjs(role.timeTo, 'HH:mm')] : null,
                dataScope: role.dataScope,
                deptIds,
                menuIds,
              }))
          : undefined
      }
      fields={[
        { name: 'name', label: t('role.form.name') },
        { name: 'roleKey', label: t('role.form.roleKey'), only: 'add', extra: t('role.form.roleKeyHint') },
        { name: 'listOrder', label: t('role.form.listOrder'), type: 'number', props: { min: 0, precision: 0 } },
        {
          name: 'pid',
          label: t('role.form.pid'),
          type: 'select',
          options: [{ value: 0, label: t('role.form.noParent') }, ...roles.filter((r) => r.id !== id).map((r) => ({ value: r.id, label: r.name }))],
          props: { allowClear: false },
        },
        { name: 'status', label: t('role.form.status'), type: 'dictRadio', dictType: 'sys_normal_disable', numeric: true },
        { name: 'remark', label: t('role.form.remark'), type: 'textarea' },
      ]}
      transform={toBody}
      submit={{ add: '/api/v1/system/role/add', edit: '/api/v1/system/role/edit' }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item name="effectiveType" label={t('role.form.effectiveType')}>
        <Radio.Group
          optionType="button"
          options={(['none', 'date_range', 'weekly'] as const).map((v) => ({ value: v, label: t(`role.effective.${v}`) }))}
        />
      </Form.Item>
      {type === 'date_range' ? (
        <Form.Item name="dates" label={t('role.form.dateRange')} rules={[{ required: true, message: t('role.form.pickDates') }]}>
          <DatePicker.RangePicker style={{ width: '100%', maxWidth: 360 }} />
        </Form.Item>
      ) : null}
      {type === 'weekly' ? (
        <>
          <Form.Item name="weekDays" label={t('role.form.weekDays')} rules={[{ required: true, type: 'array', min: 1, message: t('role.form.pickDays') }]}>
            <Checkbox.Group options={DAYS.map((d) => ({ value: d, label: t(`role.weekday.${d}`) }))} />
          </Form.Item>
          <Form.Item name="times" label={t('role.form.timeRange')} extra={t('role.form.timeHint')} rules={[{ required: true, message: t('role.form.pickTime') }]}>
            <TimePicker.RangePicker format="HH:mm" order={false} minuteStep={5} style={{ width: '100%', maxWidth: 280 }} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="dataScope" label={t('role.form.dataScope')}>
        <DictSelect dictType="sys_data_scope" numeric style={{ maxWidth: 360 }} />
      </Form.Item>
      {scope === 2 ? (
        <Form.Item name="deptIds" label={t('role.form.deptIds')} rules={[{ required: true, type: 'array', min: 1, message: t('role.form.pickDepts') }]}>
          <DeptPicker />
        </Form.Item>
      ) : null}
      <Form.Item name="menuIds" label={t('role.form.menus')}>
        <MenuTree />
      </Form.Item>
    </FormDrawer>
  );
}
