/**
 * Workforce → Applicants (route /workforce/applicant, expose `workforce/applicant/index`): the
 * sign-ups; screen / approve (creates the worker) / reject with a reason, through the applicant
 * machine. A sign-up whose NRIC or phone already belongs to a worker is flagged and links to
 * that worker; once approved the row links to the worker it became.
 */
import '../../i18n';
import { CrudListPage } from '@shiftdesk/shared';
import { ApplicantApi, type ApplicantRow } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';
import { applicantFields } from './fields';

const DANGER = ['reject'];

export default function ApplicantPage() {
  return (
    <CrudListPage
      entity={ApplicantApi}
      fields={applicantFields}
      ns={NS}
      texts="applicant"
      // Sign-ups are decided through the machine; deleting one is not this list's business.
      delete={false}
      dangerActions={DANGER}
    />
  );
}
