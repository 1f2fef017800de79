import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RowActions } from "./RowActions";

afterEach(cleanup);

describe("RowActions", () => {
  const draft = { id: "1", status: "0" };
  const released = { id: "2", status: "1" };
  const actions = {
    onEdit: vi.fn(),
    editable: (row: Record<string, unknown>) => row.status === "0",
    more: () => [{ key: "view", label: "查看" }],
  };

  it("shows 编辑 on the rows `editable` allows and edits that row", () => {
    render(<RowActions row={draft} actions={actions} />);
    fireEvent.click(screen.getByRole("button", { name: "编辑" }));
    expect(actions.onEdit).toHaveBeenCalledWith(draft);
  });

  it("leaves 编辑 out of the other rows but keeps 更多", () => {
    render(<RowActions row={released} actions={actions} />);
    expect(screen.queryByRole("button", { name: "编辑" })).toBeNull();
    expect(screen.getByRole("button", { name: /更多/ }).tagName).toBe("BUTTON");
  });
});
