/**
 * Timesheet templates over the fake API: the list names each template's columns and grouping;
 * the add form's preview follows the columns picked (in order) and the grouping (group header
 * rows and subtotals) before anything is saved, and the body sent is the form's.
 */
import type { TimesheetTemplateRow } from '@shiftdesk/shared/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, page, renderPage } from '../../../test/helpers';
import TimesheetTemplatePage from './index';

const template = (id: number, over: Partial<TimesheetTemplateRow> = {}): TimesheetTemplateRow => ({
  id,
  name: `Template ${id}`,
  columns: ['workerName', 'shiftDate', 'paidHours'],
  grouping: 'none',
  showTotals: true,
  signatureBlock: true,
  hasLogo: false,
  footerNote: '',
  lang: 'en',
  status: 'active',
  deptCount: 0,
  createdBy: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'api/v1/workforce/timesheetTemplate/list': () =>
      page([
        template(1, { name: 'Standard', deptCount: 12 }),
        template(2, {
          name: 'By worker (F&B)',
          columns: ['workerName', 'position', 'billAmount'],
          grouping: 'worker',
          hasLogo: true,
        }),
      ]),
    'POST api/v1/workforce/timesheetTemplate/add': () => ({ id: 3 }),
  });
});
afterEach(() => api.restore());

const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

const headers = (preview: HTMLElement) =>
  within(preview)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

test('the list names the columns and the grouping', async () => {
  renderPage(<TimesheetTemplatePage />, { route: '/jobs/timesheetTemplate' });
  const row = (await screen.findByText('By worker (F&B)')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Worker, Position, Amount (S$)')).toBeInTheDocument();
  expect(within(row).getByText('By worker')).toBeInTheDocument();
  expect(within(screen.getByText('Standard').closest('tr') as HTMLElement).getByText('12')).toBeInTheDocument();
});

test('add: the preview follows the columns and the grouping; the body is the form', async () => {
  renderPage(<TimesheetTemplatePage />, { route: '/jobs/timesheetTemplate' });
  await screen.findByText('Standard');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  const preview = await within(dialog).findByTestId('timesheet-preview');

  // The default layout, sample rows with the masked NRIC and the Chinese name, totals, signature.
  expect(headers(preview)).toEqual([
    'Worker',
    'NRIC/FIN',
    'Date',
    'Time in',
    'Time out',
    'Break (min)',
    'Paid hours',
    'OT hours',
    'PH hours',
    'Remarks',
  ]);
  expect(within(preview).getAllByText('陈美玲')).toHaveLength(2);
  expect(within(preview).getAllByText('S****567D')).toHaveLength(2);
  expect(within(preview).getByTestId('preview-total')).toHaveTextContent('Total');
  // Six rows of 8 paid hours, one with 2 more of overtime.
  expect(within(preview).getByTestId('preview-total')).toHaveTextContent('50');
  expect(within(preview).getByTestId('preview-signature')).toBeInTheDocument();
  expect(within(preview).queryAllByTestId('preview-group')).toHaveLength(0);

  // Remove "NRIC/FIN" and add "Position" at the end: the preview follows, in that order.
  const columns = itemOf(dialog, 'Columns');
  const nric = within(columns).getByText('NRIC/FIN').closest('.ant-select-selection-item') as HTMLElement;
  fireEvent.click(nric.querySelector('.ant-select-selection-item-remove') as HTMLElement);
  fireEvent.mouseDown(within(columns).getByRole('combobox'));
  fireEvent.click(await screen.findByText('Position', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(headers(preview).at(-1)).toBe('Position'));
  expect(headers(preview)).not.toContain('NRIC/FIN');

  // Group by worker: a header row per worker, each with its subtotal.
  const grouping = itemOf(dialog, 'Grouping');
  fireEvent.mouseDown(within(grouping).getByRole('combobox'));
  fireEvent.click(await screen.findByText('By worker', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(within(preview).getAllByTestId('preview-group')).toHaveLength(3));
  expect(
    within(preview)
      .getAllByTestId('preview-group')
      .map((g) => g.textContent),
  ).toEqual(['Tan Wei Ming', '陈美玲', 'Muhammad Faiz']);
  expect(within(preview).getAllByTestId('preview-subtotal')).toHaveLength(3);

  // Totals off: no subtotal or total rows; signature block off: no placeholder.
  fireEvent.click(within(itemOf(dialog, 'Totals row')).getByRole('switch'));
  fireEvent.click(within(itemOf(dialog, 'Signature block')).getByRole('switch'));
  await waitFor(() => expect(within(preview).queryAllByTestId('preview-subtotal')).toHaveLength(0));
  expect(within(preview).queryByTestId('preview-total')).toBeNull();
  expect(within(preview).queryByTestId('preview-signature')).toBeNull();

  fireEvent.change(itemOf(dialog, 'Template name').querySelector('input') as HTMLElement, {
    target: { value: 'Night shift' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/timesheetTemplate/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/timesheetTemplate/add', 'POST')[0].body).toMatchObject({
    name: 'Night shift',
    columns: [
      'workerName',
      'shiftDate',
      'actualIn',
      'actualOut',
      'breakMinutes',
      'paidHours',
      'otHours',
      'phHours',
      'remarks',
      'position',
    ],
    grouping: 'worker',
    showTotals: false,
    signatureBlock: false,
    status: 'active',
  });
});

test('the document language: the preview reads in it while the form stays in the screen’s; the body carries it', async () => {
  renderPage(<TimesheetTemplatePage />, { route: '/jobs/timesheetTemplate' });
  await screen.findByText('Standard');
  fireEvent.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  const preview = await within(dialog).findByTestId('timesheet-preview');
  expect(headers(preview)[0]).toBe('Worker');

  const lang = itemOf(dialog, 'Document language');
  fireEvent.mouseDown(within(lang).getByRole('combobox'));
  fireEvent.click(
    await screen.findByText('中文 (Simplified Chinese)', { selector: '.ant-select-item-option-content' }),
  );
  await waitFor(() => expect(headers(preview)[0]).toBe('员工'));
  expect(within(preview).getByTestId('preview-total')).toHaveTextContent('合计');
  expect(preview.querySelector('[lang="zh-CN"]')).not.toBeNull();
  // The form around it is still in English.
  expect(within(dialog).getByText('Template name', { selector: 'label' })).toBeInTheDocument();

  fireEvent.change(itemOf(dialog, 'Template name').querySelector('input') as HTMLElement, {
    target: { value: '中文工时表' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(api.callsTo('api/v1/workforce/timesheetTemplate/add', 'POST')).toHaveLength(1));
  expect(api.callsTo('api/v1/workforce/timesheetTemplate/add', 'POST')[0].body).toMatchObject({
    name: '中文工时表',
    lang: 'zh-cn',
  });
});
