import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { ImageUpload } from "./ImageUpload";
import { dropFiles, pictureFile, resetHosts, scriptedUpload, textFile, withHosts } from "./story-support";

const meta = {
  title: "Components/Upload/ImageUpload",
  component: ImageUpload,
  tags: ["autodocs"],
  args: { upload: scriptedUpload({ asBlobUrl: true }), onChange: fn() },
  beforeEach: resetHosts,
  decorators: [withHosts],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/** Anything whose type lacks `image/` is refused with 请上传图片 and never sent. */
export const ImagesOnly: Story = {
  args: { upload: fn(scriptedUpload()) },
  play: async ({ args, canvasElement }) => {
    // The picker filters by `accept`, a drop does not: the check runs on every file.
    dropFiles(canvasElement.querySelector('[data-slot="upload"]') as HTMLElement, [textFile("病历.txt")]);
    await expect(await screen.findByText("请上传图片")).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** A 12-megapixel photo is scaled to fit 1920×1080 and sent as JPEG (quality 0.7), far smaller. */
const sent: File[] = [];
export const Compressed: Story = {
  tags: ["no-visual"],
  args: { upload: scriptedUpload({ asBlobUrl: true, sent }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    sent.length = 0;
    const photo = await pictureFile("全景片.png", 4000, 3000);
    await userEvent.upload(fileInput(canvasElement), photo);
    // Drawing and encoding 12 megapixels takes a while on a loaded machine.
    await canvas.findByRole("img", { name: "全景片.jpg" }, { timeout: 15_000 });
    const [file] = sent;
    await expect(file?.type).toBe("image/jpeg");
    await expect(file?.name).toBe("全景片.jpg");
    const bitmap = await createImageBitmap(file as File);
    await expect([bitmap.width, bitmap.height]).toEqual([1440, 1080]);
    await expect(file?.size).toBeLessThan(photo.size);
  },
};

/** The arrows reorder the images; at either end: 已到最后~. */
export const Reorder: Story = {
  // Not a visual baseline: thumbnails are canvas-encoded JPEGs whose bytes vary between runs; its play test checks the order and 已到最后~.
  tags: ["no-visual"],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), [
      await pictureFile("一.png"),
      await pictureFile("二.png", 320, 240, 20),
    ]);
    await canvas.findByRole("img", { name: "二.jpg" });
    await userEvent.click(canvas.getByRole("button", { name: "前移 一.jpg" }));
    await expect(await screen.findByText("已到最后~")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "后移 一.jpg" }));
    const names = () =>
      within(canvas.getByRole("list", { name: "已上传文件" }))
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt"));
    await waitFor(() => expect(names()).toEqual(["二.jpg", "一.jpg"]));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.any(String), [
        expect.objectContaining({ name: "二.jpg" }),
        expect.objectContaining({ name: "一.jpg" }),
      ]),
    );
  },
};

/** The eye opens the image in a lightbox titled with its name. */
export const Preview: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), await pictureFile("咬合.png"));
    await canvas.findByRole("img", { name: "咬合.jpg" });
    await userEvent.click(canvas.getByRole("button", { name: "预览 咬合.jpg" }));
    const dialog = await screen.findByRole("dialog", { name: "咬合.jpg" });
    await expect(within(dialog).getByRole("img", { name: "咬合.jpg" })).toBeVisible();
  },
};
