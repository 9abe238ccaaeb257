/**
 * "File an appeal" (POST appeal/add) on a worker's behalf: the worker (picked by name, phone or
 * NRIC last 4 for a user who may list workers, else by number), the wallet entry disputed (its
 * number), the category, the amount still owed typed in dollars and sent as integer cents read
 * from its digits, and what is wrong. The server's refusals that name a field land on it.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ApiError,
  api,
  DialogButton,
  fieldErrors,
  langHeaders,
  useFeedback,
} from '@shiftdesk/shared';
import {
  APPEAL_CATEGORIES,
  type AppealAddBody,
  AppealApi,
  type AppealCategory,
} from '@shiftdesk/shared/api';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ID_INPUT, WorkerField } from '../WorkerField';
import { ActionDialog } from '../invoice/ActionDialog';
import { centsOf, moneyRule } from '../invoice/money';

type Values = {
  workerId?: number;
  transactionId?: number;
  category?: AppealCategory;
  claimedAmount: string;
  description: string;
};
const FIELDS = ['workerId', 'transactionId', 'category', 'claimedAmount', 'description'];

export function AddAppealButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <DialogButton
      rule={AppealApi.rule.add}
      type="primary"
      icon={<PlusOutlined />}
      onDone={onDone}
      dialog={({ close, done }) => <AddAppealDialog onClose={close} onDone={done} />}
    >
      {t('appeal.actions.add')}
    </DialogButton>
  );
}

function AddAppealDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [form] = Form.useForm<Values>();
  const a = (k: string) => t(`appeal.add.${k}`);

  return (
    <ActionDialog<Values>
      form={form}
      name="appeal-add"
      title={a('title')}
      intro={a('intro')}
      okText={a('submit')}
      initialValues={{ claimedAmount: '', description: '' }}
      onClose={onClose}
      send={async (v) => {
        const body: AppealAddBody = {
          workerId: v.workerId as number,
          transactionId: v.transactionId as number,
          category: v.category as AppealCategory,
          claimedAmount: centsOf(v.claimedAmount) as number,
          description: v.description.trim(),
        };
        try {
          await api.post(AppealApi.url.add, body, { silent: true, headers: langHeaders() });
        } catch (e) {
          if (e instanceof ApiError && e.code === 400) {
            const { fields, rest } = fieldErrors(e.data, FIELDS);
            if (fields.length) {
              form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
              if (!rest.length) return;
            }
          }
          throw e;
        }
        ui.message.success(a('done'));
        onDone();
      }}
    >
      <WorkerField label={a('worker')} required={a('workerRequired')} pick={a('pickWorker')} byNumber={a('workerId')} />
      <Form.Item
        name="transactionId"
        label={a('transactionId')}
        rules={[{ required: true, message: a('transactionRequired') }]}
      >
        <InputNumber {...ID_INPUT} />
      </Form.Item>
      <Form.Item name="category" label={a('category')} rules={[{ required: true, message: a('categoryRequired') }]}>
        <Select options={APPEAL_CATEGORIES.map((c) => ({ value: c, label: t(`appeal.category.${c}`) }))} />
      </Form.Item>
      <Form.Item
        name="claimedAmount"
        label={a('claimedAmount')}
        rules={[{ required: true, message: a('amountRequired') }, moneyRule(t, { sign: 'positive', max: 10_000_000 })]}
      >
        <Input inputMode="decimal" prefix="S$" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={a('description')}
        rules={[{ required: true, whitespace: true, message: a('descriptionRequired') }, { max: 2000 }]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
