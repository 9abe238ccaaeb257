/**
 * The finance pages' tests reuse the system remote's page-level fake API and renderer (one fake
 * of the HTTP adapter for the whole back office), plus finance rows.
 */
import type { ClientRow, ContractDeptRow, ContractOrderRow, PositionRow } from '@shiftdesk/shared/api';
export { fail, fakeApi, invalid } from '../../remote-system/test/fakeApi';
export { location, renderPage } from '../../remote-system/test/render';

const stamp = {
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  createdBy: 1,
  deptId: null,
};

export const client = (id: number, over: Partial<ClientRow> = {}): ClientRow => ({
  id,
  name: `Client ${id}`,
  uen: '201912345K',
  gstRegistered: true,
  gstRegNo: '201912345K',
  billingAddress: '1 Raffles Place, Singapore 048616',
  billingContact: 'Tan Mei Ling',
  billingPhone: '+6591234567',
  billingEmail: 'accounts@example.com.sg',
  paymentTermsDays: 30,
  billingFrequency: 'monthly',
  status: 'active',
  remark: '',
  deptCount: 2,
  activeOrderCount: 1,
  ...stamp,
  ...over,
});

export const dept = (id: number, over: Partial<ContractDeptRow> = {}): ContractDeptRow => ({
  id,
  clientId: 1,
  clientName: 'Client 1',
  name: `Outlet ${id}`,
  siteAddress: '2 Orchard Turn',
  postalCode: '238801',
  approverName: 'Lim Wei',
  approverEmail: 'lim@example.com.sg',
  approverPhone: '',
  otherApprovers: [],
  timesheetTemplateId: null,
  costCentre: 'CC-1',
  status: 'active',
  remark: '',
  orderCount: 0,
  ...stamp,
  ...over,
});

export const position = (id: number, name: string, over: Partial<PositionRow> = {}): PositionRow => ({
  id,
  name,
  description: '',
  certificateTypeIds: null,
  status: 'active',
  ...stamp,
  ...over,
});

export const order = (id: number, over: Partial<ContractOrderRow> = {}): ContractOrderRow => ({
  id,
  number: `CO-2026-0000${id}`,
  version: 1,
  revisedFrom: null,
  revisedBy: null,
  contractDeptId: 1,
  deptName: 'Outlet 1',
  clientId: 1,
  clientName: 'Client 1',
  clientStatus: 'active',
  validFrom: '2026-11-01',
  validTo: '2027-10-31',
  status: 'draft',
  policy: {
    dailyNormalHours: 8,
    weeklyNormalHours: 44,
    otPayMultiplier: 1.5,
    otBillMultiplier: 1.5,
    payRounding: { unitMinutes: 15, mode: 'floor' },
    billRounding: { unitMinutes: 15, mode: 'ceil' },
    phPayRule: 'extra_day',
    phPayMultiplier: 2,
    phBillMultiplier: 2,
    lateGraceMinutes: 0,
    noShowAfterMinutes: 60,
    cancellationPayHours: 0,
    minPaidHoursSentHome: 0,
    poNumber: 'PO-778',
    partIvExempt: false,
  },
  rates: [{ positionId: 5, positionName: 'Server', payRate: 1200, billRate: 1800, markupBp: 5000 }],
  remark: '',
  ...stamp,
  ...over,
});

export const page = <T>(list: T[]) => ({ list, total: list.length, currentPage: 1 });
