/**
 * The notice centre (route /system/sysNotice/show, expose `system/sysNotice/show`): the signed-in
 * user's published notices, where the bell's "view all", notifications tagged personnel,
 * business or finance (spec §2) and web-push clicks lead.
 *
 * - filters: read state, type, tag and a title keyword, kept in the URL (deep links, reload);
 * - a notice opens in full (its HTML, sanitised by the server when saved) and is marked read;
 * - "mark all read" marks every notice of the user in one call;
 * - the shared notices version (bumped by the realtime module on a new notice, and here when
 *   notices are marked read) keeps this page and the header bell in step.
 */
import '../../../i18n';
import './i18n';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import {
  api,
  DictSelect,
  DictTag,
  formatDateTime,
  noticesVersionAtom,
  Pagination,
  refreshNotices,
  useFeedback,
  useViewportWidth,
} from '@shiftdesk/shared';
import type { NoticeShowRow, PageResultOf } from '@shiftdesk/shared/api';
import { Badge, Button, Card, Drawer, Empty, Input, Result, Segmented, Skeleton, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import * as styles from './index.module.css';

export const LIST_SHOW_URL = 'api/v1/system/notice/listShow';
export const UNREAD_COUNT_URL = 'api/v1/system/notice/unreadCount';
export const MARK_READ_URL = 'api/v1/system/notice/markRead';
export const MARK_ALL_READ_URL = 'api/v1/system/notice/markAllRead';

const TAG_COLORS: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'gold', 11: 'geekblue', 14: 'orange', 15: 'red' };
const READ_STATES = ['all', 'unread', 'read'] as const;
type ReadState = (typeof READ_STATES)[number];
const PHONE = 576;
const DEFAULT_SIZE = 20;

