/**
 * One tab per visited page (spec §2): titles in the current language (optional icons), /home
 * affixed, context menu (refresh, close, close others, close all, full screen), middle-click
 * closes, drag-sort (off when isSortableTagsView is off or under 768px), three tag styles.
 * Keyboard: a tablist (arrows, Home / End, Enter opens, Delete closes, the context-menu key).
 */
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import FullscreenOutlined from '@ant-design/icons/es/icons/FullscreenOutlined';
import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { keyStaysInMenu, useLang, useViewportWidth } from '@shiftdesk/shared/core';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../router/title';
import { MenuIcon } from '../icons';
import './i18n';
import * as styles from './index.module.css';
import { moveTag, type Tag } from './model';
import { tagsAtom, tagsViewFullAtom, useTagsTheme } from './state';
import { type TagActions, useActiveKey, useTagActions } from './useTags';

const STYLE_CLASS: Record<string, string | undefined> = {
  'tags-style-one': styles.styleOne,
  'tags-style-four': styles.styleFour,
  'tags-style-five': styles.styleFive,
};

export const MOBILE_WIDTH = 768;

function useMenuFor(actions: TagActions, t: (k: string) => string) {
  return (tag: Tag): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: tag.isAffix },
      { key: 'closeOthers', icon: <MinusCircleOutlined />, label: t('tags.closeOthers') },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tags.closeAll') },
      { key: 'fullscreen', icon: <FullscreenOutlined />, label: t('tags.fullscreen') },
    ],
    onClick: (info) => {
      const { key, domEvent } = info;
      domEvent.stopPropagation();
      keyStaysInMenu(info);
      if (key === 'refresh') actions.refresh(tag);
      else if (key === 'close') actions.close(tag);
      else if (key === 'closeOthers') actions.closeOthers(tag);
      else if (key === 'closeAll') actions.closeAll();
      else if (key === 'fullscreen') actions.fullscreen(tag);
    },
  });
}

export function TagsView() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const theme = useTagsTheme();
  const tags = useAtomValue(tagsAtom) ?? [];
  const setTags = useSetAtom(tagsAtom);
  const full = useAtomValue(tagsViewFullAtom);
  const activeKey = useActiveKey(theme.isShareTagsView);
  const actions = useTagActions(theme.isShareTagsView);
  const menuFor = useMenuFor(actions, t);
  const width = useViewportWidth();
  const sortable = theme.isSortableTagsView && width >= MOBILE_WIDTH;
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // A tab closed from the keyboard takes the focus with it: hand it to the tab now in front.
  const refocus = useRef(false);

  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (refocus.current) {
      refocus.current = false;
      el?.focus();
    }
  }, [activeKey, tags.length]);

  // Tablist keys: arrows / Home / End move the focus, Enter or Space opens, Delete closes.
  const onTabKey = (e: KeyboardEvent<HTMLElement>, tag: Tag) => {
    const all = [...(scroller.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = all.indexOf(e.currentTarget);
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: all.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      actions.open(tag);
    } else if (e.key === 'Delete' && !tag.isAffix) {
      e.preventDefault();
      refocus.current = true;
      actions.close(tag);
    }
  };

  if (!theme.isTagsview || full) return null;
  const active = tags.find((x) => x.key === activeKey);

  return (
    <div className={`${styles.tagsView} ${STYLE_CLASS[theme.tagsStyle] ?? styles.styleOne}`} data-testid="tags-view">
      <div
        ref={scroller}
        className={styles.scroller}
        role="tablist"
        aria-label={t('tags.label')}
        onWheel={(e) => {
          if (scroller.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) scroller.current.scrollLeft += e.deltaY;
        }}
      >
        {tags.map((tag) => {
          const title = routeTitle(tag, lang) || tag.path;
          const isActive = tag.key === activeKey;
          const canDrag = sortable && !tag.isAffix;
          return (
            <Dropdown key={tag.key} menu={menuFor(tag)} trigger={['contextMenu']}>
              {/* The box around the tab holds the pointer behaviour (click, middle-click, drag);
                  the tab and its buttons are siblings, as a tab may not contain other controls. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the tab inside takes the keyboard */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tab inside takes the keyboard */}
              <div
                className={[
                  styles.tag,
                  isActive ? styles.active : '',
                  dragKey === tag.key ? styles.dragging : '',
                  overKey === tag.key && dragKey !== tag.key ? styles.dropTarget : '',
                ].join(' ')}
                draggable={canDrag}
                onClick={() => actions.open(tag)}
                onMouseDown={(e) => {
                  if (e.button === 1) e.preventDefault(); // no autoscroll on middle press
                }}
                onAuxClick={(e) => {
                  if (e.button === 1) {
                    e.preventDefault();
                    actions.close(tag);
                  }
                }}
                onDragStart={(e) => {
                  if (!canDrag) return;
                  setDragKey(tag.key);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', tag.key);
                }}
                onDragOver={(e) => {
                  if (!dragKey || tag.isAffix) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                  if (overKey !== tag.key) setOverKey(tag.key);
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  const from = dragKey ?? e.dataTransfer.getData('text/plain');
                  if (from) setTags((list) => moveTag(list ?? [], from, tag.key));
                  setDragKey(null);
                  setOverKey(null);
                }}
                onDragEnd={() => {
                  setDragKey(null);
                  setOverKey(null);
                }}
              >
                <div
                  role="tab"
                  tabIndex={isActive ? 0 : -1}
                  aria-selected={isActive}
                  data-key={tag.key}
                  data-path={tag.path}
                  data-url={tag.url}
                  title={title}
                  className={styles.tab}
                  onKeyDown={(e) => onTabKey(e, tag)}
                >
                  {theme.isTagsviewIcon && (
                    <span className={styles.tagIcon}>
                      <MenuIcon name={tag.icon} />
                    </span>
                  )}
                  <span className={styles.tagTitle}>{title}</span>
                </div>
                {/* Pointer shortcuts only: the keyboard and screen readers have the same actions on
                    the tab itself (Delete closes, the context-menu key opens refresh / close / …). */}
                {isActive && (
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-hidden="true"
                    className={styles.tagRefresh}
                    aria-label={t('tags.refresh')}
                    onClick={(e) => {
                      e.stopPropagation();
                      actions.refresh(tag);
                    }}
                  >
                    <ReloadOutlined />
                  </button>
                )}
                {!tag.isAffix && (
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-hidden="true"
                    className={styles.tagClose}
                    aria-label={t('tags.closeTab', { title })}
                    onClick={(e) => {
                      e.stopPropagation();
                      actions.close(tag);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {active && (
        <Dropdown menu={menuFor(active)} trigger={['click']} placement="bottomRight">
          <button type="button" className={styles.more} aria-label={t('tags.more')} data-testid="tags-more">
            <DownOutlined />
          </button>
        </Dropdown>
      )}
    </div>
  );
}
