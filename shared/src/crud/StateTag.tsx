/** A business state as a coloured tag, named in the interface language. */
import { Tag } from 'antd';
import { useMachineLabels } from './machineI18n';

const GOOD = [
  'active',
  'approved',
  'auto_approved',
  'verified',
  'credited',
  'paid',
  'completed',
  'confirmed',
  'accepted',
  'issued',
  'published',
  'filled',
  'excused',
  'lifted',
  'invoiced',
  'converted',
  'clocked_out',
];
const BAD = ['rejected', 'void', 'cancelled', 'failed', 'banned', 'blacklisted', 'terminated', 'no_show'];
const BUSY = [
  'in_progress',
  'processing',
  'calculating',
  'under_review',
  'review',
  'screening',
  'sent_to_client',
  'pending_verification',
  'clocked_in',
  'requested',
  'submitted',
];
const WARN = ['suspended', 'disputed', 'waitlisted', 'pending'];

/** antd tag colour of a state (unknown states are neutral). */
export function stateColor(state: string): string {
  if (GOOD.includes(state)) return 'success';
  if (BAD.includes(state)) return 'error';
  if (BUSY.includes(state)) return 'processing';
  if (WARN.includes(state)) return 'warning';
  return 'default';
}

export function StateTag({ state }: { state: string }) {
  const labels = useMachineLabels();
  return (
    <Tag color={stateColor(state)} data-state={state}>
      {labels.stateTitle(state)}
    </Tag>
  );
}
