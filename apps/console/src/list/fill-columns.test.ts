import { describe, expect, it } from "vitest";
import { fillColumns } from "./fill-columns";

describe("fillColumns", () => {
  it("widens columns that all have a width in proportion to fill the room left", () => {
    const filled = fillColumns(
      [
        { title: "a", width: 100 },
        { title: "b", width: 120 },
      ],
      440,
    );
    expect(filled.map((c) => c.width)).toEqual([200, 240]);
  });

  it("leaves the room to the DataTable's own layout when a column has no width", () => {
    const columns = [{ title: "a", width: 100 }, { title: "b" }];
    expect(fillColumns(columns, 440)).toEqual(columns);
  });

  it("leaves columns that already fill the room as they are", () => {
    const columns = [{ title: "a", width: 300 }];
    expect(fillColumns(columns, 200)).toEqual(columns);
  });
});
