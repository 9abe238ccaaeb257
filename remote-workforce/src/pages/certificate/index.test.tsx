/**
 * Certificates page and the manage page's certificate / document tabs over the fake API: the
 * list with its filters from the URL, verify after a confirmation, reject asking for a reason,
 * preview only for holders of the file rule; certificate types with the server's duplicate-name
 * refusal under the field; a document added for the worker with its uploaded file.
 */
import type { CertificateTypeRow, WorkerCertificateRow, WorkerDocumentRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, invalid, page, renderPage } from '../../../test/helpers';
import CertificatesTab from '../worker/manage/tabs/Certificates';
import ExtraDocumentsTab from '../worker/manage/tabs/ExtraDocuments';
import CertificatePage from './index';

const cert = (id: number, over: Partial<WorkerCertificateRow> = {}): WorkerCertificateRow => ({
  id,
  workerId: 7,
  workerName: 'Tan Mei Ling',
  typeId: 1,
  typeName: 'Food Hygiene',
  blocksEligibility: true,
  number: `FH-${id}`,
  issuer: 'SkillsFuture Singapore',
  issuedOn: '2024-01-01',
  expiresOn: '2026-12-31',
  fileKey: `workerCertificate/${'a'.repeat(32)}.pdf`,
  fileType: 'application/pdf',
  status: 'pending',
  reason: '',
  verifiedBy: null,
  verifiedAt: null,
  lastReminderDay: null,
  remark: '',
  deptId: 1,
  createdBy: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});
const type = (id: number, name: string): CertificateTypeRow => ({
  id,
  name,
  description: '',
  expires: true,
  blocksEligibility: true,
  reminderDays: [30, 7, 0],
  status: 'active',
  certificateCount: 3,
  createdBy: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/workerCertificate/list': () =>
      page([cert(1), cert(2, { workerName: 'Ravi Kumar', workerId: 8, status: 'verified', verifiedBy: 'admin' })]),
    'api/v1/workforce/certificateType/list': () => page([type(1, 'Food Hygiene'), type(2, 'WSQ Security')]),
    'PUT api/v1/workforce/workerCertificate/verify': (_, c) => ({ id: c.body.id, from: 'pending', to: 'verified', status: 'verified' }),
    'PUT api/v1/workforce/workerCertificate/reject': (_, c) => ({ id: c.body.id, from: 'pending', to: 'rejected', status: 'rejected' }),
    'POST api/v1/workforce/certificateType/add': () => invalid({ name: 'Certificate type "Food Hygiene" already exists' }),
    'api/v1/workforce/workerDocument/list': () => page([] as WorkerDocumentRow[]),
    'POST api/v1/workforce/workerDocument/upload': () => ({
      fileKey: `workerDocument/${'b'.repeat(32)}.pdf`,
      contentType: 'application/pdf',
      size: 42,
    }),
    'POST api/v1/workforce/workerDocument/add': () => ({ id: 5 }),
  });
});
afterEach(() => api.restore());

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

test('list with the URL filters; verify after a confirmation; reject needs a reason', async () => {
  renderPage(<CertificatePage />, { route: '/workforce/certificate?status=pending&expiringWithinDays=30' });
  await screen.findByText('Ravi Kumar');
  expect(api.callsTo('api/v1/workforce/workerCertificate/list')[0].params).toMatchObject({
    status: 'pending',
    expiringWithinDays: 30,
  });
  // Only the pending one can be verified or rejected.
  expect(within(rowOf('Ravi Kumar')).queryByRole('button', { name: 'Verify' })).toBeNull();
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: 'Verify' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(/from “pending” to “verified”/);
  expect(api.callsTo('api/v1/workforce/workerCertificate/verify')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/workerCertificate/verify')[0]?.body).toEqual({ id: 1 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(within(rowOf('Tan Mei Ling')).getByRole('button', { name: 'Reject' }));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Blurred scan' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() =>
    expect(api.callsTo('api/v1/workforce/workerCertificate/reject')[0]?.body).toEqual({ id: 1, reason: 'Blurred scan' }),
  );
});

test('without the file rule there is no preview; without verify no Verify button', async () => {
  renderPage(<CertificatePage />, {
    route: '/workforce/certificate',
    permissions: ['api/v1/workforce/workerCertificate/list', 'api/v1/workforce/certificateType/list'],
  });
  await screen.findByText('Ravi Kumar');
  expect(screen.queryByRole('button', { name: /Preview/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
});

test('certificate types: the duplicate name is refused under the field', async () => {
  renderPage(<CertificatePage />, { route: '/workforce/certificate' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Certificate types' }));
  expect(await screen.findByText('WSQ Security')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Type name'), { target: { value: 'Food Hygiene' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }));
  expect(await within(dialog).findByText('Certificate type "Food Hygiene" already exists')).toBeInTheDocument();
  expect(api.callsTo('api/v1/workforce/certificateType/add')[0].body).toMatchObject({
    name: 'Food Hygiene',
    expires: true,
    blocksEligibility: true,
    reminderDays: [30, 7, 0],
  });
});

test('manage tab: the worker’s certificates, without a worker column', async () => {
  renderPage(<CertificatesTab workerId={7} />);
  await screen.findByText('FH-1');
  expect(api.callsTo('api/v1/workforce/workerCertificate/list')[0].params).toMatchObject({ workerId: 7 });
  expect(screen.queryByRole('columnheader', { name: 'Worker' })).toBeNull();
});

test('manage tab: add an extra document with its uploaded file', async () => {
  renderPage(<ExtraDocumentsTab workerId={7} />);
  await waitFor(() => expect(api.callsTo('api/v1/workforce/workerDocument/list')).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Document'), { target: { value: 'Employment contract' } });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' })] } });
  expect(await within(dialog).findByText(/File uploaded: contract.pdf/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/workerDocument/add')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/workerDocument/add')[0].body).toEqual({
    workerId: 7,
    title: 'Employment contract',
    fileKey: `workerDocument/${'b'.repeat(32)}.pdf`,
  });
});
