/** Every declared business state machine, by module; `allMachines` lists them all. */
import type { AnyMachine } from '../machine';
import { financeMachines } from './finance';
import { workforceMachines } from './workforce';

export * from './finance';
export * from './labels';
export * from './workforce';

export const allMachines: readonly AnyMachine[] = [...financeMachines, ...workforceMachines];

/** The machine of an entity name (`contractOrder`), or undefined. */
export function machineOf(entity: string): AnyMachine | undefined {
  return allMachines.find((m) => m.entity === entity);
}
