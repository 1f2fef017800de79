import { describe, expect, it } from "vitest";
import { valueEditorKind } from "./query-field";
import { readSavedQueries, writeSavedQueries } from "./saved-query-store";

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
  };
}

describe("valueEditorKind", () => {
  it("picks the editor by JeecgBoot field type", () => {
    expect(valueEditorKind({ type: "int" })).toBe("number");
    expect(valueEditorKind({ type: "BigDecimal" })).toBe("number");
    expect(valueEditorKind({ type: "datetime" })).toBe("datetime");
    expect(valueEditorKind({ type: "switch" })).toBe("switch");
    expect(valueEditorKind({ type: "list_multi" })).toBe("select");
    expect(valueEditorKind({ type: "string", options: [{ value: "1", text: "男" }] })).toBe("select");
    expect(valueEditorKind({ type: "sel_tree" })).toBe("custom");
    expect(valueEditorKind({ type: "string" })).toBe("text");
    expect(valueEditorKind(undefined)).toBe("text");
  });
});

describe("saved-query storage", () => {
  it("reads what it wrote", () => {
    const storage = memory();
    const list = [
      { title: "复诊", matchType: "or" as const, records: [{ field: "age", rule: "gt" as const, val: "3" }] },
    ];
    writeSavedQueries(storage, "JSuperQuerySaved_x", list);
    expect(readSavedQueries(storage, "JSuperQuerySaved_x")).toEqual(list);
  });

  it("reads broken JSON, a non-list and a throwing storage as empty", () => {
    expect(readSavedQueries(memory({ k: "{oops" }), "k")).toEqual([]);
    expect(readSavedQueries(memory({ k: '{"title":"x"}' }), "k")).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    };
    expect(readSavedQueries(throwing, "k")).toEqual([]);
  });
});
