/**
 * /workforce/applicant/{list,get,add,edit,delete} and the machine's
 * PUT /workforce/applicant/{screen,approve,reject} (approve creates and links the worker;
 * withdraw is the applicant's own, a system action). Thin: the service checks.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicantAddBody,
  ApplicantApi,
  ApplicantEditBody,
  ApplicantListQuery,
  ApplicantRow,
  applicantMachine,
} from '@shiftdesk/shared/api';
import { ownedScope, registerCrudRoutes } from '../../../core/routes/crud-routes';
import { registerTransitionRoutes } from '../../../core/routes/transition-routes';
import { wfApplicant } from '../../../db/schema';
import {
  addApplicant,
  deleteApplicants,
  editApplicant,
  getApplicant,
  listApplicants,
  onApprove,
  onDecided,
} from './service';

/** Sign-ups belong to the department that took them, as in the list. */
const applicantScope = ownedScope(wfApplicant, 'applicant.notFound');

export const applicantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: applicantScope,
    api: ApplicantApi,
    schemas: { query: ApplicantListQuery, row: ApplicantRow, add: ApplicantAddBody, edit: ApplicantEditBody },
    summaries: {
      list: 'Applicants (paged; data scope; duplicateWorkerId names a worker with the same NRIC or phone)',
      get: 'An applicant (NRIC masked)',
      add: 'Add a sign-up (submitted)',
      edit: 'Edit an undecided sign-up: only the fields sent change',
      delete: 'Delete rejected or withdrawn sign-ups',
    },
    service: {
      list: listApplicants,
      get: getApplicant,
      add: addApplicant,
      edit: editApplicant,
      remove: deleteApplicants,
    },
  });
  registerTransitionRoutes(app, {
    machine: applicantMachine,
    table: wfApplicant,
    scope: applicantScope,
    effects: {
      approve: async (tx, m) => {
        await onApprove(tx, m.caller, m.id);
      },
      reject: (tx, m) => onDecided(tx, m.actor, m.id, m.reason),
    },
  });
};
