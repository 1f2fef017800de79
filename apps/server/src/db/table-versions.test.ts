import { describe, expect, it } from "vitest";
import { toTableVersions } from "./table-versions";

describe("toTableVersions (the versions the session query reads)", () => {
  it("sums each table's counters, and each table once however often it is named", () => {
    const versions = toTableVersions("sys_user=3,sys_dict=2,sys_user=4,sys_dict_item=10");
    expect(versions.of(["sys_user"])).toBe("7");
    expect(versions.of(["sys_dict", "sys_dict_item"])).toBe("12");
    expect(versions.of(["sys_user", "sys_user", "sys_dict"])).toBe("9");
  });

  it("gives 0 for a table never written, as the version subquery does", () => {
    expect(toTableVersions(null).of(["sys_user"])).toBe("0");
    expect(toTableVersions("sys_user=3").of(["sys_role"])).toBe("0");
    expect(toTableVersions("sys_user=3").of([])).toBe("0");
  });
});
