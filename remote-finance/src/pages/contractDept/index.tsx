/**
 * Finance → Contract departments (route /finance/contractDept, expose `finance/contractDept/index`):
 * a client's sites; filter by client (`?clientId=` also opens it pre-filtered from the client page,
 * and a department added there starts with that client).
 */
import '../../i18n';
import { CrudListPage } from '@shiftdesk/shared';
import { ContractDeptAddBody, ContractDeptApi, ContractDeptEditBody } from '@shiftdesk/shared/api';
import { NS } from '../../i18n';
import { ApproversEditor } from './ApproversEditor';
import { contractDeptFields } from './fields';

const defaults = {
  status: 'active',
  approverName: '',
  approverEmail: '',
  approverPhone: '',
  otherApprovers: [],
  timesheetTemplateId: null,
  costCentre: '',
  remark: '',
} satisfies Partial<ContractDeptAddBody>;
const form = {
  add: ContractDeptAddBody,
  edit: ContractDeptEditBody,
  defaults,
  drawer: true,
  width: 720,
  columns: 2 as const,
  fromQuery: ['clientId'],
  children: () => <ApproversEditor />,
};

export default function ContractDeptPage() {
  return <CrudListPage entity={ContractDeptApi} fields={contractDeptFields} ns={NS} texts="contractDept" form={form} />;
}
