/**
 * Issue 14, item 3: with response validation on (VALIDATE_RESPONSES=1 in one run of `pnpm test`),
 * an answer that breaks its route's declared schema becomes a 500 and is logged, so the test
 * that provoked it fails; answers that keep to it pass unchanged.
 *
 * @one-database: runs once, on PostgreSQL when the test command has one (tooling/test.mjs): the schema check runs on a handler's answer, wherever it came from.
 */
import { Envelope } from '@shiftdesk/shared/api';
import { Type } from 'typebox';
import { NotFoundError } from '../src/core/base/errors';
import { ADMIN_PASSWORD, API, createTestApp, type TestApp } from './helpers';

const Row = Envelope(
  Type.Object({ id: Type.Integer(), name: Type.String(), at: Type.String({ format: 'date-time' }) }),
);
let answer: unknown;
let t: TestApp;
let errorLog: jest.SpyInstance;

beforeAll(async () => {
  t = await createTestApp({
    validateResponses: true,
    extraRoutes: (app) => {
      app.get(
        `${API}/system/probe/get`,
        { config: { auth: 'public' }, schema: { summary: 'Probe', response: { 200: Row } } },
        async () => answer,
      );
      // Ready-made JSON text skips the serializer (and preSerialization): checked on send.
      app.get(
        `${API}/system/probe/text`,
        { config: { auth: 'public' }, schema: { summary: 'Probe as text', response: { 200: Row } } },
        async (_req, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(answer)),
      );
      app.get(
        `${API}/system/probe/missing`,
        { config: { auth: 'public' }, schema: { summary: 'Probe a 404', response: { 200: Row } } },
        async () => {
          throw new NotFoundError();
        },
      );
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

test('an answer that keeps to its schema goes out unchanged (Dates as ISO strings)', async () => {
  answer = { code: 0, message: 'success', data: { id: 1, name: 'a', at: new Date('2026-01-02T03:04:05Z') } };
  const res = await t.get(`${API}/system/probe/get`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    code: 0,
    message: 'success',
    data: { id: 1, name: 'a', at: '2026-01-02T03:04:05.000Z' },
  });
  expect(errorLog).not.toHaveBeenCalled();
});

test.each([
  ['a missing property', { id: 1, at: '2026-01-02T03:04:05Z' }, /name/],
  ['a null integer (the serializer would send 0)', { id: null, name: 'a', at: '2026-01-02T03:04:05Z' }, /\/data\/id/],
  ['a string where an integer belongs', { id: '7', name: 'a', at: '2026-01-02T03:04:05Z' }, /\/data\/id/],
  ['a malformed date-time', { id: 1, name: 'a', at: 'yesterday' }, /\/data\/at/],
])('an answer with %s fails loudly: 500 and the details logged', async (_what, data, detail) => {
  answer = { code: 0, message: 'success', data };
  const res = await t.get(`${API}/system/probe/get`);
  expect(res.statusCode).toBe(500);
  expect(res.json()).toMatchObject({ code: 500, data: null });
  expect(errorLog).toHaveBeenCalledTimes(1);
  const logged = String(errorLog.mock.calls[0][0]);
  expect(logged).toContain(`GET ${API}/system/probe/get answered 200 outside its declared schema`);
  expect(logged).toMatch(detail);
});

test('error answers are checked against the error envelope and pass', async () => {
  const res = await t.get(`${API}/system/probe/missing`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 404, data: null });
  expect(errorLog).not.toHaveBeenCalled();
});

test('real routes answer within their schemas (login, a list, a validation error)', async () => {
  const token = await t.login('admin', ADMIN_PASSWORD);
  expect((await t.get(`${API}/system/user/list?pageNum=1&pageSize=5`, token)).statusCode).toBe(200);
  expect((await t.get(`${API}/system/user/get?id=abc`, token)).statusCode).toBe(400);
  expect(errorLog).not.toHaveBeenCalled();
});

test('answers sent as ready-made JSON text are checked too', async () => {
  answer = { code: 0, message: 'success', data: { id: 1, name: 'a', at: '2026-01-02T03:04:05Z' } };
  expect((await t.get(`${API}/system/probe/text`)).statusCode).toBe(200);
  expect(errorLog).not.toHaveBeenCalled();
  answer = { code: 0, message: 'success', data: { id: 'one', name: 'a', at: '2026-01-02T03:04:05Z' } };
  const res = await t.get(`${API}/system/probe/text`);
  expect(res.statusCode).toBe(500);
  expect(res.json()).toMatchObject({ code: 500, data: null });
  expect(String(errorLog.mock.calls[0][0])).toContain(
    `GET ${API}/system/probe/text answered 200 outside its declared schema`,
  );
});
