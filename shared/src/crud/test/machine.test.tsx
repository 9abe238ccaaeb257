/** History (timeline of a record's audit rows) and TransitionButton (a state action). */

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import type { AuditRow } from '../../api/audit';
import { contractOrderMachine, jobMachine } from '../../api/machines';
import { History } from '../History';
import { TransitionButton } from '../TransitionButton';
import { Fail, fakeApi, renderKit as renderKitWithStyles, setPermissions } from './helpers';

// antd's styles go to a detached node: see components.test.tsx (jsdom style matching is slow).
const { StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: (p: { container: Element; children: ReactElement }) => ReactElement;
};
const styleSink = document.createElement('div');
const renderKit = (ui: ReactElement, opts?: Parameters<typeof renderKitWithStyles>[1]) =>
  renderKitWithStyles(<StyleProvider container={styleSink}>{ui}</StyleProvider>, opts);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  setPermissions([]);
});

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  entity: 'contractOrder',
  entityId: 12,
  action: 'created',
  fromState: null,
  toState: 'draft',
  actorId: 3,
  actorName: 'alice',
  reason: '',
  data: null,
  at: '2026-03-01T16:30:00.000Z',
  ...over,
});
const HISTORY = 'GET api/v1/system/audit/history';

describe('History', () => {
  it('lists the rows newest first as sent: action, from → to, actor (or System), reason, Singapore time', async () => {
    api = fakeApi({
      [HISTORY]: () => [
        row({
          id: 3,
          action: 'terminate',
          fromState: 'active',
          toState: 'terminated',
          actorName: 'bob',
          reason: 'Site closed',
          at: '2026-03-05T02:00:00.000Z',
        }),
        row({
          id: 2,
          action: 'expire',
          fromState: 'draft',
          toState: 'expired',
          actorId: null,
          actorName: 'system',
          at: '2026-03-03T02:00:00.000Z',
        }),
        row({ id: 1 }),
      ],
    });
    const { container } = renderKit(<History entity="contractOrder" entityId={12} />);
    await screen.findByText('Terminate');
    expect(api.calls[0].params).toEqual({ entity: 'contractOrder', entityId: 12 });
    const items = [...container.querySelectorAll('[data-audit-id]')];
    expect(items.map((i) => i.getAttribute('data-audit-id'))).toEqual(['3', '2', '1']);
    expect(items[0]).toHaveTextContent('Terminate');
    expect(items[0]).toHaveTextContent('Active→Terminated');
    expect(items[0]).toHaveTextContent('by bob');
    expect(items[0]).toHaveTextContent('Reason: Site closed');
    // 02:00 UTC is 10:00 in Singapore
    expect(items[0]).toHaveTextContent('05/03/2026 10:00:00');
    expect(items[1]).toHaveTextContent('by System');
    // 16:30 UTC on 1 March is 00:30 on 2 March in Singapore
    expect(items[2]).toHaveTextContent('Create');
    expect(items[2]).toHaveTextContent('02/03/2026 00:30:00');
  });

  it('speaks Chinese', async () => {
    api = fakeApi({
      [HISTORY]: () => [row({ action: 'activate', fromState: 'draft', toState: 'active', reason: '客户确认' })],
    });
    renderKit(<History entity="contractOrder" entityId={12} />, { lang: 'zh-cn' });
    expect(await screen.findByText('激活')).toBeInTheDocument();
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(screen.getByText('生效中')).toBeInTheDocument();
    expect(screen.getByText('原因：客户确认')).toBeInTheDocument();
  });

  it('empty, and an error with a retry that loads again', async () => {
    api = fakeApi({ [HISTORY]: () => [] });
    const { unmount } = renderKit(<History entity="job" entityId={1} />);
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    unmount();
    api.restore();

    let fail = true;
    api = fakeApi({ [HISTORY]: () => (fail ? new Fail(403, 'You do not have permission to do this.') : [row({})]) });
    renderKit(<History entity="job" entityId={1} />);
    expect(await screen.findByText('Could not load the history')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Create')).toBeInTheDocument();
  });

  it('loads again when reloadKey changes', async () => {
    api = fakeApi({ [HISTORY]: () => [row({})] });
    renderKit(<Harness />);
    await screen.findByText('Create');
    expect(api.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});

/** Bumps History's reloadKey from a button. */
function Harness() {
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setKey((k) => k + 1)}>
        again
      </button>
      <History entity="job" entityId={1} reloadKey={key} />
    </>
  );
}

const ACTIVATE = 'api/v1/finance/contractOrder/activate';
const TERMINATE = 'api/v1/finance/contractOrder/terminate';

describe('TransitionButton', () => {
  it('is shown only when the machine allows the action from the state, it is not a system action, and the user holds the rule', () => {
    setPermissions([ACTIVATE]);
    renderKit(
      <>
        <TransitionButton
          machine={contractOrderMachine}
          state="draft"
          action="activate"
          url={`/${ACTIVATE}`}
          id={1}
          rule={ACTIVATE}
        />
        <TransitionButton
          machine={contractOrderMachine}
          state="expired"
          action="activate"
          url={`/${ACTIVATE}`}
          id={2}
          rule={ACTIVATE}
        />
        <TransitionButton
          machine={contractOrderMachine}
          state="active"
          action="terminate"
          url={`/${TERMINATE}`}
          id={3}
          rule={TERMINATE}
        />
        <TransitionButton
          machine={contractOrderMachine}
          state="active"
          action="expire"
          url="/x"
          id={4}
          rule={ACTIVATE}
        />
        <TransitionButton machine={jobMachine} state="published" action="fill" url="/x" id={5} rule={ACTIVATE} />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Activate']);
  });

  it('confirms naming the action and both states, then PUT {id}; onDone gets the new state', async () => {
    setPermissions([ACTIVATE]);
    api = fakeApi({ [`PUT ${ACTIVATE}`]: () => ({ id: 7, from: 'draft', to: 'active' }) });
    const done = jest.fn();
    renderKit(
      <TransitionButton
        machine={contractOrderMachine}
        state="draft"
        action="activate"
        url={`/${ACTIVATE}`}
        id={7}
        rule={ACTIVATE}
        onDone={done}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Activate contract order #7?')).toBeInTheDocument();
    expect(within(dialog).getByText('It will go from “draft” to “active”.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull(); // activate takes no reason
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('active'));
    expect(api.calls[0].body).toEqual({ id: 7 });
  });

  it('a required reason is validated before any call, then sent trimmed', async () => {
    setPermissions([TERMINATE]);
    api = fakeApi({ [`PUT ${TERMINATE}`]: () => ({ id: 3, from: 'active', to: 'terminated' }) });
    const done = jest.fn();
    renderKit(
      <TransitionButton
        machine={contractOrderMachine}
        state="active"
        action="terminate"
        url={`/${TERMINATE}`}
        id={3}
        rule={TERMINATE}
        onDone={done}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), ' Client closed the site ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('terminated'));
    expect(api.calls[0].body).toEqual({ id: 3, reason: 'Client closed the site' });
  });

  it("shows the server's 409 in the dialog and does not report success", async () => {
    setPermissions([ACTIVATE]);
    const msg = 'Cannot activate contract order #9: it is expired, and only draft can become active.';
    api = fakeApi({ [`PUT ${ACTIVATE}`]: () => new Fail(409, msg) });
    const done = jest.fn();
    renderKit(
      <TransitionButton
        machine={contractOrderMachine}
        state="draft"
        action="activate"
        url={`/${ACTIVATE}`}
        id={9}
        rule={ACTIVATE}
        onDone={done}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg);
    expect(done).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    setPermissions([TERMINATE]);
    renderKit(
      <TransitionButton
        machine={contractOrderMachine}
        state="active"
        action="terminate"
        url={`/${TERMINATE}`}
        id={3}
        rule={TERMINATE}
      />,
      { lang: 'zh-cn' },
    );
    // antd spaces out a two-character Chinese button label
    await userEvent.click(screen.getByRole('button', { name: /^终\s?止$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定终止合同订单 #3 吗？')).toBeInTheDocument();
    expect(within(dialog).getByText('状态将从“生效中”变为“已终止”。')).toBeInTheDocument();
    expect(within(dialog).getByText('原因')).toBeInTheDocument();
  });
});
