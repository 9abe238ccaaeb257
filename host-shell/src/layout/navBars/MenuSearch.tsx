/** Menu search: a modal opened by the search button or Ctrl/Cmd+K; arrows + Enter navigate. */
import EnterOutlined from '@ant-design/icons/es/icons/EnterOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { menuListAtom, useLang } from '@shiftdesk/shared/core';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import type { InputRef } from 'antd/es/input';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tooltip from 'antd/es/tooltip';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { exposedPagesAtom, pageAvailable } from '../../remotes/exposes';
import { menuTrail } from '../../router/menuRoutes';
import { routeTitle } from '../../router/title';
import { MenuIcon } from '../icons';
import { useLayoutRoutes } from '../tagsView/state';
import * as styles from './index.module.css';
import { searchableItems, searchMenus } from './search';

export function MenuSearch() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const navigate = useNavigate();
  const routes = useLayoutRoutes();
  const menus = useAtomValue(menuListAtom);
  const exposed = useAtomValue(exposedPagesAtom);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const input = useRef<InputRef>(null);
  const list = useRef<HTMLDivElement>(null);

  const items = useMemo(
    () =>
      searchableItems(
        routes.filter((r) => pageAvailable(r.component, exposed)),
        (path) =>
          menuTrail(menus, path)
            .slice(0, -1)
            .map((m) => ({ title: m.meta?.title ?? '', titleZh: m.meta?.titleZh ?? '' })),
      ),
    [routes, menus, exposed],
  );
  const results = useMemo(() => searchMenus(items, query), [items, query]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setCursor(0), [query]);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-index="${cursor}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [cursor]);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (!results.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setCursor((c) => (c + 1) % results.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setCursor((c) => (c - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = results[cursor];
      if (hit) go(hit.path);
    }
  };

  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <Tooltip title={`${t('nav.search')} (${isMac ? '⌘' : 'Ctrl'}+K)`}>
        <Button
          type="text"
          className={styles.tool}
          icon={<SearchOutlined />}
          aria-label={t('nav.search')}
          data-testid="nav-search"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
        width={560}
        title={null}
        className={styles.searchModal}
        afterOpenChange={(o) => o && input.current?.focus()}
      >
        <Input
          ref={input}
          size="large"
          allowClear
          autoFocus
          prefix={<SearchOutlined />}
          placeholder={t('nav.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="menu-search-results"
          aria-activedescendant={results.length ? `menu-search-${cursor}` : undefined}
          data-testid="menu-search-input"
        />
        <div className={styles.searchResults} ref={list} id="menu-search-results" role="listbox">
          {query.trim() && !results.length && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('nav.searchEmpty')} />
          )}
          {results.map((r, i) => {
            const other = lang === 'zh-cn' ? r.title : r.titleZh;
            const trail = r.trail.map((p) => routeTitle(p, lang)).filter(Boolean);
            return (
              <div
                key={r.path}
                id={`menu-search-${i}`}
                data-index={i}
                data-path={r.path}
                role="option"
                aria-selected={i === cursor}
                tabIndex={-1}
                className={`${styles.searchItem} ${i === cursor ? styles.searchItemActive : ''}`}
                onMouseEnter={() => setCursor(i)}
                onClick={() => go(r.path)}
                onKeyDown={() => undefined}
              >
                <span className={styles.searchIcon}>
                  <MenuIcon name={r.icon} />
                </span>
                <span className={styles.searchText}>
                  <span className={styles.searchTitle}>
                    {[...trail, routeTitle(r, lang)].join(' / ')}
                    {other && other !== routeTitle(r, lang) && <span className={styles.searchOther}>{other}</span>}
                  </span>
                  <span className={styles.searchPath}>{r.path}</span>
                </span>
                {i === cursor && <EnterOutlined className={styles.searchEnter} />}
              </div>
            );
          })}
        </div>
        <div className={styles.searchHint}>{t('nav.searchHint')}</div>
      </Modal>
    </>
  );
}
