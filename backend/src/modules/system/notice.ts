/**
 * Notices (spec §3 "Notice"). Admin: list, get, add, edit, delete, publish, receivers picker,
 * readers (who of the audience read a notice, or has not yet).
 * Every user: listShow (own notices with read flag), markRead, unreadCount.
 *
 * - Type 1 notification goes to everyone; type 2 private message to its receivers only.
 * - Content is HTML sanitised on the server (sanitize-html): scripts, styles, frames, event
 *   handlers and javascript: URLs never get stored.
 * - publish sets the send time and status normal and emits `noticePublished` (realtime and
 *   push deliver it). A user sees a notice once it is published and while it is enabled.
 */
import {
  EmptyEnvelope,
  Envelope,
  IdQuery,
  IdsBody,
  MenuIdResult,
  NoticeAddBody,
  NoticeEditBody,
  NoticeIdBody,
  NoticeListQuery,
  NoticeMarkReadBody,
  NoticeReaderRow,
  NoticeReadersQuery,
  NoticeReceiverRow,
  NoticeReceiversQuery,
  NoticeRow,
  NoticeShowQuery,
  NoticeShowRow,
  PageResult,
  UnreadCountResult,
} from '@shiftdesk/shared/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { FastifyRequest } from 'fastify';
import { ok, page, paging } from '../../core/envelope';
import { getOr404 } from '../../core/crud';
import { defineList, filter } from '../../core/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors';
import { t } from '../../core/i18n';
import { containsPattern } from '../../core/sql';
import type { Db } from '../../db/client';
import { sysDept, sysNotice, sysNoticeRead, sysNoticeReceiver, sysUser } from '../../db/schema';
import { publishAfterCommit, type Tx } from '../../core/unit-of-work';

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'small',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'span', 'div',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script/style/iframe… are dropped WITH their content
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      // data: only for raster images (no SVG, no HTML)
      if (src && src.trim().toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src.trim())) return { tagName, attribs: rest };
      return { tagName, attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of notice HTML. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

type NoticeRowT = NoticeRow;

async function receiversOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; userName: string; userNickname: string }[]>();
  const rows = await db
    .select({ noticeId: sysNoticeReceiver.noticeId, id: sysUser.id, userName: sysUser.userName, userNickname: sysUser.userNickname })
    .from(sysNoticeReceiver)
    .innerJoin(sysUser, eq(sysUser.id, sysNoticeReceiver.userId))
    .where(inArray(sysNoticeReceiver.noticeId, ids))
    .orderBy(asc(sysUser.id));
  const map = new Map<number, { id: number; userName: string; userNickname: string }[]>();
  for (const r of rows) {
    if (!map.has(r.noticeId)) map.set(r.noticeId, []);
    map.get(r.noticeId)!.push({ id: r.id, userName: r.userName, userNickname: r.userNickname });
  }
  return map;
}

async function readCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ noticeId: sysNoticeRead.noticeId, n: count() })
    .from(sysNoticeRead)
    // the same readers as GET notice/readers lists: deleted accounts drop out
    .innerJoin(sysUser, eq(sysUser.id, sysNoticeRead.userId))
    .where(and(inArray(sysNoticeRead.noticeId, ids), isNull(sysUser.deletedAt)))
    .groupBy(sysNoticeRead.noticeId);
  return new Map(rows.map((r) => [r.noticeId, Number(r.n)]));
}

