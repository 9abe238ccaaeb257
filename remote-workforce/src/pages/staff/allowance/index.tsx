/** Staff path /workforce/worker/manage/:id/allowance (expose `workforce/staff/allowance/index`): the worker page on its allowance tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('allowance');
