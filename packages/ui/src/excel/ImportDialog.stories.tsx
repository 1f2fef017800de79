import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { resetHosts, withHosts } from "../upload/story-support";
import { ImportDialog, type ImportDialogProps } from "./ImportDialog";
import type { ImportResponse } from "./import-model";

/** The dialog behind a list's 导入 button. */
function ImportButton(props: Omit<ImportDialogProps, "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>导入</Button>
      <ImportDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const answering = (response: ImportResponse) => fn(async (_form: FormData) => response);

const meta = {
  title: "Components/Excel/ImportDialog",
  component: ImportButton,
  tags: ["autodocs"],
  args: {
    importExcel: answering({ success: true, code: 200, message: "文件导入成功！数据行数：2" }),
    onOk: fn(),
  },
  beforeEach: resetHosts,
  decorators: [withHosts],
} satisfies Meta<typeof ImportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const xlsx = (name: string) =>
  new File(["xlsx"], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
const choose = async (
  dialog: HTMLElement,
  userEvent: { upload: (input: HTMLElement, files: File[]) => Promise<void> },
  files: File[],
) => userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, files);

/** 开始上传 stays disabled until a file is chosen. */
export const ChooseFirst: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "导入EXCEL" });
    await expect(within(dialog).getByRole("button", { name: "开始上传" })).toBeDisabled();
    await choose(dialog, userEvent, [xlsx("用户.xlsx")]);
    await expect(within(dialog).getByRole("listitem")).toHaveTextContent("用户.xlsx");
    await expect(within(dialog).getByRole("button", { name: "开始上传" })).toBeEnabled();
  },
};

/** Success: `files[]` and the optional fields posted once, the message shown, the dialog closed, ok emitted. */
export const Imported: Story = {
  tags: ["no-visual"],
  args: { isSingleTableImport: 1, foreignKeys: '{"orderId":"1"}' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "导入EXCEL" });
    await choose(dialog, userEvent, [xlsx("用户.xlsx")]);
    await userEvent.click(within(dialog).getByRole("button", { name: "开始上传" }));
    await expect(await screen.findByText("文件导入成功！数据行数：2")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    const form = (args.importExcel as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect((form.getAll("files[]") as File[]).map((file) => file.name)).toEqual(["用户.xlsx"]);
    await expect(form.get("isSingleTableImport")).toBe("1");
    await expect(form.get("foreignKeys")).toBe('{"orderId":"1"}');
  },
};

/** Code 201: the summary with a link to the failed rows, and the dialog still closes with ok. */
export const PartialFailure: Story = {
  tags: ["no-visual"],
  args: {
    importExcel: answering({
      success: true,
      code: 201,
      message: "文件导入成功，但有错误。",
      result: {
        msg: "总上传行数：3，已导入行数：2，错误行数：1",
        fileUrl: "/sys/common/static/import/err_1.xlsx",
        fileName: "err_1.xlsx",
      },
    }),
    reportUrl: (url: string) => `/jeecg-boot${url}`,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "导入EXCEL" });
    await choose(dialog, userEvent, [xlsx("用户.xlsx")]);
    await userEvent.click(within(dialog).getByRole("button", { name: "开始上传" }));
    const summary = await screen.findByRole("alertdialog", { name: "文件导入成功，但有错误。" });
    await expect(within(summary).getByText("总上传行数：3，已导入行数：2，错误行数：1")).toBeVisible();
    const link = within(summary).getByRole("link", { name: "点击下载" });
    await expect(link).toHaveAttribute("href", "/jeecg-boot/sys/common/static/import/err_1.xlsx");
    await expect(link).toHaveAttribute("download", "err_1.xlsx");
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};

/** A refusal: its message as a warning; the dialog stays open with the file. */
export const Refused: Story = {
  tags: ["no-visual"],
  args: {
    importExcel: answering({ success: false, message: "文件导入失败:文件不是有效的Excel(.xlsx)文件" }),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("dialog", { name: "导入EXCEL" });
    await choose(dialog, userEvent, [xlsx("坏.xlsx")]);
    await userEvent.click(within(dialog).getByRole("button", { name: "开始上传" }));
    await expect(await screen.findByText("文件导入失败:文件不是有效的Excel(.xlsx)文件")).toBeVisible();
    await expect(screen.getByRole("dialog", { name: "导入EXCEL" })).toBeVisible();
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};
