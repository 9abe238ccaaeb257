/** Tab path /jobs/job/manage/:id/workRecords (expose `workforce/job/tabs/workRecords/index`): the job's manage page on its Work records tab. */
import { jobTabPage } from '../jobTabPage';

export default jobTabPage('workRecords');
