import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import {
  dropFiles,
  pasteFiles,
  pictureFile,
  resetHosts,
  scriptedUpload,
  textFile,
  withHosts,
} from "./story-support";
import { Upload } from "./Upload";

const meta = {
  title: "Components/Upload/Upload",
  component: Upload,
  tags: ["autodocs"],
  args: { upload: scriptedUpload(), onChange: fn() },
  beforeEach: resetHosts,
  decorators: [withHosts],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Two files picked at once: one change, after both are stored, with their paths comma-separated. */
export const FileList: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [textFile("牙片报告单.txt"), textFile("处方.txt")]);
    const list = await canvas.findByRole("list", { name: "已上传文件" });
    await waitFor(() =>
      expect(within(list).getByRole("link", { name: "下载 处方.txt" })).toHaveAttribute(
        "href",
        "temp/处方.txt",
      ),
    );
    await expect(within(list).getByRole("link", { name: "下载 牙片报告单.txt" })).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith("temp/牙片报告单.txt,temp/处方.txt", expect.any(Array)),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Stored paths get the static domain in front; full URLs stay as they are. */
export const StaticDomain: Story = {
  args: {
    defaultValue: "temp/a_1.pdf,https://cdn.example.com/b.pdf",
    staticDomain: "https://static.example.com/",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "下载 a_1.pdf" })).toHaveAttribute(
      "href",
      "https://static.example.com/temp/a_1.pdf",
    );
    await expect(canvas.getByRole("link", { name: "下载 b.pdf" })).toHaveAttribute(
      "href",
      "https://cdn.example.com/b.pdf",
    );
  },
};

/** `success: false`: '{file} 上传失败.' and the row's red mark with the server's message; nothing is emitted. */
export const Refused: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), textFile("fail-病历.txt"));
    await expect(await screen.findByText("fail-病历.txt 上传失败.")).toBeVisible();
    await expect(await canvas.findByText("存储空间已满")).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A transfer that breaks: the 上传出错 dialog with 错误信息：{message}. */
export const TransferError: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), textFile("crash.txt"));
    const dialog = await screen.findByRole("alertdialog", { name: "上传出错" });
    await expect(within(dialog).getByText("错误信息：网络中断")).toBeVisible();
    await expect(canvas.getByText("网络中断")).toBeVisible();
  },
};

/** A file still going up shows its progress and can be cancelled: it leaves the list, nothing is emitted. */
export const ProgressAndCancel: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), textFile("slow-影像.dcm"));
    const bar = await canvas.findByRole("progressbar", { name: "slow-影像.dcm 上传中" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await userEvent.click(canvas.getByRole("button", { name: "取消上传 slow-影像.dcm" }));
    await waitFor(() => expect(canvas.queryByRole("list")).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Removing asks first: 取消 keeps the file, 确定 removes it and emits the rest. */
export const RemoveAfterConfirm: Story = {
  tags: ["no-visual"],
  args: { defaultValue: "temp/a.pdf,temp/b.pdf" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 a.pdf" }));
    let dialog = await screen.findByRole("alertdialog", { name: "确认删除" });
    await expect(within(dialog).getByText("确定要删除文件“a.pdf”吗？")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("link", { name: "下载 a.pdf" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "删除 a.pdf" }));
    dialog = await screen.findByRole("alertdialog", { name: "确认删除" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith("temp/b.pdf", expect.any(Array)));
    await expect(canvas.queryByRole("link", { name: "下载 a.pdf" })).toBeNull();
  },
};

/** Files dropped on the field or pasted into it go up like picked ones (beyond the original). */
export const DropAndPaste: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const field = canvasElement.querySelector('[data-slot="upload"]') as HTMLElement;
    dropFiles(field, [textFile("拖入.txt")]);
    await canvas.findByRole("link", { name: "下载 拖入.txt" });
    pasteFiles(canvas.getByRole("button", { name: "上传" }), [textFile("粘贴.txt")]);
    await canvas.findByRole("link", { name: "下载 粘贴.txt" });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("temp/拖入.txt,temp/粘贴.txt", expect.any(Array)),
    );
  },
};

/** Picture cards: thumbnails of the stored images, an add card until `maxCount` is reached. */
export const PictureCard: Story = {
  args: { listType: "picture-card", upload: scriptedUpload({ asBlobUrl: true }), maxCount: 2 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await pictureFile("口腔.png"));
    await expect(await canvas.findByRole("img", { name: "口腔.png" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "上传" })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), await pictureFile("牙齿.png", 320, 240, 20));
    await canvas.findByRole("img", { name: "牙齿.png" });
    await expect(canvas.queryByRole("button", { name: "上传" })).toBeNull();
  },
};

/** A failed card: the red mark and the message in place of the thumbnail. */
export const PictureCardError: Story = {
  args: { listType: "picture-card" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await pictureFile("fail.png"));
    await expect(await canvas.findByText("存储空间已满")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "temp/a.pdf" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "上传" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "删除 a.pdf" })).toBeNull();
  },
};
