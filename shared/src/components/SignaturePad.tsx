/**
 * A signature pad on <canvas> with pointer events (mouse, pen with pressure, touch): draw,
 * undo (stroke stack), clear, export as PNG. In the shared kit because three screens draw one:
 * the staff member's /signature page, the timesheet approval staff record and the client's
 * public sign-off page. The drawing follows the theme's text colour on screen and is exported in
 * `inkColor` on a transparent background, trimmed to the signature.
 *
 *   const pad = useRef<SignaturePadHandle>(null);
 *   <SignaturePad ref={pad} onChange={(empty) => …} />
 *   pad.current?.toDataURL()  // 'data:image/png;base64,…' or '' when empty
 */
import theme from 'antd/es/theme';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import * as styles from './SignaturePad.module.css';
import {
  beginStroke,
  boundsOf,
  clearPad,
  emptyPad,
  endStroke,
  extendStroke,
  isPadEmpty,
  type PadState,
  type Point,
  type Stroke,
  undoStroke,
  widthAt,
} from './signatureModel';

export interface SignaturePadHandle {
  undo(): void;
  clear(): void;
  isEmpty(): boolean;
  /** PNG data URL of the signature trimmed to its strokes (+ padding); '' when empty. */
  toDataURL(options?: { padding?: number; maxWidth?: number }): string;
  strokeCount(): number;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** Base line width in CSS pixels. */
  lineWidth?: number;
  /** Ink colour of the exported image (the screen uses the theme's text colour). */
  inkColor?: string;
  /** Called after each stroke, undo or clear with (isEmpty, strokeCount). */
  onChange?(empty: boolean, count: number): void;
  /** Placeholder shown while empty (e.g. "Sign here"). */
  placeholder?: string;
  className?: string;
  /** Accessible name of the canvas. */
  ariaLabel?: string;
  disabled?: boolean;
}

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Stroke, scale: number, base: number) {
  if (!stroke.length) return;
  if (stroke.length === 1) {
    const pt = stroke[0];
    ctx.beginPath();
    ctx.arc(pt.x * scale, pt.y * scale, widthAt(base, pt.p) / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  // Quadratic curves through the midpoints; width follows the pressure per segment.
  for (let i = 1; i < stroke.length; i++) {
    const a = stroke[i - 1];
    const b = stroke[i];
    const prev = stroke[i - 2] ?? a;
    const m1 = { x: (prev.x + a.x) / 2, y: (prev.y + a.y) / 2 };
    const m2 = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    ctx.beginPath();
    ctx.lineWidth = widthAt(base, (a.p + b.p) / 2);
    ctx.moveTo((i === 1 ? a.x : m1.x) * scale, (i === 1 ? a.y : m1.y) * scale);
    ctx.quadraticCurveTo(a.x * scale, a.y * scale, m2.x * scale, m2.y * scale);
    if (i === stroke.length - 1) ctx.lineTo(b.x * scale, b.y * scale);
    ctx.stroke();
  }
}

function paint(ctx: CanvasRenderingContext2D, strokes: readonly Stroke[], scale: number, base: number, color: string) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  for (const s of strokes) drawStroke(ctx, s, scale, base);
}

export function SignaturePad({
  ref,
  lineWidth = 2.6,
  inkColor = '#111111',
  onChange,
  placeholder,
  className,
  ariaLabel,
  disabled,
}: SignaturePadProps) {
  const { token } = theme.useToken();
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<PadState>(emptyPad());
  const width = useRef(1);
  const [empty, setEmpty] = useState(true);
  const pointer = useRef<number | null>(null);
  const screenColor = token.colorText;

  const redraw = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const all = state.current.current ? [...state.current.strokes, state.current.current] : state.current.strokes;
    paint(ctx, all, width.current, lineWidth, screenColor);
  }, [lineWidth, screenColor]);

  const resize = useCallback(() => {
    const c = canvas.current;
    const b = box.current;
    if (!c || !b) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, b.clientWidth);
    const h = Math.max(1, b.clientHeight);
    width.current = w;
    c.width = Math.round(w * dpr);
    c.height = Math.round(h * dpr);
    c.style.width = `${w}px`;
    c.style.height = `${h}px`;
    redraw();
  }, [redraw]);

  useEffect(() => {
    resize();
    const b = box.current;
    if (!b || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', resize);
      return () => window.removeEventListener('resize', resize);
    }
    const ro = new ResizeObserver(() => resize());
    ro.observe(b);
    return () => ro.disconnect();
  }, [resize]);

  const changed = useCallback(() => {
    const e = isPadEmpty(state.current);
    setEmpty(e);
    onChange?.(e, state.current.strokes.length);
  }, [onChange]);

  useImperativeHandle(
    ref,
    () => ({
      undo() {
        state.current = undoStroke(state.current);
        redraw();
        changed();
      },
      clear() {
        state.current = clearPad();
        redraw();
        changed();
      },
      isEmpty: () => isPadEmpty(state.current),
      strokeCount: () => state.current.strokes.length,
      toDataURL({ padding = 16, maxWidth = 1200 } = {}) {
        const strokes = state.current.strokes;
        const b = boundsOf(strokes);
        if (!b) return '';
        const w = width.current;
        const pad = padding + lineWidth * 2;
        const cssW = (b.maxX - b.minX) * w + pad * 2;
        const cssH = (b.maxY - b.minY) * w + pad * 2;
        const k = Math.min(2, maxWidth / cssW);
        const out = document.createElement('canvas');
        out.width = Math.max(1, Math.round(cssW * k));
        out.height = Math.max(1, Math.round(cssH * k));
        const ctx = out.getContext('2d');
        if (!ctx) return '';
        ctx.setTransform(k, 0, 0, k, (pad - b.minX * w) * k, (pad - b.minY * w) * k);
        paint(ctx, strokes, w, lineWidth, inkColor);
        return out.toDataURL('image/png');
      },
    }),
    [redraw, changed, lineWidth, inkColor],
  );

  const pointOf = (e: { clientX: number; clientY: number; pressure: number; pointerType: string }): Point => {
    const r = canvas.current?.getBoundingClientRect();
    const w = width.current || 1;
    const x = ((Number(e.clientX) || 0) - (r?.left ?? 0)) / w;
    const y = ((Number(e.clientY) || 0) - (r?.top ?? 0)) / w;
    const p = e.pointerType === 'pen' && e.pressure > 0 ? e.pressure : 0.5;
    return { x, y, p };
  };

  return (
    <div ref={box} className={`${styles.pad} ${className ?? ''}`} data-empty={empty}>
      {empty && placeholder && <div className={styles.placeholder}>{placeholder}</div>}
      <canvas
        ref={canvas}
        className={styles.canvas}
        role="img"
        aria-label={ariaLabel}
        data-testid="signature-canvas"
        onPointerDown={(e) => {
          if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
          if (pointer.current !== null) return; // one pointer at a time (palm rejection)
          e.preventDefault();
          pointer.current = e.pointerId;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          state.current = beginStroke(state.current, pointOf(e));
          redraw();
          setEmpty(false);
        }}
        onPointerMove={(e) => {
          if (pointer.current !== e.pointerId) return;
          const native = e.nativeEvent as PointerEvent;
          const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
          for (const ev of events.length ? events : [native]) state.current = extendStroke(state.current, pointOf(ev));
          redraw();
        }}
        onPointerUp={(e) => {
          if (pointer.current !== e.pointerId) return;
          pointer.current = null;
          state.current = endStroke(state.current);
          redraw();
          changed();
        }}
        onPointerCancel={(e) => {
          if (pointer.current !== e.pointerId) return;
          pointer.current = null;
          state.current = endStroke(state.current);
          redraw();
          changed();
        }}
      />
      <div className={styles.baseline} aria-hidden>
        <span>×</span>
      </div>
    </div>
  );
}
