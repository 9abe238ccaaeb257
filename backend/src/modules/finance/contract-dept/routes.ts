/** /finance/contractDept/{list,get,add,edit,delete}. Thin: the service checks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContractDeptAddBody,
  ContractDeptApi,
  ContractDeptEditBody,
  ContractDeptListQuery,
  ContractDeptRow,
} from '@shiftdesk/shared/api';
import type { RouteProtection } from '../../../core/routes/context';
import { registerCrudRoutes } from '../../../core/routes/crud-routes';
import { addContractDept, contractDeptScope, deleteContractDepts, editContractDept, getContractDept, listContractDepts } from './service';

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.postalCode': ['contractDept.postalCodeInvalid', 'contractDept.postalCodeInvalid'],
};

export const contractDeptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    api: ContractDeptApi,
    schemas: {
      query: ContractDeptListQuery,
      row: ContractDeptRow,
      add: ContractDeptAddBody,
      edit: ContractDeptEditBody,
    },
    summaries: { list: 'Contract departments (paged; data scope)', get: 'A contract department', add: 'Add a contract department', edit: 'Edit a contract department', delete: 'Delete contract departments (refused while contract orders use them)' },
    fieldMessages: FIELD_MESSAGES,
    scope: contractDeptScope,
    service: {
      list: listContractDepts,
      get: getContractDept,
      add: addContractDept,
      edit: editContractDept,
      remove: deleteContractDepts,
    },
  });
};
