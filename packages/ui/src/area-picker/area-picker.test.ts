import { areaList } from "@vant/area-data";
import { describe, expect, it } from "vitest";
import { AREA_ROOT, areaLabel, areaPath, buildAreaTree } from "./area-model";

describe("area tree (spec §2, §9)", () => {
  const tree = buildAreaTree(areaList);

  it("puts the provinces under root 86 and each city and district under its parent", () => {
    const provinces = tree.children.get(AREA_ROOT) ?? [];
    expect(provinces.map((node) => node.text)).toContain("广东省");
    expect(provinces.every((node) => node.index === 1 && node.pid === AREA_ROOT)).toBe(true);
    for (const node of tree.nodes.values()) {
      if (node.index === 1) continue;
      expect(tree.nodes.get(node.pid)?.index).toBe(node.index - 1);
    }
  });

  it("walks a district back to its province", () => {
    const path = areaPath(tree, "440305");
    expect(path).toEqual([
      { id: "440000", text: "广东省", pid: AREA_ROOT, index: 1 },
      { id: "440300", text: "深圳市", pid: "440000", index: 2 },
      { id: "440305", text: "南山区", pid: "440300", index: 3 },
    ]);
    expect(areaLabel(path)).toBe("广东省 / 深圳市 / 南山区");
    expect(areaPath(tree, "999999")).toEqual([]);
  });
});
