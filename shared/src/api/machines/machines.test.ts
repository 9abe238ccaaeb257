/** defineMachine's helpers, the declarations' own checks, and names for every entity/state/action. */
import { defineMachine } from '../machine';
import {
  actionLabels,
  allMachines,
  entityLabels,
  invoiceMachine,
  jobMachine,
  machineOf,
  stateLabels,
  workRecordMachine,
} from '.';

test('can / next / actionsFrom follow the declared table', () => {
  expect(invoiceMachine.can('draft', 'issue')).toBe(true);
  expect(invoiceMachine.next('draft', 'issue')).toBe('issued');
  expect(invoiceMachine.can('void', 'issue')).toBe(false);
  expect(invoiceMachine.next('void', 'issue')).toBeNull();
  expect(invoiceMachine.can('draft', 'toString')).toBe(false); // no prototype leaks
  expect(invoiceMachine.can('draft', 'nope')).toBe(false);
  expect(jobMachine.actionsFrom('published')).toEqual(['fill', 'start', 'cancel']);
  // the UI never offers system actions
  expect(jobMachine.actionsFrom('published', { user: true })).toEqual(['cancel']);
  expect(workRecordMachine.actionsFrom('verified', { user: true })).toEqual(['adjust', 'credit']);
  expect(jobMachine.action('cancel')).toMatchObject({ reason: 'required' });
  expect(jobMachine.isState('filled')).toBe(true);
  expect(jobMachine.isState('lost')).toBe(false);
});

test('a declaration naming an unknown state fails at import', () => {
  expect(() =>
    defineMachine({
      entity: 'x',
      module: 'm',
      states: ['a', 'b'],
      initial: 'a',
      actions: { go: { from: ['a'], to: 'c' as 'b' } },
    }),
  ).toThrow('x.go: unknown state c');
  expect(() => defineMachine({ entity: 'x', module: 'm', states: ['a'], initial: 'z' as 'a', actions: {} })).toThrow(
    /initial/,
  );
});

test('every entity of DOMAIN.md with states has a machine, once', () => {
  const entities = allMachines.map((m) => m.entity);
  expect(new Set(entities).size).toBe(entities.length);
  expect([...entities].sort()).toEqual(
    [
      'contractOrder',
      'client',
      'invoice',
      'payrollMonth',
      'incentiveScheme',
      'incentiveRecord',
      'withdrawal',
      'appeal',
      // DOMAIN.md "Payroll detail": deductions and back pay, open until a locked month takes them.
      'payrollItem',
      'worker',
      'applicant',
      'workerCertificate',
      'medicalLeave',
      'banRecord',
      'allowance',
      'job',
      'booking',
      'workRecord',
      'timesheet',
    ].sort(),
  );
  expect(machineOf('job')).toBe(jobMachine);
  expect(machineOf('spaceship')).toBeUndefined();
});

test('every state is reachable or initial, and every entity, state and action has an English and a Chinese name', () => {
  for (const m of allMachines) {
    expect([m.entity, entityLabels[m.entity]?.every(Boolean)]).toEqual([m.entity, true]);
    const targets = new Set(Object.values(m.actions).map((a) => a.to));
    for (const s of m.states) {
      expect([m.entity, s, s === m.initial || targets.has(s)]).toEqual([m.entity, s, true]);
      expect([s, stateLabels[s]?.every(Boolean)]).toEqual([s, true]);
    }
    for (const a of Object.keys(m.actions)) expect([a, actionLabels[a]?.every(Boolean)]).toEqual([a, true]);
  }
});
