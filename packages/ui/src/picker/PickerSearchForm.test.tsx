import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createPortal } from "react-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PickerSearchForm } from "./PickerSearchForm";

afterEach(cleanup);

describe("PickerSearchForm", () => {
  it("searches on Enter without submitting the form whose field opened the picker", async () => {
    const onSearch = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={outerSubmit}>
        {createPortal(
          <PickerSearchForm fields={[{ name: "username", label: "用户账号" }]} onSearch={onSearch} />,
          document.body,
        )}
      </form>,
    );
    await userEvent.type(screen.getByLabelText("用户账号"), "kefu01{Enter}");
    expect(onSearch).toHaveBeenCalledWith({ username: "kefu01" });
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
