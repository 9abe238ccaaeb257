/**
 * Finance → Clients (route /finance/client, expose `finance/client/index`): the CRUD kit over
 * `clientFields`; suspend / reactivate through the client machine; a row opens the detail page.
 */
import '../../i18n';
import {
  actionsColumn,
  CrudTable,
  AddExportToolbar,
  FormDrawer,
  q,
  SearchForm,
  TransitionButton,
  useCrudPage,
  useMachineLabels,
} from '@shiftdesk/shared';
import { ClientAddBody, ClientApi, ClientEditBody, type ClientRow, clientMachine } from '@shiftdesk/shared/api';
import { Card, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { BILLING_FREQUENCIES, CLIENT_SORTABLE, CLIENT_STATUSES, clientFields } from './fields';

const { url, rule } = ClientApi;
const schema = { name: q.string(), uen: q.string(), status: q.oneOf(CLIENT_STATUSES) };
export const clientDetailPath = (id: number) => `/finance/client/detail/${id}`;

export default function ClientPage() {
  const { t } = useTranslation(NS);
  const labels = useMachineLabels();
  const navigate = useNavigate();
  const page = useCrudPage<ClientRow, typeof schema>(url.list, schema, { sortable: CLIENT_SORTABLE });
  const [editing, setEditing] = useState<ClientRow | 'new' | null>(null);
  const row = editing && editing !== 'new' ? editing : undefined;
  const [form] = Form.useForm<ClientAddBody>();
  const gst = Form.useWatch('gstRegistered', form);

  const statusOptions = CLIENT_STATUSES.map((s) => ({ value: s, label: labels.stateTitle(s) }));
  const search = clientFields.search(t).map((f) => (f.name === 'status' ? { ...f, options: statusOptions } : f));
  const columns = [
    ...clientFields
      .columns(t)
      .map((c) => (c.key === 'billingFrequency' ? { ...c, render: (v: string) => t(`client.frequency.${v}`) } : c)),
    actionsColumn<ClientRow>(t('actions'), (r) => [
      { key: 'edit', kind: 'edit', rule: rule.edit, onClick: () => setEditing(r) },
    ]),
  ];
  // The transition buttons sit beside the kit's row actions (they bring their own confirm).
  const last = columns[columns.length - 1];
  const actionsRender = last.render as (v: unknown, r: ClientRow, i: number) => React.ReactNode;
  columns[columns.length - 1] = {
    ...last,
    render: (v: unknown, r: ClientRow, i: number) => (
      // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click under the buttons
      <span
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        style={{ display: 'inline-flex', flexWrap: 'wrap' }}
      >
        {actionsRender(v, r, i)}
        {(['suspend', 'reactivate'] as const).map((a) => (
          <TransitionButton
            key={a}
            machine={clientMachine}
            state={r.status}
            action={a}
            url={url[a]}
            rule={rule[a]}
            id={r.id}
            onDone={page.list.reload}
            buttonProps={{ type: 'link', size: 'small', danger: a === 'suspend' }}
          />
        ))}
      </span>
    ),
  };
  const exportColumns = clientFields.exportColumns(t).map((c, i) => {
    const key = clientFields.list.filter((f) => f.table !== false)[i]?.key;
    if (key === 'status') return { ...c, value: (r: ClientRow) => labels.stateTitle(r.status) };
    if (key === 'billingFrequency')
      return { ...c, value: (r: ClientRow) => t(`client.frequency.${r.billingFrequency}`) };
    if (key === 'gstRegistered')
      return { ...c, value: (r: ClientRow) => t(r.gstRegistered ? 'client.yes' : 'client.no') };
    return c;
  });
  const formFields = clientFields.form(t).map((f) => {
    const tr = {
      ...f,
      extra: typeof f.extra === 'string' ? t(f.extra) : f.extra,
      patternMessage: f.patternMessage ? t(f.patternMessage) : undefined,
    };
    if (f.name === 'billingFrequency')
      return { ...tr, options: BILLING_FREQUENCIES.map((v) => ({ value: v, label: t(`client.frequency.${v}`) })) };
    if (f.name === 'gstRegNo')
      return {
        ...tr,
        hidden: !gst,
        required: false,
        rules: gst ? [{ required: true, message: t('client.form.gstRegNoRequired') }] : [],
      };
    return tr;
  });

  return (
    <Card>
      <SearchForm fields={search} value={page.query} onSearch={page.search} onReset={() => page.reset()} />
      <CrudTable<ClientRow>
        {...page.table}
        tableKey="finance.client"
        title={t('client.tableTitle')}
        columns={columns}
        toolbar={
          <AddExportToolbar<ClientRow>
            rule={rule}
            url={url}
            onAdd={() => setEditing('new')}
            query={page.apiQuery}
            fileName={t('client.exportName')}
            columns={() => exportColumns}
          />
        }
        tableProps={{
          onRow: (r: ClientRow) => ({ onClick: () => navigate(clientDetailPath(r.id)), style: { cursor: 'pointer' } }),
        }}
      />
      <FormDrawer<ClientAddBody>
        open={!!editing}
        id={row?.id}
        form={form}
        width={720}
        columns={2}
        title={row ? t('client.form.editTitle') : t('client.form.addTitle')}
        schema={row ? ClientEditBody : ClientAddBody}
        initialValues={
          row
            ? {
                name: row.name,
                uen: row.uen,
                gstRegistered: row.gstRegistered,
                gstRegNo: row.gstRegNo ?? '',
                billingAddress: row.billingAddress,
                billingContact: row.billingContact,
                billingPhone: row.billingPhone,
                billingEmail: row.billingEmail,
                paymentTermsDays: row.paymentTermsDays,
                billingFrequency: row.billingFrequency,
                remark: row.remark,
              }
            : {
                gstRegistered: false,
                paymentTermsDays: 30,
                billingFrequency: 'monthly',
                billingContact: '',
                billingPhone: '',
                remark: '',
              }
        }
        transform={(v) => ({
          ...v,
          uen: v.uen?.toUpperCase(),
          gstRegNo: v.gstRegistered ? v.gstRegNo?.toUpperCase() || null : null,
        })}
        fields={formFields}
        submit={{ add: url.add, edit: url.edit }}
        onSaved={page.list.reload}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
