/** System → Notices (spec §3 "Notice"): admin CRUD + publish, and each user's own notices. */
import { type Static, Type } from 'typebox';
import { PageQuery } from './envelope';
import { defineEntity } from './entity';

/** Endpoints and permission rules of System → Notices (admin side). */
export const NoticeApi = defineEntity('system', 'notice', ['list', 'get', 'add', 'edit', 'delete', 'publish', 'receivers', 'readers']);

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** 1 notification (everyone), 2 private message (receivers) */
export const NoticeType = Type.Union([Type.Literal(1), Type.Literal(2)]);
/** dict sys_notice_tag: 1 personnel, 2 business, 3 finance, 11 reminder, 12 normal, 13 minor, 14 important, 15 urgent */
export const NoticeTag = Type.Union([1, 2, 3, 11, 12, 13, 14, 15].map((n) => Type.Literal(n)));

export const NoticeOrderBy = Type.Enum(['id', 'title', 'type', 'tag', 'status', 'sendAt', 'createdAt']);
export const NoticeListQuery = Type.Object(
  {
    ...PageQuery.properties,
    orderBy: Type.Optional(NoticeOrderBy),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(NoticeType),
    tag: Type.Optional(NoticeTag),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
export type NoticeListQuery = Static<typeof NoticeListQuery>;

const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  type: NoticeType,
  tag: Type.Optional(NoticeTag),
  /** 1 normal, 0 disabled */
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  /** HTML; sanitised on the server (no scripts, styles, frames, event handlers or javascript: URLs) */
  content: Type.String({ minLength: 1, maxLength: 200000 }),
  /** Receiving users (required for a private message) */
  receiverIds: Type.Optional(Type.Array(Id, { maxItems: 10000, uniqueItems: true })),
  sort: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
};
export const NoticeAddBody = Type.Object(noticeFields, { additionalProperties: false });
export type NoticeAddBody = Static<typeof NoticeAddBody>;
export const NoticeEditBody = Type.Object({ id: Id, ...noticeFields }, { additionalProperties: false });
export type NoticeEditBody = Static<typeof NoticeEditBody>;

export const NoticeIdBody = Type.Object({ id: Id }, { additionalProperties: false });

export const NoticeRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  tag: Type.Integer(),
  status: Type.Integer(),
  content: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
  /** Publish time, null = draft */
  sendAt: Type.Union([Type.String(), Type.Null()]),
  readCount: Type.Integer(),
  receiverIds: Type.Array(Type.Integer()),
  receivers: Type.Array(Type.Object({ id: Type.Integer(), userName: Type.String(), userNickname: Type.String() })),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type NoticeRow = Static<typeof NoticeRow>;

/** GET notice/listShow: the current user's published notices */
export const NoticeShowQuery = Type.Object(
  {
    ...PageQuery.properties,
    type: Type.Optional(NoticeType),
    tag: Type.Optional(NoticeTag),
    isRead: Type.Optional(Type.Boolean()),
    /** Title contains (the notice centre's keyword) */
    title: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type NoticeShowQuery = Static<typeof NoticeShowQuery>;

export const NoticeShowRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  tag: Type.Integer(),
  content: Type.String(),
  sendAt: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
});
export type NoticeShowRow = Static<typeof NoticeShowRow>;

/** Every id must be a notice the caller can see (unknown ids are refused, not skipped). */
export const NoticeMarkReadBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
  { additionalProperties: false },
);
export const UnreadCountResult = Type.Object({ count: Type.Integer() });
/**
 * PUT notice/markAllRead takes an empty object: every mutating route declares its body, so a
 * stray text/plain or form body is refused rather than ignored.
 */
export const MarkAllReadBody = Type.Object({}, { additionalProperties: false });
/** PUT notice/markAllRead: how many of the caller's notices it marked read. */
export const MarkAllReadResult = Type.Object({ marked: Type.Integer() });

export const NoticeReceiversQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** Matches account name or nickname */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type NoticeReceiversQuery = Static<typeof NoticeReceiversQuery>;
export const NoticeReceiverRow = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  userNickname: Type.String(),
  dept: Type.Union([Type.Object({ deptId: Type.Integer(), deptName: Type.String() }), Type.Null()]),
});
export type NoticeReceiverRow = Static<typeof NoticeReceiverRow>;

/** GET notice/readers: who of a notice's audience has read it (read=1) or not yet (read=0). */
export const NoticeReadersQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** The notice */
    id: Id,
    /** 1 readers (newest read first), 0 audience members who have not read it */
    read: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { default: 1 })),
    /** Matches account name or nickname */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type NoticeReadersQuery = Static<typeof NoticeReadersQuery>;
export const NoticeReaderRow = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  userNickname: Type.String(),
  deptName: Type.Union([Type.String(), Type.Null()]),
  /** When the user read it; null in the unread list */
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type NoticeReaderRow = Static<typeof NoticeReaderRow>;
