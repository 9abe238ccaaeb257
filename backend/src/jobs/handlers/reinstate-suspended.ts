/**
 * Daily: workers whose suspension ended (its until day is past) are active again, each through
 * the machine (locked, audited as the system).
 */
import { reinstateSuspended } from '../../modules/workforce/worker/service';
import { dailySweep } from './daily-sweep';

export const reinstateSuspendedJob = dailySweep('workforce.reinstateSuspended', 'suspended workers reinstated', reinstateSuspended);
