import { describe, expect, it } from "vitest";
import { idealColumnWidth } from "./ideal-width";

describe("idealColumnWidth", () => {
  it("fits the widest cell on one line: 19 digits and signs of a date-time are 142.5 px, plus padding", () => {
    const column = { title: "创建时间", dataIndex: "createTime", sorter: true };
    const rows = [{ createTime: "2022-03-06 09:00:00" }, { createTime: "2022-03-06" }];
    expect(idealColumnWidth(column, rows)).toBe(175);
  });

  it("fits the header when its title and sort button are wider than the cells", () => {
    // 4 Han characters (8 units, 60 px) and the sort button (24 px), plus padding.
    expect(idealColumnWidth({ title: "用户姓名", dataIndex: "name", sorter: true }, [{ name: "张三" }])).toBe(
      116,
    );
  });

  it("reads dictionary text, counts an ellipsis column to its 25 units and caps the width at 400", () => {
    expect(idealColumnWidth({ title: "性别", dataIndex: "sex" }, [{ sex: 1, sex_dictText: "男" }])).toBe(62);
    const long = { note: "一".repeat(100) };
    expect(idealColumnWidth({ title: "备注", dataIndex: "note", ellipsis: true }, [long])).toBe(227);
    // A column's own length (12 units and the …: 97.5 px), as its cells cut to it.
    expect(idealColumnWidth({ title: "备注", dataIndex: "note", ellipsis: 12 }, [long])).toBe(130);
    expect(idealColumnWidth({ title: "备注", dataIndex: "note" }, [long])).toBe(400);
  });

  it("leaves out a column that draws its own cells", () => {
    expect(idealColumnWidth({ title: "状态", dataIndex: "status", render: () => null }, [])).toBeUndefined();
  });
});
