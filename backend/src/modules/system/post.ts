/** Posts (positions): list, get, add, edit, delete (refused while users hold them). Codes are unique. */
import { PostAddBody, PostApi, PostEditBody, PostListQuery, PostRow } from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray, sql } from 'drizzle-orm';
import { fieldError } from '../../core/data/caller';
import type { RouteProtection } from '../../core/routes/context';
import { assertFree, assertNotReferenced, getAllOr404, getOr404, uniqueOr409 } from '../../core/data/crud';
import { registerCrudRoutes } from '../../core/routes/crud-routes';
import type { Lang } from '../../core/base/i18n';
import type { Tx } from '../../core/data/unit-of-work';
import { defineList, filter } from '../../core/lists/list-query';
import { sysPost, sysUserPost } from '../../db/schema';
import { heldByLiveUser } from './live-users';

const list = defineList<PostListQuery, NonNullable<PostListQuery['orderBy']>>({
  table: sysPost,
  filters: { postCode: filter.contains(sysPost.postCode), postName: filter.contains(sysPost.postName), status: filter.exact(sysPost.status) },
  sort: {
    id: sysPost.id,
    postCode: sysPost.postCode,
    postName: sysPost.postName,
    postSort: sysPost.postSort,
    createdAt: sysPost.createdAt,
    status: sysPost.status,
  },
  defaultSort: 'postSort',
  tieBreak: sysPost.id,
});

const FIELD_MESSAGES: RouteProtection['fieldMessages'] = {
  'body.postName': ['post.nameRequired'],
  'body.postCode': ['post.codeRequired', 'post.codeInvalid'],
  'body.postSort': ['post.sortRequired'],
};

/** Live users holding the post (correlated to the outer `sys_post` row, qualified by hand). */
const userCount = sql<number>`(select count(*)::int from sys_user_post up join sys_user u on u.id = up.user_id where up.post_id = "sys_post"."id" and u.deleted_at is null)`;

type PostDb = typeof sysPost.$inferSelect;
const postOut = (p: PostDb, userCount: number) => ({
  id: p.id,
  postCode: p.postCode,
  postName: p.postName,
  postSort: p.postSort,
  status: p.status,
  remark: p.remark,
  createdAt: p.createdAt.toISOString(),
  userCount: Number(userCount),
});

const values = (b: PostAddBody) => ({
  postCode: b.postCode,
  postName: b.postName.trim(),
  postSort: b.postSort,
  status: b.status ?? 1,
  remark: b.remark ?? '',
});
const codeTaken = (b: PostAddBody) => ({ message: 'post.codeTaken' as const, params: { code: b.postCode }, field: 'postCode' });

async function checkForm(tx: Tx, lang: Lang, b: PostAddBody, exceptId?: number) {
  if (!b.postName.trim()) throw fieldError(lang, 'postName', 'post.nameRequired');
  await assertFree(tx, sysPost, sysPost.postCode, b.postCode, codeTaken(b), { exceptId });
}

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    scope: 'shared',
    api: PostApi,
    schemas: { query: PostListQuery, row: PostRow, add: PostAddBody, edit: PostEditBody },
    summaries: { list: 'Posts (paged)', get: 'A post', add: 'Add a post', edit: 'Edit a post', delete: 'Delete posts (refused while users hold them)' },
    service: {
      list: (db, q) =>
        list.run(db, q, db.select({ post: sysPost, users: userCount }).from(sysPost).$dynamic(), { map: (r) => postOut(r.post, r.users) }),
      async get(db, id) {
        const post = await getOr404(db, sysPost, id, 'post.notFound');
        const [r] = await db.select({ users: userCount }).from(sysPost).where(eq(sysPost.id, post.id));
        return postOut(post, r.users);
      },
      async add(tx, caller, b) {
        await checkForm(tx, caller.lang, b);
        const [row] = await uniqueOr409(() => tx.insert(sysPost).values(values(b)).returning({ id: sysPost.id }), codeTaken(b));
        return row.id;
      },
      async edit(tx, caller, b) {
        await getOr404(tx, sysPost, b.id, 'post.notFound');
        await checkForm(tx, caller.lang, b, b.id);
        await uniqueOr409(() => tx.update(sysPost).set({ ...values(b), updatedAt: new Date() }).where(eq(sysPost.id, b.id)), codeTaken(b));
      },
      async remove(tx, ids) {
        const posts = await getAllOr404(tx, sysPost, ids, 'post.notFound');
        const names = new Map(posts.map((p) => [p.id, p.postName]));
        await assertNotReferenced(tx, ids, [{ column: sysUserPost.postId, where: heldByLiveUser(sysUserPost.userId), message: 'post.inUse' }], (id) => names.get(id) ?? '');
        // Only soft-deleted users can still hold them.
        await tx.execute(sql`delete from sys_user_post where ${inArray(sql`post_id`, ids)}`);
        await tx.delete(sysPost).where(inArray(sysPost.id, ids));
      },
    },
    fieldMessages: FIELD_MESSAGES,
  });
};
