/** Staff path /workforce/worker/manage/:id/wallet (expose `workforce/staff/wallet/index`): the worker page on its wallet tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('wallet');
