/**
 * /home (affixed, kept alive): the welcome card, then a responsive grid of widgets — the
 * shell's own and those the remotes expose as './home/widgets' — each shown only when the user
 * holds its permission. A remote that fails to load simply contributes nothing.
 */
import { formatDateTime, formatSgDateTime, isoWeekLabel, useAuth, userInfoAtom } from '@shiftdesk/shared/core';
import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../home/i18n';
import { visibleWidgets } from '../../home/loadWidgets';
import { SHELL_WIDGETS } from '../../home/shellWidgets';
import { useRemoteWidgets } from '../../home/useRemoteWidgets';
import { WidgetCard, WidgetSkeleton } from '../../home/WidgetCard';
import { avatarUrl } from '../../layout/navBars/NavBar';
import * as styles from './index.module.css';

function greetingKey(hour: number) {
  if (hour < 12) return 'home.greetingMorning';
  if (hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}

function Welcome() {
  const { t } = useTranslation('host');
  const user = useAtomValue(userInfoAtom);
  const roles = user?.roles ?? [];
  const now = new Date();
  const name = user?.userNickname || user?.userName || '';
  const hour = Number(formatSgDateTime(now).slice(11, 13));
  return (
    <Card className={styles.welcomeCard} data-widget="shell.welcome">
      <div className={styles.welcome}>
        <Avatar size={64} src={avatarUrl(user?.avatar)} className={styles.avatar}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={styles.welcomeText}>
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
              <span data-testid="last-login">{formatDateTime(user?.time) || t('dash.lastLoginNever')}</span>
            </span>
          </div>
        </div>
        <div className={styles.stats}>
          <Statistic title={t('home.today')} value={formatDateTime(now, 'DD/MM/YYYY')} />
          <Statistic title={t('home.week')} value={isoWeekLabel(now)} />
        </div>
      </div>
    </Card>
  );
}

export default function HomePage() {
  const { has } = useAuth();
  const remote = useRemoteWidgets();
  const widgets = useMemo(
    () => visibleWidgets([...SHELL_WIDGETS, ...remote.loaded.flatMap((r) => r.widgets)], has),
    [remote.loaded, has],
  );
  return (
    <div className={styles.home}>
      <Welcome />
      <Row gutter={[16, 16]} className={styles.grid}>
        {widgets.map((w) => {
          const span = Math.min(24, Math.max(6, w.span ?? 8));
          return (
            <Col key={w.key} xs={24} md={span >= 12 ? 24 : 12} xl={span}>
              <WidgetCard widget={w} />
            </Col>
          );
        })}
        {remote.pending.map((name) => (
          <Col key={`pending-${name}`} xs={24} md={12} xl={8}>
            <WidgetSkeleton name={name} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
