import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Steps } from ".";

afterEach(cleanup);

const items = [
  { title: "确认账号" },
  { title: "安全校验" },
  { title: "设置新密码", status: "wait" as const },
];

const setup = (props: Partial<Parameters<typeof Steps>[0]> = {}) => {
  render(<Steps aria-label="找回密码步骤" items={items} current={1} {...props} />);
  const steps = screen.getAllByRole("listitem");
  return { list: screen.getByRole("list", { name: "找回密码步骤" }), steps };
};

describe("Steps", () => {
  it("is an ordered list whose current step is aria-current=step", () => {
    const { list, steps } = setup();
    expect(list.tagName).toBe("OL");
    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, "step", null]);
  });

  it("finishes the steps before the current one and keeps the rest waiting", () => {
    const { steps } = setup({ current: 2, items: items.map(({ title }) => ({ title })) });
    expect(steps.map((step) => step.dataset.status)).toEqual(["finish", "finish", "process"]);
  });

  it("marks the current step as failed with status=error, and lets a step set its own status", () => {
    const { steps } = setup({
      status: "error",
      items: [{ title: "提交" }, { title: "审核" }, { title: "完成", status: "finish" }],
    });
    expect(steps.map((step) => step.dataset.status)).toEqual(["finish", "error", "finish"]);
  });

  it("shows numbers on the steps still to come and a description under a title", () => {
    const { steps } = setup({
      items: [{ title: "支付" }, { title: "服务", description: "到店后核销" }, ...items],
    });
    expect(steps[2]?.textContent).toContain("3确认账号");
    expect(steps[1]?.textContent).toContain("到店后核销");
  });
});
