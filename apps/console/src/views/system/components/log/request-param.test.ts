import { describe, expect, it } from "vitest";
import { formatRequestParam } from "./request-param";

describe("a logged request's parameters", () => {
  it("indents a JSON body", () => {
    expect(formatRequestParam('{"code":"x","name":"甲"}')).toBe('{\n  "code": "x",\n  "name": "甲"\n}');
  });

  it("puts the query string and the body on lines of their own", () => {
    expect(formatRequestParam('id=1&_t=2 {"status":"1"}')).toBe('id=1&_t=2\n{\n  "status": "1"\n}');
  });

  it("leaves a query string, broken JSON and nothing as they are", () => {
    expect(formatRequestParam("id=1")).toBe("id=1");
    expect(formatRequestParam('{"cut": "abc…')).toBe('{"cut": "abc…');
    expect(formatRequestParam(null)).toBe("");
  });
});
