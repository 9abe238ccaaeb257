/**
 * The settings drawer (spec §2): from the right, 260px, destroyed on close. Sections: global,
 * top bar, menu bar, columns menu (columns layout only), interface, styles, layout picker and
 * the warning notice with copy and reset. Every control obeys the rules of ./rules.ts.
 */
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { getLang } from '@shiftdesk/shared/core';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isViewHidden, lockedAtom, lockRemainingAtom } from '../lockScreen/state';
import {
  ANIMATIONS,
  COLUMNS_ASIDE_LAYOUTS,
  COLUMNS_ASIDE_STYLES,
  DEFAULT_THEME_CONFIG,
  LAYOUTS,
  type LayoutName,
  LOCK_TIME_MAX,
  LOCK_TIME_MIN,
  TAGS_STYLES,
  type ThemeConfig,
  themeConfigAtom,
  writeOldLayout,
} from './config';
import { closeSettings } from './drawerState';
import { readableTheme } from './readableTheme';
import {
  applyLayoutChange,
  cleanWatermarkText,
  disabledControls,
  parseColourInput,
  validatePrimary,
  validLockTime,
  WATERMARK_MAX,
} from './rules';
import * as styles from './SettingsDrawer.module.css';
import { useIsMobile } from './useIsMobile';

// Only this drawer uses the colour picker (with antd's Slider inside it): imported on its own
// path and loaded when the drawer first shows a colour, it stays out of the shared antd that
// every page loads (tooling/used-exports.mjs reads only `from 'antd'` imports).
const ColorPicker = lazy(() => import('antd/es/color-picker'));
/** Holds the picker's place (size="small" is 24 px) while it loads. */
const pickerPlaceholder = <span style={{ display: 'inline-block', width: 24, height: 24 }} />;

