import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clampColumns, Descriptions, layoutDescriptions } from ".";

afterEach(cleanup);

const item = (label: string, span?: number) => ({ label, children: `${label}值`, span });
const spans = (rows: ReturnType<typeof layoutDescriptions>) =>
  rows.map((row) => row.map((cell) => `${cell.item.label}${cell.span}`).join(" "));

describe("layoutDescriptions", () => {
  it("caps the columns at 4 and keeps at least 1 (spec §9)", () => {
    expect(clampColumns(6)).toBe(4);
    expect(clampColumns(0)).toBe(1);
    expect(clampColumns(2.7)).toBe(2);
    expect(clampColumns(undefined)).toBe(3);
  });

  it("fills rows, stretching the last item of each row", () => {
    const rows = layoutDescriptions([item("a"), item("b"), item("c", 2), item("d"), item("e")], 3);
    expect(spans(rows)).toEqual(["a1 b2", "c2 d1", "e3"]);
  });

  it("caps a span at the column count", () => {
    expect(spans(layoutDescriptions([item("a", 9), item("b")], 2))).toEqual(["a2", "b2"]);
  });
});

describe("Descriptions", () => {
  const items = [item("姓名"), item("手机号"), item("地址", 2)];

  it("is a definition list of label and value, with a colon when borderless", () => {
    render(<Descriptions items={items} column={2} title="患者信息" />);
    expect(screen.getByText("患者信息")).toBeTruthy();
    const term = screen.getByText("姓名");
    expect(term.tagName).toBe("DT");
    expect(term.textContent).toBe("姓名：");
    expect(screen.getByText("地址值").tagName).toBe("DD");
    expect(screen.getByText("地址值").parentElement?.style.gridColumn).toBe("span 2");
  });

  it("caps the columns at 4 and draws a bordered grid", () => {
    const { container } = render(<Descriptions items={items} column={8} bordered />);
    const list = container.querySelector("dl") as HTMLElement;
    expect(list.dataset.columns).toBe("4");
    expect(list.style.gridTemplateColumns).toBe("repeat(4, max-content minmax(0, 1fr))");
    expect(screen.getByText("姓名").textContent).toBe("姓名");
  });
});
