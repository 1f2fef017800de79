import type { Page } from "@kanya/client";
import { buildListQueryParams, type ListQueryState } from "@kanya/core/query";
import type { Resource } from "@kanya/core/resource";
import type { AdvancedQueryParams } from "@kanya/ui/advanced-query";
import { type DataRow, DEFAULT_SORTER, type Sorter } from "@kanya/ui/data-table";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useText } from "../locale";
import { useApi, useListLoadGuard } from "../providers";
import { tableColumns } from "./resource-fields";

/** Spec §9: lists start on page 1 with 10 rows, sorted by createTime descending. */
const FIRST_PAGE = { current: 1, pageSize: 10 };

/**
 * The list page's state and its request: the query bar's parameters, the advanced query, paging and sort
 * become the spec §3 payload (`buildListQueryParams`), loaded from `<api>/list` after the inactivity check.
 */
export function useResourceList(resource: Resource) {
  const t = useText();
  const api = useApi();
  const beforeListLoad = useListLoadGuard();
  const columns = useMemo(() => tableColumns(resource), [resource]);
  const [queryParam, setQueryParam] = useState<Record<string, string>>({});
  const [superQuery, setSuperQuery] = useState<ListQueryState["superQuery"]>();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sorter, setSorter] = useState<Sorter>(DEFAULT_SORTER);
  const [rows, setRows] = useState<DataRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [reloads, setReloads] = useState(0);

  const params = useMemo(
    () =>
      buildListQueryParams({
        queryParam,
        ...(superQuery ? { superQuery } : {}),
        pagination: paging,
        // The table sorts by the column it shows (`x_dictText`); the server sorts by the field.
        sorter: { column: sorter.column.replace(/_dictText$/, ""), order: sorter.order },
        columns,
      }),
    [queryParam, superQuery, paging, sorter, columns],
  );

  useEffect(() => {
    void reloads;
    if (!beforeListLoad()) return;
    let current = true;
    setLoading(true);
    api
      .get<Page<DataRow>>(`${resource.api}/list`, params)
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message || t("list.loadFailed"));
        setFailed(undefined);
        setRows(response.result.records);
        setTotal(response.result.total);
      })
      .catch(() => current && setFailed(t("list.loadFailed")))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, resource.api, params, reloads, beforeListLoad, t]);

  return {
    columns,
    params,
    rows,
    total,
    loading,
    failed,
    paging,
    sorter,
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
  };
}