type BoolKey = { [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never }[keyof ThemeConfig];
type ColourKey =
  | 'primary'
  | 'topBar'
  | 'topBarColor'
  | 'menuBar'
  | 'menuBarColor'
  | 'columnsMenuBar'
  | 'columnsMenuBarColor';

function Row({ label, children, disabled }: { label: ReactNode; children: ReactNode; disabled?: boolean }) {
  return (
    // An inactive setting's dimmed label is exempt from contrast (WCAG 1.4.3): aria-disabled says so.
    <div className={`${styles.row} ${disabled ? styles.rowDisabled : ''}`} aria-disabled={disabled || undefined}>
      <span className={styles.label}>{label}</span>
      <span className={styles.control}>{children}</span>
    </div>
  );
}

/** Colour picker + a text box (hex or rgb) validated on blur / Enter. */
function ColourInput({
  id,
  value,
  disabled,
  label,
  onChange,
  required,
}: {
  id: ColourKey;
  value: string;
  disabled?: boolean;
  label: string;
  onChange: (hex: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text === value) return;
    if (required) {
      const p = validatePrimary(text);
      if (!p.ok) {
        message.warning(p.reason === 'empty' ? t('settings.primaryEmpty') : (p.warning ?? ''));
        setText(value);
        return;
      }
    }
    const r = parseColourInput(text);
    if (!r.ok) {
      message.warning(r.warning);
      setText(value);
      return;
    }
    setText(r.value);
    onChange(r.value);
  };
  return (
    <span className={styles.colour}>
      <Input
        size="small"
        className={styles.hex}
        value={text}
        disabled={disabled}
        aria-label={label}
        data-testid={`set-${id}-text`}
        maxLength={24}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
      <Suspense fallback={pickerPlaceholder}>
        <ColorPicker
          size="small"
          value={value}
          disabled={disabled}
          disabledAlpha
          data-testid={`set-${id}`}
          // The swatch is a pointer shortcut (antd's trigger takes no focus); the hex field
          // beside it is the named control for keyboards and screen readers.
          aria-hidden
          onChangeComplete={(c) => onChange(c.toHexString())}
        />
      </Suspense>
    </span>
  );
}

function LayoutCard({
  layout,
  active,
  onPick,
  label,
}: {
  layout: LayoutName;
  active: boolean;
  onPick: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.layoutCard} ${active ? styles.layoutActive : ''}`}
      aria-pressed={active}
      aria-label={label}
      data-testid={`layout-${layout}`}
      onClick={onPick}
    >
      <span className={`${styles.mini} ${styles[`mini_${layout}`]}`}>
        <i className={styles.miniA} />
        <i className={styles.miniB} />
        <i className={styles.miniC} />
      </span>
      <span className={styles.layoutName}>{label}</span>
    </button>
  );
}

/**
 * Says so when the theme shows the picked primary lighter or darker than picked (issue 27: text
 * on and in the colour must reach WCAG AA); the setting itself keeps the picked colour.
 */
function PrimaryAdjusted({ primary, dark }: { primary: string; dark: boolean }) {
  const { t } = useTranslation('host');
  const shown = readableTheme(primary, dark);
  return (
    <div className={styles.hint} aria-live="polite" data-testid="primary-adjusted">
      {shown.adjusted && (
        <>
          <i className={styles.swatch} style={{ background: shown.primary }} aria-hidden="true" />
          {t('settings.primaryAdjusted', { colour: shown.primary })}
        </>
      )}
    </div>
  );
}

/** Copies text; resolves false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** The drawer body (only mounted while open). */
function SettingsBody() {
  const { t } = useTranslation('host');
  const { message, modal } = App.useApp();
  const [config, setConfig] = useAtom(themeConfigAtom);
  const isMobile = useIsMobile();
  const off = disabledControls(config, isMobile);
  const [wmText, setWmText] = useState(config.wartermarkText);

  const set = (patch: Partial<ThemeConfig>) => setConfig(patch);
  const sw = (key: BoolKey, disabled = false) => (
    <Row label={t(`settings.${key}`)} disabled={disabled}>
      <Switch
        size="small"
        checked={config[key]}
        disabled={disabled}
        aria-label={t(`settings.${key}`)}
        data-testid={`set-${key}`}
        onChange={(v) => set({ [key]: v } as Partial<ThemeConfig>)}
      />
    </Row>
  );
  const colour = (key: ColourKey, label: string, disabled = false, required = false) => (
    <Row label={label} disabled={disabled}>
      <ColourInput
        id={key}
        value={config[key]}
        label={label}
        disabled={disabled}
        required={required}
        onChange={(hex) => set({ [key]: hex })}
      />
    </Row>
  );

  const pickLayout = (layout: LayoutName) => {
    writeOldLayout(layout);
    setConfig((c) => applyLayoutChange(c, layout));
  };

  const copy = async () => {
    const ok = await copyText(JSON.stringify(config, null, 2));
    if (ok) message.success(t('settings.copyOk'));
    else message.error(t('settings.copyFail'));
  };
  const reset = () =>
    modal.confirm({
      title: t('settings.resetConfirmTitle'),
      content: t('settings.resetConfirm'),
      okText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: () => {
        setConfig({ ...DEFAULT_THEME_CONFIG, globalI18n: getLang(), isDrawer: true });
        setWmText(DEFAULT_THEME_CONFIG.wartermarkText);
        message.success(t('settings.resetDone'));
      },
    });

  const option = <T extends string>(list: readonly T[], group: string) =>
    list.map((v) => ({ value: v, label: t(`settings.${group}.${v}` as never) as string }));

  return (
    <div className={styles.body} data-testid="settings-body">
      <Divider className={styles.divider}>{t('settings.global')}</Divider>
      {colour('primary', t('settings.primary'), false, true)}
      <PrimaryAdjusted primary={config.primary} dark={config.isIsDark} />
      {sw('isIsDark')}

      <Divider className={styles.divider}>{t('settings.topBar')}</Divider>
      {colour('topBar', t('settings.background'))}
      {colour('topBarColor', t('settings.textColor'))}
      <Row label={t('settings.gradient')}>
        <Switch
          size="small"
          checked={config.isTopBarColorGradual}
          aria-label={`${t('settings.topBar')} ${t('settings.gradient')}`}
          data-testid="set-isTopBarColorGradual"
          onChange={(v) => set({ isTopBarColorGradual: v })}
        />
      </Row>

      <Divider className={styles.divider}>{t('settings.menuBar')}</Divider>
      {colour('menuBar', t('settings.background'))}
      {colour('menuBarColor', t('settings.textColor'))}
      <Row label={t('settings.gradient')}>
        <Switch
          size="small"
          checked={config.isMenuBarColorGradual}
          aria-label={`${t('settings.menuBar')} ${t('settings.gradient')}`}
          data-testid="set-isMenuBarColorGradual"
          onChange={(v) => set({ isMenuBarColorGradual: v })}
        />
      </Row>

      <Divider className={styles.divider}>
        <Tooltip title={off.columnsMenu ? t('settings.columnsOnly') : undefined}>{t('settings.columnsMenu')}</Tooltip>
      </Divider>
      <div data-testid="columns-menu-section" aria-disabled={off.columnsMenu}>
        {colour('columnsMenuBar', t('settings.background'), off.columnsMenu)}
        {colour('columnsMenuBarColor', t('settings.textColor'), off.columnsMenu)}
        <Row label={t('settings.gradient')} disabled={off.columnsMenu}>
          <Switch
            size="small"
            checked={config.isColumnsMenuBarColorGradual}
            disabled={off.columnsMenu}
            aria-label={`${t('settings.columnsMenu')} ${t('settings.gradient')}`}
            data-testid="set-isColumnsMenuBarColorGradual"
            onChange={(v) => set({ isColumnsMenuBarColorGradual: v })}
          />
        </Row>
      </div>

      <Divider className={styles.divider}>{t('settings.interface')}</Divider>
      {sw('isCollapse', off.isCollapse)}
      {sw('isUniqueOpened', off.isUniqueOpened)}
      {sw('isFixedHeader')}
      {sw('isClassicSplitMenu', off.isClassicSplitMenu)}
      {sw('isLockScreen')}
      <Row label={t('settings.lockScreenTime')} disabled={off.lockScreenTime}>
        <InputNumber
          size="small"
          className={styles.number}
          min={LOCK_TIME_MIN}
          max={LOCK_TIME_MAX}
          precision={0}
          value={config.lockScreenTime}
          disabled={off.lockScreenTime}
          aria-label={t('settings.lockScreenTime')}
          data-testid="set-lockScreenTime"
          onChange={(v) => {
            const n = validLockTime(v);
            if (n !== null) set({ lockScreenTime: n });
          }}
        />
      </Row>
      {sw('isShowLogo')}
      {sw('isBreadcrumb', off.isBreadcrumb)}
      {sw('isBreadcrumbIcon', off.isBreadcrumbIcon)}
      {sw('isTagsview')}
      {sw('isTagsviewIcon', off.tagsOptions)}
      {sw('isCacheTagsView', off.tagsOptions)}
      {sw('isSortableTagsView', off.isSortableTagsView)}
      {sw('isShareTagsView', off.tagsOptions)}
      {sw('isFooter')}
      {sw('isGrayscale')}
      {sw('isInvert')}
      {sw('isWartermark')}
      <Row label={t('settings.wartermarkText')} disabled={off.wartermarkText}>
        <Input
          size="small"
          className={styles.text}
          value={wmText}
          maxLength={WATERMARK_MAX * 2}
          disabled={off.wartermarkText}
          aria-label={t('settings.wartermarkText')}
          data-testid="set-wartermarkText"
          title={t('settings.watermarkIgnored')}
          onChange={(e) => {
            setWmText(e.target.value);
            const clean = cleanWatermarkText(e.target.value);
            if (clean) set({ wartermarkText: clean }); // empty text is ignored (spec §4)
          }}
          onBlur={() => setWmText(cleanWatermarkText(wmText) ?? config.wartermarkText)}
        />
      </Row>

      <Divider className={styles.divider}>{t('settings.styles')}</Divider>
      <Row label={t('settings.tagsStyle')} disabled={off.tagsOptions}>
        <Select
          size="small"
          className={styles.select}
          value={config.tagsStyle}
          disabled={off.tagsOptions}
          aria-label={t('settings.tagsStyle')}
          data-testid="set-tagsStyle"
          options={option(TAGS_STYLES, 'tagsStyles')}
          onChange={(v) => set({ tagsStyle: v })}
          popupMatchSelectWidth={false}
        />
      </Row>
      <Row label={t('settings.animation')}>
        <Select
          size="small"
          className={styles.select}
          value={config.animation}
          aria-label={t('settings.animation')}
          data-testid="set-animation"
          options={option(ANIMATIONS, 'animations')}
          onChange={(v) => set({ animation: v })}
          popupMatchSelectWidth={false}
        />
      </Row>
      <Row label={t('settings.columnsAsideStyle')} disabled={off.columnsAsideStyle}>
        <Select
          size="small"
          className={styles.select}
          value={config.columnsAsideStyle}
          disabled={off.columnsAsideStyle}
          aria-label={t('settings.columnsAsideStyle')}
          data-testid="set-columnsAsideStyle"
          options={option(COLUMNS_ASIDE_STYLES, 'asideStyles')}
          onChange={(v) => set({ columnsAsideStyle: v })}
          popupMatchSelectWidth={false}
        />
      </Row>
      <Row label={t('settings.columnsAsideLayout')} disabled={off.columnsAsideLayout}>
        <Select
          size="small"
          className={styles.select}
          value={config.columnsAsideLayout}
          disabled={off.columnsAsideLayout}
          aria-label={t('settings.columnsAsideLayout')}
          data-testid="set-columnsAsideLayout"
          options={option(COLUMNS_ASIDE_LAYOUTS, 'asideLayouts')}
          onChange={(v) => set({ columnsAsideLayout: v })}
          popupMatchSelectWidth={false}
        />
      </Row>

      <Divider className={styles.divider}>{t('settings.layout')}</Divider>
      <div className={styles.layouts}>
        {LAYOUTS.map((l) => (
          <LayoutCard
            key={l}
            layout={l}
            active={config.layout === l}
            label={t(`settings.layouts.${l}`)}
            onPick={() => pickLayout(l)}
          />
        ))}
      </div>

      <Alert className={styles.notice} type="warning" showIcon title={t('settings.notice')} />
      <div className={styles.buttons}>
        <Button type="primary" block icon={<CopyOutlined />} onClick={() => void copy()} data-testid="settings-copy">
          {t('settings.copy')}
        </Button>
        <Button block icon={<UndoOutlined />} onClick={reset} data-testid="settings-reset">
          {t('settings.reset')}
        </Button>
      </div>
    </div>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation('host');
  const config = useAtomValue(themeConfigAtom);
  const locked = useAtomValue(lockedAtom);
  const remaining = useAtomValue(lockRemainingAtom);
  // Hidden while the lock countdown is ≤ 1 (spec §2).
  const open = config.isDrawer && !isViewHidden(remaining, locked);
  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={260}
      open={open}
      destroyOnHidden
      onClose={closeSettings}
      className={styles.drawer}
      styles={{ body: { padding: '8px 16px 20px' } }}
      data-testid="settings-drawer"
    >
      <SettingsBody />
    </Drawer>
  );
}
