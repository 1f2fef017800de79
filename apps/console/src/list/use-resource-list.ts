import type { Page } from "@kanya/client";
import { buildListQueryParams, type ListQueryState } from "@kanya/core/query";
import type { Resource } from "@kanya/core/resource";
import type { AdvancedQueryParams } from "@kanya/ui/advanced-query";
import { type DataRow, DEFAULT_SORTER, type FilterValues, type Sorter } from "@kanya/ui/data-table";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useText } from "../locale";
import { useApi, useListLoadGuard } from "../providers";
import { useShownRequest } from "../shell/tabs/use-shown-request";
import { tableColumns } from "./resource-fields";

/** Spec §9: lists start on page 1 with 10 rows, sorted by createTime descending. */
const FIRST_PAGE = { current: 1, pageSize: 10 };

export interface ResourceListSource {
  /** The list route under the resource's api; default `list`. */
  path?: string;
  /** Parameters every request carries (the dictionary whose items are listed). */
  params?: Readonly<Record<string, string>>;
  /** The first sort; default createTime descending. */
  sorter?: Sorter;
}

/**
 * The list page's state and its request: the query bar's parameters, the advanced query, paging and sort
 * become the spec §3 payload (`buildListQueryParams`), loaded from `<api>/list` after the inactivity check.
 */
export function useResourceList(resource: Resource, source: ResourceListSource = {}) {
  const t = useText();
  const api = useApi();
  const beforeListLoad = useListLoadGuard();
  const columns = useMemo(() => tableColumns(resource), [resource]);
  const [queryParam, setQueryParam] = useState<Record<string, string>>({});
  const [superQuery, setSuperQuery] = useState<ListQueryState["superQuery"]>();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sorter, setSorter] = useState<Sorter>(source.sorter ?? DEFAULT_SORTER);
  const [filters, setFilters] = useState<FilterValues>({});
  const path = `${resource.api}/${source.path ?? "list"}`;
  const fixed = source.params;
  const [rows, setRows] = useState<DataRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [reloads, setReloads] = useState(0);
  const shownRequest = useShownRequest();

  const params = useMemo(
    () => ({
      ...buildListQueryParams({
        queryParam,
        ...(superQuery ? { superQuery } : {}),
        pagination: paging,
        // The table sorts by the column it shows (`x_dictText`); the server sorts by the field.
        sorter: { column: sorter.column.replace(/_dictText$/, ""), order: sorter.order },
        // Column filters as `<field>=v1,v2`; a column keyed by its shown `x_dictText` filters on `x`.
        filters: Object.fromEntries(
          Object.entries(filters).map(([key, values]) => [key.replace(/_dictText$/, ""), values]),
        ),
        columns,
      }),
      ...fixed,
    }),
    [queryParam, superQuery, paging, sorter, filters, columns, fixed],
  );

  useEffect(() => {
    const request = [api, path, params, reloads];
    // Shown again by its tab: the rows stay and are refreshed quietly (see useShownRequest).
    const quiet = shownRequest.isShown(request);
    if (!beforeListLoad()) return;
    let current = true;
    if (!quiet) setLoading(true);
    api
      .get<Page<DataRow> | DataRow[]>(path, params)
      .then((response) => {
        if (!current) return;
        if (!response.success) return quiet || setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        if (!shownRequest.show(request, response.result)) return;
        const page = wholeListPage(response.result, params);
        setRows(page.records);
        setTotal(page.total);
      })
      .catch(() => current && !quiet && setFailed(t("list.loadFailed")))
      .finally(() => current && !quiet && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, path, params, reloads, beforeListLoad, t, shownRequest]);

  return {
    columns,
    params,
    rows,
    total,
    loading,
    failed,
    /** How many times the list was reloaded (a key that starts a tree table anew). */
    loads: reloads,
    paging,
    sorter,
    filters,
    reload: useCallback(() => setReloads((n) => n + 1), []),
    /** 查询 / 重置 of the query bar: back to page 1. */
    search: useCallback((next: Record<string, string>) => {
      setQueryParam(next);
      setPaging((p) => ({ ...p, current: 1 }));
    }, []),
    advancedSearch: useCallback((next: AdvancedQueryParams) => {
      setSuperQuery(
        next.conditions.length > 0
          ? { conditions: next.conditions, matchType: next.superQueryMatchType }
          : undefined,
      );
      setPaging((p) => ({ ...p, current: 1 }));
    }, []),
    changePage: useCallback((current: number, pageSize: number) => setPaging({ current, pageSize }), []),
    changeSort: setSorter,
    /** A column filter applied or reset: back to page 1. */
    changeFilters: useCallback((next: FilterValues) => {
      setFilters(next);
      setPaging((p) => ({ ...p, current: 1 }));
    }, []),
  };
}

/**
 * JeecgBoot answers a few lists whole, as an array (gateway routes): the page the request asked for is cut
 * from it here; a page answers as it is.
 */
export function wholeListPage(
  result: Page<DataRow> | DataRow[],
  params: Readonly<Record<string, unknown>>,
): { records: DataRow[]; total: number } {
  if (!Array.isArray(result)) return result;
  const size = Number(params.pageSize) || result.length;
  const start = ((Number(params.pageNo) || 1) - 1) * size;
  return { records: result.slice(start, start + size), total: result.length };
}
