import { useCallback, useState } from "react";
import { type PageItem, pageCountOf, pageItems } from "./page-items";

/** Spec §9: page 1, size 10, sizes 10/20/30. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30];

export interface UsePaginationOptions {
  /** Total number of items. */
  total: number;
  /** The page, when the caller keeps it (controlled). */
  current?: number;
  /** First page when uncontrolled. Default 1. */
  defaultCurrent?: number;
  /** Items per page, when the caller keeps it (controlled). */
  pageSize?: number;
  /** Default 10. */
  defaultPageSize?: number;
  /** Default 10 / 20 / 30. */
  pageSizeOptions?: readonly number[];
  /** A new page or page size. */
  onChange?: (page: number, pageSize: number) => void;
  /** The page size changed; `current` is the page kept (clamped to the new page count). */
  onShowSizeChange?: (current: number, pageSize: number) => void;
  disabled?: boolean;
}

export interface PaginationState {
  /** The page shown, always within 1…pageCount (1 when there is none). */
  current: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** 1-based numbers of the first and last item shown, `[0, 0]` when there are none. */
  range: readonly [number, number];
  items: PageItem[];
  hasPrev: boolean;
  hasNext: boolean;
  pageSizeOptions: readonly number[];
  disabled: boolean;
  /** Goes to `page`, clamped to 1…pageCount. */
  goTo: (page: number) => void;
  prev: () => void;
  next: () => void;
  setPageSize: (pageSize: number) => void;
  /**
   * The quick jumper's rule: a whole number goes to that page (clamped); anything else is ignored.
   * Returns whether it moved.
   */
  jump: (input: string) => boolean;
}

/** The headless pagination: page, size and the pager's cells, controlled or not. */
export function usePagination({
  total,
  current: controlledCurrent,
  defaultCurrent = 1,
  pageSize: controlledPageSize,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onChange,
  onShowSizeChange,
  disabled = false,
}: UsePaginationOptions): PaginationState {
  const [ownCurrent, setOwnCurrent] = useState(defaultCurrent);
  const [ownPageSize, setOwnPageSize] = useState(defaultPageSize);
  const pageSize = Math.max(1, controlledPageSize ?? ownPageSize);
  const pageCount = pageCountOf(total, pageSize);
  const clamp = useCallback(
    (page: number) => Math.min(Math.max(1, pageCount), Math.max(1, Math.trunc(page))),
    [pageCount],
  );
  const current = clamp(controlledCurrent ?? ownCurrent);

  const goTo = (page: number) => {
    if (disabled) return;
    const target = clamp(page);
    if (target === current) return;
    setOwnCurrent(target);
    onChange?.(target, pageSize);
  };

  const setPageSize = (size: number) => {
    if (disabled || size === pageSize || size <= 0) return;
    const target = Math.min(current, Math.max(1, pageCountOf(total, size)));
    setOwnPageSize(size);
    setOwnCurrent(target);
    onShowSizeChange?.(target, size);
    onChange?.(target, size);
  };

  const jump = (input: string) => {
    const text = input.trim();
    if (!/^\d+$/.test(text)) return false;
    const target = clamp(Number(text));
    if (target === current) return false;
    goTo(target);
    return !disabled;
  };

  const range: readonly [number, number] =
    total <= 0 ? [0, 0] : [(current - 1) * pageSize + 1, Math.min(current * pageSize, total)];

  return {
    current,
    pageSize,
    pageCount,
    total,
    range,
    items: pageItems(current, pageCount),
    hasPrev: !disabled && current > 1,
    hasNext: !disabled && current < pageCount,
    pageSizeOptions,
    disabled,
    goTo,
    prev: () => goTo(current - 1),
    next: () => goTo(current + 1),
    setPageSize,
    jump,
  };
}
