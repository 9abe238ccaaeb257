/**
 * The OpenAPI document at /backend/docs/json, as a contract other tools can use (issue 14).
 *
 * Routes declare only what is specific to them (summary, input and 200 schemas, config.auth or
 * config.rule); everything else is derived here, once, so a route added later is documented the
 * same way without per-route work:
 * - operationId from the permission rule (`api/v1/system/user/add` → `systemUserAdd`); a route
 *   that borrows another operation's rule, or has none, is named by its path the same way;
 * - one tag per module and entity (`system/user`), grouped by module (`x-tagGroups`);
 * - `security: []` on public routes, bearer on the others;
 * - its 4xx answers from a shared set of error-envelope responses, by what can go wrong with it;
 * - static, SPA, upload and socket routes are left out: they are not part of the API.
 * Startup fails when an API route has no summary or two routes would share an operationId.
 *
 * `registerResponseValidation` (tests: VALIDATE_RESPONSES=1) checks every JSON answer against
 * the schema the route declares for its status, so the document cannot drift from the answers.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ValidationErrorData } from '@shiftdesk/shared/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { RouteProtection } from '../auth/auth-types';
import { API_PREFIX } from '../auth/guard';

export class RouteDocumentationError extends Error {}

type Schema = Record<string, unknown> & {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
};

/** Operation extension listing the error statuses of a route (replaced by $refs, then removed). */
const X_ERRORS = 'x-error-statuses';
const API_VERSION_PREFIX = 'api/v1/';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The shared error answers, by status: name in components.responses, description, schema name. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; schema: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input. For schema errors `data.errors` lists each failing field (`body.userName`); ' +
      'for rule errors (e.g. a wrong password) `data` is null.',
    schema: 'ValidationErrorEnvelope',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not logged in, or the session expired: log in again.',
    schema: 'ErrorEnvelope',
  },
  403: {
    name: 'Forbidden',
    description: "The caller does not hold the route's API rule, or the record is outside their data scope.",
    schema: 'ErrorEnvelope',
  },
  404: { name: 'NotFound', description: 'No such record (or it was deleted).', schema: 'ErrorEnvelope' },
  409: {
    name: 'Conflict',
    description: 'The change conflicts with existing data or with the record state (the message says which).',
    schema: 'ErrorEnvelope',
  },
  413: { name: 'PayloadTooLarge', description: 'The request body or upload is too large.', schema: 'ErrorEnvelope' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts from this address; retry after the `Retry-After` seconds.',
    schema: 'ErrorEnvelope',
  },
  500: {
    name: 'ServerError',
    description: 'Unexpected server error (details are in the server log only).',
    schema: 'ErrorEnvelope',
  },
};

/** Error envelopes as shared schemas (fastify-swagger puts them in components.schemas). */
const ErrorEnvelopeSchema = Type.Object(
  { code: Type.Integer({ description: 'The HTTP status' }), message: Type.String(), data: Type.Null() },
  { $id: 'ErrorEnvelope' },
);
const ValidationErrorEnvelopeSchema = Type.Object(
  {
    code: Type.Integer({ description: 'The HTTP status (400)' }),
    message: Type.String(),
    data: Type.Union([ValidationErrorData, Type.Null()]),
  },
  { $id: 'ValidationErrorEnvelope' },
);

/** `systemUserAdd` from `system/user/add`; `vapid-key` → `VapidKey`, `:id` → `ById`. */
function camelName(identity: string): string {
  const words = identity
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[-_.]/);
    })
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w[0].toLowerCase() : w[0].toUpperCase()) + w.slice(1)).join('');
}

/**
 * The API identity of a route (`system/user/add`): its rule when the rule is its own (the
 * convention: rule = path without /backend/), otherwise its path.
 */
export function apiIdentity(url: string, rule?: string): string {
  const fromPath = url.slice('/backend/'.length);
  const own = rule && rule === fromPath ? rule : fromPath;
  return own.startsWith(API_VERSION_PREFIX) ? own.slice(API_VERSION_PREFIX.length) : own;
}

export function operationIdOf(url: string, rule?: string): string {
  return camelName(apiIdentity(url, rule));
}

/** `system/user` for system/user/add; just the module for two-segment paths (system/login). */
export function tagOf(url: string, rule?: string): string {
  const [module, entity, action] = apiIdentity(url, rule).split('/');
  return action ? `${module}/${entity}` : module;
}

