import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { resetHosts, scriptedUpload, textFile, withHosts } from "./story-support";
import { UploadPopup } from "./UploadPopup";

const meta = {
  title: "Components/Upload/UploadPopup",
  component: UploadPopup,
  tags: ["autodocs"],
  args: { upload: scriptedUpload(), onChange: fn(), onOk: fn() },
  beforeEach: resetHosts,
  decorators: [withHosts],
} satisfies Meta<typeof UploadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cell: each stored file as a paperclip and its first 5 characters with an ellipsis. */
export const StoredFiles: Story = {
  args: { value: "temp/牙片报告单_1700000000000.pdf,temp/x.pdf" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "下载 牙片报告单_1700000000000.pdf" })).toHaveTextContent(
      "牙片报告单...",
    );
    await expect(canvas.getByRole("link", { name: "下载 x.pdf" })).toHaveTextContent("x.pdf");
  },
};

/** OK with nothing stored says 未上传任何文件 and keeps the dialog open (width 520). */
export const NothingUploaded: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "上传" }));
    const dialog = await screen.findByRole("dialog", { name: "上传" });
    await expect(dialog).toHaveStyle({ width: "520px" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await screen.findByText("未上传任何文件")).toBeVisible();
    await expect(screen.getByRole("dialog", { name: "上传" })).toBeVisible();
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

/** Upload in the dialog, then OK: the value and the files (name, url, path, status done, id). */
export const UploadAndConfirm: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "上传" }));
    const dialog = await screen.findByRole("dialog", { name: "上传" });
    await userEvent.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      textFile("处方单.txt"),
    );
    await within(dialog).findByRole("link", { name: "下载 处方单.txt" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith("temp/处方单.txt");
    await expect(args.onOk).toHaveBeenCalledWith([
      expect.objectContaining({
        name: "处方单.txt",
        path: "temp/处方单.txt",
        url: "temp/处方单.txt",
        status: "done",
      }),
    ]);
  },
};
