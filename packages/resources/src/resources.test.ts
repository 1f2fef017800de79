import { resourceCodes } from "@kanya/core/resource";
import { describe, expect, it } from "vitest";
import { resources } from "./index.js";

const all = Object.entries(resources);

describe("the resources", () => {
  it("are each exported under their own name", () => {
    for (const [key, resource] of all) expect(resource.name).toBe(key);
  });

  it("each have their own API path and permission prefix", () => {
    const apis = all.map(([, r]) => r.api);
    const prefixes = all.map(([, r]) => r.permission);
    expect(new Set(apis).size).toBe(apis.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("give every action its own code, under the resource's prefix unless the resource names it", () => {
    for (const [, resource] of all) {
      const codes = Object.values(resourceCodes(resource));
      expect(new Set(codes).size).toBe(codes.length);
      // A code the resource names itself may sit elsewhere: 字典项 is read with 数据字典's codes, as in JeecgBoot.
      const named = new Set(Object.values(resource.codes ?? {}));
      for (const code of codes)
        expect(code.startsWith(`${resource.permission}:`) || named.has(code)).toBe(true);
    }
  });
});
