/**
 * The lock screen: time and date over a backdrop; slide it up (drag, wheel, Enter / Space /
 * ArrowUp) to reveal the password box; Enter submits; the server checks the password
 * (POST personal/unlock — a wrong one says so, repeated failures answer 429).
 */
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { UnlockResult } from '@shiftdesk/shared/api';
import { ApiError, api, dayjs, useLang, userInfoAtom } from '@shiftdesk/shared/core';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import type { InputRef } from 'antd/es/input';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LockScreen.module.css';
import { focusBeforeLock } from './returnFocus';
import { isLocked, unlockScreen } from './state';

/** POST {password} → {unlocked} (schema: shared/src/api/lock.ts; a runtime import would bundle typebox). */
export const UNLOCK_URL = 'api/v1/system/personal/unlock';

/** Pixels of upward drag that reveal the password box. */
export const SLIDE_THRESHOLD = 120;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

const TABBABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the lock screen's own controls. The app behind is inert, but a popup
 * of the app (the user menu that chose "Lock screen", still closing) lives outside it.
 */
function keepTabInside(e: KeyboardEvent<HTMLDivElement>) {
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
  const at = stops.indexOf(document.activeElement as HTMLElement);
  e.preventDefault();
  if (!stops.length) return;
  const next = at < 0 ? 0 : (at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
  stops[next].focus();
}

export function LockScreen() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const user = useAtomValue(userInfoAtom);
  const now = useNow();
  const [revealed, setRevealed] = useState(false);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLButtonElement>(null);

  // Covered, the focus is on the one control there is (the button that slides the cover up);
  // revealed, on the password box.
  useEffect(() => {
    if (revealed) window.setTimeout(() => inputRef.current?.focus(), 320);
    else (hintRef.current ?? rootRef.current)?.focus();
  }, [revealed]);
  // Unlocked: back to where the user was (the app behind is inert while locked, see layout).
  // (Only once really unlocked: StrictMode's trial unmount in development is no unlock.)
  useEffect(() => () => void window.requestAnimationFrame(() => !isLocked() && focusBeforeLock()), []);

  const reveal = () => {
    setRevealed(true);
    setDrag(0);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (revealed) return;
    start.current = e.clientY;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setDrag(Math.max(0, start.current - e.clientY));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (drag >= SLIDE_THRESHOLD) reveal();
    else setDrag(0);
  };

  const submit = async () => {
    if (busy) return;
    if (!password) {
      setError(t('lock.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await api.post<UnlockResult>(UNLOCK_URL, { password }, { silent: true });
      setPassword('');
      unlockScreen();
    } catch (e) {
      const err = e as ApiError;
      setError(
        err instanceof ApiError && err.code === 429 ? err.message : err.code === 400 ? t('lock.wrong') : err.message,
      );
      setPassword('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const d = dayjs(now).locale(lang === 'zh-cn' ? 'zh-cn' : 'en');
  const name = user?.userNickname || user?.userName || '';
  const coverShift = revealed ? '-100%' : `${-drag}px`;

  return (
    <div
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-label={t('lock.lock')}
      data-testid="lock-screen"
      tabIndex={-1}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Tab') {
          keepTabInside(e);
          return;
        }
        if (!revealed && (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowUp')) {
          e.preventDefault();
          reveal();
        } else if (revealed && e.key === 'Escape') {
          setRevealed(false);
          setError('');
        }
      }}
      onWheel={() => !revealed && reveal()}
    >
      <div className={styles.backdrop} />
      <div className={styles.unlockPanel} aria-hidden={!revealed}>
        <div className={styles.card}>
          <Avatar
            size={72}
            src={user?.avatar ? `/backend/${user.avatar.replace(/^\/+/, '')}` : undefined}
            icon={<UserOutlined />}
          />
          <div className={styles.name}>{name}</div>
          <Input.Password
            ref={inputRef}
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('lock.enterPassword')}
            aria-label={t('lock.password')}
            value={password}
            status={error ? 'error' : undefined}
            disabled={!revealed}
            onChange={(e) => {
              setPassword(e.target.value);
              if (error) setError('');
            }}
            onPressEnter={() => void submit()}
            autoComplete="current-password"
          />
          <div className={styles.error} role="alert">
            {error}
          </div>
          <div className={styles.actions}>
            <Button type="link" onClick={() => setRevealed(false)} disabled={!revealed}>
              {t('lock.back')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void submit()} disabled={!revealed}>
              {t('lock.unlock')}
            </Button>
          </div>
        </div>
      </div>
      <div
        className={styles.cover}
        style={{ transform: `translateY(${coverShift})`, transition: start.current === null ? undefined : 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="lock-cover"
        // Slid away, its button is off the screen: not a Tab stop.
        inert={revealed}
      >
        <div className={styles.clock}>
          <div className={styles.time}>{d.format('HH:mm')}</div>
          <div className={styles.date}>{lang === 'zh-cn' ? d.format('M月D日 dddd') : d.format('dddd, D MMMM')}</div>
        </div>
        <button
          type="button"
          className={styles.hint}
          // The keys are the cover's (onKeyDown above). A click without a pointer is the tail of the
          // Enter that chose "Lock screen" in the user menu, landing here as the cover takes the
          // focus: it must not open the password box straight away.
          onClick={(e) => e.detail > 0 && reveal()}
          ref={hintRef}
        >
          <ArrowUpOutlined className={styles.hintIcon} aria-hidden="true" />
          <Typography.Text className={styles.hintText}>{t('lock.slide')}</Typography.Text>
        </button>
      </div>
    </div>
  );
}
