/**
 * The workforce pages' tests reuse the system remote's page-level fake API and renderer (one
 * fake of the HTTP adapter for the whole back office), plus worker and applicant rows.
 */
import type { ApplicantRow, WorkerRow } from '@shiftdesk/shared/api';
import { fireEvent, screen } from '@testing-library/react';
export { fail, fakeApi, invalid } from '../../remote-system/test/fakeApi';
export { location, renderPage } from '../../remote-system/test/render';
export const page = <T>(list: T[]) => ({ list, total: list.length, currentPage: 1 });

/** Types a date-time into the picker labelled `label` and confirms it, as a user does. */
export function typeTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

const stamp = {
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  createdBy: 1,
  deptId: null,
};

export const worker = (id: number, over: Partial<WorkerRow> = {}): WorkerRow => ({
  id,
  name: `Worker ${id}`,
  nric: 'S****567D',
  dateOfBirth: '1995-04-02',
  age: 31,
  gender: 'female',
  nationality: 'Singapore',
  residency: 'citizen',
  prStartDate: null,
  passType: null,
  passExpiry: null,
  engagementType: 'contractor',
  phone: `+659123456${id % 10}`,
  email: '',
  address: '',
  bankName: 'DBS',
  bankAccount: '****7890',
  payNow: null,
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelation: '',
  languages: ['English'],
  skills: ['Barista', 'Cashier'],
  creditScore: 92,
  status: 'active',
  suspendedUntil: null,
  joinedAt: '2026-01-05',
  lastWorkedAt: '2026-11-20T01:00:00.000Z',
  avatarUrl: null,
  remark: '',
  referredBy: null,
  referredByName: null,
  ...stamp,
  ...over,
});

export const applicant = (id: number, over: Partial<ApplicantRow> = {}): ApplicantRow => ({
  id,
  name: `Applicant ${id}`,
  nric: 'T****321J',
  dateOfBirth: '2001-09-09',
  gender: 'male',
  nationality: 'Singapore',
  residency: 'citizen',
  prStartDate: null,
  passType: null,
  passExpiry: null,
  engagementType: 'contractor',
  phone: `+658123456${id % 10}`,
  email: '',
  source: 'website',
  status: 'submitted',
  reason: '',
  remark: '',
  workerId: null,
  workerName: null,
  jobCode: '',
  consentAt: null,
  duplicateWorkerId: null,
  decidedBy: null,
  decidedAt: null,
  ...stamp,
  ...over,
});
