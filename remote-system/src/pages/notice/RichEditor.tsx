/**
 * A light rich-text editor: a contentEditable area and a small toolbar (bold, italic, underline,
 * bulleted / numbered list, link, clear formatting) using document.execCommand. The value is HTML;
 * the server sanitises it (no scripts, styles, frames, handlers or javascript: URLs).
 */
import BoldOutlined from '@ant-design/icons/es/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import ItalicOutlined from '@ant-design/icons/es/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/es/icons/OrderedListOutlined';
import UnderlineOutlined from '@ant-design/icons/es/icons/UnderlineOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';

export interface RichEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  'aria-invalid'?: boolean;
}

/** An editor with nothing but whitespace / empty blocks counts as empty. */
export function isEmptyHtml(html: string | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<br\s*\/?>/gi, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export function RichEditor({ value, onChange, id, placeholder }: RichEditorProps) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const saved = useRef<Range | null>(null);

  // Outside value → DOM (only when it differs from what the editor itself emitted).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const v = value ?? '';
    if (v !== last.current) {
      el.innerHTML = v;
      last.current = v;
    }
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    const out = isEmptyHtml(html) ? '' : html;
    last.current = out;
    onChange?.(out);
  };

  const exec = (cmd: string, arg?: string) => {
    ref.current?.focus();
    if (saved.current) {
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(saved.current);
      saved.current = null;
    }
    if (typeof document.execCommand === 'function') document.execCommand(cmd, false, arg);
    emit();
  };

  const keepSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount && ref.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0).cloneRange();
  };

  const tool = (label: string, icon: ReactNode, cmd: string) => (
    <Tooltip title={label} key={cmd}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => exec(cmd)}
      />
    </Tooltip>
  );

  const linkForm = (
    <Space.Compact>
      <Input
        size="small"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        aria-label={t('notice.editor.linkUrl')}
        style={{ width: 220 }}
      />
      <Button
        size="small"
        type="primary"
        onClick={() => {
          setLinkOpen(false);
          if (/^(https?:|mailto:)/i.test(href.trim())) exec('createLink', href.trim());
        }}
      >
        {t('notice.editor.insert')}
      </Button>
    </Space.Compact>
  );

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('notice.editor.toolbar')}>
        {tool(t('notice.editor.bold'), <BoldOutlined />, 'bold')}
        {tool(t('notice.editor.italic'), <ItalicOutlined />, 'italic')}
        {tool(t('notice.editor.underline'), <UnderlineOutlined />, 'underline')}
        {tool(t('notice.editor.ul'), <UnorderedListOutlined />, 'insertUnorderedList')}
        {tool(t('notice.editor.ol'), <OrderedListOutlined />, 'insertOrderedList')}
        <Popover
          content={linkForm}
          trigger="click"
          open={linkOpen}
          onOpenChange={(o) => {
            if (o) keepSelection();
            setLinkOpen(o);
          }}
        >
          <Tooltip title={t('notice.editor.link')}>
            <Button
              type="text"
              size="small"
              aria-label={t('notice.editor.link')}
              icon={<LinkOutlined />}
              onMouseDown={(e) => e.preventDefault()}
            />
          </Tooltip>
        </Popover>
        {tool(t('notice.editor.clear'), <ClearOutlined />, 'removeFormat')}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={ref}
        id={id}
        className={styles.content}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={placeholder}
        data-placeholder={placeholder}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