async function toRows(db: Db, rows: (typeof sysNotice.$inferSelect)[]): Promise<NoticeRowT[]> {
  const ids = rows.map((r) => r.id);
  const [recv, reads] = await Promise.all([receiversOf(db, ids), readCounts(db, ids)]);
  return rows.map((r) => {
    const receivers = recv.get(r.id) ?? [];
    return {
      id: r.id,
      title: r.title,
      type: r.type,
      tag: r.tag,
      status: r.status,
      content: r.content,
      sort: r.sort,
      remark: r.remark,
      sendAt: r.sendAt?.toISOString() ?? null,
      readCount: reads.get(r.id) ?? 0,
      receiverIds: receivers.map((u) => u.id),
      receivers,
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Notices the user may see: published, enabled, and for everyone or addressed to them. */
function visibleTo(userId: number): SQL {
  return and(
    isNotNull(sysNotice.sendAt),
    eq(sysNotice.status, 1),
    or(
      eq(sysNotice.type, 1),
      sql`exists (select 1 from sys_notice_receiver r where r.notice_id = ${sysNotice.id} and r.user_id = ${userId})`,
    ),
  )!;
}

/** Account name or nickname contains the keyword (pickers and reader lists). */
function userKeyword(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const like = containsPattern(k);
  return or(ilike(sysUser.userName, like), ilike(sysUser.userNickname, like));
}

const list = defineList<NoticeListQuery, NonNullable<NoticeListQuery['orderBy']>>({
  table: sysNotice,
  filters: {
    title: filter.contains(sysNotice.title),
    type: filter.exact(sysNotice.type),
    tag: filter.exact(sysNotice.tag),
    status: filter.exact(sysNotice.status),
  },
  sort: {
    id: sysNotice.id,
    title: sysNotice.title,
    type: sysNotice.type,
    tag: sysNotice.tag,
    status: sysNotice.status,
    sendAt: sysNotice.sendAt,
    createdAt: sysNotice.createdAt,
  },
  defaultSort: 'id',
  defaultDir: 'desc',
  tieBreak: sysNotice.id,
});

export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  /** Spec §5 checks + sanitising; returns the clean content and the receiver ids. */
  async function checkForm(req: FastifyRequest, b: NoticeAddBody) {
    const errors: { field: string; message: string }[] = [];
    if (!b.title.trim()) errors.push({ field: 'body.title', message: t(req.lang, 'notice.titleRequired') });
    const content = sanitizeNoticeHtml(b.content);
    if (!content) errors.push({ field: 'body.content', message: t(req.lang, 'notice.contentRequired') });
    const receiverIds = b.type === 2 ? [...new Set(b.receiverIds ?? [])] : [];
    if (b.type === 2 && receiverIds.length === 0) {
      errors.push({ field: 'body.receiverIds', message: t(req.lang, 'notice.receiversRequired') });
    }
    if (errors.length) throw new ValidationError(errors, errors[0].message);
    if (receiverIds.length) {
      const found = await db()
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(inArray(sysUser.id, receiverIds), isNull(sysUser.deletedAt)));
      const missing = receiverIds.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) {
        const msg = t(req.lang, 'notice.receiverNotFound', { ids: missing.slice(0, 10).join(', ') });
        throw new ValidationError([{ field: 'body.receiverIds', message: msg }], msg);
      }
    }
    return { content, receiverIds };
  }

  app.get(
    '/notice/list',
    {
      config: { rule: 'api/v1/system/notice/list' },
      schema: { summary: 'Notices (admin, paged)', querystring: NoticeListQuery, response: { 200: Envelope(PageResult(NoticeRow)) } },
    },
    async (req) => {
      const result = await list.run(db(), req.query, db().select().from(sysNotice).$dynamic());
      return ok({ ...result, list: await toRows(db(), result.list) });
    },
  );

  app.get(
    '/notice/get',
    {
      config: { rule: 'api/v1/system/notice/get' },
      schema: { summary: 'One notice with its receivers', querystring: IdQuery, response: { 200: Envelope(NoticeRow) } },
    },
    async (req) => {
      const rows = await db().select().from(sysNotice).where(eq(sysNotice.id, req.query.id));
      if (!rows[0]) throw new NotFoundError('notice.notFound');
      return ok((await toRows(db(), rows))[0]);
    },
  );

  app.post(
    '/notice/add',
    {
      config: { rule: 'api/v1/system/notice/add' },
      schema: { summary: 'Add a notice (draft until published)', body: NoticeAddBody, response: { 200: Envelope(MenuIdResult) } },
    },
    async (req) => {
      const b = req.body;
      const { content, receiverIds } = await checkForm(req, b);
      const id = await db().transaction(async (tx) => {
        const [r] = await tx
          .insert(sysNotice)
          .values({
            title: b.title.trim(),
            type: b.type,
            tag: b.tag ?? 12,
            status: b.status,
            content,
            sort: b.sort ?? 0,
            remark: b.remark ?? '',
            createdBy: req.user!.id,
          })
          .returning({ id: sysNotice.id });
        if (receiverIds.length) await tx.insert(sysNoticeReceiver).values(receiverIds.map((userId) => ({ noticeId: r.id, userId })));
        return r.id;
      });
      return ok({ id }, t(req.lang, 'common.saved'));
    },
  );

  app.put(
    '/notice/edit',
    {
      config: { rule: 'api/v1/system/notice/edit' },
      schema: { summary: 'Edit a notice', body: NoticeEditBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const { id, ...b } = req.body;
      await getOr404(db(), sysNotice, id, 'notice.notFound');
      const { content, receiverIds } = await checkForm(req, b);
      await db().transaction(async (tx) => {
        await tx
          .update(sysNotice)
          .set({ title: b.title.trim(), type: b.type, tag: b.tag ?? 12, status: b.status, content, sort: b.sort ?? 0, remark: b.remark ?? '', updatedAt: new Date() })
          .where(eq(sysNotice.id, id));
        await tx.delete(sysNoticeReceiver).where(eq(sysNoticeReceiver.noticeId, id));
        if (receiverIds.length) await tx.insert(sysNoticeReceiver).values(receiverIds.map((userId) => ({ noticeId: id, userId })));
      });
      return ok(null, t(req.lang, 'common.saved'));
    },
  );

  app.delete(
    '/notice/delete',
    {
      config: { rule: 'api/v1/system/notice/delete' },
      schema: { summary: 'Delete notices (with their receivers and read marks)', body: IdsBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const rows = await db().select({ id: sysNotice.id }).from(sysNotice).where(inArray(sysNotice.id, req.body.ids));
      if (rows.length === 0) throw new NotFoundError('notice.notFound');
      const ids = rows.map((r) => r.id);
      await db().transaction(async (tx) => {
        await tx.delete(sysNoticeReceiver).where(inArray(sysNoticeReceiver.noticeId, ids));
        await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids));
        await tx.delete(sysNotice).where(inArray(sysNotice.id, ids));
      });
      return ok(null, t(req.lang, 'common.deleted'));
    },
  );

  app.put(
    '/notice/publish',
    {
      config: { rule: 'api/v1/system/notice/publish' },
      schema: { summary: 'Publish a notice now (status normal, send time now; delivered live)', body: NoticeIdBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const n = await getOr404(db(), sysNotice, req.body.id, 'notice.notFound');
      const userIds =
        n.type === 2
          ? (await db().select({ u: sysNoticeReceiver.userId }).from(sysNoticeReceiver).where(eq(sysNoticeReceiver.noticeId, n.id))).map((r) => r.u)
          : [];
      if (n.type === 2 && userIds.length === 0) throw new ConflictError('notice.receiversRequired');
      await db().update(sysNotice).set({ sendAt: new Date(), status: 1, updatedAt: new Date() }).where(eq(sysNotice.id, n.id));
      app.ctx.events.emit('noticePublished', { id: n.id, title: n.title, tag: n.tag, type: n.type, all: n.type === 1, userIds });
      return ok(null, t(req.lang, 'notice.published'));
    },
  );

  app.get(
    '/notice/receivers',
    {
      config: { rule: 'api/v1/system/notice/receivers' },
      schema: { summary: 'User picker for private messages (paged)', querystring: NoticeReceiversQuery, response: { 200: Envelope(PageResult(NoticeReceiverRow)) } },
    },
    async (req) => {
      const q = req.query;
      const { pageNum, pageSize, offset } = paging(q);
      const conds = [isNull(sysUser.deletedAt), eq(sysUser.status, 1), userKeyword(q.keyword)];
      const where = and(...conds);
      const [{ total }] = await db().select({ total: count() }).from(sysUser).where(where);
      const rows = await db()
        .select({ id: sysUser.id, userName: sysUser.userName, userNickname: sysUser.userNickname, deptId: sysUser.deptId, deptName: sysDept.deptName })
        .from(sysUser)
        .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
        .where(where)
        .orderBy(asc(sysUser.userName), asc(sysUser.id))
        .limit(pageSize)
        .offset(offset);
      const list = rows.map((r) => ({
        id: r.id,
        userName: r.userName,
        userNickname: r.userNickname,
        dept: r.deptId !== null && r.deptName !== null ? { deptId: r.deptId, deptName: r.deptName } : null,
      }));
      return ok(page(list, total, pageNum));
    },
  );

  app.get(
    '/notice/readers',
    {
      config: { rule: 'api/v1/system/notice/readers' },
      schema: {
        summary: 'Who read a notice (read=1, newest first) or not yet (read=0), among its audience (paged)',
        querystring: NoticeReadersQuery,
        response: { 200: Envelope(PageResult(NoticeReaderRow)) },
      },
    },
    async (req) => {
      const q = req.query;
      const [n] = await db().select({ id: sysNotice.id, type: sysNotice.type }).from(sysNotice).where(eq(sysNotice.id, q.id));
      if (!n) throw new NotFoundError('notice.notFound');
      const { pageNum, pageSize, offset } = paging(q);
      const alive = [isNull(sysUser.deletedAt), userKeyword(q.keyword)];
      const cols = { id: sysUser.id, userName: sysUser.userName, userNickname: sysUser.userNickname, deptName: sysDept.deptName };
      let total: number;
      let rows: { id: number; userName: string; userNickname: string; deptName: string | null; readAt: Date | null }[];
      if ((q.read ?? 1) === 1) {
        // Its read marks (primary key notice_id, user_id) joined to their users: a reader who was
        // disabled since still read it, so only deleted accounts drop out.
        const where = and(eq(sysNoticeRead.noticeId, n.id), ...alive);
        [{ total }] = await db().select({ total: count() }).from(sysNoticeRead).innerJoin(sysUser, eq(sysUser.id, sysNoticeRead.userId)).where(where);
        rows = await db()
          .select({ ...cols, readAt: sysNoticeRead.readAt })
          .from(sysNoticeRead)
          .innerJoin(sysUser, eq(sysUser.id, sysNoticeRead.userId))
          .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
          .where(where)
          .orderBy(desc(sysNoticeRead.readAt), desc(sysUser.id))
          .limit(pageSize)
          .offset(offset);
      } else {
        // The audience: every active user for a notification, the receivers of a private message.
        const audience =
          n.type === 2
            ? sql`exists (select 1 from sys_notice_receiver r where r.notice_id = ${n.id} and r.user_id = ${sysUser.id})`
            : eq(sysUser.status, 1);
        const where = and(
          ...alive,
          audience,
          sql`not exists (select 1 from sys_notice_read nr where nr.notice_id = ${n.id} and nr.user_id = ${sysUser.id})`,
        );
        [{ total }] = await db().select({ total: count() }).from(sysUser).where(where);
        rows = await db()
          .select({ ...cols, readAt: sql<Date | null>`null` })
          .from(sysUser)
          .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
          .where(where)
          .orderBy(asc(sysUser.userName), asc(sysUser.id))
          .limit(pageSize)
          .offset(offset);
      }
      const list = rows.map((r) => ({
        id: r.id,
        userName: r.userName,
        userNickname: r.userNickname,
        deptName: r.deptName ?? null,
        readAt: r.readAt ? r.readAt.toISOString() : null,
      }));
      return ok(page(list, Number(total), pageNum));
    },
  );

  // ── the current user's notices (every logged-in user) ──
  app.get(
    '/notice/listShow',
    {
      config: { auth: 'login' },
      schema: { summary: "The current user's notices with read flag (paged)", querystring: NoticeShowQuery, response: { 200: Envelope(PageResult(NoticeShowRow)) } },
    },
    async (req) => {
      const q = req.query;
      const uid = req.user!.id;
      const { pageNum, pageSize, offset } = paging(q);
      const isRead = sql<boolean>`exists (select 1 from sys_notice_read nr where nr.notice_id = ${sysNotice.id} and nr.user_id = ${uid})`;
      const conds: (SQL | undefined)[] = [visibleTo(uid)];
      if (q.type !== undefined) conds.push(eq(sysNotice.type, q.type));
      if (q.tag !== undefined) conds.push(eq(sysNotice.tag, q.tag));
      if (q.isRead !== undefined) conds.push(q.isRead ? isRead : sql`not ${isRead}`);
      const where = and(...conds);
      const [{ total }] = await db().select({ total: count() }).from(sysNotice).where(where);
      const rows = await db()
        .select({ id: sysNotice.id, title: sysNotice.title, type: sysNotice.type, tag: sysNotice.tag, content: sysNotice.content, sendAt: sysNotice.sendAt, isRead })
        .from(sysNotice)
        .where(where)
        .orderBy(desc(sysNotice.sendAt), desc(sysNotice.id))
        .limit(pageSize)
        .offset(offset);
      const list = rows.map((r) => ({ ...r, isRead: r.isRead === true || (r.isRead as unknown) === 't', sendAt: r.sendAt?.toISOString() ?? null }));
      return ok(page(list, total, pageNum));
    },
  );

  app.put(
    '/notice/markRead',
    {
      config: { auth: 'login' },
      schema: { summary: 'Mark notices read (only notices the user can see)', body: NoticeMarkReadBody, response: { 200: EmptyEnvelope } },
    },
    async (req) => {
      const uid = req.user!.id;
      const visible = await db()
        .select({ id: sysNotice.id })
        .from(sysNotice)
        .where(and(inArray(sysNotice.id, req.body.ids), visibleTo(uid)));
      const unknown = req.body.ids.filter((id) => !visible.some((v) => v.id === id));
      if (unknown.length) {
        const msg = t(req.lang, 'notice.unknownIds', { ids: unknown.slice(0, 20).join(', ') });
        throw new ValidationError([{ field: 'body.ids', message: msg }], msg);
      }
      if (visible.length) {
        await db()
          .insert(sysNoticeRead)
          .values(visible.map((v) => ({ noticeId: v.id, userId: uid })))
          .onConflictDoNothing();
      }
      return ok(null);
    },
  );

  app.get(
    '/notice/unreadCount',
    {
      config: { auth: 'login' },
      schema: { summary: "The current user's unread notices", response: { 200: Envelope(UnreadCountResult) } },
    },
    async (req) => {
      const uid = req.user!.id;
      const [{ n }] = await db()
        .select({ n: count() })
        .from(sysNotice)
        .where(
          and(
            visibleTo(uid),
            sql`not exists (select 1 from sys_notice_read nr where nr.notice_id = ${sysNotice.id} and nr.user_id = ${uid})`,
          ),
        );
      return ok({ count: Number(n) });
    },
  );
};

/** dict sys_notice_tag 11: reminders. */
export const NOTICE_TAG_REMINDER = 11;

/**
 * A notification to every staff member, published at once by the system (scheduled work:
 * certificate expiry reminders…), delivered live and by push after `tx` commits.
 */
export async function publishSystemNotice(
  tx: Tx,
  n: { title: string; content: string; tag?: number },
  now = new Date(),
): Promise<number> {
  const tag = n.tag ?? NOTICE_TAG_REMINDER;
  const [row] = await tx
    .insert(sysNotice)
    .values({ title: n.title.slice(0, 200), type: 1, tag, status: 1, content: sanitizeNoticeHtml(n.content), sendAt: now })
    .returning({ id: sysNotice.id });
  publishAfterCommit(tx, 'noticePublished', { id: row.id, title: n.title, tag, type: 1, all: true, userIds: [] });
  return row.id;
}
