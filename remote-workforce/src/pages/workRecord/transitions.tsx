/**
 * The work record's state actions staff take by hand, on a list row and on the detail page:
 * reject (a pending record), cancel (a scheduled one, saying who cancelled) and excuse (a no-show),
 * each with its reason. Verify is not among them: it goes through the verify page.
 */
import { TransitionButton, type TransitionButtonProps } from '@shiftdesk/shared';
import { CANCELLED_BY, WorkRecordApi, workRecordMachine } from '@shiftdesk/shared/api';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = WorkRecordApi;
export const ROW_TRANSITIONS = ['reject', 'cancel', 'excuse'] as const;
export const DANGER_ACTIONS = ['reject', 'cancel'];

/** Who cancelled: a worker's late cancel costs credit, a client's may be paid (sent as `cancelledBy`). */
export function useCancelInputs(): Pick<TransitionButtonProps, 'fields' | 'toBody'> {
  const { t } = useTranslation(NS);
  return {
    fields: (
      <Form.Item
        name="cancelledBy"
        label={t('workRecord.fields.cancelledBy')}
        rules={[{ required: true, message: t('workRecord.cancelledByRequired') }]}
      >
        <Radio.Group options={CANCELLED_BY.map((v) => ({ value: v, label: t(`workRecord.cancelledBy.${v}`) }))} />
      </Form.Item>
    ),
    toBody: (v) => ({ cancelledBy: v.cancelledBy }),
  };
}

export function RecordTransitions({ id, status, onDone }: { id: number; status: string; onDone: () => void }) {
  const cancel = useCancelInputs();
  return (
    <>
      {ROW_TRANSITIONS.filter((a) => workRecordMachine.can(status, a)).map((a) => (
        <TransitionButton
          key={a}
          machine={workRecordMachine}
          state={status}
          action={a}
          url={url[a]}
          rule={rule[a]}
          id={id}
          onDone={onDone}
          {...(a === 'cancel' ? cancel : {})}
          buttonProps={{ danger: DANGER_ACTIONS.includes(a) }}
        />
      ))}
    </>
  );
}
