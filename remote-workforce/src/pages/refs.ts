/**
 * References to the finance remote's records that this remote's pages search and show by name
 * (`defineReference`, read in batches by the kit). Their own module: the dashboards' filters use
 * them, and the job page's field list would bring that page and the whole dictionary along.
 * Not yet declared next to their entities in the shared API: small master lists, read whole, so
 * a filter names them and offers retired ones too.
 */
import { ContractDeptApi, type ContractDeptRow, defineReference, PositionApi, type PositionRow } from '@shiftdesk/shared/api';

export const PositionRef = defineReference<PositionRow>(PositionApi, { label: (r) => r.name });
export const ContractDeptRef = defineReference<ContractDeptRow>(ContractDeptApi, {
  label: (r) => `${r.name} · ${r.clientName}`,
});
