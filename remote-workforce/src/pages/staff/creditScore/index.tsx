/** Staff path /workforce/worker/manage/:id/creditScore (expose `workforce/staff/creditScore/index`): the worker page on its creditScore tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('creditScore');
