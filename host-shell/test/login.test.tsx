import { i18n, setLang, sharedStore } from '@shiftdesk/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../src/i18n/host';
import LoginPage from '../src/pages/login';

const get = jest.fn();
const post = jest.fn();
jest.mock('@shiftdesk/shared', () => {
  const actual = jest.requireActual('@shiftdesk/shared');
  return {
    ...actual,
    api: { ...actual.api, get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
  };
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderLogin(entry = '/login') {
  return render(
    <Provider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(() => {
  get.mockReset().mockResolvedValue({ key: 'k1', img: 'data:image/svg+xml;base64,PHN2Zy8+' });
  post.mockReset();
});

it('shows the validation messages on an empty submit (English)', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: /Sign in/ }));
  expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
  expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
  expect(screen.getByText('Verification code cannot be empty')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it('shows the validation messages in Chinese', async () => {
  await setLang('zh-cn');
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: /登/ }));
  expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
  expect(screen.getByText('密码不能为空')).toBeInTheDocument();
  await setLang('en');
});

it('submits on Enter, stores the session and goes to the redirect target', async () => {
  post.mockResolvedValue({
    token: 'tok-1',
    userInfo: {
      id: 1,
      userName: 'admin',
      userNickname: 'Admin',
      avatar: '',
      roles: ['admin'],
      time: '',
      authBtnList: [],
    },
    menuList: [],
    permissions: ['*/*/*'],
  });
  renderLogin('/login?redirect=/system/user&deptId=3');
  await waitFor(() => expect(get).toHaveBeenCalled());
  await userEvent.type(screen.getByPlaceholderText('Username'), 'admin');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'Admin@12345');
  await userEvent.type(screen.getByPlaceholderText('Verification code'), 'abcd{Enter}');
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/system/user?deptId=3'));
  expect(post).toHaveBeenCalledWith('api/v1/system/login', {
    username: 'admin',
    password: 'Admin@12345',
    verifyCode: 'abcd',
    verifyKey: 'k1',
  });
  expect(document.cookie).toContain('token=tok-1');
  expect(JSON.parse(sessionStorage.getItem('permissions') ?? 'null')).toEqual(['*/*/*']);
});
