/**
 * Notification bell: unread count (GET system/notice/unreadCount) and the latest unread notices
 * (GET system/notice/listShow?isRead=false). Clicking a notice marks it read and opens its
 * target (spec §2: personnel/business/finance → /system/sysNotice/show, else /home).
 * The realtime module can call `refreshNotices()` when a notice arrives.
 */
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import type { NoticeShowRow, PageResultOf } from '@shiftdesk/shared/api';
import { api, formatSgDateTime, noticesVersionAtom, refreshNotices } from '@shiftdesk/shared/core';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popover from 'antd/es/popover';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NotificationSettings } from '../../notifications/NotificationSettings';
import * as styles from './index.module.css';

export const UNREAD_COUNT_URL = 'api/v1/system/notice/unreadCount';
export const LIST_SHOW_URL = 'api/v1/system/notice/listShow';
export const MARK_READ_URL = 'api/v1/system/notice/markRead';
export const NOTICES_PAGE = '/system/sysNotice/show';
const POLL_MS = 60_000;
/** The badge shows "99+" above this. */
const OVERFLOW = 99;

/**
 * Bumping the shared notices version makes every bell re-fetch: the realtime module on a new
 * notice, the notice centre when it marks notices read.
 */
export { refreshNotices };

/** Spec §2 notification click target. */
export function noticeTarget(tag: number): string {
  return tag === 1 || tag === 2 || tag === 3 ? NOTICES_PAGE : '/home';
}

const TAG_COLOURS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'gold', 14: 'orange', 15: 'red' };

export function NoticeBell() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const version = useAtomValue(noticesVersionAtom);
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [rows, setRows] = useState<NoticeShowRow[]>([]);

  const loadCount = useCallback(() => {
    api
      .get<{ count: number }>(UNREAD_COUNT_URL, undefined, { silent: true })
      .then((d) => setCount(d.count ?? 0))
      .catch(() => undefined);
  }, []);

  const loadList = useCallback(() => {
    setLoading(true);
    api
      .get<PageResultOf<NoticeShowRow>>(LIST_SHOW_URL, { isRead: false, pageNum: 1, pageSize: 6 }, { silent: true })
      .then((d) => {
        setRows(d.list ?? []);
        setCount((c) => Math.max(c, d.total ?? 0));
      })
      .catch(() => setRows([]))
      .finally(() => setLoading(false));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-triggers the fetch
  useEffect(() => {
    loadCount();
    const timer = window.setInterval(loadCount, POLL_MS);
    const onFocus = () => loadCount();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [loadCount, version]);

  useEffect(() => {
    if (open) loadList();
  }, [open, loadList]);

  const markRead = async (ids: number[]) => {
    if (!ids.length) return;
    await api.put(MARK_READ_URL, { ids }, { silent: true }).catch(() => undefined);
    // re-fetches this count and an open notice centre alike
    refreshNotices();
  };

  const content = (
    <div className={styles.notices} data-testid="notice-panel">
      <div className={styles.noticesHead}>
        <span>{t('nav.notices')}</span>
        {rows.length > 0 && (
          <Button
            color="primary"
            variant="link"
            size="small"
            onClick={async () => {
              await markRead(rows.map((r) => r.id));
              setRows([]);
            }}
          >
            {t('nav.markAllRead')}
          </Button>
        )}
      </div>
      <Spin spinning={loading}>
        <div className={styles.noticesBody}>
          {rows.length === 0 && !loading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.noticesEmpty')} />
          ) : (
            rows.map((r) => (
              <button
                type="button"
                key={r.id}
                className={styles.noticeItem}
                onClick={() => {
                  setOpen(false);
                  void markRead([r.id]);
                  navigate(noticeTarget(r.tag));
                }}
              >
                <span className={styles.noticeTitle}>
                  {TAG_COLOURS[r.tag] && (
                    <Tag color={TAG_COLOURS[r.tag]}>{t(`noticeTag.${r.tag}`, { defaultValue: String(r.tag) })}</Tag>
                  )}
                  {r.title}
                </span>
                <span className={styles.noticeTime}>{formatSgDateTime(r.sendAt)}</span>
              </button>
            ))
          )}
        </div>
      </Spin>
      <button
        type="button"
        className={styles.noticesFoot}
        onClick={() => {
          setOpen(false);
          navigate(NOTICES_PAGE);
        }}
      >
        {t('nav.viewAll')}
      </button>
      <button
        type="button"
        className={styles.noticesFoot}
        onClick={() => {
          setOpen(false);
          setSettingsOpen(true);
        }}
      >
        {t('realtime.settings')}
      </button>
    </div>
  );

  return (
    <>
      <NotificationSettings open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Popover
        content={content}
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
        arrow={false}
        styles={{ container: { padding: 0 } }}
      >
        <Tooltip title={t('nav.notices')} open={open ? false : undefined}>
          <Button
            type="text"
            className={styles.tool}
            // the badge's number is visible text: the name says it too
            aria-label={count > 0 ? t('nav.noticesUnread', { n: count > OVERFLOW ? `${OVERFLOW}+` : count }) : t('nav.notices')}
            data-testid="nav-bell"
          >
            <Badge count={count} size="small" overflowCount={OVERFLOW} offset={[4, -2]}>
              <BellOutlined className={styles.toolIcon} />
            </Badge>
          </Button>
        </Tooltip>
      </Popover>
    </>
  );
}
