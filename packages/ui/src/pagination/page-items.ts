/** One cell of the pager between the previous and next buttons. */
export type PageItem =
  | { type: "page"; page: number; current: boolean }
  /** The … before the window of pages: jumps back 5 pages. */
  | { type: "jump-prev"; page: number }
  /** The … after the window of pages: jumps forward 5 pages. */
  | { type: "jump-next"; page: number };

/** How far the ellipsis buttons jump, as in Ant Design. */
export const PAGINATION_JUMP = 5;

/** Number of pages for `total` items; 0 when there are none. */
export function pageCountOf(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The pager's cells, following Ant Design (rc-pagination): every page when there are at most 7; otherwise
 * the first and last page, a window of 2 pages either side of the current one (5 pages at the edges), and
 * an ellipsis that jumps 5 pages wherever pages are left out.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const buffer = 2;
  const page = (n: number): PageItem => ({ type: "page", page: n, current: n === current });
  if (pageCount <= 3 + buffer * 2) return Array.from({ length: pageCount }, (_, index) => page(index + 1));

  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, pageCount);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (pageCount - current <= buffer) left = pageCount - buffer * 2;

  const items: PageItem[] = [];
  for (let n = left; n <= right; n += 1) items.push(page(n));
  if (current - 1 >= buffer * 2 && current !== 1 + 2) {
    items.unshift({ type: "jump-prev", page: Math.max(1, current - PAGINATION_JUMP) });
  }
  if (pageCount - current >= buffer * 2 && current !== pageCount - 2) {
    items.push({ type: "jump-next", page: Math.min(pageCount, current + PAGINATION_JUMP) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== pageCount) items.push(page(pageCount));
  return items;
}
