/**
 * Kit pieces the worker pages needed: FormPage (a 409 that names its field lands on it),
 * MaskedValue (reveal only with the rule), ImportDialog (row errors table; job progress from
 * the socket), TransitionButton with extra inputs and several ids.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { Activity, type ReactElement, useState } from 'react';
import { workerMachine } from '../../api/machines';
import { dispatchSocketEvent } from '../../realtime';
import { FormPage } from '../FormContainer';
import { ImportDialog } from '../ImportDialog';
import { MaskedValue } from '../MaskedValue';
import { SearchForm } from '../SearchForm';
import { TransitionButton } from '../TransitionButton';
import { Fail, fakeApi, renderKit as renderKitWithStyles, setPermissions } from './helpers';

const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');
const renderKit = (ui: ReactElement) => renderKitWithStyles(<StyleProvider container={styleSink}>{ui}</StyleProvider>);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  setPermissions([]);
});

test('FormPage: sections render, and a 409 naming `body.nric` is shown on the NRIC field', async () => {
  api = fakeApi({
    'POST x/add': () =>
      new Fail(409, 'NRIC already belongs to worker #7 Tan', {
        errors: [{ field: 'body.nric', message: 'NRIC already belongs to worker #7 Tan' }],
      }),
  });
  renderKit(
    <FormPage<{ name: string; nric: string }>
      title="Add"
      sections={[
        { key: 'a', title: 'Identity', fields: [{ name: 'name', label: 'Name' }] },
        { key: 'b', title: 'Papers', fields: [{ name: 'nric', label: 'NRIC' }] },
      ]}
      submit={{ add: 'x/add' }}
      onClose={() => {}}
    />,
  );
  expect(screen.getByRole('region', { name: 'Papers' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByLabelText('NRIC'), { target: { value: 'S1234567D' } });
  await userEvent.click(screen.getByRole('button', { name: /Save/ }));
  const item = screen.getByLabelText('NRIC').closest('.ant-form-item') as HTMLElement;
  await within(item).findByText('NRIC already belongs to worker #7 Tan');
  expect(api.callsTo('x/add')[0].body).toEqual({ name: 'Lee', nric: 'S1234567D' });
});

test('a kept-alive tab shown again keeps what was typed: the FormPage input and an unsent filter', async () => {
  // The shell keeps a tab's page in <Activity>: hiding it ends its effects, showing it runs them
  // again. Neither form may take that for "opened afresh" (an add form lost its input that way).
  let show: (mode: 'visible' | 'hidden') => void = () => {};
  function KeptTab() {
    const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
    show = setMode;
    return (
      <Activity mode={mode}>
        <SearchForm<{ q?: string }> fields={[{ name: 'q', label: 'Keyword' }]} value={{}} onSearch={() => {}} onReset={() => {}} />
        <FormPage<{ name: string }>
          title="Add"
          fields={[{ name: 'name', label: 'Name' }]}
          initialValues={{ name: '' }}
          submit={{ add: 'x/add' }}
          onClose={() => {}}
        />
      </Activity>
    );
  }
  renderKit(<KeptTab />);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'ali' } });
  act(() => show('hidden'));
  act(() => show('visible'));
  await act(async () => {});
  expect(screen.getByLabelText('Name')).toHaveValue('Lee');
  expect(screen.getByLabelText('Keyword')).toHaveValue('ali');
});

test('FormPage on a record: the form takes no input until the record is in, so the load replaces nothing typed', async () => {
  let arrive: (v: { name: string }) => void = () => {};
  const record = new Promise<{ name: string }>((resolve) => {
    arrive = resolve;
  });
  renderKit(
    <FormPage<{ name: string }>
      id={7}
      title="Edit"
      fields={[{ name: 'name', label: 'Name' }]}
      load={() => record}
      submit={{ edit: 'x/edit' }}
      onClose={() => {}}
    />,
  );
  expect(screen.getByLabelText('Name')).toBeDisabled();
  expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  await act(async () => arrive({ name: 'Tan' }));
  const name = screen.getByLabelText('Name');
  expect(name).toBeEnabled();
  expect(name).toHaveValue('Tan');
  fireEvent.change(name, { target: { value: 'Lee' } });
  await act(async () => {});
  expect(name).toHaveValue('Lee');
});

test('MaskedValue: no Reveal without the rule; with it the whole value comes from reveal() and hides again', async () => {
  const reveal = jest.fn(async () => 'S1234567D');
  setPermissions([]);
  const { unmount } = renderKit(
    <MaskedValue masked="S****567D" rule="api/v1/workforce/worker/revealNric" reveal={reveal} />,
  );
  expect(screen.getByText('S****567D')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  unmount();
  setPermissions(['api/v1/workforce/worker/revealNric']);
  renderKit(<MaskedValue masked="S****567D" rule="api/v1/workforce/worker/revealNric" reveal={reveal} />);
  await userEvent.click(screen.getByRole('button', { name: /Reveal/ }));
  expect(await screen.findByText('S1234567D')).toBeInTheDocument();
  expect(reveal).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: /Hide/ }));
  expect(screen.getByText('S****567D')).toBeInTheDocument();
});

const upload = (file: File) => {
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const xlsx = () =>
  new File(['x'], 'workers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

test('ImportDialog: a refused file lists its bad rows; an accepted big file follows its job to the summary', async () => {
  let answer: unknown = new Fail(400, '3 row(s) have errors', {
    rows: [
      { row: 12, field: 'nric', message: 'NRIC/FIN is not valid' },
      { row: 40, field: 'phone', message: 'Phone: a Singapore number' },
      { row: 4001, field: 'residency', message: 'Residency must be one of: citizen, pr, foreigner' },
    ],
  });
  api = fakeApi({ 'POST w/import': () => answer });
  const imported = jest.fn();
  renderKit(
    <ImportDialog
      open
      onClose={() => {}}
      title="Import workers"
      templateUrl="w/template"
      templateFileName="t.xlsx"
      uploadUrl="w/import"
      fieldLabel={(f) => (f === 'nric' ? 'NRIC / FIN' : f)}
      onImported={imported}
    />,
  );
  upload(xlsx());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('3 rows have errors');
  const table = screen.getByRole('table');
  expect(within(table).getByText('4001')).toBeInTheDocument();
  expect(within(table).getByText('NRIC / FIN')).toBeInTheDocument();
  expect(within(table).getByText('Phone: a Singapore number')).toBeInTheDocument();
  expect(api.callsTo('w/import')[0].body).toBeInstanceOf(FormData);

  answer = { imported: 0, jobId: 'job-9' };
  upload(xlsx());
  await screen.findByRole('status');
  act(() => {
    dispatchSocketEvent('jobProgress', { job: 'other', name: 'x', done: 1, total: 2, state: 'active' });
    dispatchSocketEvent('jobProgress', { job: 'job-9', name: 'workers', done: 2500, total: 5000, state: 'active' });
  });
  expect(await screen.findByText('Importing 2500 of 5000 rows')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  act(() => {
    dispatchSocketEvent('jobProgress', { job: 'job-9', name: 'workers', done: 5000, total: 5000, state: 'completed' });
  });
  expect(await screen.findByText('Imported 5000 rows')).toBeInTheDocument();
  expect(imported).toHaveBeenCalledWith(5000);
});

test('TransitionButton: extra inputs go into the body, and several ids get one PUT each', async () => {
  api = fakeApi({ 'PUT w/suspend': () => ({}) });
  setPermissions(['*/*/*']);
  const done = jest.fn();
  renderKit(
    <TransitionButton
      machine={workerMachine}
      state="active"
      action="suspend"
      url="w/suspend"
      rule="r"
      id={1}
      ids={[1, 2]}
      label="Suspend selected (2)"
      fields={
        <Form.Item name="until" label="Until" rules={[{ required: true, message: 'Pick a day' }]}>
          <Input />
        </Form.Item>
      }
      toBody={(v) => ({ until: v.until })}
      onDone={done}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Suspend selected (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Suspend 2 × worker?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByText('Pick a day')).toBeInTheDocument();
  expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '2026-12-31' } });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No-shows' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith('suspended'));
  expect(api.callsTo('w/suspend').map((c) => c.body)).toEqual([
    { id: 1, until: '2026-12-31', reason: 'No-shows' },
    { id: 2, until: '2026-12-31', reason: 'No-shows' },
  ]);
});

test('ImportDialog: a job that finished before the upload answered still ends in the summary', async () => {
  api = fakeApi({
    'POST w/import': () => {
      dispatchSocketEvent('jobProgress', { job: 'job-7', name: 'workers', done: 600, total: 600, state: 'completed' });
      return { imported: 0, jobId: 'job-7' };
    },
  });
  renderKit(
    <ImportDialog
      open
      onClose={() => {}}
      title="Import"
      templateUrl="t"
      templateFileName="t.xlsx"
      uploadUrl="w/import"
    />,
  );
  upload(xlsx());
  expect(await screen.findByText('Imported 600 rows')).toBeInTheDocument();
});
