/** Tab path /jobs/job/manage/:id/info (expose `workforce/job/tabs/info/index`): the job's manage page on its Info tab. */
import { jobTabPage } from '../jobTabPage';

export default jobTabPage('info');
