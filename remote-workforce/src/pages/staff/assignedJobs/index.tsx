/** Staff path /workforce/worker/manage/:id/assignedJobs (expose `workforce/staff/assignedJobs/index`): the worker page on its assignedJobs tab. */
import { staffTabPage } from '../staffTabPage';

export default staffTabPage('assignedJobs');
