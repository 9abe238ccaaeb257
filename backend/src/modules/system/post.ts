/** Posts (positions): list, get, add, edit, delete (refused while users hold them). Codes are unique. */
import {
  CreatedId,
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
import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { RouteProtection } from '../../core/context';
import { ok, page, paging } from '../../core/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { t } from '../../core/i18n';
import { containsPattern, isUniqueViolation } from '../../core/sql';
import { sysPost } from '../../db/schema';

const ORDER_COLUMNS = {
  id: sysPost.id,
  postCode: sysPost.postCode,
  postName: sysPost.postName,
  postSort: sysPost.postSort,
  createdAt: sysPost.createdAt,
  status: sysPost.status,
} as const;

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
    '/post/list',
    {
      config: { rule: 'api/v1/system/post/list' },
      schema: { summary: 'Posts (paged)', querystring: PostListQuery, response: { 200: Envelope(PageResult(PostRow)) } },
    },
    async (req) => {
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const where = and(
        q.postCode?.trim() ? ilike(sysPost.postCode, containsPattern(q.postCode.trim())) : undefined,
        q.postName?.trim() ? ilike(sysPost.postName, containsPattern(q.postName.trim())) : undefined,
        q.status !== undefined ? eq(sysPost.status, q.status) : undefined,
      );
      const db = app.ctx.db;
      const [{ total }] = await db.select({ total: count() }).from(sysPost).where(where);
      const col = ORDER_COLUMNS[q.orderBy ?? 'postSort'];
      const rows = await db
        .select({ post: sysPost, users: userCount })
        .from(sysPost)
        .where(where)
        .orderBy(q.orderDir === 'desc' ? desc(col) : asc(col), asc(sysPost.id))
        .limit(pageSize)
        .offset(offset);
      return ok(page(rows.map((r) => postOut(r.post, r.users)), total, pageNum));
    },
  );

  app.get(
    '/post/get',
    {
      config: { rule: 'api/v1/system/post/get' },
      schema: { summary: 'A post', querystring: IdQuery, response: { 200: Envelope(PostRow) } },
    },
    async (req) => {
      const [r] = await app.ctx.db
        .select({ post: sysPost, users: userCount })
        .from(sysPost)
        .where(eq(sysPost.id, req.query.id));
      if (!r) throw new NotFoundError('post.notFound');
      return ok(postOut(r.post, r.users));
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
    if (taken.length) throw new ConflictError('post.codeTaken', { code: b.postCode });
  };
  const values = (b: PostAddBody) => ({
    postCode: b.postCode,
    postName: b.postName.trim(),
    postSort: b.postSort,
    status: b.status ?? 1,
    remark: b.remark ?? '',
  });

  app.post(
    '/post/add',
    {
      config: { rule: 'api/v1/system/post/add', fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Add a post', body: PostAddBody, response: { 200: Envelope(CreatedId) } },
    },
    async (req) => {
      await checkForm(req.lang, req.body);
      try {
        const [row] = await app.ctx.db.insert(sysPost).values(values(req.body)).returning({ id: sysPost.id });
        return ok({ id: row.id }, t(req.lang, 'common.saved'));
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('post.codeTaken', { code: req.body.postCode });
        throw err;
      }
    },
  );

  app.put(
    '/post/edit',
    {
      config: { rule: 'api/v1/system/post/edit', fieldMessages: FIELD_MESSAGES },
      schema: { summary: 'Edit a post', body: PostEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const b = req.body;
      const [p] = await app.ctx.db.select({ id: sysPost.id }).from(sysPost).where(eq(sysPost.id, b.id));
      if (!p) throw new NotFoundError('post.notFound');
      await checkForm(req.lang, b, b.id);
      try {
        await app.ctx.db.update(sysPost).set({ ...values(b), updatedAt: new Date() }).where(eq(sysPost.id, b.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('post.codeTaken', { code: b.postCode });
        throw err;
      }
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/post/delete',
    {
      config: { rule: 'api/v1/system/post/delete' },
      schema: { summary: 'Delete posts (refused while users hold them)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const db = app.ctx.db;
      const ids = [...new Set(req.body.ids)];
      const posts = await db
        .select({ id: sysPost.id, name: sysPost.postName, users: userCount })
        .from(sysPost)
        .where(inArray(sysPost.id, ids));
      if (posts.length < ids.length) throw new NotFoundError('post.notFound');
      const held = posts.find((p) => Number(p.users) > 0);
      if (held) throw new ConflictError('post.inUse', { name: held.name, count: Number(held.users) });
      await db.transaction(async (tx) => {
        // Only soft-deleted users can still hold them.
        await tx.execute(sql`delete from sys_user_post where ${inArray(sql`post_id`, ids)}`);
        await tx.delete(sysPost).where(inArray(sysPost.id, ids));
      });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );
};
