import { defineResource, field } from "@kanya/core/resource";
import type { ValueEditorContext } from "@kanya/ui/advanced-query";
import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach, describe, expect, it, type Mock, vi } from "vitest";
import { TextProvider } from "../locale";
import { ConsoleProviders } from "../providers";
import { createTestServices } from "../providers/test-services";
import { AreaControl } from "./controls/area-control";
import {
  CategoryControl,
  DepartmentControl,
  PopupControl,
  RefControl,
  UserControl,
} from "./controls/choice-controls";
import { useConditionEditor } from "./use-condition-editor";

afterEach(cleanup);

/** One field of each kind the query picks, beside a typed one and a dictionary. */
const visit = defineResource({
  name: "visit",
  title: "回访",
  api: "/test/visit",
  permission: "test:visit",
  table: "test_visit",
  fields: {
    note: field.text({ label: "备注" }),
    sex: field.dict("sex", { label: "性别" }),
    customerId: field.ref("customer", { label: "所属客户", list: false }),
    categoryId: field.tree("B02", { label: "分类" }),
    contactName: field.popup("user_report", {
      label: "联系人",
      orgFields: "realname,phone",
      destFields: "contactName,contactPhone",
    }),
    contactPhone: field.text({ label: "联系电话" }),
    assignee: field.user({ label: "处理人" }),
    departIds: field.department({ label: "负责部门" }),
    area: field.area({ label: "省市区", textField: "areaText" }),
    areaText: field.text({ label: "地区" }),
  },
});

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: "", timestamp: 1, result }), {
    headers: { "content-type": "application/json" },
  });

/** The online report 用户列表 (user_report) as the server answers its popup: one user. */
const reportServer = async (input: string) => {
  if (input.includes("/online/cgreport/api/getRpColumns/"))
    return envelope({
      cgRpConfigId: "r1",
      cgRpConfigName: "用户列表",
      columns: [
        { dataIndex: "realname", title: "姓名" },
        { dataIndex: "phone", title: "手机号" },
      ],
    });
  if (input.includes("/online/cgreport/api/getData/"))
    return envelope({
      records: [{ realname: "张三", phone: "13800000001" }],
      total: 1,
      size: 10,
      current: 1,
    });
  throw new Error(`no such call in this test: ${input}`);
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TextProvider locale="zh-CN">
      <ConsoleProviders services={createTestServices({ fetch: reportServer })}>{children}</ConsoleProviders>
    </TextProvider>
  );
}

/** Runs `body`, collecting what was thrown from the page's event handlers meanwhile. */
async function pageErrorsOf(body: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  try {
    await body();
  } finally {
    window.removeEventListener("error", onError);
  }
  return errors;
}

function editorOf() {
  return renderHook(() => useConditionEditor(visit), { wrapper }).result.current;
}

/** The context the builder hands its slot for a condition on `name`. */
function contextFor(
  name: keyof typeof visit.fields,
  values: string[],
  multiple = false,
): ValueEditorContext & { onChange: Mock<(values: readonly string[]) => void> } {
  return {
    field: { value: name, text: visit.fields[name].label, type: visit.fields[name].kind },
    condition: {
      field: name,
      rule: multiple ? "in" : "eq",
      val: values.join(","),
      type: visit.fields[name].kind,
    },
    multiple,
    values,
    onChange: vi.fn<(values: readonly string[]) => void>(),
    "aria-label": "第 1 个条件的值",
  };
}

const element = (node: ReactNode) => node as ReactElement<Record<string, unknown>>;

describe("the advanced query's value editor on a resource", () => {
  it("draws each picked field with its form control, and leaves typed fields to the builder", () => {
    const editor = editorOf();
    const controls = {
      customerId: RefControl,
      categoryId: CategoryControl,
      contactName: PopupControl,
      assignee: UserControl,
      departIds: DepartmentControl,
      area: AreaControl,
    } as const;
    for (const [name, control] of Object.entries(controls)) {
      expect(element(editor(contextFor(name as keyof typeof controls, []))).type).toBe(control);
    }
    expect(editor(contextFor("note", ["x"]))).toBeUndefined();
    expect(editor(contextFor("sex", ["1"]))).toBeUndefined();
    expect(editor({ ...contextFor("note", []), field: { value: "nowhere", text: "?", type: "ref" } })).toBe(
      undefined,
    );
  });

  it("hands the control the condition's values joined by commas, several under `in`, and its name", () => {
    const editor = editorOf();
    const single = element(editor(contextFor("customerId", ["c1"]))).props;
    expect(single).toMatchObject({ value: "c1", multiple: false, "aria-label": "第 1 个条件的值" });
    const several = element(editor(contextFor("assignee", ["zhangsan", "lisi"], true))).props;
    expect(several).toMatchObject({ value: "zhangsan,lisi", multiple: true, name: "assignee" });
  });

  it("turns the control's comma text back into the condition's values: one, or each under `in`", () => {
    const editor = editorOf();
    const one = contextFor("customerId", []);
    (element(editor(one)).props.onChange as (value: string) => void)("c1");
    expect(one.onChange).toHaveBeenLastCalledWith(["c1"]);
    const several = contextFor("departIds", [], true);
    const change = element(editor(several)).props.onChange as (value: string) => void;
    change("d1,d2");
    expect(several.onChange).toHaveBeenLastCalledWith(["d1", "d2"]);
    change("");
    expect(several.onChange).toHaveBeenLastCalledWith([]);
  });

  it("draws the reference picker named by the builder's label: its box and 选择", () => {
    const editor = editorOf();
    render(element(editor(contextFor("customerId", []))), { wrapper });
    const box = screen.getByRole("textbox", { name: "第 1 个条件的值" });
    expect(box.getAttribute("placeholder")).toBe("请选择所属客户");
    expect(screen.getByRole("button", { name: "选择" })).toBeDefined();
  });

  it("lets an area be chosen with no form around it: only the condition's value is set", async () => {
    const editor = editorOf();
    const context = contextFor("area", []);
    const errors = await pageErrorsOf(async () => {
      render(element(editor(context)), { wrapper });
      const box = screen.getByRole("combobox", { name: "第 1 个条件的值" });
      await waitFor(() => expect(box.textContent).toContain("请选择省市区"), { timeout: 15_000 });
      fireEvent.click(box);
      fireEvent.click(await screen.findByRole("option", { name: "广东省" }));
    });
    expect(context.onChange).toHaveBeenLastCalledWith(["440000"]);
    expect(errors).toEqual([]);
  });

  it("lets a popup row be chosen with no form around it: its own column is the value, the others are dropped", async () => {
    const editor = editorOf();
    const context = contextFor("contactName", []);
    const errors = await pageErrorsOf(async () => {
      render(element(editor(context)), { wrapper });
      fireEvent.click(screen.getByRole("button", { name: "选择" }));
      const popup = await screen.findByRole("dialog", { name: "用户列表" });
      fireEvent.click(await within(popup).findByRole("radio"));
      fireEvent.click(within(popup).getByRole("button", { name: "确定" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "用户列表" })).toBeNull());
    });
    expect(context.onChange).toHaveBeenLastCalledWith(["张三"]);
    expect(errors).toEqual([]);
  });
});
