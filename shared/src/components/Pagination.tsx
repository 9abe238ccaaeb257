/**
 * The product's pagination (spec §3 "Pagination props", §9): page 1, limit 20, sizes 20/50/100,
 * layout total · sizes · prev · pager · next · jumper; 5 pager buttons under 992px, else 7.
 *
 * antd's own Pagination has no pager-count setting (its window is fixed), so the pager is
 * composed from antd controls (Button, Select, InputNumber) and follows the theme tokens.
 */
import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Button, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import * as styles from './Pagination.module.css';
import { pagerItems } from './pager';
import { useViewportWidth } from './useViewportWidth';

export const PAGINATION_DEFAULTS = { page: 1, limit: 20, pageSizes: [20, 50, 100] } as const;
export const NARROW_BREAKPOINT = 992;

/** Pager buttons shown for a viewport width (5 under 992px, otherwise 7). */
export function pagerCount(width: number): 5 | 7 {
  return width < NARROW_BREAKPOINT ? 5 : 7;
}

export interface PaginationProps {
  total: number;
  /** `total` is an estimate (the server counts big tables by the planner): "about N". */
  estimated?: boolean;
  page?: number;
  limit?: number;
  pageSizes?: readonly number[];
  /** Called with the new page and page size (a size change goes back to page 1). */
  onChange?: (page: number, limit: number) => void;
  /** Hide the pager entirely. */
  hidden?: boolean;
  disabled?: boolean;
  className?: string;
}

function MoreButton({
  dir,
  onClick,
  title,
  disabled,
}: {
  dir: 'prev' | 'next';
  onClick: () => void;
  title: string;
  disabled?: boolean;
}) {
  const [hover, setHover] = useState(false);
  const icon = hover ? dir === 'prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined /> : <EllipsisOutlined />;
  return (
    <Button
      type="text"
      size="small"
      aria-label={title}
      title={title}
      disabled={disabled}
      icon={icon}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onClick={onClick}
      data-pager="more"
    />
  );
}

export function Pagination({
  total,
  estimated,
  page = PAGINATION_DEFAULTS.page,
  limit = PAGINATION_DEFAULTS.limit,
  pageSizes = PAGINATION_DEFAULTS.pageSizes,
  onChange,
  hidden,
  disabled,
  className,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const width = useViewportWidth();
  const [jump, setJump] = useState<number | null>(null);
  if (hidden) return null;
  const count = pagerCount(width);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (p: number) => {
    const next = Math.min(Math.max(1, p), pageCount);
    if (next !== current) onChange?.(next, limit);
  };
  const items = pagerItems(current, pageCount, count);
  const step = (by: -1 | 1) => (
    <li>
      <Button
        size="small"
        type="text"
        icon={by < 0 ? <LeftOutlined /> : <RightOutlined />}
        aria-label={t(by < 0 ? 'pagination.prev' : 'pagination.next')}
        disabled={disabled || (by < 0 ? current <= 1 : current >= pageCount)}
        onClick={() => go(current + by)}
      />
    </li>
  );
  return (
    <nav
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={t('pagination.label')}
      data-pager-count={count}
    >
      <span className={styles.total}>{t(estimated ? 'pagination.totalAbout' : 'pagination.total', { total })}</span>
      <Select
        size="small"
        disabled={disabled}
        value={limit}
        aria-label={t('pagination.pageSize')}
        style={{ width: 110 }}
        options={pageSizes.map((s) => ({ value: s, label: t('pagination.perPage', { size: s }) }))}
        onChange={(size: number) => onChange?.(1, size)}
      />
      <ul className={styles.pager}>
        {step(-1)}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="small"
                type={item === current ? 'primary' : 'text'}
                ghost={item === current}
                aria-current={item === current ? 'page' : undefined}
                data-pager="page"
                disabled={disabled}
                onClick={() => go(item)}
                style={{ minWidth: 28 }}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item}>
              <MoreButton
                dir={item === 'prev-more' ? 'prev' : 'next'}
                disabled={disabled}
                title={t(item === 'prev-more' ? 'pagination.prevMore' : 'pagination.nextMore', { n: count - 2 })}
                onClick={() => go(item === 'prev-more' ? current - (count - 2) : current + (count - 2))}
              />
            </li>
          ),
        )}
        {step(1)}
      </ul>
      <span className={styles.jumper}>
        <span>{t('pagination.goto')}</span>
        <InputNumber
          size="small"
          min={1}
          max={pageCount}
          controls={false}
          disabled={disabled}
          aria-label={t('pagination.gotoPage')}
          value={jump}
          style={{ width: 56 }}
          onChange={(v) => setJump(typeof v === 'number' ? v : null)}
          onPressEnter={() => {
            if (jump) go(Math.round(jump));
            setJump(null);
          }}
          onBlur={() => {
            if (jump) go(Math.round(jump));
            setJump(null);
          }}
        />
        {lang === 'zh-cn' ? <span>{t('pagination.page')}</span> : null}
      </span>
    </nav>
  );
}
