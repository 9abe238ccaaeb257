/**
 * The state buttons of a worker's manage page, offered from the worker machine. Suspending also
 * asks for the last day of the suspension (the daily sweep reinstates after it): the list's row
 * and bulk buttons take the same inputs.
 */
import { dayjs, TransitionButton, type TransitionButtonProps } from '@shiftdesk/shared';
import { WorkerApi, workerMachine } from '@shiftdesk/shared/api';
import { DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const { url, rule } = WorkerApi;
type Action = 'verify' | 'suspend' | 'reinstate' | 'deactivate' | 'reactivate' | 'blacklist';
/** Transitions drawn in the danger colour, here and in the list. */
export const DANGER_ACTIONS = ['suspend', 'blacklist', 'deactivate'];

/** The "until" input and body of a suspension. */
export function useSuspendInputs(): Pick<TransitionButtonProps, 'fields' | 'toBody'> {
  const { t } = useTranslation(NS);
  return {
    fields: (
      <Form.Item
        name="until"
        label={t('worker.until')}
        rules={[{ required: true, message: t('worker.untilRequired') }]}
      >
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(d: Dayjs) => d.isBefore(dayjs().startOf('day'))}
          getPopupContainer={(el) => el.parentElement ?? document.body}
        />
      </Form.Item>
    ),
    toBody: (v) => ({ until: (v.until as Dayjs).format('YYYY-MM-DD') }),
  };
}

export function WorkerTransitions({ id, status, onDone }: { id: number; status: string; onDone: () => void }) {
  const suspend = useSuspendInputs();
  return (
    <Space wrap>
      {workerMachine.actionsFrom(status, { user: true }).map((a) => (
        <TransitionButton
          key={a}
          machine={workerMachine}
          state={status}
          action={a}
          url={url[a as Action]}
          rule={rule[a as Action]}
          id={id}
          onDone={onDone}
          {...(a === 'suspend' ? suspend : {})}
          buttonProps={{ type: a === 'verify' ? 'primary' : 'default', danger: DANGER_ACTIONS.includes(a) }}
        />
      ))}
    </Space>
  );
}
