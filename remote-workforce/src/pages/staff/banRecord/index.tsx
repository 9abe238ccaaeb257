/** Staff path /workforce/worker/manage/:id/banRecord (expose `workforce/staff/banRecord/index`): the worker page on its banRecord tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('banRecord');
