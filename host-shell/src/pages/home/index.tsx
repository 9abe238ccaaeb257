/** /home: the dashboard (issue 4 adds remote widgets). */
import { formatSgDateTime, isoWeekLabel, menuListAtom, useLang, userInfoAtom } from '@shiftdesk/shared';
import { Avatar, Card, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../../layout/icons';
import { flattenMenus } from '../../router/menuRoutes';
import { routeTitle } from '../../router/title';
import * as styles from './index.module.css';

function greetingKey(hour: number) {
  if (hour < 12) return 'home.greetingMorning';
  if (hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}

export default function HomePage() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const menus = useAtomValue(menuListAtom);
  const roles = user?.roles ?? [];
  const links = useMemo(
    () =>
      flattenMenus(menus, roles)
        .filter((r) => !r.redirect && !r.meta.isHide && r.path !== '/home')
        .slice(0, 12),
    [menus, roles],
  );
  const now = new Date();
  const name = user?.userNickname || user?.userName || '';
  const hour = Number(formatSgDateTime(now).slice(11, 13));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <div className={styles.welcome}>
          <Avatar size={64} src={user?.avatar ? `/backend/${user.avatar.replace(/^\/+/, '')}` : undefined}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ flex: 1, minWidth: 240 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t(greetingKey(hour), { name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('home.intro')}</Typography.Text>
            <div className={styles.meta}>
              <span>
                <Typography.Text type="secondary">{t('home.role')}: </Typography.Text>
                {roles.map((r) => (
                  <Tag key={r} color={r === 'admin' ? 'volcano' : 'blue'}>
                    {t(`role.${r}`, { defaultValue: r })}
                  </Tag>
                ))}
              </span>
              <span>
                <Typography.Text type="secondary">{t('home.lastLogin')}: </Typography.Text>
                {formatSgDateTime(user?.time) || '—'}
              </span>
            </div>
          </div>
          <Row gutter={32}>
            <Col>
              <Statistic title={t('home.today')} value={formatSgDateTime(now).slice(0, 10)} />
            </Col>
            <Col>
              <Statistic title={t('home.week')} value={isoWeekLabel(now)} />
            </Col>
          </Row>
        </div>
      </Card>
      <Card title={t('home.quickLinks')}>
        {links.length ? (
          <div className={styles.links}>
            {links.map((r) => (
              <button type="button" key={r.path} className={styles.link} onClick={() => navigate(r.path)}>
                <span className={styles.linkIcon}>
                  <MenuIcon name={r.meta.icon} />
                </span>
                <span>{routeTitle(r.meta, lang) || r.name}</span>
              </button>
            ))}
          </div>
        ) : (
          <Empty description={t('home.noLinks')} />
        )}
      </Card>
    </Space>
  );
}
