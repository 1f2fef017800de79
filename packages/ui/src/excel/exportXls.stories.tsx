import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { Button } from "../button";
import { resetHosts, withHosts } from "../upload/story-support";
import { type ExportXlsOptions, exportXls } from "./export-xls";

/** A list's 导出 button on `exportXls`; the saved name is shown for the test to read. */
function ExportButton(props: ExportXlsOptions) {
  return (
    <Button
      onClick={async () => {
        const name = await exportXls(props);
        document.body.dataset.exported = name ?? "";
      }}
    >
      导出
    </Button>
  );
}

const meta = {
  title: "Components/Excel/exportXls",
  component: ExportButton,
  tags: ["autodocs", "no-visual"],
  args: {
    download: fn(async () => ({ blob: new Blob(["xlsx"]), fileName: "用户列表.xlsx" })),
    params: { username: "admin", column: "createTime", order: "desc" },
    selections: ["1", "2"],
    fileName: "用户信息",
  },
  beforeEach: () => {
    delete document.body.dataset.exported;
    return resetHosts();
  },
  decorators: [withHosts],
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's parameters plus `selections=id1,id2`; saved under the server's name. */
export const ServerName: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await waitFor(() => expect(document.body.dataset.exported).toBe("用户列表.xlsx"));
    await expect(args.download).toHaveBeenCalledWith({
      username: "admin",
      column: "createTime",
      order: "desc",
      selections: "1,2",
    });
  },
};

/** No name from the server: the caller's, with `.xls`. */
export const CallerName: Story = {
  args: { download: fn(async () => ({ blob: new Blob(["xlsx"]) })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await waitFor(() => expect(document.body.dataset.exported).toBe("用户信息.xls"));
  },
};

/** Neither: 未知的文件. */
export const UnknownName: Story = {
  args: { download: fn(async () => ({ blob: new Blob(["xlsx"]) })), fileName: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await waitFor(() => expect(document.body.dataset.exported).toBe("未知的文件"));
  },
};

/** An empty answer: 文件下载失败, nothing saved. */
export const EmptyFile: Story = {
  args: { download: fn(async () => ({ blob: new Blob([]) })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await expect(await screen.findByText("文件下载失败")).toBeVisible();
    await expect(document.body.dataset.exported).toBe("");
  },
};

/** A JSON error in place of the file (thrown by the downloader with the server's message): that message. */
export const ServerError: Story = {
  args: {
    download: fn(async () => {
      throw new Error("请注意，将要排序的列字段不存在：id;drop table sys_user");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await expect(
      await screen.findByText("请注意，将要排序的列字段不存在：id;drop table sys_user"),
    ).toBeVisible();
  },
};
