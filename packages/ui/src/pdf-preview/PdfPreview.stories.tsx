import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { PdfPreview } from "./PdfPreview";

/**
 * A stand-in for the server's preview page (same origin, as a blob URL): it reports what it was sent, and
 * from which origin, back to the story.
 */
const echoPage = URL.createObjectURL(
  new Blob(
    [
      `<!doctype html><title>echo</title><body><script>
        addEventListener("message", (event) => parent.postMessage({ echo: event.data, from: event.origin }, "*"));
      </script></body>`,
    ],
    { type: "text/html" },
  ),
);

const meta = {
  title: "Components/PdfPreview",
  component: PdfPreview,
  tags: ["autodocs", "no-visual"],
  args: {
    open: true,
    onOpenChange: fn(),
    previewUrl: echoPage,
    fileUrl: "/jeecg-boot/sys/common/static/temp/report_1.pdf",
    title: "检查报告",
    token: "token-123",
  },
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once loaded, the page gets the file's absolute URL, the title and the token by message, never in its URL. */
export const SendsByMessage: Story = {
  play: async () => {
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => {
      if (event.data?.echo) received.push(event.data);
    };
    window.addEventListener("message", listen);
    try {
      const dialog = await screen.findByRole("dialog", { name: "检查报告" });
      const frame = dialog.querySelector("iframe") as HTMLIFrameElement;
      await expect(frame.src).not.toContain("token-123");
      await waitFor(() =>
        expect(received).toContainEqual({
          echo: {
            url: `${location.origin}/jeecg-boot/sys/common/static/temp/report_1.pdf`,
            title: "检查报告",
            token: "token-123",
          },
          from: location.origin,
        }),
      );
    } finally {
      window.removeEventListener("message", listen);
    }
  },
};
