/**
 * The signature pad's model (pure): strokes of points in coordinates normalised by the pad's
 * width (so a resize rescales the drawing without changing its shape), an undo stack, and the
 * bounding box used to export a trimmed image.
 */
export interface Point {
  x: number;
  y: number;
  /** Pen pressure 0..1 (0.5 for mouse and touch without pressure). */
  p: number;
}
export type Stroke = Point[];

export interface PadState {
  strokes: Stroke[];
  /** The stroke being drawn, or null. */
  current: Stroke | null;
}

export const emptyPad = (): PadState => ({ strokes: [], current: null });

export function beginStroke(s: PadState, pt: Point): PadState {
  return { strokes: s.current ? [...s.strokes, s.current] : s.strokes, current: [pt] };
}

export function extendStroke(s: PadState, pt: Point): PadState {
  if (!s.current) return s;
  const last = s.current[s.current.length - 1];
  if (last && Math.abs(last.x - pt.x) < 1e-4 && Math.abs(last.y - pt.y) < 1e-4) return s;
  return { ...s, current: [...s.current, pt] };
}

export function endStroke(s: PadState): PadState {
  if (!s.current) return s;
  return { strokes: [...s.strokes, s.current], current: null };
}

/** Removes the last finished stroke (or the one in progress). */
export function undoStroke(s: PadState): PadState {
  if (s.current) return { ...s, current: null };
  return { strokes: s.strokes.slice(0, -1), current: null };
}

export function clearPad(): PadState {
  return emptyPad();
}

export function isPadEmpty(s: PadState): boolean {
  return s.strokes.length === 0 && !s.current;
}

/** Line width of a point: `base` scaled by pressure (mouse/touch report 0.5 → base). */
export function widthAt(base: number, p: number): number {
  const pressure = p > 0 ? p : 0.5;
  return Math.max(0.5, base * (0.4 + pressure * 1.2));
}

/** Bounding box of all strokes (normalised units), or null when empty. */
export function boundsOf(strokes: readonly Stroke[]): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const s of strokes)
    for (const pt of s) {
      minX = Math.min(minX, pt.x);
      minY = Math.min(minY, pt.y);
      maxX = Math.max(maxX, pt.x);
      maxY = Math.max(maxY, pt.y);
    }
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : null;
}
