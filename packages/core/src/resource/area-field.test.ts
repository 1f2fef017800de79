import { describe, expect, it } from "vitest";
import { formFields, listColumns } from "./columns.js";
import { defineResource } from "./define-resource.js";
import { field } from "./field.js";
import { readFieldValue } from "./field-value.js";

describe("field.area", () => {
  const area = field.area({ label: "省市区", max: 20, textField: "areaText" });

  it("is its own kind, naming the field that keeps the area's names", () => {
    expect(area).toMatchObject({ kind: "area", label: "省市区", textField: "areaText" });
  });

  it("reads a six-digit district code, nothing as null, anything else refused", () => {
    expect(readFieldValue("area", area, " 440305 ")).toEqual({ ok: true, value: "440305" });
    expect(readFieldValue("area", area, "")).toEqual({ ok: true, value: null });
    expect(readFieldValue("area", area, 110105)).toEqual({ ok: true, value: "110105" });
    for (const bad of ["4403", "44030X", "广东省"])
      expect(readFieldValue("area", area, bad)).toEqual({
        ok: false,
        message: "字段area必须是6位行政区划代码",
      });
    expect(readFieldValue("area", area, ["440305"])).toEqual({ ok: false, message: "字段area必须是文本" });
  });
});

describe("formFields with an area field", () => {
  it("gives the area's text field no control of its own: the picker writes it", () => {
    const place = defineResource({
      name: "place",
      title: "地点",
      api: "/place",
      permission: "place",
      fields: {
        name: field.text({ label: "名称" }),
        area: field.area({ label: "省市区", textField: "areaText" }),
        areaText: field.text({ label: "所在地区" }),
      },
    });
    expect(formFields(place).map((f) => f.name)).toEqual(["name", "area"]);
    expect(listColumns(place).map((c) => c.dataIndex)).toContain("areaText");
  });
});
