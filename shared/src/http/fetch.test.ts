import { ApiError, ERROR_TEXT } from './errors';
import { setUiFeedback, type UiFeedback } from './feedback';
import { api, serializeParams } from './fetch';

const error = jest.fn();
const warning = jest.fn();
const noop = () => undefined;
setUiFeedback({
  message: { error, success: noop, warning: noop, info: noop },
  modal: { warning, confirm: noop, info: noop, error: noop, success: noop },
} as unknown as UiFeedback);

function answer(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

let fetchMock: jest.Mock;
beforeEach(() => {
  error.mockReset();
  warning.mockReset();
  fetchMock = jest.fn();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

test('query: arrays with brackets, nested keys with dots, empty values left out', () => {
  expect(serializeParams({ a: [1, 2], b: { c: 'x' }, d: undefined, e: null, f: 0 })).toBe(
    'a%5B%5D=1&a%5B%5D=2&b.c=x&f=0',
  );
});

test('resolves to the envelope data; sends JSON to /backend/ with the language', async () => {
  fetchMock.mockResolvedValue(answer(200, { code: 0, message: 'ok', data: { token: 't' } }));
  await expect(api.post('api/v1/pub/login', { u: 1 })).resolves.toEqual({ token: 't' });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/backend/api/v1/pub/login');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"u":1}');
  expect(init.headers['Content-Type']).toBe('application/json');
  expect(init.headers['Accept-Language']).toBeTruthy();
});

test('an error envelope rejects with ApiError and shows its message (unless silent)', async () => {
  fetchMock.mockResolvedValue(answer(400, { code: 400, message: 'Wrong captcha', data: null }));
  const e = await api.get('api/v1/x', { q: 1 }).catch((x) => x);
  expect(e).toBeInstanceOf(ApiError);
  expect(e).toMatchObject({ code: 400, status: 400, message: 'Wrong captcha' });
  expect(fetchMock.mock.calls[0][0]).toBe('/backend/api/v1/x?q=1');
  expect(error).toHaveBeenCalledWith('Wrong captcha');
  error.mockReset();
  await api.get('api/v1/x', undefined, { silent: true }).catch(() => undefined);
  expect(error).not.toHaveBeenCalled();
});

test('network failure and a non-envelope 404 use the catalogue texts', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(api.get('api/v1/x')).rejects.toMatchObject({ code: -1, message: ERROR_TEXT.network });
  fetchMock.mockResolvedValue(answer(404, ''));
  await expect(api.get('api/v1/x')).rejects.toMatchObject({ code: -1, status: 404, message: ERROR_TEXT.notFound });
});
