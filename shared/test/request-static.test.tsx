import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { createRequest, navigation, resetSessionAlert } from '../src/http/request';
import { getToken, setToken } from '../src/session';

const unauthorized: AxiosAdapter = async (config) => {
  throw new AxiosError(
    '401',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      data: { code: 401, message: 'expired', data: null },
      status: 401,
      statusText: 'Unauthorized',
      headers: {},
      config,
    },
  );
};

it('401 alert renders with antd static Modal (title, text, button) and redirects on Confirm', async () => {
  resetSessionAlert();
  const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
  setToken('tok');
  const client = createRequest({ adapter: unauthorized });
  await Promise.allSettled([client.get('a'), client.get('b')]);
  expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Prompt');
  expect(screen.getAllByText('Your session has expired. Please log in again.')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/'));
  expect(getToken()).toBe('');
});
