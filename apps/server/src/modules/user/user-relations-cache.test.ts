import { describe, expect, it } from "vitest";
import { type UserRelations, userRelations } from "./user-relations-cache";

/** A loader answering from a map that tests change, recording which users it was asked for. */
function loader(rows: Map<string, UserRelations>) {
  const calls: string[][] = [];
  const load = async (ids: readonly string[]) => {
    calls.push([...ids]);
    return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id) as UserRelations] as const] : [])));
  };
  return { calls, load };
}

describe("the user relations cache", () => {
  it("loads only users it does not hold at the version, and everyone again at a new version", async () => {
    const owner = {};
    const rows = new Map([["u1", { departNames: "研发部", tenantIds: "1000" }]]);
    const { calls, load } = loader(rows);

    expect((await userRelations(owner, "5", ["u1"], load)).get("u1")).toEqual(rows.get("u1"));
    // u2 has no relations at all: kept as such, not asked for again.
    const both = await userRelations(owner, "5", ["u1", "u2"], load);
    expect(both.get("u2")).toEqual({ departNames: null, tenantIds: null });
    await userRelations(owner, "5", ["u2", "u1"], load);
    expect(calls).toEqual([["u1"], ["u2"]]);

    rows.set("u1", { departNames: "财务部", tenantIds: "1000,1001" });
    expect((await userRelations(owner, "6", ["u1"], load)).get("u1")).toEqual(rows.get("u1"));
    expect(calls).toEqual([["u1"], ["u2"], ["u1"]]);
  });

  it("keeps the values of each owner (database) apart", async () => {
    const { calls, load } = loader(new Map());
    await userRelations({}, "1", ["u1"], load);
    await userRelations({}, "1", ["u1"], load);
    expect(calls).toEqual([["u1"], ["u1"]]);
  });
});
