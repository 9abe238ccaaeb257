/**
 * Notices (spec §3 "Notice"). Admin: list, get, add, edit, delete, publish, receivers picker,
 * readers (who of the audience read a notice, or has not yet).
 * Every user: listShow (own notices with read flag), markRead, markAllRead, unreadCount.
 *
 * - Type 1 notification goes to everyone; type 2 private message to its receivers only.
 * - Content is HTML sanitised on the server (sanitize-html): scripts, styles, frames, event
 *   handlers and javascript: URLs never get stored.
 * - publish sets the send time and status normal and emits `noticePublished` (realtime and
 *   push deliver it). A user sees a notice once it is published and while it is enabled.
 */
import {
  MarkAllReadBody,
  MarkAllReadResult,
  NoticeAddBody,
  NoticeApi,
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
import { ok, page, paging } from '../../core/base/envelope';
import { assertIdsExist, getOr404 } from '../../core/data/crud';
import { registerCrudRoutes } from '../../core/routes/crud-routes';
import { defineList, filter } from '../../core/lists/list-query';
import { ConflictError, NotFoundError, ValidationError } from '../../core/base/errors';
import { type Lang, t } from '../../core/base/i18n';
import { containsPattern } from '../../core/base/sql';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { sysDept, sysNotice, sysNoticeRead, sysNoticeReceiver, sysUser } from '../../db/schema';
import { publishAfterCommit, type Tx } from '../../core/data/unit-of-work';
import { NoData, routeOptions } from '../../core/routes/route-options';

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

/** A page of users (by account name) with their department among those `where` picks, and how many it picks. */
async function usersPage(db: Db, where: SQL | undefined, p: { pageSize: number; offset: number }) {
  const [{ total }] = await db.select({ total: count() }).from(sysUser).where(where);
  const rows = await db
    .select({ id: sysUser.id, userName: sysUser.userName, userNickname: sysUser.userNickname, deptId: sysUser.deptId, deptName: sysDept.deptName })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.id, sysUser.deptId))
    .where(where)
    .orderBy(asc(sysUser.userName), asc(sysUser.id))
    .limit(p.pageSize)
    .offset(p.offset);
  return { total, rows };
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

/** Spec §5 checks + sanitising; returns the clean content and the receiver ids. */
async function checkForm(tx: Tx, lang: Lang, b: NoticeAddBody) {
  const errors: { field: string; message: string }[] = [];
  if (!b.title.trim()) errors.push({ field: 'body.title', message: t(lang, 'notice.titleRequired') });
  const content = sanitizeNoticeHtml(b.content);
  if (!content) errors.push({ field: 'body.content', message: t(lang, 'notice.contentRequired') });
  const receiverIds = b.type === 2 ? [...new Set(b.receiverIds ?? [])] : [];
  if (b.type === 2 && receiverIds.length === 0) {
    errors.push({ field: 'body.receiverIds', message: t(lang, 'notice.receiversRequired') });
  }
  if (errors.length) throw new ValidationError(errors, errors[0].message);
  await assertIdsExist(tx, lang, 'receiverIds', receiverIds, { table: sysUser, where: isNull(sysUser.deletedAt) }, 'notice.receiverNotFound');
  return { content, receiverIds };
}

const noticeValues = (b: NoticeAddBody, content: string) => ({
  title: b.title.trim(),
  type: b.type,
  tag: b.tag ?? 12,
  status: b.status,
  content,
  sort: b.sort ?? 0,
  remark: b.remark ?? '',
});

async function setReceivers(tx: Tx, noticeId: number, receiverIds: number[]) {
  if (receiverIds.length) await tx.insert(sysNoticeReceiver).values(receiverIds.map((userId) => ({ noticeId, userId })));
}

