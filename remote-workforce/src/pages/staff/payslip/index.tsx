/** Staff path /workforce/worker/manage/:id/payslip (expose `workforce/staff/payslip/index`): the worker page on its payslips tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('payslip');
