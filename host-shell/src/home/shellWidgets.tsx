/** The shell's own dashboard widgets: unread notices, online users, quick links. */
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import type { NoticeShowRow, PageResultOf } from '@shiftdesk/shared/api';
import { api, formatDateTime, menuListAtom, useLang, userInfoAtom } from '@shiftdesk/shared/core';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../layout/icons';
import { LIST_SHOW_URL, NOTICES_PAGE, noticeTarget } from '../layout/navBars/NoticeBell';
import { flattenMenus } from '../router/menuRoutes';
import { routeTitle } from '../router/title';
import './i18n';
import type { HomeWidget } from './types';
import * as styles from './widgets.module.css';

export const ONLINE_LIST_URL = 'api/v1/system/online/list';
export const ONLINE_PERMISSION = 'api/v1/system/online/list';

function UnreadNotices() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [rows, setRows] = useState<NoticeShowRow[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<PageResultOf<NoticeShowRow>>(LIST_SHOW_URL, { isRead: false, pageNum: 1, pageSize: 5 }, { silent: true })
      .then((d) => {
        if (!live) return;
        setRows(d.list ?? []);
        setTotal(d.total ?? 0);
      })
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, []);
  if (rows === null) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dash.noUnread')} />;
  return (
    <div>
      <List
        size="small"
        dataSource={rows}
        renderItem={(r) => (
          <List.Item className={styles.noticeRow} onClick={() => navigate(noticeTarget(r.tag))}>
            <span className={styles.noticeTitle}>{r.title}</span>
            <span className={styles.muted}>{formatDateTime(r.sendAt, 'DD/MM HH:mm')}</span>
          </List.Item>
        )}
      />
      <Button
        color="primary"
        variant="link"
        size="small"
        className={styles.more}
        onClick={() => navigate(NOTICES_PAGE)}
      >
        {t('dash.viewAll')} {total > rows.length && <Tag>{total}</Tag>}
        <RightOutlined />
      </Button>
    </div>
  );
}

function OnlineUsers() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<PageResultOf<unknown>>(ONLINE_LIST_URL, { pageNum: 1, pageSize: 1 }, { silent: true })
      .then((d) => live && setTotal(d.total ?? 0))
      .catch(() => live && setTotal(0));
    return () => {
      live = false;
    };
  }, []);
  if (total === null) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return (
    <div className={styles.online}>
      <Statistic title={t('dash.onlineNow')} value={total} prefix={<MenuIcon name="WifiOutlined" />} />
      <Button color="primary" variant="link" onClick={() => navigate('/system/online')}>
        {t('dash.manage')} <RightOutlined />
      </Button>
    </div>
  );
}

function QuickLinks() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const menus = useAtomValue(menuListAtom);
  const links = useMemo(
    () =>
      flattenMenus(menus, user?.roles ?? [])
        .filter((r) => !r.redirect && !r.meta.isHide && r.path !== '/home')
        .slice(0, 12),
    [menus, user],
  );
  if (!links.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noLinks')} />;
  return (
    <div className={styles.links}>
      {links.map((r) => (
        <button type="button" key={r.path} className={styles.link} onClick={() => navigate(r.path)}>
          <span className={styles.linkIcon}>
            <MenuIcon name={r.meta.icon} />
          </span>
          <span className={styles.linkText}>{routeTitle(r.meta, lang) || r.name}</span>
        </button>
      ))}
    </div>
  );
}

/** The shell's widgets (the welcome card is rendered by the page itself, full width). */
export const SHELL_WIDGETS: HomeWidget[] = [
  { key: 'shell.unreadNotices', title: 'host:dash.unreadNotices', component: UnreadNotices, span: 8 },
  {
    key: 'shell.onlineUsers',
    title: 'host:dash.onlineUsers',
    permission: ONLINE_PERMISSION,
    component: OnlineUsers,
    span: 8,
  },
  { key: 'shell.quickLinks', title: 'host:dash.quickLinks', component: QuickLinks, span: 8 },
];
