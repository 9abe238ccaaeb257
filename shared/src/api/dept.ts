/** Departments (tree). */
import { type Static, Type } from 'typebox';

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