/** The text of a notice's HTML, for the one-line excerpt. */
function plainText(html: string): string {
  // a space after each block, so "<p>a</p><p>b</p>" reads "a b"
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export default function NoticeCentrePage() {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const phone = useViewportWidth() < PHONE;
  const version = useAtomValue(noticesVersionAtom);
  const [sp, setSp] = useSearchParams();

  const read: ReadState = (READ_STATES as readonly string[]).includes(sp.get('read') ?? '')
    ? (sp.get('read') as ReadState)
    : 'all';
  const type = int(sp.get('type'));
  const tag = int(sp.get('tag'));
  const title = sp.get('title') ?? '';
  const pageNum = int(sp.get('page')) || 1;
  const pageSize = int(sp.get('size')) || DEFAULT_SIZE;
  const [keyword, setKeyword] = useState(title);
  useEffect(() => setKeyword(title), [title]);

  /** Writes filters to the URL; a filter change goes back to page 1. */
  const update = (patch: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '' || (k === 'read' && v === 'all')) next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete('page');
    setSp(next, { replace: true });
  };

  const query = useMemo(
    () => ({
      pageNum,
      pageSize,
      isRead: read === 'all' ? undefined : read === 'read',
      type,
      tag,
      title: title.trim() || undefined,
    }),
    [pageNum, pageSize, read, type, tag, title],
  );
  const [data, setData] = useState<PageResultOf<NoticeShowRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState<NoticeShowRow | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and attempt re-trigger the fetch
  useEffect(() => {
    let live = true;
    setLoading(true);
    setFailed(false);
    api
      .get<PageResultOf<NoticeShowRow>>(LIST_SHOW_URL, query, { silent: true })
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    api
      .get<{ count: number }>(UNREAD_COUNT_URL, undefined, { silent: true })
      .then((d) => live && setUnread(d.count ?? 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [query, version, attempt]);

  const markLocal = (ids: number[] | 'all') =>
    setData(
      (d) => d && { ...d, list: d.list.map((r) => (ids === 'all' || ids.includes(r.id) ? { ...r, isRead: true } : r)) },
    );

  const openNotice = async (row: NoticeShowRow) => {
    setOpen(row);
    if (row.isRead) return;
    try {
      await api.put(MARK_READ_URL, { ids: [row.id] }, { silent: true });
      markLocal([row.id]);
      setUnread((n) => (n === null ? n : Math.max(0, n - 1)));
      refreshNotices();
    } catch {
      // the notice stays unread; reading it still works
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const r = await api.put<{ marked: number }>(MARK_ALL_READ_URL, {}, { silent: true });
      markLocal('all');
      setUnread(0);
      ui.message.success(t('sysNotice.markedAll', { count: r?.marked ?? 0 }));
      refreshNotices();
    } catch (e) {
      ui.message.error((e as Error).message);
    } finally {
      setMarkingAll(false);
    }
  };

  const filtered = read !== 'all' || type !== undefined || tag !== undefined || title !== '';
  const rows = data?.list ?? [];

  const body = () => {
    if (failed && !data) {
      return (
        <Result
          status="warning"
          title={t('sysNotice.loadFailed')}
          extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('sysNotice.retry')}</Button>}
        />
      );
    }
    if (loading && !data) {
      return (
        <div data-testid="notice-centre-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      );
    }
    if (rows.length === 0) {
      return (
        <div data-testid="notice-centre-empty">
          <Empty description={filtered ? t('sysNotice.emptyFiltered') : t('sysNotice.empty')}>
            {filtered ? (
              <Button onClick={() => setSp(new URLSearchParams(), { replace: true })}>
                {t('sysNotice.clearFilters')}
              </Button>
            ) : null}
          </Empty>
        </div>
      );
    }
    return (
      <div className={styles.list} aria-busy={loading} data-testid="notice-centre-list">
        {rows.map((r) => (
          <button
            type="button"
            key={r.id}
            className={`${styles.item} ${r.isRead ? '' : styles.unread}`}
            onClick={() => void openNotice(r)}
            data-testid={`notice-item-${r.id}`}
            data-read={r.isRead ? 'true' : 'false'}
          >
            <span className={styles.dot} title={r.isRead ? undefined : t('sysNotice.unread')} />
            <span className={styles.main}>
              <span className={styles.title}>
                <DictTag dictType="sys_notice_tag" value={r.tag} colors={TAG_COLORS} />
                <span>{r.title}</span>
              </span>
              <span className={styles.excerpt}>{plainText(r.content)}</span>
            </span>
            <span className={styles.time}>{formatDateTime(r.sendAt)}</span>
          </button>
        ))}
      </div>
    );
  };

  return (
    <Card data-testid="notice-centre">
      <div className={styles.head}>
        <h2 className={styles.heading}>
          {t('sysNotice.title')}
          {unread ? (
            <Badge
              count={unread}
              overflowCount={999}
              title={t('sysNotice.unreadCount', { count: unread })}
              data-testid="notice-centre-unread"
            />
          ) : null}
        </h2>
        <Button
          icon={<CheckOutlined />}
          onClick={() => void markAll()}
          loading={markingAll}
          disabled={!unread}
          title={unread ? undefined : t('sysNotice.nothingUnread')}
          data-testid="notice-centre-mark-all"
        >
          {t('sysNotice.markAllRead')}
        </Button>
      </div>
      <div className={styles.filters}>
        <Segmented<ReadState>
          aria-label={t('sysNotice.readFilter')}
          value={read}
          onChange={(v) => update({ read: v })}
          options={READ_STATES.map((s) => ({ value: s, label: t(`sysNotice.read.${s}`) }))}
        />
        <DictSelect
          dictType="sys_notice_type"
          numeric
          allowClear
          placeholder={t('sysNotice.type')}
          aria-label={t('sysNotice.type')}
          value={type}
          onChange={(v: number | undefined) => update({ type: v })}
        />
        <DictSelect
          dictType="sys_notice_tag"
          numeric
          allowClear
          placeholder={t('sysNotice.tag')}
          aria-label={t('sysNotice.tag')}
          value={tag}
          onChange={(v: number | undefined) => update({ tag: v })}
        />
        <Input.Search
          className={styles.keyword}
          allowClear
          maxLength={200}
          placeholder={t('sysNotice.keyword')}
          aria-label={t('sysNotice.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => update({ title: v.trim() })}
        />
      </div>
      {body()}
      {data && data.total > 0 ? (
        <div className={styles.pager}>
          <Pagination
            total={data.total}
            page={pageNum}
            limit={pageSize}
            onChange={(p, l) =>
              update({ page: p === 1 ? undefined : p, size: l === DEFAULT_SIZE ? undefined : l }, true)
            }
          />
        </div>
      ) : null}
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        size={phone ? '100%' : 640}
        title={open?.title}
        destroyOnHidden
        data-testid="notice-detail"
      >
        {open ? (
          <>
            <div className={styles.meta}>
              <DictTag dictType="sys_notice_type" value={open.type} />
              <DictTag dictType="sys_notice_tag" value={open.tag} colors={TAG_COLORS} />
              <Tag bordered={false}>
                {t('sysNotice.sentAt')} {formatDateTime(open.sendAt)}
              </Tag>
            </div>
            {/* The content was sanitised by the server when it was saved. */}
            <div
              className={styles.content}
              data-testid="notice-detail-content"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised notice HTML
              dangerouslySetInnerHTML={{ __html: open.content }}
            />
          </>
        ) : null}
      </Drawer>
    </Card>
  );
}
