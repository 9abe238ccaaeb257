/** Staff path /workforce/worker/manage/:id/applicant (expose `workforce/staff/applicant/index`): the worker page on its applicant tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('applicant');
