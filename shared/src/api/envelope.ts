/**
 * The response envelope and paging shapes shared by the API server and the front ends.
 *
 * Every answer of /backend/api/v1 is `{code, message, data}`: code 0 is success; on errors
 * code equals the HTTP status (400, 401, 403, 404, 409, 413, 429, 500).
 *
 * This file (like everything under shared/src/api) imports nothing but `typebox`, so front
 * ends can import the TYPES without pulling in server code.
 */
import { type Static, type TSchema, Type } from 'typebox';

/** `{code, message, data}` with a typed `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: '0 = success; otherwise the HTTP status' }),
    message: Type.String(),
    data,
  });

/** Plain TS type of an envelope (handy in clients: `EnvelopeOf<LoginResult>`). */
export interface EnvelopeOf<T> {
  code: number;
  message: string;
  data: T;
}

/** One failing field of a 400 answer. `field` is a dotted path such as `body.username`. */
export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

/** `data` of a 400 validation answer: `{errors: [{field, message}]}`. */
export const ValidationErrorData = Type.Object({ errors: Type.Array(FieldError) });
export type ValidationErrorData = Static<typeof ValidationErrorData>;

/** Envelope of any error answer (data is null, or field errors for 400). */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  data: Type.Union([ValidationErrorData, Type.Null()]),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** A row id: a positive int4 (PostgreSQL `serial`), so an out-of-range id is a 400, not a 500. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Answer of actions that return nothing (`data: null`). */
export const EmptyEnvelope = Envelope(Type.Null());

/** Paging query: pageNum from 1, pageSize default 20, max 10000 (the client's fetch-all). */
export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 20 })),
  /** Sort direction; the sortable columns are whitelisted per list (see its `orderBy`). */
  orderDir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  /**
   * Keyset paging: the `nextCursor` of the page before (with pageNum + 1), or the `prevCursor`
   * of the page after (with pageNum - 1). The page then seeks to that row instead of skipping
   * (pageNum - 1) × pageSize rows; a cursor of another sort is ignored.
   */
  after: Type.Optional(Type.String({ maxLength: 500 })),
  before: Type.Optional(Type.String({ maxLength: 500 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** List data is always `{list, total, currentPage}`. */
export const PageResult = <T extends TSchema>(row: T) =>
  Type.Object({
    list: Type.Array(row),
    total: Type.Integer(),
    currentPage: Type.Integer(),
    /** `total` is the planner's estimate (a big table): show it as "about N". */
    totalEstimated: Type.Optional(Type.Boolean()),
    /** Pass as `before` with pageNum - 1 for the previous page (keyset). */
    prevCursor: Type.Optional(Type.String()),
    /** Pass as `after` with pageNum + 1 for the next page (keyset). */
    nextCursor: Type.Optional(Type.String()),
  });

export interface PageResultOf<T> {
  list: T[];
  total: number;
  currentPage: number;
  totalEstimated?: boolean;
  prevCursor?: string;
  nextCursor?: string;
}

/** Body of every DELETE: `{ids: number[]}` (at least one). */
export const IdsBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 10000 }) },
  { additionalProperties: false },
);
export type IdsBody = Static<typeof IdsBody>;

/** `?id=` of every `get`. */
export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdQuery = Static<typeof IdQuery>;

/** ISO-8601 UTC timestamp on the wire. */
export const Timestamp = Type.String({ format: 'date-time' });
