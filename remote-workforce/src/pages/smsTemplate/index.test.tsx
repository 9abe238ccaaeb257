/**
 * SMS templates over the fake API: the list names each event; the form previews the body with
 * sample data while typing and names a placeholder the event does not offer; the body sent is the
 * form's; "Send test" queues the template to the number typed.
 */
import type { SmsTemplateRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../test/helpers';
import SmsTemplatePage from './index';

const template = (id: number, over: Partial<SmsTemplateRow> = {}): SmsTemplateRow => ({
  id,
  code: 'BOOKING_CONFIRMED',
  lang: 'en',
  body: 'Hi {{name}}, your shift {{jobTitle}} on {{shiftDate}} is confirmed.',
  status: 'active',
  remark: '',
  createdBy: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/smsTemplate/list': () =>
      page([
        template(1),
        template(2, { code: 'SHIFT_REMINDER_24H', lang: 'zh-CN', body: '{{name}}，明天 {{startTime}} 上班。' }),
      ]),
    'POST api/v1/workforce/smsTemplate/add': () => ({ id: 3 }),
    'POST api/v1/workforce/smsTemplate/send': () => ({ logId: 9 }),
  });
});
afterEach(() => api.restore());

const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

test('the list names the event and the language of each template', async () => {
  renderPage(<SmsTemplatePage />, { route: '/jobs/smsTemplate' });
  const row = (await screen.findByText('Shift reminder (24 h)')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Simplified Chinese')).toBeInTheDocument();
  expect(screen.getByText('Booking confirmed')).toBeInTheDocument();
});

test('add: the preview reads the body with sample data and names a placeholder the event does not offer', async () => {
  renderPage(<SmsTemplatePage />, { route: '/jobs/smsTemplate' });
  await screen.findByText('Booking confirmed');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  const preview = within(dialog).getByTestId('sms-preview');
  expect(within(preview).getByText('Type the text to see how it reads.')).toBeInTheDocument();

  const code = itemOf(dialog, 'Sent for');
  fireEvent.mouseDown(within(code).getByRole('combobox'));
  fireEvent.click(await screen.findByText('Withdrawal paid', { selector: '.ant-select-item-option-content' }));
  const body = itemOf(dialog, 'Text').querySelector('textarea') as HTMLTextAreaElement;
  fireEvent.change(body, { target: { value: 'Hi {{ name }}, {{amount}} is paid. Shift {{shiftDate}}' } });

  await waitFor(() =>
    expect(within(preview).getByTestId('sms-preview-text')).toHaveTextContent(
      'Hi Tan Mei Ling, S$128.50 is paid. Shift',
    ),
  );
  // The variables of "Withdrawal paid", and the one it does not offer.
  expect(within(preview).getByText('{{amount}}')).toBeInTheDocument();
  expect(within(preview).getByRole('alert')).toHaveTextContent('{{shiftDate}}');

  fireEvent.change(body, { target: { value: 'Hi {{name}}, {{amount}} is paid.' } });
  await waitFor(() => expect(within(preview).queryByRole('alert')).toBeNull());
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/smsTemplate/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/smsTemplate/add', 'POST')[0].body).toMatchObject({
    code: 'WITHDRAWAL_PAID',
    lang: 'en',
    body: 'Hi {{name}}, {{amount}} is paid.',
    status: 'active',
  });
});

test('send test: the template goes to the number typed', async () => {
  renderPage(<SmsTemplatePage />, { route: '/jobs/smsTemplate' });
  const row = (await screen.findByText('Booking confirmed')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /Send test/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(itemOf(dialog, 'Phone number').querySelector('input') as HTMLElement, {
    target: { value: '+6591234567' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/smsTemplate/send', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/smsTemplate/send', 'POST')[0].body).toEqual({ id: 1, phone: '+6591234567' });
});
