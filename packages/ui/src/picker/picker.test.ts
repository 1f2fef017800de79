import { describe, expect, it } from "vitest";
import {
  POPUP_ROW_KEY_LENGTH,
  popupConfigProblem,
  popupRowKey,
  popupValues,
  selfParams,
} from "./popup-config";
import { indexTree, isMixed, type PickerTreeNode, toggleChecked, visibleLines } from "./tree-model";

const tree: PickerTreeNode[] = [
  {
    key: "a",
    title: "口腔医院",
    children: [
      { key: "a1", title: "正畸科", children: [{ key: "a1x", title: "隐形矫治组" }] },
      { key: "a2", title: "种植中心" },
    ],
  },
  { key: "b", title: "财务部" },
];
const index = indexTree(tree);

describe("popup configuration (spec §5)", () => {
  it("needs a code, orgFields and destFields, in equal counts", () => {
    expect(popupConfigProblem({ code: "", orgFields: "a", destFields: "x" })).toBe("badConfig");
    expect(popupConfigProblem({ code: "rep", orgFields: "", destFields: "x" })).toBe("badConfig");
    expect(popupConfigProblem({ code: "rep", orgFields: "a,b", destFields: "x" })).toBe("countMismatch");
    expect(popupConfigProblem({ code: "rep", orgFields: "a, b", destFields: "x,y" })).toBeUndefined();
  });

  it("maps the chosen columns onto the form fields, joining several rows with commas", () => {
    const rows = [
      { realname: "王伟", phone: "13800000001" },
      { realname: "李芳", phone: "13800000002" },
    ];
    expect(popupValues(rows, { orgFields: "realname,phone", destFields: "patient,mobile" })).toEqual({
      patient: "王伟,李芳",
      mobile: "13800000001,13800000002",
    });
  });

  it("keys a row by its id or by its values cut at 50 characters (spec §9)", () => {
    expect(popupRowKey({ id: 7, name: "x" }, ["name"])).toBe("7");
    const key = popupRowKey({ name: "种".repeat(40), code: "c".repeat(40) }, ["name", "code"]);
    expect(key).toHaveLength(POPUP_ROW_KEY_LENGTH);
    expect(key.startsWith("种".repeat(40))).toBe(true);
  });

  it("sends report parameters as self_<name>, leaving empty ones out (spec §7)", () => {
    expect(selfParams({ dept: "d1", empty: "", none: undefined })).toEqual({ self_dept: "d1" });
  });
});

describe("picker tree", () => {
  it("shows open branches only, and every match with its ancestors while searching", () => {
    expect(visibleLines(tree, new Set()).map((line) => line.node.key)).toEqual(["a", "b"]);
    expect(visibleLines(tree, new Set(["a"])).map((line) => line.node.key)).toEqual(["a", "a1", "a2", "b"]);
    expect(visibleLines(tree, new Set(), "矫治").map((line) => [line.node.key, line.depth])).toEqual([
      ["a", 0],
      ["a1", 1],
      ["a1x", 2],
    ]);
  });

  it("ticks one node alone when strict, one only when single", () => {
    expect(toggleChecked(index, ["b"], "a", { strict: true, single: false })).toEqual(["b", "a"]);
    expect(toggleChecked(index, ["b"], "a", { strict: true, single: true })).toEqual(["a"]);
    expect(toggleChecked(index, ["a", "b"], "a", { strict: true, single: false })).toEqual(["b"]);
  });

  it("cascades to descendants and ticks a parent once all its children are", () => {
    const down = toggleChecked(index, [], "a1", { strict: false, single: false });
    expect(down).toEqual(["a1", "a1x"]);
    expect(isMixed(tree[0] as PickerTreeNode, new Set(down))).toBe(true);
    const all = toggleChecked(index, down, "a2", { strict: false, single: false });
    expect(new Set(all)).toEqual(new Set(["a1", "a1x", "a2", "a"]));
    const off = toggleChecked(index, all, "a1x", { strict: false, single: false });
    expect(new Set(off)).toEqual(new Set(["a2"]));
  });
});
