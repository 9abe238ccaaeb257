/** Staff path /workforce/worker/manage/:id/medicalLeave (expose `workforce/staff/medicalLeave/index`): the worker page on its medicalLeave tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('medicalLeave');
