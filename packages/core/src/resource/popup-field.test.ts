import { describe, expect, it } from "vitest";
import { field } from "./field.js";
import { readFieldValue } from "./field-value.js";

describe("field.popup", () => {
  const contact = field.popup("user_report", {
    label: "联系人",
    max: 20,
    orgFields: "realname,phone",
    destFields: "contactName,contactPhone",
  });

  it("is its own kind, naming the online report and the columns it copies into which fields", () => {
    expect(contact).toMatchObject({
      kind: "popup",
      report: "user_report",
      orgFields: "realname,phone",
      destFields: "contactName,contactPhone",
    });
  });

  it("reads as text: trimmed, nothing as null, too long refused", () => {
    expect(readFieldValue("contactName", contact, " 管理员 ")).toEqual({ ok: true, value: "管理员" });
    expect(readFieldValue("contactName", contact, "")).toEqual({ ok: true, value: null });
    expect(readFieldValue("contactName", contact, "长".repeat(21))).toMatchObject({ ok: false });
  });
});
