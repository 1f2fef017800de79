import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GridColumn } from "./grid-column";
import { useGridModel, useGridRows } from "./grid-model";

type Node = { id: string; children?: Node[] };
const columns: GridColumn<Node>[] = [{ id: "name", width: 120, header: "名称", cell: (row) => row.id }];
const getRowId = (row: Node) => row.id;

function setup(rows: Node[], tree: { expandedIds: Set<string> } | undefined) {
  const getSubRows = tree ? (row: Node) => row.children : undefined;
  return renderHook(() => {
    const table = useGridModel({ rows, columns, getRowId, getSubRows, expandedIds: tree?.expandedIds });
    return { table, body: useGridRows(table, { rows, getRowId, getSubRows }) };
  }).result.current;
}

describe("useGridRows", () => {
  it("reads a flat grid's rows directly, so TanStack builds no row object per row on each edit", () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: `r${index}` }));
    const { table, body } = setup(rows, undefined);
    expect(table.getCoreRowModel().rows).toHaveLength(0);
    expect(body.length).toBe(10_000);
    expect(body.at(9_999)).toEqual({ id: "r9999", original: rows[9_999], depth: 0 });
    expect(body.at(10_000)).toBeUndefined();
  });

  it("flattens a tree's expanded nodes with their depth", () => {
    const rows = [
      { id: "a", children: [{ id: "a1" }] },
      { id: "b", children: [{ id: "b1" }] },
    ];
    const { body } = setup(rows, { expandedIds: new Set(["a"]) });
    expect(
      Array.from({ length: body.length }, (_, index) => [body.at(index)?.id, body.at(index)?.depth]),
    ).toEqual([
      ["a", 0],
      ["a1", 1],
      ["b", 0],
    ]);
  });
});
