/** Staff path /workforce/worker/manage/:id/workRecord (expose `workforce/staff/workRecord/index`): the worker page on its workRecord tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('workRecord');
