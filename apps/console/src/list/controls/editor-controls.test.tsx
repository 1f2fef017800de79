import type { Field } from "@kanya/core/resource";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldLoaders } from "../use-field-loaders";
import { MarkdownControl } from "./editor-controls";

afterEach(cleanup);

const field = { name: "content", label: "说明", control: "markdown" } as unknown as Field;

describe("MarkdownControl", () => {
  it("hands the editor the console's image uploader (上传图片 sends the chosen image through it)", async () => {
    const uploadImage = vi.fn(async () => "/sys/common/static/temp/logo.png");
    render(<MarkdownControl field={field} loaders={{ uploadImage } as unknown as FieldLoaders} value="" />);
    const button = await screen.findByRole("button", { name: "上传图片" });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]');
    if (!input) throw new Error("no file input");
    const file = new File(["png"], "logo.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(file));
  });

  it("offers no upload while the field is disabled", () => {
    const uploadImage = vi.fn(async () => "/x.png");
    render(
      <MarkdownControl
        field={field}
        loaders={{ uploadImage } as unknown as FieldLoaders}
        value=""
        disabled
      />,
    );
    expect(screen.queryByRole("button", { name: "上传图片" })).toBeNull();
  });
});
