/** The SMS log over the fake API: each row says what for, to whom (masked, as the server sends it) and how it went. */
import type { SmsLogRow } from '@shiftdesk/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../test/helpers';
import SmsLogPage from './index';

const log = (id: number, over: Partial<SmsLogRow> = {}): SmsLogRow => ({
  id,
  code: 'SHIFT_REMINDER_24H',
  lang: 'en',
  phone: '+65****4567',
  body: 'Hi Tan, your shift starts tomorrow at 08:00.',
  provider: 'log',
  providerId: `log-${id}`,
  status: 'sent',
  attempts: 1,
  error: '',
  eventKey: `SHIFT_REMINDER_24H:booking:${id}`,
  createdAt: '2026-11-27T02:00:00.000Z',
  sentAt: '2026-11-27T02:00:01.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/smsLog/list': () =>
      page([log(1), log(2, { code: 'APPLICANT_RECEIVED', status: 'failed', attempts: 3, sentAt: null })]),
  });
});
afterEach(() => api.restore());

test('the log lists what each SMS was for, the masked recipient and how it went; filters go to the server', async () => {
  renderPage(<SmsLogPage />, { route: '/jobs/smsLog?status=failed' });
  const row = (await screen.findByText('Application received')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(within(row).getByText('+65****4567')).toBeInTheDocument();
  expect(screen.getByText('Shift reminder (24 h)')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('api/v1/workforce/smsLog/list')[0].params).toMatchObject({ status: 'failed' }),
  );
});
