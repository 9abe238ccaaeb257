import { i18n, registerTranslations, setLang } from '@shiftdesk/shared/lite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { HOST_NS, hostResources } from '../src/i18n/host';
import { isLoginPath } from '../src/login/path';
import LoginPage from '../src/pages/login';
import { loginTarget } from '../src/router/guard';

const get = jest.fn();
const post = jest.fn();
jest.mock('@shiftdesk/shared/lite', () => {
  const actual = jest.requireActual('@shiftdesk/shared/lite');
  return {
    ...actual,
    api: { ...actual.api, get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
  };
});

registerTranslations(HOST_NS, hostResources);

const loggedIn = jest.fn();

function renderLogin() {
  return render(
    <I18nextProvider i18n={i18n}>
      <LoginPage onLoggedIn={loggedIn} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  get.mockReset().mockResolvedValue({ captchaEnabled: true, key: 'k1', img: 'data:image/svg+xml;base64,PHN2Zy8+' });
  post.mockReset();
  loggedIn.mockReset();
});

it('the login island owns /admin/login only', () => {
  expect(['/admin/login', '/admin/login/'].map(isLoginPath)).toEqual([true, true]);
  expect(['/admin/', '/admin/loginx', '/login', '/admin/system/login'].map(isLoginPath)).toEqual([false, false, false, false]);
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

it('submits on Enter, stores the session and hands over to the shell', async () => {
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
  renderLogin();
  await waitFor(() => expect(get).toHaveBeenCalled());
  await userEvent.type(screen.getByPlaceholderText('Username'), 'admin');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'Admin@12345');
  await userEvent.type(screen.getByPlaceholderText('Verification code'), 'abcd{Enter}');
  await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
  expect(post).toHaveBeenCalledWith('api/v1/system/login', {
    username: 'admin',
    password: 'Admin@12345',
    verifyCode: 'abcd',
    verifyKey: 'k1',
  });
  expect(document.cookie).toContain('token=tok-1');
  expect(JSON.parse(sessionStorage.getItem('permissions') ?? 'null')).toEqual(['*/*/*']);
});

it('with CAPTCHA=off (captchaEnabled false) the form asks for no code and sends none', async () => {
  get.mockReset().mockResolvedValue({ captchaEnabled: false, key: '', img: '' });
  post.mockResolvedValue({
    token: 'tok-2',
    userInfo: { id: 1, userName: 'admin', userNickname: 'Admin', avatar: '', roles: ['admin'], time: '', authBtnList: [] },
    menuList: [],
    permissions: ['*/*/*'],
  });
  renderLogin();
  await waitFor(() => expect(screen.queryByPlaceholderText('Verification code')).not.toBeInTheDocument());
  await userEvent.type(screen.getByPlaceholderText('Username'), 'admin');
  await userEvent.type(screen.getByPlaceholderText('Password'), 'Admin@12345{Enter}');
  await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
  expect(screen.queryByText('Verification code cannot be empty')).not.toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('api/v1/system/login', { username: 'admin', password: 'Admin@12345', verifyCode: '', verifyKey: '' });
});

it('keeps asking for the code when the captcha call fails (the server may still check one)', async () => {
  get.mockReset().mockRejectedValue(new Error('offline'));
  renderLogin();
  await waitFor(() => expect(get).toHaveBeenCalled());
  await userEvent.click(screen.getByRole('button', { name: /Sign in/ }));
  expect(await screen.findByText('Verification code cannot be empty')).toBeInTheDocument();
});

it('goes on to the redirect target (with its other query values) or /home', () => {
  expect(loginTarget('?redirect=/system/user&deptId=3')).toBe('/system/user?deptId=3');
  expect(loginTarget('')).toBe('/home');
  expect(loginTarget('?redirect=//evil.example')).toBe('/home');
});
