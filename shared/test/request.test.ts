import type { AxiosAdapter, AxiosError, InternalAxiosRequestConfig } from 'axios';
import { AxiosError as AxiosErrorCtor } from 'axios';
import Cookies from 'js-cookie';
import { setUiFeedback, type UiFeedback } from '../src/http/feedback';
import { ApiError, createRequest, ERROR_TEXT, navigation, resetSessionAlert } from '../src/http/request';
import { SESSION_KEYS, setToken } from '../src/session';

function feedback() {
  const ui = {
    message: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
    modal: { warning: jest.fn(), confirm: jest.fn(), info: jest.fn(), error: jest.fn(), success: jest.fn() },
  };
  setUiFeedback(ui as unknown as UiFeedback);
  return ui;
}

const respond =
  (status: number, data: unknown, statusText = ''): AxiosAdapter =>
  async (config) => {
    const response = { data, status, statusText, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosErrorCtor(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };

const fail =
  (make: (config: InternalAxiosRequestConfig) => AxiosError): AxiosAdapter =>
  async (config) => {
    throw make(config);
  };

beforeEach(() => {
  resetSessionAlert();
  sessionStorage.clear();
  Cookies.remove('token', { path: '/' });
});

describe('request basics (spec §7)', () => {
  it('uses /backend/, 50000 ms, JSON, bearer token, brackets and dots', async () => {
    feedback();
    setToken('abc');
    let seen: InternalAxiosRequestConfig | undefined;
    const client = createRequest({
      adapter: async (config) => {
        seen = config;
        return { data: { code: 0, message: 'ok', data: 1 }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    const res = await client.get('api/v1/x', { params: { dateRange: ['2026-01-01', '2026-01-31'], a: { b: 1 } } });
    expect(res).toEqual({ code: 0, message: 'ok', data: 1 });
    expect(seen?.baseURL).toBe('/backend/');
    expect(seen?.timeout).toBe(50000);
    expect(seen?.headers.get('Authorization')).toBe('Bearer abc');
    expect(seen?.headers.get('Content-Type')).toContain('application/json');
    const url = client.getUri(seen as InternalAxiosRequestConfig);
    expect(decodeURIComponent(url)).toBe('/backend/api/v1/x?dateRange[]=2026-01-01&dateRange[]=2026-01-31&a.b=1');
  });

  it('sends no Authorization header without a token', async () => {
    feedback();
    let seen: InternalAxiosRequestConfig | undefined;
    const client = createRequest({
      adapter: async (config) => {
        seen = config;
        return { data: { code: 0, message: '', data: null }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await client.get('x');
    expect(seen?.headers.get('Authorization')).toBeFalsy();
  });
});

describe('error catalogue (spec §8)', () => {
  it('non-zero code: shows the server message and rejects', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: respond(200, { code: 409, message: 'Role is in use', data: null }) });
    await expect(client.get('x')).rejects.toMatchObject({ code: 409, message: 'Role is in use' });
    expect(ui.message.error).toHaveBeenCalledWith('Role is in use');
  });

  it('HTTP error with an envelope body follows the envelope rules', async () => {
    const ui = feedback();
    const client = createRequest({
      adapter: respond(403, { code: 403, message: 'No permission', data: null }, 'Forbidden'),
    });
    const err = await client.get('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 403, status: 403 });
    expect(ui.message.error).toHaveBeenCalledWith('No permission');
  });

  it('timeout → "Network Timeout " (trailing space)', async () => {
    const ui = feedback();
    const client = createRequest({
      adapter: fail((c) => new AxiosErrorCtor('timeout of 50000ms exceeded', 'ECONNABORTED', c)),
    });
    await expect(client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.message.error).toHaveBeenCalledWith('Network Timeout ');
    expect(ERROR_TEXT.timeout).toBe('Network Timeout ');
  });

  it('network error → "Network Connection Error"', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: fail((c) => new AxiosErrorCtor('Network Error', 'ERR_NETWORK', c)) });
    await expect(client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.message.error).toHaveBeenCalledWith('Network Connection Error');
  });

  it('error with a non-envelope response body → the status text', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: respond(502, '<html>bad gateway</html>', 'Bad Gateway') });
    await expect(client.get('x')).rejects.toMatchObject({ status: 502 });
    expect(ui.message.error).toHaveBeenCalledWith('Bad Gateway');
  });

  it('anything else → "API Endpoint Not Found"', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: respond(404, '', 'Not Found') });
    await expect(client.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.message.error).toHaveBeenCalledWith('API Endpoint Not Found');
    ui.message.error.mockClear();
    const client2 = createRequest({ adapter: fail((c) => new AxiosErrorCtor('something odd', 'ERR_BAD_OPTION', c)) });
    await expect(client2.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(ui.message.error).toHaveBeenCalledWith('API Endpoint Not Found');
  });

  it('silent calls reject without a toast', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: fail((c) => new AxiosErrorCtor('Network Error', 'ERR_NETWORK', c)) });
    await expect(client.get('x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(ui.message.error).not.toHaveBeenCalled();
  });
});

describe('401 flow (spec §8 first row)', () => {
  it('one alert for concurrent 401s; Confirm clears the session and goes to /admin/', async () => {
    const ui = feedback();
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
    setToken('t1');
    sessionStorage.setItem(SESSION_KEYS.userInfo, '{"id":1}');
    sessionStorage.setItem(SESSION_KEYS.menuList, '[]');
    sessionStorage.setItem(SESSION_KEYS.permissions, '[]');
    const client = createRequest({
      adapter: respond(401, { code: 401, message: 'Session expired', data: null }, 'Unauthorized'),
    });
    const results = await Promise.allSettled([client.get('a'), client.get('b'), client.get('c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ui.modal.warning).toHaveBeenCalledTimes(1);
    expect(ui.message.error).not.toHaveBeenCalled();
    const options = ui.modal.warning.mock.calls[0][0];
    expect(options.title).toBe('Prompt');
    expect(options.content).toBe('Your session has expired. Please log in again.');
    expect(options.okText).toBe('Confirm');
    expect(assign).not.toHaveBeenCalled();
    options.onOk();
    expect(Cookies.get('token')).toBeUndefined();
    expect(sessionStorage.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.menuList)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.permissions)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/');
    assign.mockRestore();
  });

  it('code 401 inside an HTTP 200 answer runs the same flow', async () => {
    const ui = feedback();
    const client = createRequest({ adapter: respond(200, { code: 401, message: 'x', data: null }) });
    await expect(client.get('a')).rejects.toMatchObject({ code: 401 });
    expect(ui.modal.warning).toHaveBeenCalledTimes(1);
  });
});