function propertiesOf(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** Which error answers a route can give, from how it is declared. */
export function errorStatusesOf(
  method: string,
  schema: Schema,
  p: RouteProtection & { rateLimit?: unknown },
): number[] {
  const hasBody = BODY_METHODS.has(method);
  const inputs = [schema.body, schema.querystring, schema.params].filter(Boolean);
  const out: number[] = [];
  // Any declared input is validated; any body can be malformed JSON.
  if (inputs.length > 0 || hasBody) out.push(400);
  if (p.auth !== 'public') out.push(401);
  if (p.rule) out.push(403);
  // Addressed by id, or removing something that may already be gone.
  if (method === 'DELETE' || inputs.some((s) => propertiesOf(s).some((k) => k === 'id' || k === 'ids'))) out.push(404);
  if (hasBody && p.auth !== 'public') out.push(409);
  if (hasBody) out.push(413);
  if (p.rateLimit) out.push(429);
  return out;
}

/** Completes the documentation of each API route as it is registered (see file comment). */
function documentRoutes(app: FastifyInstance) {
  const owners = new Map<string, string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return; // Fastify's HEAD twin of a GET route: documented with the GET
    const where = `${methods.join(',')} ${route.url}`;
    const p = (route.config ?? {}) as RouteProtection & { rateLimit?: unknown };
    route.schema ??= {};
    const schema = route.schema as Schema;
    if (!schema.summary?.trim()) throw new RouteDocumentationError(`Route ${where} must declare schema.summary`);
    schema.operationId ??= operationIdOf(route.url, p.rule);
    const owner = owners.get(schema.operationId);
    if (owner && owner !== where) {
      throw new RouteDocumentationError(
        `Routes ${owner} and ${where} would share operationId "${schema.operationId}": give one an explicit schema.operationId`,
      );
    }
    owners.set(schema.operationId, where);
    schema.tags ??= [tagOf(route.url, p.rule)];
    schema.security ??= p.auth === 'public' ? [] : [{ bearerAuth: [] }];
    if (p.rule && !schema.description?.includes(p.rule)) {
      const any = [p.rule, ...(p.alsoRules ?? [])].map((r) => `\`${r}\``).join(' or ');
      schema.description = `${schema.description ?? ''}\n\nRequires API rule ${any}.`.trim();
    }
    schema[X_ERRORS] ??= errorStatusesOf(methods[0], schema, p);
  });
}

type Json = Record<string, unknown>;
type Operation = Json & { tags?: string[]; responses?: Record<string, Json>; [X_ERRORS]?: number[] };

/**
 * OpenAPI 3.0 Schema Objects take one `example`, not JSON Schema's `examples` array; the swagger
 * plugin converts it only at the top of a schema, so convert it everywhere (e.g. inside anyOf).
 * Media-type and parameter `examples` are maps, never arrays, so they are left alone.
 */
