/** The state actions a user may take on a conduct record (lift, approve, reject …), from its machine. */
import { TransitionButton } from '@shiftdesk/shared';
import type { AnyMachine } from '@shiftdesk/shared/api';

export function MachineActions({
  machine,
  state,
  id,
  urls,
  rules,
  onDone,
}: {
  machine: AnyMachine;
  state: string;
  id: number;
  urls: Record<string, string>;
  rules: Record<string, string>;
  onDone: () => void;
}) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap' }}>
      {machine.actionsFrom(state, { user: true }).map((a) => (
        <TransitionButton
          key={a}
          machine={machine}
          state={state}
          action={a}
          url={urls[a]}
          rule={rules[a]}
          id={id}
          onDone={onDone}
          buttonProps={{ type: 'link', size: 'small', danger: a === 'reject' || a === 'lift' }}
        />
      ))}
    </span>
  );
}
