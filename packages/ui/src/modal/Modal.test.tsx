import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enUS, LocaleProvider } from "../locale";
import { type ConfirmHandle, type ConfirmOptions, confirmStore } from "./confirm-store";
import { Modal, ModalHost } from "./index";

afterEach(() => {
  Modal.destroyAll();
  cleanup();
});

function Toggle({ destroyOnClose }: { destroyOnClose?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal title="编辑" open={open} onOpenChange={setOpen} destroyOnClose={destroyOnClose}>
        <input aria-label="备注" defaultValue="" />
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a dialog named by its title, with 取消 and 确定 from the catalog and a labelled close button", () => {
    render(<Modal defaultOpen title="编辑患者" />);
    const dialog = screen.getByRole("dialog", { name: "编辑患者" });
    expect(dialog.style.width).toBe("520px");
    for (const name of ["取消", "确定", "关闭", "全屏"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("takes widths in px or any CSS unit", () => {
    const { rerender } = render(<Modal open title="甲" width={800} />);
    expect(screen.getByRole("dialog").style.width).toBe("800px");
    rerender(<Modal open title="甲" width="60%" />);
    expect(screen.getByRole("dialog").style.width).toBe("60%");
  });

  it("speaks en-US and honours okText, cancelText and footer={null}", () => {
    const { rerender } = render(
      <LocaleProvider catalog={enUS}>
        <Modal open title="Edit" />
      </LocaleProvider>,
    );
    for (const name of ["Cancel", "OK", "Close", "Full screen"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    rerender(<Modal open title="编辑" okText="保存" cancelText="返回" />);
    expect(screen.getByRole("button", { name: "保存" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "返回" })).toBeTruthy();
    rerender(<Modal open title="编辑" footer={null} closable={false} fullscreenToggle={false} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("cancels from the close button, 取消 and Escape", () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(<Modal open title="甲" onCancel={onCancel} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("ignores Escape with keyboard={false}", () => {
    const onCancel = vi.fn();
    render(<Modal open title="甲" keyboard={false} onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("closes an uncontrolled modal on OK, after a returned promise resolves, not when it rejects", async () => {
    let settle: { resolve: () => void; reject: () => void } | undefined;
    const onOk = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    render(<Modal defaultOpen title="甲" onOk={onOk} />);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("button", { name: /确定/ }).getAttribute("aria-busy")).toBe("true");
    await act(async () => settle?.reject());
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: "确定" }).getAttribute("aria-busy")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await act(async () => settle?.resolve());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("toggles fullscreen from the header button", () => {
    const onFullscreenChange = vi.fn();
    render(<Modal open title="甲" onFullscreenChange={onFullscreenChange} />);
    fireEvent.click(screen.getByRole("button", { name: "全屏" }));
    expect(screen.getByRole("dialog").dataset.fullscreen).toBe("true");
    expect(screen.getByRole("dialog").style.width).toBe("");
    expect(onFullscreenChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole("button", { name: "退出全屏" }));
    expect(screen.getByRole("dialog").dataset.fullscreen).toBeUndefined();
  });

  it("keeps the body's state across closes unless destroyOnClose", async () => {
    for (const [destroyOnClose, expected] of [
      [false, "已核对"],
      [true, ""],
    ] as const) {
      render(<Toggle destroyOnClose={destroyOnClose} />);
      const input = await screen.findByRole("textbox", { name: "备注" });
      fireEvent.change(input, { target: { value: "已核对" } });
      fireEvent.click(screen.getByRole("button", { name: "取消" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "打开" }));
      expect(((await screen.findByRole("textbox", { name: "备注" })) as HTMLInputElement).value).toBe(
        expected,
      );
      cleanup();
    }
  });

  it("returns focus to the element that opened it", async () => {
    render(<Toggle />);
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    const opener = screen.getByRole("button", { name: "打开" });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

/** Opens an imperative dialog inside act, so the host renders it at once. */
function openNow(open: (options: ConfirmOptions) => ConfirmHandle, options: ConfirmOptions): ConfirmHandle {
  let handle: ConfirmHandle | undefined;
  act(() => {
    handle = open(options);
  });
  return handle as ConfirmHandle;
}

describe("Modal.confirm", () => {
  it("waits for a host, then resolves true on OK after onOk", async () => {
    const onOk = vi.fn();
    const handle = Modal.confirm({ title: "确定删除吗？", content: "不可恢复", onOk });
    render(<ModalHost />);
    const dialog = screen.getByRole("alertdialog", { name: "确定删除吗？" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(handle).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("resolves false on 取消 or Escape and calls onCancel", async () => {
    render(<ModalHost />);
    const onCancel = vi.fn();
    const first = openNow(Modal.confirm, { title: "甲", onCancel });
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    const second = openNow(Modal.confirm, { title: "乙", onCancel });
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("stays open while onOk is pending and after it rejects", async () => {
    render(<ModalHost />);
    let reject: (() => void) | undefined;
    openNow(Modal.confirm, { title: "保存", onOk: () => new Promise<void>((_, fail) => (reject = fail)) });
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("button", { name: /确定/ }).getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: "取消" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => reject?.());
    expect(screen.getByRole("alertdialog", { name: "保存" })).toBeTruthy();
    expect(confirmStore.getSnapshot()[0]?.loading).toBe(false);
  });

  it("info, success, warning and error only have 确定; update() and close() work on the handle", async () => {
    render(<ModalHost />);
    for (const open of [Modal.info, Modal.success, Modal.warning, Modal.error]) {
      const handle = openNow(open, { title: "提示" });
      expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
      act(() => handle.update({ title: "已更新" }));
      expect(screen.getByRole("alertdialog", { name: "已更新" })).toBeTruthy();
      act(() => handle.close());
      await expect(handle).resolves.toBe(false);
    }
  });
});
