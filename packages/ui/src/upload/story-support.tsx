// Story-only helpers: a scripted upload function and the hosts the imperative dialogs and toasts need.
import type { Decorator } from "@storybook/react-vite";
import { MessageHost } from "../message/MessageHost";
import { message } from "../message/message-api";
import { ModalHost } from "../modal/ConfirmDialog";
import { confirmStore } from "../modal/confirm-store";
import type { UploadFunction } from "./upload-model";

/** Message and dialog hosts, emptied before and after each story. */
export const withHosts: Decorator = (Story) => (
  <div className="min-h-[360px]">
    <Story />
    <MessageHost />
    <ModalHost />
  </div>
);

export function resetHosts() {
  message.destroy();
  confirmStore.destroyAll();
  return () => {
    message.destroy();
    confirmStore.destroyAll();
  };
}

/**
 * The upload function by file name, as a server would answer: `fail…` → `success: false`, `crash…` → a
 * rejected transfer, `slow…` → stops at 40 % until cancelled; anything else is stored under `temp/`
 * (or as a blob URL with `asBlobUrl`, so picture cards show the real image).
 */
export function scriptedUpload({ asBlobUrl = false, sent = [] as File[] } = {}): UploadFunction {
  return (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      sent.push(file);
      const cancelled = () => reject(new DOMException("cancelled", "AbortError"));
      signal.addEventListener("abort", cancelled, { once: true });
      onProgress(40);
      if (file.name.startsWith("slow")) return;
      setTimeout(() => {
        if (file.name.startsWith("crash")) return reject(new Error("网络中断"));
        if (file.name.startsWith("fail")) return resolve({ success: false, message: "存储空间已满" });
        onProgress(100);
        resolve({ success: true, message: asBlobUrl ? URL.createObjectURL(file) : `temp/${file.name}` });
      }, 30);
    });
}

/** A real picture drawn on a canvas: a gradient with a disc, `width`×`height`, as PNG. */
export async function pictureFile(name: string, width = 320, height = 240, hue = 200): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 70% 55%)`);
  gradient.addColorStop(1, `hsl(${hue + 60} 70% 35%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = "rgba(255,255,255,0.8)";
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  context.fill();
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new File([blob], name, { type: "image/png" });
}

/** Files dropped on or pasted into an element, as the browser would deliver them. */
export function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
}

export function pasteFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: data }));
}

export const textFile = (name: string, text = "hello") => new File([text], name, { type: "text/plain" });
