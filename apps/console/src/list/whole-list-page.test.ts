import { describe, expect, it } from "vitest";
import { wholeListPage } from "./use-resource-list";

describe("a list answered whole (an array)", () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: String(i) }));

  it("is cut to the requested page, its total the array's length", () => {
    expect(wholeListPage(rows, { pageNo: 2, pageSize: 10 })).toEqual({ records: rows.slice(10), total: 12 });
    expect(wholeListPage(rows, {}).records).toHaveLength(12);
  });

  it("leaves a page as the server answered it", () => {
    const page = { records: rows.slice(0, 2), total: 40, current: 1, size: 2, pages: 20 };
    expect(wholeListPage(page, { pageNo: 1, pageSize: 2 })).toBe(page);
  });
});
