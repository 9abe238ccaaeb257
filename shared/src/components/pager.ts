/**
 * The pager window of spec §9 ("pager count 5 under 992px, otherwise 7"): the pager count is the
 * number of numbered buttons, first and last page included; gaps are ellipsis jumpers.
 */
export type PagerItem = number | 'prev-more' | 'next-more';

export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount <= 0) return [1];
  const half = (pagerCount - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > pagerCount) {
    if (current > pagerCount - half) prevMore = true;
    if (current < pageCount - half) nextMore = true;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  const items: PagerItem[] = [1];
  if (prevMore) items.push('prev-more');
  items.push(...middle);
  if (nextMore) items.push('next-more');
  if (pageCount > 1) items.push(pageCount);
  return items;
}
