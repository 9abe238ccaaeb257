/**
 * The options of a route that is not one of an entity's standard five (those go through
 * crud-routes.ts): who may call it, its one-line summary, its input and the data of its envelope,
 * in one expression. Every route declared by hand used to spell this out over ten lines, the same
 * shape each time; written once here, a route reads as what differs: rule, summary, schemas.
 *
 *   app.get('/notice/readers', routeOptions('api/v1/system/notice/readers', 'Who read a notice', {
 *     query: NoticeReadersQuery, reply: PageResult(NoticeReaderRow) }), async (req) => …)
 *
 * The result keeps the schemas' types, so the TypeBox type provider still types `req.query`,
 * `req.body` and the reply.
 */
import { EmptyEnvelope, Envelope } from '@shiftdesk/shared/api';
import { type TNull, type TSchema, Type } from 'typebox';
import type { RouteProtection } from './context';

/** The data of an envelope without any (`{code, message, data: null}`). */
export const NoData: TNull = Type.Null();

export interface RouteIo<Q extends TSchema | undefined, B extends TSchema | undefined, R extends TSchema> {
  query?: Q;
  body?: B;
  /** The envelope's `data` (wrapped in Envelope here); NoData for none */
  reply: R;
  /** Field messages for validation errors of the body (see RouteProtection) */
  fieldMessages?: RouteProtection['fieldMessages'];
}

/**
 * `protection` is the permission rule string, or the protection itself (`{ auth: 'login' }`
 * for routes open to every logged-in user, or a rule with further options).
 */
export function routeOptions<
  R extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends RouteProtection = RouteProtection,
>(protection: string | P, summary: string, io: RouteIo<Q, B, R>): { config: P; schema: RouteSchema<Q, B, R> } {
  // A protection object may carry other plugins' route options too (e.g. `rateLimit`).
  const config = (typeof protection === 'string' ? { rule: protection } : { ...protection }) as P;
  if (io.fieldMessages) config.fieldMessages = io.fieldMessages;
  // Only the keys given: an absent querystring or body is left out, not set to undefined.
  const schema: Record<string, unknown> = { summary };
  if (io.query) schema.querystring = io.query;
  if (io.body) schema.body = io.body;
  schema.response = { 200: Envelope(io.reply) };
  return { config, schema: schema as RouteSchema<Q, B, R> };
}

/** The route schema's type as the type provider reads it: only the parts the route has. */
type RouteSchema<Q, B, R extends TSchema> = { summary: string; response: { 200: ReturnType<typeof Envelope<R>> } } & (Q extends TSchema
  ? { querystring: Q }
  : unknown) &
  (B extends TSchema ? { body: B } : unknown);

/** What a download answers: the file itself, or the JSON envelope of an error. */
const FILE_RESPONSE = {
  200: {
    description: 'The file itself; errors come as the JSON envelope',
    content: {
      'application/octet-stream': { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: EmptyEnvelope },
    },
  },
};

/** The options of a route that sends a stored file (core/files/files.ts sendStoredFile). */
export function downloadOptions<Q extends TSchema>(protection: string | RouteProtection, summary: string, query: Q) {
  const config: RouteProtection = typeof protection === 'string' ? { rule: protection } : { ...protection };
  return { config, schema: { summary, querystring: query, response: FILE_RESPONSE } };
}
