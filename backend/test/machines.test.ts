/**
 * The machine walk: for EVERY declared business machine, every state × every action
 * (test/support/machine-walk.ts). The app is built first, so every module has registered its
 * real tables: those machines are walked there, the others on a scratch table.
 */
import { allMachines, entityLabels } from '@shiftdesk/shared/api';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers';
import { walkMachine } from './support/machine-walk';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

test('every declared machine is walked (and has en + zh names)', () => {
  expect(allMachines.length).toBe(19);
  for (const m of allMachines) expect(entityLabels[m.entity]).toBeDefined();
});

describe.each(allMachines.map((m) => [m.entity, m] as const))('%s', (_entity, machine) => {
  test('every state × every action', async () => {
    const { allowed, refused } = await walkMachine(t.app.ctx, machine, { id: 1, name: 'admin' });
    // Every declared (from, action) pair was taken once; every other pair was refused.
    expect(allowed).toBe(Object.values(machine.actions).reduce((n, a) => n + a.from.length, 0));
    expect(refused).toBe(machine.states.length * Object.keys(machine.actions).length - allowed);
  });
});
