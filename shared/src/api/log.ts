/** System → Operation log and login log. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

export const OperLogApi = defineEntity('system', 'operLog', ['list', 'get', 'delete', 'clear']);
export const LoginLogApi = defineEntity('system', 'loginLog', ['list', 'delete', 'clear']);

const DateRange = Type.Array(Type.String({ format: 'date' }), { minItems: 2, maxItems: 2 });

export const OperLogOrderBy = Type.Enum(['id', 'operTime', 'costMs']);
export const OperLogListQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** Matches the module, the title or the URL */
    title: Type.Optional(Type.String({ maxLength: 200 })),
    operName: Type.Optional(Type.String({ maxLength: 64 })),
    requestMethod: Type.Optional(Type.Enum(['POST', 'PUT', 'PATCH', 'DELETE', 'GET'])),
    /** 0 normal, 1 exception */
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    /** Asia/Singapore dates, both inclusive */
    dateRange: Type.Optional(DateRange),
    orderBy: Type.Optional(OperLogOrderBy),
  },
  { additionalProperties: false },
);
export type OperLogListQuery = Static<typeof OperLogListQuery>;

export const OperLogRow = Type.Object({
  id: Type.Integer(),
  module: Type.String(),
  title: Type.String(),
  operName: Type.String(),
  operId: Type.Union([Type.Integer(), Type.Null()]),
  deptName: Type.String(),
  operUrl: Type.String(),
  requestMethod: Type.String(),
  operIp: Type.String(),
  operLocation: Type.String(),
  /** JSON of query and body with secrets redacted */
  operParam: Type.String(),
  httpStatus: Type.Integer(),
  errorMsg: Type.String(),
  status: Type.Integer(),
  costMs: Type.Integer(),
  operTime: Type.String(),
});
export type OperLogRow = Static<typeof OperLogRow>;

/** Indexed columns only: the login log grows to millions of rows. */
export const LoginLogOrderBy = Type.Enum(['id', 'loginTime']);
export const LoginLogListQuery = Type.Object(
  {
    ...PageQuery.properties,
    loginName: Type.Optional(Type.String({ maxLength: 64 })),
    /** Addresses starting with it (a subnet such as `10.3.42.`), case-sensitively */
    ipaddr: Type.Optional(Type.String({ maxLength: 64, description: 'Addresses starting with this text (e.g. 10.3.42.)' })),
    /** 0 success, 1 failure */
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    dateRange: Type.Optional(DateRange),
    orderBy: Type.Optional(LoginLogOrderBy),
  },
  { additionalProperties: false },
);
export type LoginLogListQuery = Static<typeof LoginLogListQuery>;

export const LoginLogRow = Type.Object({
  id: Type.Integer(),
  loginName: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  status: Type.Integer(),
  msg: Type.String(),
  loginTime: Type.String(),
});
export type LoginLogRow = Static<typeof LoginLogRow>;

/** Body of the log `clear` actions: `{}` (nothing to choose; the whole log is cleared) */
export const ClearLogBody = Type.Object({}, { additionalProperties: false });
/** `data` of delete/clear: how many rows went */
export const DeletedResult = Type.Object({ deleted: Type.Integer() });
