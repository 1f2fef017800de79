import { describe, expect, it } from "vitest";
import { compareVersions } from "./compare-versions";

describe("two versions of a row, field by field", () => {
  it("marks the fields whose values differ, keeping the fields' order", () => {
    expect(
      compareVersions('{"id":"1","realname":"甲","status":1}', '{"id":"1","realname":"乙","status":1}'),
    ).toEqual([
      { field: "id", before: "1", after: "1", changed: false },
      { field: "realname", before: "甲", after: "乙", changed: true },
      { field: "status", before: "1", after: "1", changed: false },
    ]);
  });

  it("shows a field only one version has, null as empty and objects as JSON", () => {
    expect(compareVersions('{"a":null,"b":{"x":1}}', '{"a":"","c":true}')).toEqual([
      { field: "a", before: "", after: "", changed: false },
      { field: "b", before: '{"x":1}', after: "", changed: true },
      { field: "c", before: "", after: "true", changed: true },
    ]);
  });

  it("reads text that is not a JSON object as no fields", () => {
    expect(compareVersions("oops", "[1]")).toEqual([]);
  });
});