export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.ctx.db;

  registerCrudRoutes(app, {
    scope: 'shared',
    api: NoticeApi,
    schemas: { query: NoticeListQuery, row: NoticeRow, add: NoticeAddBody, edit: NoticeEditBody },
    summaries: { list: 'Notices (admin, paged)', get: 'One notice with its receivers', add: 'Add a notice (draft until published)', edit: 'Edit a notice', delete: 'Delete notices (with their receivers and read marks)' },
    service: {
      async list(db, q) {
        const result = await list.run(db, q, sysNotice);
        return { ...result, list: await toRows(db, result.list) };
      },
      get: async (db, id) => (await toRows(db, [await getOr404(db, sysNotice, id, 'notice.notFound')]))[0],
      async add(tx, caller, b) {
        const { content, receiverIds } = await checkForm(tx, caller.lang, b);
        const [r] = await tx
          .insert(sysNotice)
          .values({ ...noticeValues(b, content), createdBy: caller.actor.id })
          .returning({ id: sysNotice.id });
        await setReceivers(tx, r.id, receiverIds);
        return r.id;
      },
      async edit(tx, caller, { id, ...b }) {
        await getOr404(tx, sysNotice, id, 'notice.notFound');
        const { content, receiverIds } = await checkForm(tx, caller.lang, b);
        await tx
          .update(sysNotice)
          .set({ ...noticeValues(b, content), updatedAt: new Date() })
          .where(eq(sysNotice.id, id));
        await tx.delete(sysNoticeReceiver).where(eq(sysNoticeReceiver.noticeId, id));
        await setReceivers(tx, id, receiverIds);
      },
      async remove(tx, wanted) {
        const rows = await tx.select({ id: sysNotice.id }).from(sysNotice).where(inArray(sysNotice.id, wanted));
        if (rows.length === 0) throw new NotFoundError('notice.notFound');
        const ids = rows.map((r) => r.id);
        await tx.delete(sysNoticeReceiver).where(inArray(sysNoticeReceiver.noticeId, ids));
        await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids));
        await tx.delete(sysNotice).where(inArray(sysNotice.id, ids));
      },
    },
  });

  app.put(
    '/notice/publish',
    routeOptions('api/v1/system/notice/publish', 'Publish a notice now (status normal, send time now; delivered live)', { body: NoticeIdBody, reply: NoData }),
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
    routeOptions('api/v1/system/notice/receivers', 'User picker for private messages (paged)', { query: NoticeReceiversQuery, reply: PageResult(NoticeReceiverRow) }),
    async (req) => {
      const q = req.query;
      const paged = paging(q);
      const where = and(isNull(sysUser.deletedAt), eq(sysUser.status, 1), userKeyword(q.keyword));
      const { total, rows } = await usersPage(db(), where, paged);
      const list = rows.map((r) => ({
        id: r.id,
        userName: r.userName,
        userNickname: r.userNickname,
        dept: r.deptId !== null && r.deptName !== null ? { deptId: r.deptId, deptName: r.deptName } : null,
      }));
      return ok(page(list, total, paged.pageNum));
    },
  );

  app.get(
    '/notice/readers',
    routeOptions('api/v1/system/notice/readers', 'Who read a notice (read=1, newest first) or not yet (read=0), among its audience (paged)', { query: NoticeReadersQuery, reply: PageResult(NoticeReaderRow) }),
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
        const unread = await usersPage(db(), where, { pageSize, offset });
        total = unread.total;
        rows = unread.rows.map((u) => ({ ...u, readAt: null }));
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
    routeOptions({ auth: 'login' }, "The current user's notices with read flag (paged)", { query: NoticeShowQuery, reply: PageResult(NoticeShowRow) }),
    async (req) => {
      const q = req.query;
      const uid = req.user!.id;
      const { pageNum, pageSize, offset } = paging(q);
      const isRead = sql<boolean>`exists (select 1 from sys_notice_read nr where nr.notice_id = ${sysNotice.id} and nr.user_id = ${uid})`;
      const conds: (SQL | undefined)[] = [visibleTo(uid)];
      if (q.type !== undefined) conds.push(eq(sysNotice.type, q.type));
      if (q.tag !== undefined) conds.push(eq(sysNotice.tag, q.tag));
      if (q.isRead !== undefined) conds.push(q.isRead ? isRead : sql`not ${isRead}`);
      const title = q.title?.trim();
      if (title) conds.push(ilike(sysNotice.title, containsPattern(title)));
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
    routeOptions({ auth: 'login' }, 'Mark notices read (only notices the user can see)', { body: NoticeMarkReadBody, reply: NoData }),
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

  app.put(
    '/notice/markAllRead',
    routeOptions({ auth: 'login' }, 'Mark every notice the user can see read', { body: MarkAllReadBody, reply: MarkAllReadResult }),
    async (req) => {
      const uid = req.user!.id;
      // One statement: every visible notice without a read mark gets one (a notice published
      // meanwhile is either in it or stays unread; never half of a page).
      const marked = rowsOf<{ notice_id: number }>(
        await db().execute(
          sql`insert into sys_notice_read (notice_id, user_id) select ${sysNotice.id}, ${uid}::integer from ${sysNotice} where ${visibleTo(uid)} on conflict do nothing returning notice_id`,
        ),
      );
      return ok({ marked: marked.length });
    },
  );

  app.get(
    '/notice/unreadCount',
    routeOptions({ auth: 'login' }, "The current user's unread notices", { reply: UnreadCountResult }),
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
