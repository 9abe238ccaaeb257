/**
 * The layout of an entity's detail page: a header (back, title, status tag, key facts, action
 * buttons), then tabs whose active key lives in the URL (`?tab=`), so reload and shared links
 * keep the tab. The History tab is a slot: pass the audit timeline (the `History` component)
 * as `history`; actions are a slot too (e.g. `TransitionButton`s of the entity's state machine).
 */
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CRUD_NS } from './i18n';
import { TabList } from './TabList';

export interface DetailTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DetailPageProps {
  title: ReactNode;
  /** The entity's state, e.g. `{ label: t('job.state.open'), color: 'processing' }`. */
  status?: { label: ReactNode; color?: string };
  /** Key facts under the title (label → value). */
  facts?: { key: string; label: ReactNode; value: ReactNode }[];
  /** Action buttons of the header (right side). */
  actions?: ReactNode;
  tabs: DetailTab[];
  /** The audit history of the entity; shown as the last tab. */
  history?: ReactNode;
  /** Still loading the entity: a skeleton instead of the content. */
  loading?: boolean;
  /** The back button (omit for none). */
  onBack?: () => void;
  /**
   * The tab shown when the URL names none (a page whose route stands for one tab, e.g. a staff
   * path /workforce/worker/manage/:id/banRecord); the first tab when omitted or not offered.
   */
  defaultTab?: string;
}

export const DETAIL_TAB_PARAM = 'tab';
export const HISTORY_TAB = 'history';

export function DetailPage({ title, status, facts, actions, tabs, history, loading, onBack, defaultTab }: DetailPageProps) {
  const { t } = useTranslation(CRUD_NS);
  const [sp, setSp] = useSearchParams();
  const all: DetailTab[] = history ? [...tabs, { key: HISTORY_TAB, label: t('detail.history'), children: history }] : tabs;
  const wanted = sp.get(DETAIL_TAB_PARAM);
  const first = all.some((x) => x.key === defaultTab) ? (defaultTab as string) : all[0]?.key;
  const active = all.some((x) => x.key === wanted) ? (wanted as string) : first;
  const select = (key: string) => {
    const next = new URLSearchParams(sp);
    if (key === first) next.delete(DETAIL_TAB_PARAM);
    else next.set(DETAIL_TAB_PARAM, key);
    setSp(next, { replace: true });
  };
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Space align="center" wrap>
          {onBack ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={onBack} /> : null}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {status ? <Tag color={status.color}>{status.label}</Tag> : null}
        </Space>
        {actions ? <Space wrap>{actions}</Space> : null}
      </div>
      {loading ? (
        <Skeleton active />
      ) : (
        <>
          {facts?.length ? (
            <Descriptions size="small" style={{ marginTop: 12 }} column={{ xs: 1, sm: 2, lg: 4 }} items={facts.map((f) => ({ key: f.key, label: f.label, children: f.value }))} />
          ) : null}
          <TabList activeKey={active} onChange={select} items={all} />
        </>
      )}
    </Card>
  );
}
