import { describe, expect, it } from "vitest";
import { checkRouteJson, routeJsonText } from "./route-json";

describe("a gateway route's JSON fields", () => {
  it("accepts a JSON array (compacted) or nothing", () => {
    expect(checkRouteJson('[\n  {"name": "Path", "args": ["/a/**"]}\n]')).toEqual({
      ok: true,
      value: '[{"name":"Path","args":["/a/**"]}]',
    });
    expect(checkRouteJson("  ")).toEqual({ ok: true, value: "" });
  });

  it("names a syntax error and refuses JSON that is not an array", () => {
    expect(checkRouteJson("[{name: 1}]")).toMatchObject({ ok: false, problem: { kind: "syntax" } });
    expect(checkRouteJson('{"name":"Path"}')).toEqual({ ok: false, problem: { kind: "notArray" } });
    expect(checkRouteJson("12")).toEqual({ ok: false, problem: { kind: "notArray" } });
  });

  it("shows an array or stored JSON text indented, and broken text as it is", () => {
    expect(routeJsonText([{ name: "Path" }])).toBe('[\n  {\n    "name": "Path"\n  }\n]');
    expect(routeJsonText("[]")).toBe("[]");
    expect(routeJsonText("{oops")).toBe("{oops");
    expect(routeJsonText(null)).toBe("");
  });
});
