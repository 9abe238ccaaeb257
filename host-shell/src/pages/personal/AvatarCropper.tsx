/** A small canvas cropper: drag to position, slider/wheel to zoom, square PNG output (256 px). */
import Modal from 'antd/es/modal';
// On its own path: only this (lazily loaded) page uses a Slider, so the shared antd every page
// loads leaves it out (tooling/used-exports.mjs reads only `from 'antd'` imports).
import Slider from 'antd/es/slider';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './index.module.css';

const VIEW = 280;
export const OUTPUT_SIZE = 256;

interface Props {
  file: File | null;
  onCancel(): void;
  onDone(blob: Blob): Promise<void> | void;
}

/** Keeps the image covering the square (|offset| ≤ half the overflow). */
export function clampOffset(off: { x: number; y: number }, w: number, h: number, scale: number, view = VIEW) {
  const mx = Math.max(0, (w * scale - view) / 2);
  const my = Math.max(0, (h * scale - view) / 2);
  return { x: Math.min(mx, Math.max(-mx, off.x)), y: Math.min(my, Math.max(-my, off.y)) };
}

function draw(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  size: number,
  zoom: number,
  off: { x: number; y: number },
) {
  const k = size / VIEW;
  const cover = Math.max(VIEW / img.naturalWidth, VIEW / img.naturalHeight);
  const scale = cover * zoom * k;
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.clearRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, size / 2 - w / 2 + off.x * k, size / 2 - h / 2 + off.y * k, w, h);
}

export function AvatarCropper({ file, onCancel, onDone }: Props) {
  const { t } = useTranslation('host');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [off, setOff] = useState({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    setImg(null);
    setZoom(1);
    setOff({ x: 0, y: 0 });
    if (!file) return;
    const url = URL.createObjectURL(file);
    const el = new Image();
    el.onload = () => setImg(el);
    el.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const cover = img ? Math.max(VIEW / img.naturalWidth, VIEW / img.naturalHeight) : 1;
  const clamp = useCallback(
    (o: { x: number; y: number }, z = zoom) =>
      img ? clampOffset(o, img.naturalWidth, img.naturalHeight, cover * z) : o,
    [img, cover, zoom],
  );

  useEffect(() => {
    const c = canvas.current;
    if (!c || !img) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = VIEW * dpr;
    c.height = VIEW * dpr;
    const ctx = c.getContext('2d');
    if (ctx) draw(ctx, img, VIEW * dpr, zoom, { x: off.x, y: off.y });
  }, [img, zoom, off]);

  const setZoomClamped = (z: number) => {
    const next = Math.min(4, Math.max(1, z));
    setZoom(next);
    setOff((o) => clamp(o, next));
  };

  const ok = async () => {
    if (!img) return;
    const out = document.createElement('canvas');
    out.width = OUTPUT_SIZE;
    out.height = OUTPUT_SIZE;
    const ctx = out.getContext('2d');
    if (!ctx) return;
    draw(ctx, img, OUTPUT_SIZE, zoom, off);
    const blob = await new Promise<Blob | null>((r) => out.toBlob(r, 'image/png'));
    if (!blob) return;
    setBusy(true);
    try {
      await onDone(blob);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!file}
      title={t('personal.cropTitle')}
      onCancel={onCancel}
      onOk={ok}
      okText={t('personal.upload')}
      cancelText={t('common:action.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !img }}
      destroyOnHidden
      width={360}
    >
      <div className={styles.cropper}>
        <canvas
          ref={canvas}
          className={styles.cropCanvas}
          style={{ width: VIEW, height: VIEW }}
          data-testid="avatar-crop-canvas"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture?.(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, ox: off.x, oy: off.y };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            if (!d) return;
            setOff(clamp({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y }));
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onWheel={(e) => setZoomClamped(zoom * (e.deltaY < 0 ? 1.08 : 1 / 1.08))}
        />
        <div className={styles.cropMask} aria-hidden />
      </div>
      <Typography.Text type="secondary" className={styles.cropHint}>
        {t('personal.cropHint')}
      </Typography.Text>
      <div className={styles.cropZoom}>
        <span>{t('personal.cropZoom')}</span>
        <Slider
          min={1}
          max={4}
          step={0.01}
          value={zoom}
          onChange={setZoomClamped}
          style={{ flex: 1 }}
          tooltip={{ open: false }}
        />
      </div>
    </Modal>
  );
}