function fixSchemaExamples(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemaExamples(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (Array.isArray(o.examples)) {
    if (o.examples.length > 0 && !('example' in o)) o.example = o.examples[0];
    delete o.examples;
  }
  for (const [key, value] of Object.entries(o)) {
    // Example and default values are data, not schemas.
    if (key !== 'example' && key !== 'default' && key !== 'enum') fixSchemaExamples(value);
  }
}

/** Whole-document finishing: shared error responses, tag list and groups, example fix. */
function finishDocument({ openapiObject }: { openapiObject: Json }): Json {
  const doc = openapiObject as Json & { paths: Record<string, Record<string, Operation>>; components: Json };
  const tags = new Set<string>();
  const used = new Set<number>();
  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      for (const tag of op.tags ?? []) tags.add(tag);
      const responses = op.responses;
      // The route's 4xx/5xx schemas serialize errors at runtime; the document names each case.
      delete responses['4XX'];
      delete responses['5XX'];
      for (const status of [...(op[X_ERRORS] ?? []), 500]) {
        responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
        used.add(status);
      }
      delete op[X_ERRORS];
      for (const [status, r] of Object.entries(responses)) {
        if (status.startsWith('2') && r.description === 'Default Response') {
          r.description = 'Success: `code` is 0 and the result is in `data`.';
        }
      }
    }
  }
  const responses: Record<string, Json> = {};
  for (const status of [...used].sort()) {
    const e = ERROR_RESPONSES[status];
    responses[e.name] = {
      description: e.description,
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.schema}` } } },
    };
  }
  doc.components.responses = { ...(doc.components.responses as Json | undefined), ...responses };
  const sorted = [...tags].sort();
  doc.tags = sorted.map((name) => ({
    name,
    description: name.includes('/') ? `${name.split('/')[1]} (module ${name.split('/')[0]})` : `module ${name}`,
  }));
  const modules = [...new Set(sorted.map((t) => t.split('/')[0]))];
  doc['x-tagGroups'] = modules.map((m) => ({ name: m, tags: sorted.filter((t) => t.split('/')[0] === m) }));
  fixSchemaExamples(doc.paths);
  fixSchemaExamples(doc.components.schemas);
  return doc;
}

/** Only /backend/api routes are the API; the rest (static files, SPA, uploads, socket) is hidden. */
function onlyApiRoutes({ schema, url }: { schema: unknown; url: string }) {
  const s = (schema ?? {}) as Json;
  return { schema: url.startsWith(API_PREFIX) ? s : { ...s, hide: true }, url };
}

/** Swagger document + UI at /backend/docs, and the per-route documentation hook. */
export async function registerOpenapi(app: FastifyInstance) {
  documentRoutes(app);
  app.addSchema(ErrorEnvelopeSchema);
  app.addSchema(ValidationErrorEnvelopeSchema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Shiftdesk API',
        version: '0.1.0',
        description:
          'Every answer is `{code, message, data}`; code 0 is success, otherwise the HTTP status. ' +
          'Log in with POST /backend/api/v1/system/login and send `Authorization: Bearer <token>`. ' +
          'Each operationId is the permission rule it requires (`api/v1/system/user/add` → `systemUserAdd`).',
      },
      // Relative: the document is served by the API server itself, on whatever host it runs.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Shared schemas keep their $id as their name in components.schemas.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: onlyApiRoutes,
    transformObject: finishDocument as never,
  });
  await app.register(swaggerUi, { routePrefix: '/backend/docs' });
}

// ---------------------------------------------------------------------------------------------
// Response validation (tests)

export class ResponseSchemaError extends Error {}

const validators = new WeakMap<object, Validator>();
const checked = Symbol('responseChecked');
const failed = Symbol('responseFailed');
type Marks = Record<symbol, boolean>;

/** The schema fastify would serialize this status with: exact, then `4xx`, then `default`. */
function responseSchemaFor(req: FastifyRequest, status: number): object | undefined {
  const response = (req.routeOptions.schema as Schema | undefined)?.response;
  if (!response) return undefined;
  const range = `${Math.floor(status / 100)}xx`;
  return (response[String(status)] ?? response[range] ?? response[range.toUpperCase()] ?? response.default) as
    | object
    | undefined;
}

function check(req: FastifyRequest, reply: FastifyReply, value: unknown) {
  const schema = responseSchemaFor(req, reply.statusCode);
  if (!schema) return;
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema as never);
    validators.set(schema, validator);
  }
  // What the client receives: Dates become ISO strings, undefined properties disappear.
  const wire = JSON.parse(JSON.stringify(value));
  if (validator.Check(wire)) return;
  const errors = validator
    .Errors(wire)
    .slice(0, 10)
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
  const detail = `${req.method} ${req.routeOptions.url} answered ${reply.statusCode} outside its declared schema: ${errors.join('; ')}`;
  req.log.error({ errors, body: wire }, detail);
  // Tests run without a logger: say it where Jest shows it too.
  console.error(`${detail}\n${JSON.stringify(wire).slice(0, 2000)}`);
  (reply as unknown as Marks)[failed] = true;
  throw new ResponseSchemaError(detail);
}

/**
 * Checks every JSON answer of an API route against the schema its route declares for that
 * status; a mismatch becomes a 500 (and is logged), so the test that caused it fails.
 * Checked before serialization, because the serializer would otherwise hide mismatches
 * (a null integer sent as 0, an extra property dropped silently).
 */
export function registerResponseValidation(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, reply, payload) => {
    const marks = reply as unknown as Marks;
    if (!req.routeOptions.url?.startsWith(API_PREFIX)) return payload;
    marks[checked] = true;
    // The 500 that reports a mismatch is not checked again (no loop if it broke its own schema).
    if (!marks[failed]) check(req, reply, payload);
    return payload;
  });
  // Answers sent as ready-made JSON text skip preSerialization.
  app.addHook('onSend', async (req, reply, payload) => {
    const marks = reply as unknown as Marks;
    if (marks[checked] || marks[failed] || typeof payload !== 'string' || !req.routeOptions.url?.startsWith(API_PREFIX))
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    marks[checked] = true;
    check(req, reply, JSON.parse(payload));
    return payload;
  });
}

/** VALIDATE_RESPONSES=1 (set by `pnpm test` for one backend run) turns response validation on. */
export function responseValidationWanted(): boolean {
  return process.env.VALIDATE_RESPONSES === '1';
}
