import { useCallback, useEffect, useRef, useState } from "react";
import type { Sorter } from "../data-table/data-table-types";
import type { LoadPickerPage, PickerQuery, PickerRow } from "./picker-types";

export interface UsePickerListOptions<Row extends PickerRow> {
  load: LoadPickerPage<Row>;
  /** Load only while this is true (the modal is open). */
  enabled: boolean;
  pageSize: number;
  /** Sort until the user picks a column; none when left out. */
  defaultSorter?: Sorter;
  /** Filters the search form does not own (the department chosen in the tree…); a change reloads page 1. */
  baseQuery?: Readonly<Record<string, string | undefined>>;
}

export type Filters = Record<string, string | undefined>;

/** Empty values never reach the load function, as JeecgBoot's list forms leave them out. */
function compact(filters: Filters): Filters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/**
 * A picker's list: the applied filters, page, page size and sort, the rows of the current page and the
 * loading / error state. Only the newest request may write its answer, so fast typing or paging never shows
 * an older page over a newer one.
 */
export function usePickerList<Row extends PickerRow>({
  load,
  enabled,
  pageSize: initialPageSize,
  defaultSorter,
  baseQuery,
}: UsePickerListOptions<Row>) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, pageSize: initialPageSize });
  const [sorter, setSorter] = useState<Sorter | undefined>(defaultSorter);
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const baseKey = JSON.stringify(compact({ ...baseQuery }));

  // A new department (or other outside filter) starts again at page 1. Keeping the same object when already
  // on page 1 saves a second request on open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: baseKey stands for baseQuery's content
  useEffect(
    () => setPage((previous) => (previous.current === 1 ? previous : { ...previous, current: 1 })),
    [baseKey],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt forces a retry of the same query
  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    const query: PickerQuery = {
      ...compact(filters),
      ...(JSON.parse(baseKey) as Filters),
      pageNo: page.current,
      pageSize: page.pageSize,
      ...(sorter ? { column: sorter.column, order: sorter.order } : {}),
    };
    setLoading(true);
    setError(undefined);
    load(query).then(
      (answer) => {
        if (request !== latest.current) return;
        setRows(answer.records);
        setTotal(answer.total);
        setLoading(false);
      },
      (reason: unknown) => {
        if (request !== latest.current) return;
        setRows([]);
        setTotal(0);
        setError(reason instanceof Error ? reason.message : String(reason));
        setLoading(false);
      },
    );
  }, [enabled, load, filters, baseKey, page, sorter, attempt]);

  const search = useCallback((next: Filters) => {
    setFilters(next);
    setPage((previous) => ({ ...previous, current: 1 }));
  }, []);
  const changePage = useCallback((current: number, pageSize: number) => setPage({ current, pageSize }), []);
  const changeSort = useCallback((next: Sorter) => setSorter(next), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { rows, total, loading, error, page, sorter, filters, search, changePage, changeSort, retry };
}
