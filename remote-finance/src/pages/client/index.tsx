/**
 * Finance → Clients (route /finance/client, expose `finance/client/index`): a CrudListPage over
 * `clientFields`; suspend / reactivate through the client machine; a client's name links to its
 * detail page (and a click on the row opens it). Clients are not deleted from the list.
 */
import '../../i18n';
import { CrudListPage, type FormField } from '@shiftdesk/shared';
import { ClientAddBody, ClientApi, ClientEditBody } from '@shiftdesk/shared/api';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { clientFields } from './fields';

export const clientDetailPath = (id: number) => `/finance/client/detail/${id}`;

const defaults = {
  gstRegistered: false,
  paymentTermsDays: 30,
  billingFrequency: 'monthly',
  billingContact: '',
  billingPhone: '',
  remark: '',
} satisfies Partial<ClientAddBody>;
const transform = (v: ClientAddBody) => ({
  ...v,
  uen: v.uen?.toUpperCase(),
  gstRegNo: v.gstRegistered ? v.gstRegNo?.toUpperCase() || null : null,
});
const DANGER = ['suspend'];

export default function ClientPage() {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ClientAddBody>();
  const gst = Form.useWatch('gstRegistered', form);
  // The GST registration number is asked, and then required, only of a GST-registered client.
  const gstRegNo = (fields: FormField<ClientAddBody>[]) =>
    fields.map((f) =>
      f.name === 'gstRegNo'
        ? { ...f, hidden: !gst, required: false, rules: gst ? [{ required: true, message: t('client.form.gstRegNoRequired') }] : [] }
        : f,
    );

  return (
    <CrudListPage
      entity={ClientApi}
      fields={clientFields}
      ns={NS}
      texts="client"
      delete={false}
      dangerActions={DANGER}
      detail={(r) => clientDetailPath(r.id)}
      form={{
        add: ClientAddBody,
        edit: ClientEditBody,
        defaults,
        drawer: true,
        width: 720,
        columns: 2,
        transform,
        instance: form,
        fields: gstRegNo,
      }}
    />
  );
}
