import { describe, expect, it } from "vitest";
import {
  type BuilderEntry,
  canNestAt,
  changeEntry,
  changeList,
  conditionRow,
  entriesOf,
  groupRow,
  insertAfter,
  isGroupRow,
  nodesOf,
  removeEntry,
} from "./builder-tree";
import { dictStringOf, valueEditorKind } from "./query-field";
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

describe("dictStringOf", () => {
  it("gives the dictionary string a field's items load by: the code, or table,text,code", () => {
    expect(dictStringOf({ dictCode: "position_rank" })).toBe("position_rank");
    expect(dictStringOf({ dictTable: "sys_user", dictText: "realname", dictCode: "id" })).toBe(
      "sys_user,realname,id",
    );
    expect(dictStringOf({})).toBeUndefined();
    expect(dictStringOf(undefined)).toBeUndefined();
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

describe("builder tree (nested groups)", () => {
  const age = { field: "age", rule: "ge" as const, val: "18" };
  const name = { field: "realname", rule: "like" as const, val: "张" };

  it("turns saved conditions into entries and back, groups included", () => {
    const nodes = [
      age,
      { matchType: "or" as const, children: [name, { matchType: "and" as const, children: [age] }] },
    ];
    const entries = entriesOf(nodes);
    expect(isGroupRow(entries[1] as BuilderEntry)).toBe(true);
    expect(nodesOf(entries)).toEqual(nodes);
  });

  it("adds, changes and removes rows and groups anywhere in the tree", () => {
    const group = groupRow("or", [conditionRow(name)]);
    let entries: BuilderEntry[] = [conditionRow(age), group];
    const inner = group.entries[0] as BuilderEntry;
    entries = insertAfter(entries, inner.id, conditionRow(age));
    entries = changeList(entries, group.id, (list) => [...list, groupRow()]);
    expect(nodesOf(entries)).toEqual([
      age,
      {
        matchType: "or",
        children: [name, age, { matchType: "and", children: [{ field: "", rule: "eq", val: "" }] }],
      },
    ]);
    entries = changeEntry(entries, group.id, (each) => ({ ...each, matchType: "and" }) as BuilderEntry);
    entries = removeEntry(entries, inner.id);
    expect(nodesOf(entries)[1]).toMatchObject({ matchType: "and", children: [age, { matchType: "and" }] });
    expect(nodesOf(removeEntry(entries, group.id))).toEqual([age]);
  });

  it("lets groups nest below the third level only", () => {
    expect([1, 2, 3].map(canNestAt)).toEqual([true, true, false]);
  });
});
