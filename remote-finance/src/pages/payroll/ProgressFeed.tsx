/**
 * Keeps the months list live while a calculation runs: each `payrollProgress` socket event moves
 * its month's progress (and state) at once, then the list is read again for the sums, coalesced
 * so a busy job asks at most once a second. Renders nothing.
 */
import { onSocketEvent } from '@shiftdesk/shared';
import type { PageResultOf, PayrollMonthRow, PayrollProgressEvent } from '@shiftdesk/shared/api';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';

export const PROGRESS_EVENT = 'payrollProgress';
const QUIET_MS = 1000;

type List = { setData: Dispatch<SetStateAction<PageResultOf<PayrollMonthRow> | null>>; reload: () => void };

export const isProgress = (d: unknown): d is PayrollProgressEvent =>
  !!d && typeof d === 'object' && typeof (d as PayrollProgressEvent).id === 'number';

/** The rows with the event's month moved to what it says. */
export function applyProgress(data: PageResultOf<PayrollMonthRow> | null, e: PayrollProgressEvent) {
  if (!data) return data;
  const list = data.list.map((r) =>
    r.id === e.id ? { ...r, status: e.status, progressDone: e.done, progressTotal: e.total } : r,
  );
  return { ...data, list };
}

export function ProgressFeed({ list }: { list: List }) {
  // The latest list functions, without re-subscribing on every render.
  const latest = useRef(list);
  latest.current = list;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let again = false;
    const reload = () => {
      if (timer) {
        again = true;
        return;
      }
      latest.current.reload();
      timer = setTimeout(function next() {
        timer = null;
        if (again) {
          again = false;
          reload();
        }
      }, QUIET_MS);
    };
    const off = onSocketEvent(PROGRESS_EVENT, (data) => {
      if (!isProgress(data)) return;
      latest.current.setData((d) => applyProgress(d, data));
      reload();
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, []);
  return null;
}

/** Calls `onEvent` with each `payrollProgress` event of the month `id` (renders nothing). */
export function OnMonthProgress({ id, onEvent }: { id: number; onEvent: (e: PayrollProgressEvent) => void }) {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(
    () =>
      onSocketEvent(PROGRESS_EVENT, (data) => {
        if (isProgress(data) && data.id === id) latest.current(data);
      }),
    [id],
  );
  return null;
}
