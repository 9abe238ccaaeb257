/**
 * Daily: active contract orders whose last day has passed expire, each through transition()
 * (locked, audited as the system, `stateChanged` after the commit).
 */
import { expireContractOrders } from '../../modules/finance/contract-order/service';
import { dailySweep } from './daily-sweep';

export const expireContractOrdersJob = dailySweep('finance.expireContractOrders', 'contract orders expired', expireContractOrders);
