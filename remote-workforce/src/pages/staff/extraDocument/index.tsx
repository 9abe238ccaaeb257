/** Staff path /workforce/worker/manage/:id/extraDocument (expose `workforce/staff/extraDocument/index`): the worker page on its extraDocument tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('extraDocument');
