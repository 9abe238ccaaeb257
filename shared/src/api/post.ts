/** System → Posts (positions): list, get, add, edit, delete. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

/** Endpoints and permission rules of System → Posts. */
export const PostApi = defineEntity('system', 'post', ['list', 'get', 'add', 'edit', 'delete']);

export const PostOrderBy = Type.Enum(['id', 'postCode', 'postName', 'postSort', 'createdAt', 'status']);

/** GET /backend/api/v1/system/post/list */
export const PostListQuery = Type.Object({
  ...PageQuery.properties,
  postCode: Type.Optional(Type.String({ maxLength: 64 })),
  postName: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  orderBy: Type.Optional(PostOrderBy),
});
export type PostListQuery = Static<typeof PostListQuery>;

const PostFormFields = {
  postCode: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.-]{1,64}$', examples: ['recruiter'] }),
  postName: Type.String({ minLength: 1, maxLength: 64 }),
  postSort: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })),
  remark: Type.Optional(Type.String({ maxLength: 500, default: '' })),
};

/** POST /backend/api/v1/system/post/add */
export const PostAddBody = Type.Object(PostFormFields, { additionalProperties: false });
export type PostAddBody = Static<typeof PostAddBody>;

/** PUT /backend/api/v1/system/post/edit */
export const PostEditBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...PostFormFields },
  { additionalProperties: false },
);
export type PostEditBody = Static<typeof PostEditBody>;

export const PostRow = Type.Object({
  id: Type.Integer(),
  postCode: Type.String(),
  postName: Type.String(),
  postSort: Type.Integer(),
  status: Type.Integer(),
  remark: Type.String(),
  createdAt: Type.String(),
  /** Users holding the post */
  userCount: Type.Integer(),
});
export type PostRow = Static<typeof PostRow>;
