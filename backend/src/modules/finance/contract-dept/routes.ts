/** /finance/contractDept/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedId,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  ContractDeptAddBody,
  ContractDeptApi,
  ContractDeptEditBody,
  ContractDeptListQuery,
  ContractDeptRow,
} from '@shiftdesk/shared/api';
import { getAccess } from '../../../core/access';
import type { RouteProtection } from '../../../core/context';
import { ok } from '../../../core/envelope';
import { t } from '../../../core/i18n';
import { withTransaction } from '../../../core/unit-of-work';
import { callerOf } from '../caller';
import { addContractDept, deleteContractDepts, editContractDept, getContractDept, listContractDepts } from './service';

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.postalCode': ['contractDept.postalCodeInvalid', 'contractDept.postalCodeInvalid'],
};

export const contractDeptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ContractDeptApi.path.list,
    { config: { rule: ContractDeptApi.rule.list }, schema: { summary: 'Contract departments (paged; data scope)', querystring: ContractDeptListQuery, response: { 200: Envelope(PageResult(ContractDeptRow)) } } },
    async (req) => ok(await listContractDepts(app.ctx.db, req.query, { access: await getAccess(req), user: req.user! })),
  );
  app.get(
    ContractDeptApi.path.get,
    { config: { rule: ContractDeptApi.rule.get }, schema: { summary: 'A contract department', querystring: IdQuery, response: { 200: Envelope(ContractDeptRow) } } },
    async (req) => ok(await getContractDept(app.ctx.db, req.query.id)),
  );
  app.post(
    ContractDeptApi.path.add,
    { config: { rule: ContractDeptApi.rule.add, fieldMessages: FIELD_MESSAGES }, schema: { summary: 'Add a contract department', body: ContractDeptAddBody, response: { 200: Envelope(CreatedId) } } },
    async (req) => ok({ id: await withTransaction(app.ctx, (tx) => addContractDept(tx, callerOf(req), req.body)) }, t(req.lang, 'common.saved')),
  );
  app.put(
    ContractDeptApi.path.edit,
    { config: { rule: ContractDeptApi.rule.edit, fieldMessages: FIELD_MESSAGES }, schema: { summary: 'Edit a contract department', body: ContractDeptEditBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => editContractDept(tx, callerOf(req), req.body));
      return ok(null, t(req.lang, 'common.saved'));
    },
  );
  app.delete(
    ContractDeptApi.path.delete,
    { config: { rule: ContractDeptApi.rule.delete }, schema: { summary: 'Delete contractDepts (refused while contract orders rate them)', body: IdsBody, response: { 200: EmptyEnvelope } } },
    async (req) => {
      await withTransaction(app.ctx, (tx) => deleteContractDepts(tx, [...new Set(req.body.ids)]));
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
