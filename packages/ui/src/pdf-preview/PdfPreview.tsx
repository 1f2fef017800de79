import { type ReactNode, useRef } from "react";
import { useLocale } from "../locale/use-locale";
import { pdfPreviewZhCN } from "../locale/zh-CN/pdfPreview";
import { Modal } from "../modal/Modal";

export interface PdfPreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The preview page, e.g. `<api>/sys/common/pdf/pdfPreviewIframe`. */
  previewUrl: string;
  /** The PDF to show; the page fetches only URLs of its own origin. */
  fileUrl: string;
  /** Shown as the dialog's and the page's title. */
  title?: ReactNode;
  /** Sent to the page by message (never in a URL) so it can fetch a protected file. */
  token?: string | null;
  /** Default 1000. */
  width?: number;
}

/** The origin a message may go to: the preview page's own, so a token never reaches a page it navigated to. */
export function previewOrigin(previewUrl: string): string {
  return new URL(previewUrl, window.location.href).origin;
}

/**
 * JeecgBoot's PDF preview: the server's preview page in an iframe, in a modal with fullscreen; once the page
 * has loaded it gets `{ url, title, token }` by `postMessage`, addressed to its origin only.
 */
export function PdfPreview({
  open,
  onOpenChange,
  previewUrl,
  fileUrl,
  title,
  token,
  width = 1000,
}: PdfPreviewProps) {
  const { t } = useLocale(pdfPreviewZhCN);
  const frame = useRef<HTMLIFrameElement>(null);
  const heading = title ?? t("pdfPreview.title");
  const send = () => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const absolute = new URL(fileUrl, window.location.href).href;
    target.postMessage(
      { url: absolute, title: typeof heading === "string" ? heading : undefined, token: token ?? undefined },
      previewOrigin(previewUrl),
    );
  };
  return (
    <Modal
      open={open}
      title={heading}
      width={width}
      footer={null}
      fullscreenToggle
      onCancel={() => onOpenChange(false)}
      destroyOnClose
    >
      <iframe
        ref={frame}
        src={previewUrl}
        title={typeof heading === "string" ? heading : t("pdfPreview.title")}
        onLoad={send}
        className="h-[70vh] w-full border-0"
      />
    </Modal>
  );
}
