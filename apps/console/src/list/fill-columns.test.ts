import { describe, expect, it } from "vitest";
import { fillColumns } from "./fill-columns";

describe("fillColumns", () => {
  it("widens the columns in proportion to fill the room left", () => {
    const filled = fillColumns([{ title: "a", width: 100 }, { title: "b" }], 440);
    expect(filled.map((c) => c.width)).toEqual([200, 240]);
  });

  it("leaves columns that already fill the room as they are", () => {
    const columns = [{ title: "a", width: 300 }];
    expect(fillColumns(columns, 200)).toEqual(columns);
  });
});
