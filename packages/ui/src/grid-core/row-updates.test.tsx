import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GridView } from "./GridView";
import type { GridColumn } from "./grid-column";
import { createRowUpdates } from "./row-updates";

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}

function setup() {
  let current: Row[] = [
    { id: "a", name: "甲" },
    { id: "b", name: "乙" },
  ];
  const updates = createRowUpdates((id: string, index: number) =>
    current[index]?.id === id ? current[index] : undefined,
  );
  const counts = { header: 0, cells: new Map<string, number>() };
  const columns: GridColumn<Row>[] = [
    {
      id: "name",
      width: 120,
      header: () => {
        counts.header++;
        return "姓名";
      },
      cell: (row) => {
        counts.cells.set(row.id, (counts.cells.get(row.id) ?? 0) + 1);
        return row.name;
      },
    },
  ];
  const rows = current;
  const view = (
    <GridView
      rows={rows}
      rowUpdates={updates}
      columns={columns}
      getRowId={(row) => row.id}
      label="表格"
      rowHeight={40}
      headerHeight={32}
    />
  );
  render(view);
  /** Replaces one row's object, as an editable face does for a typed value, and says so. */
  const change = (id: string, name: string) =>
    act(() => {
      current = current.map((row) => (row.id === id ? { ...row, name } : row));
      updates.changed([id]);
    });
  return { counts, change };
}

describe("rowUpdates", () => {
  it("shows a changed row's new value without rendering the grid or the other rows", () => {
    const { counts, change } = setup();
    const header = counts.header;
    const other = counts.cells.get("b");
    change("a", "甲乙");
    expect(screen.getAllByRole("gridcell").map((cell) => cell.textContent)).toEqual(["甲乙", "乙"]);
    expect(counts.header).toBe(header);
    expect(counts.cells.get("b")).toBe(other);
  });

  it("stops telling a row once it unsubscribed", () => {
    const updates = createRowUpdates(() => undefined);
    const calls: string[] = [];
    const stop = updates.subscribe("a", () => calls.push("a"));
    updates.subscribe("b", () => calls.push("b"));
    updates.changed(["a", "b"]);
    stop();
    updates.changed(["a", "b"]);
    expect(calls).toEqual(["a", "b", "b"]);
  });
});
