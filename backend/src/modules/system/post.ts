/** Posts (positions): list, get, add, edit, delete (refused while users hold them). Codes are unique. */
import {
  CreatedId,
  PostApi,
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  PageResult,
  PostAddBody,
  PostEditBody,
  PostListQuery,
  PostRow,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RouteProtection } from '../../core/context';
import { assertNotReferenced, getAllOr404, getOr404, uniqueOr409 } from '../../core/crud';
import { ok } from '../../core/envelope';
import { FieldConflictError, ValidationError } from '../../core/errors';
import { t } from '../../core/i18n';
import { defineList, filter } from '../../core/list-query';
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

export const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PostApi.path.list,
    {
      config: { rule: PostApi.rule.list },
      schema: { summary: 'Posts (paged)', querystring: PostListQuery, response: { 200: Envelope(PageResult(PostRow)) } },
    },
    async (req) => {
      const db = app.ctx.db;
      const rows = db.select({ post: sysPost, users: userCount }).from(sysPost).$dynamic();
      return ok(await list.run(db, req.query, rows, { map: (r) => postOut(r.post, r.users) }));
    },
  );

  app.get(
    PostApi.path.get,
    {
      config: { rule: PostApi.rule.get },
      schema: { summary: 'A post', querystring: IdQuery, response: { 200: Envelope(PostRow) } },
    },
    async (req) => {
      const post = await getOr404(app.ctx.db, sysPost, req.query.id, 'post.notFound');
      const [r] = await app.ctx.db.select({ users: userCount }).from(sysPost).where(eq(sysPost.id, post.id));
      return ok(postOut(post, r.users));
    },
  );

  const checkForm = async (lang: 'en' | 'zh-cn', b: PostAddBody, exceptId?: number) => {
    if (!b.postName.trim()) {
      throw new ValidationError([{ field: 'body.postName', message: t(lang, 'post.nameRequired') }], t(lang, 'post.nameRequired'));
    }
    const taken = await app.ctx.db
      .select({ id: sysPost.id })
      .from(sysPost)
      .where(and(eq(sysPost.postCode, b.postCode), exceptId ? ne(sysPost.id, exceptId) : undefined));
    if (taken.length) throw new FieldConflictError('postCode', 'post.codeTaken', { code: b.postCode });
  };
  const values = (b: PostAddBody) => ({
    postCode: b.postCode,
    postName: b.postName.trim(),
    postSort: b.postSort,
    status: b.status ?? 1,
    remark: b.remark ?? '',
  });

  app.post(
    PostApi.path.add,
    {
      config: { rule: PostApi.rule.add, fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Add a post', body: PostAddBody, response: { 200: Envelope(CreatedId) } },
    },
    async (req) => {
      await checkForm(req.lang, req.body);
      const [row] = await uniqueOr409(
        () => app.ctx.db.insert(sysPost).values(values(req.body)).returning({ id: sysPost.id }),
        { message: 'post.codeTaken', params: { code: req.body.postCode }, field: 'postCode' },
      );
      return ok({ id: row.id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    PostApi.path.edit,
    {
      config: { rule: PostApi.rule.edit, fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Edit a post', body: PostEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const b = req.body;
      await getOr404(app.ctx.db, sysPost, b.id, 'post.notFound');
      await checkForm(req.lang, b, b.id);
      await uniqueOr409(
        () => app.ctx.db.update(sysPost).set({ ...values(b), updatedAt: new Date() }).where(eq(sysPost.id, b.id)),
        { message: 'post.codeTaken', params: { code: b.postCode }, field: 'postCode' },
      );
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    PostApi.path.delete,
    {
      config: { rule: PostApi.rule.delete },
      schema: { summary: 'Delete posts (refused while users hold them)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const db = app.ctx.db;
      const ids = [...new Set(req.body.ids)];
      const posts = await getAllOr404(db, sysPost, ids, 'post.notFound');
      const names = new Map(posts.map((p) => [p.id, p.postName]));
      await assertNotReferenced(db, ids, [{ column: sysUserPost.postId, where: heldByLiveUser(sysUserPost.userId), message: 'post.inUse' }], (id) => names.get(id) ?? '');
      await db.transaction(async (tx) => {
        // Only soft-deleted users can still hold them.
        await tx.execute(sql`delete from sys_user_post where ${inArray(sql`post_id`, ids)}`);
        await tx.delete(sysPost).where(inArray(sysPost.id, ids));
      });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
