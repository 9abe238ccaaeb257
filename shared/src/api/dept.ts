/** System → Departments (tree): list, get, add, edit, delete, treeSelect. */
import { type Static, Type } from 'typebox';
import { defineEntity } from './entity';

export const DeptApi = defineEntity('system', 'dept', ['list', 'get', 'add', 'edit', 'delete', 'treeSelect']);

export const DeptNodeSchema = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer({ description: '0 for the root' }),
  deptName: Type.String(),
  status: Type.Integer(),
  children: Type.Array(Type.Unknown(), { description: 'DeptNode[] (recursive)' }),
});
export type DeptNode = Omit<Static<typeof DeptNodeSchema>, 'children'> & { children: DeptNode[] };

/** GET /backend/api/v1/system/dept/treeSelect → data */
export const DeptTreeResult = Type.Object({ list: Type.Array(DeptNodeSchema) });
export type DeptTreeResult = { list: DeptNode[] };

/** GET /backend/api/v1/system/dept/list — the tree, filtered (a match whose parent is filtered out becomes a root) */
export const DeptListQuery = Type.Object({
  deptName: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type DeptListQuery = Static<typeof DeptListQuery>;

const DeptFormFields = {
  /** 0 = a root department */
  parentId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  deptName: Type.String({ minLength: 1, maxLength: 64 }),
  /** Person in charge */
  leader: Type.Optional(Type.String({ maxLength: 64, default: '' })),
  phone: Type.Optional(
    Type.String({ maxLength: 20, pattern: '^$|^\\+?[0-9][0-9 -]{2,18}$', default: '', examples: ['+65 61234567'] }),
  ),
  email: Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ maxLength: 128, format: 'email', examples: ['ops@example.com'] })], {
      default: '',
    }),
  ),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })),
};

/** POST /backend/api/v1/system/dept/add */
export const DeptAddBody = Type.Object(DeptFormFields, { additionalProperties: false });
export type DeptAddBody = Static<typeof DeptAddBody>;

/** PUT /backend/api/v1/system/dept/edit (a department cannot move under itself or its descendants) */
export const DeptEditBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...DeptFormFields },
  { additionalProperties: false },
);
export type DeptEditBody = Static<typeof DeptEditBody>;

export const DeptRowSchema = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  deptName: Type.String(),
  leader: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  orderNum: Type.Integer(),
  status: Type.Integer(),
  createdAt: Type.String(),
});
export type DeptRow = Static<typeof DeptRowSchema>;

/** A row of dept/list: the department with its children (recursive). */
export const DeptListNodeSchema = Type.Object({
  ...DeptRowSchema.properties,
  children: Type.Array(Type.Unknown(), { description: 'DeptListNode[] (recursive)' }),
});
export type DeptListNode = DeptRow & { children: DeptListNode[] };

/** GET dept/list → data */
export const DeptListResult = Type.Object({ list: Type.Array(DeptListNodeSchema) });
export type DeptListResult = { list: DeptListNode[] };
