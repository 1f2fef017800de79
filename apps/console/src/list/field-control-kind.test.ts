import { type Field, type FieldKind, field } from "@kanya/core/resource";
import { describe, expect, it } from "vitest";
import { type ControlKind, controlKind, isWideControl } from "./field-control-kind";

const label = { label: "字段" };

/** One field of each kind, as resources declare them. */
const byKind: Record<FieldKind, Field> = {
  text: field.text(label),
  textarea: field.textarea(label),
  number: field.number(label),
  money: field.money(label),
  switch: field.switch(label),
  date: field.date(label),
  datetime: field.datetime(label),
  dict: field.dict("sex", label),
  multiDict: field.multiDict("sex", label),
  tree: field.tree("B01", label),
  ref: field.ref("customer", label),
  popup: field.popup("user_report", { ...label, orgFields: "realname", destFields: "contact" }),
  user: field.user(label),
  department: field.department(label),
  area: field.area(label),
  upload: field.upload(label),
  image: field.image(label),
  richText: field.richText(label),
  markdown: field.markdown(label),
  password: field.password(label),
  hidden: field.hidden(label),
};

describe("controlKind", () => {
  it("gives every field kind its own control, none falling back to a text box", () => {
    const expected: Record<FieldKind, ControlKind> = {
      text: "input",
      textarea: "textarea",
      number: "number",
      money: "number",
      switch: "switch",
      date: "date",
      datetime: "datetime",
      dict: "dict",
      multiDict: "multiDict",
      tree: "category",
      ref: "ref",
      popup: "popup",
      user: "user",
      department: "department",
      area: "area",
      upload: "upload",
      image: "image",
      richText: "richText",
      markdown: "markdown",
      password: "password",
      hidden: "none",
    };
    for (const [kind, f] of Object.entries(byKind))
      expect([kind, controlKind(f)]).toEqual([kind, expected[kind as FieldKind]]);
    const textBoxes = Object.values(byKind).filter((f) => controlKind(f) === "input");
    expect(textBoxes.map((f) => f.kind)).toEqual(["text"]);
  });

  it("lays editors, uploads and long text over both columns", () => {
    const wide = Object.values(byKind).filter((f) => isWideControl(controlKind(f)));
    expect(wide.map((f) => f.kind)).toEqual(["textarea", "upload", "image", "richText", "markdown"]);
  });
});
