import { useCallback, useMemo, useRef, useState } from "react";
import type { DataRow } from "./data-table-types";
import { type ChildrenState, childrenFromResult, type PlaceholderRow, placeholderRow } from "./tree-children";

export interface TreeOptions<Row extends DataRow> {
  /** Loads a node's children on first expand (the query key is `parentId` = the node's id). */
  loadChildren?: (row: Row) => Promise<unknown>;
  /** Whether a node has children to load; default its `hasChildren` field. */
  hasChildren?: (row: Row) => boolean;
  /** Children already in the data; default its `children` field. */
  childrenOf?: (row: Row) => readonly Row[] | undefined;
}

export interface TreeRows<Row extends DataRow> {
  getSubRows: (row: Row | PlaceholderRow) => readonly (Row | PlaceholderRow)[] | undefined;
  expandedIds: ReadonlySet<string>;
  isExpandable: (row: Row) => boolean;
  toggle: (row: Row, id: string) => void;
}

const defaultHasChildren = (row: DataRow) => row.hasChildren === true || row.hasChildren === "1";
const defaultChildrenOf = (row: DataRow) =>
  Array.isArray(row.children) && row.children.length > 0 ? (row.children as DataRow[]) : undefined;

/**
 * The tree table's rows (spec §3–§4): a node with `hasChildren` shows a placeholder child until expanded;
 * expanding loads its children through `loadChildren`. None returned clears the children (the node
 * becomes a leaf); a result that is neither an array nor `{ records }` leaves 返回数据类型不识别 in the
 * placeholder. A failed load can be retried by collapsing and expanding again.
 */
export function useTreeRows<Row extends DataRow>(
  {
    loadChildren,
    hasChildren = defaultHasChildren,
    childrenOf = defaultChildrenOf as (row: Row) => readonly Row[] | undefined,
  }: TreeOptions<Row>,
  getRowId: (row: Row) => string,
): TreeRows<Row> {
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ChildrenState<Row>>>(new Map());
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const setState = useCallback((id: string, state: ChildrenState<Row>) => {
    setLoaded((previous) => new Map(previous).set(id, state));
  }, []);

  const load = useCallback(
    async (row: Row, id: string) => {
      if (!loadChildren) return;
      setState(id, { status: "loading" });
      try {
        const result = childrenFromResult<Row>(await loadChildren(row));
        setState(id, result.ok ? { status: "loaded", rows: result.rows } : { status: "unrecognized" });
      } catch {
        setState(id, { status: "failed" });
      }
    },
    [loadChildren, setState],
  );

  const getSubRows = useCallback(
    (row: Row | PlaceholderRow) => {
      const node = row as Row;
      const given = childrenOf(node);
      if (given) return given;
      if (!hasChildren(node)) return undefined;
      const id = getRowId(node);
      const state = loaded.get(id);
      if (state?.status === "loaded") return state.rows.length > 0 ? state.rows : undefined;
      const status = state?.status === undefined ? "idle" : state.status;
      return [placeholderRow(id, status)];
    },
    [childrenOf, hasChildren, getRowId, loaded],
  );

  const toggle = useCallback(
    (row: Row, id: string) => {
      const expanding = !expandedIds.has(id);
      setExpandedIds((previous) => {
        const next = new Set(previous);
        if (expanding) next.add(id);
        else next.delete(id);
        return next;
      });
      const state = loadedRef.current.get(id);
      const needsLoad = state === undefined || state.status === "failed" || state.status === "unrecognized";
      if (expanding && hasChildren(row) && !childrenOf(row) && needsLoad) void load(row, id);
    },
    [expandedIds, hasChildren, childrenOf, load],
  );

  const isExpandable = useCallback((row: Row) => (getSubRows(row)?.length ?? 0) > 0, [getSubRows]);

  return useMemo(
    () => ({ getSubRows, expandedIds, isExpandable, toggle }),
    [getSubRows, expandedIds, isExpandable, toggle],
  );
}
