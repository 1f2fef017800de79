import { type ChangeEvent, type ClipboardEvent, type DragEvent, useEffect, useRef, useState } from "react";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { message } from "../message/message-api";
import { confirmStore } from "../modal/confirm-store";
import {
  fileAccessUrl,
  itemsFromValue,
  type UploadFunction,
  type UploadItem,
  valueOfItems,
} from "./upload-model";

/** Checks or transforms a file before it is sent: `false` drops it, a file replaces it (e.g. compressed). */
export type BeforeUpload = (file: File) => boolean | File | Promise<boolean | File>;

export interface UseUploadOptions {
  /** Comma-separated stored paths. */
  value?: string;
  defaultValue?: string;
  /** Called once no file is uploading any more, with the new value and the items. */
  onChange?: (value: string, items: UploadItem[]) => void;
  upload: UploadFunction;
  /** At most this many files; 0 = unlimited (JeecgBoot's `number`). */
  maxCount?: number;
  beforeUpload?: BeforeUpload;
  disabled?: boolean;
  /** Prefix of stored paths when shown (spec §7 `staticFileUrl`); full URLs are left alone. */
  staticDomain?: string;
}

let nextUid = 0;

/**
 * Behaviour of an upload field: items with statuses and progress, picking, drag-and-drop and paste, cancel,
 * remove after a confirm, reorder, and the value emitted only when every file has finished.
 */
export function useUpload({
  value,
  defaultValue,
  onChange,
  upload,
  maxCount = 0,
  beforeUpload,
  disabled = false,
  staticDomain,
}: UseUploadOptions) {
  const { t } = useLocale(uploadZhCN);
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value ?? defaultValue, staticDomain));
  const [dragging, setDragging] = useState(false);
  const emitted = useRef(valueOfItems(items));
  const touched = useRef(false);
  const controllers = useRef(new Map<string, AbortController>());

  // A value from outside (not the one just emitted) replaces the list.
  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    setItems(itemsFromValue(value, staticDomain));
  }, [value, staticDomain]);

  useEffect(() => {
    if (!touched.current || items.some((item) => item.status === "uploading")) return;
    const next = valueOfItems(items);
    if (next === emitted.current) return;
    emitted.current = next;
    onChange?.(next, items);
  }, [items, onChange]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (uid: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const send = async (file: File) => {
    const uid = `upload-${++nextUid}`;
    const controller = new AbortController();
    controllers.current.set(uid, controller);
    const item: UploadItem = {
      uid,
      name: file.name,
      type: file.type,
      size: file.size,
      status: "uploading",
      percent: 0,
      file,
    };
    setItems((list) => [...list, item]);
    try {
      const response = await upload(file, {
        signal: controller.signal,
        onProgress: (percent) => patch(uid, { percent }),
      });
      if (response.success) {
        patch(uid, {
          status: "done",
          percent: 100,
          path: response.message,
          url: fileAccessUrl(response.message, staticDomain),
        });
      } else {
        patch(uid, { status: "error", message: response.message || t("upload.failedGeneric") });
        message.error(t("upload.failed", { file: file.name }));
      }
    } catch (error) {
      if (controller.signal.aborted) {
        setItems((list) => list.filter((entry) => entry.uid !== uid));
        return;
      }
      const reason = (error as Error | undefined)?.message || t("upload.unknownError");
      patch(uid, { status: "error", message: reason });
      confirmStore.open({
        type: "error",
        title: t("upload.errorTitle"),
        content: t("upload.errorText", { message: reason }),
      });
    } finally {
      controllers.current.delete(uid);
    }
  };

  const active = items.filter((item) => item.status !== "removed").length;
  const canAdd = !disabled && (maxCount <= 0 || active < maxCount);

  const add = async (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    touched.current = true;
    const room = maxCount > 0 ? Math.max(0, maxCount - active) : files.length;
    for (const file of files.slice(0, room)) {
      const checked = beforeUpload ? await beforeUpload(file) : true;
      if (checked === false) continue;
      void send(checked === true ? file : checked);
    }
  };

  const cancel = (uid: string) => controllers.current.get(uid)?.abort();

  const remove = async (uid: string) => {
    const item = items.find((entry) => entry.uid === uid);
    if (!item || disabled) return;
    if (item.status === "uploading") return cancel(uid);
    const ok = await confirmStore.open({
      type: "confirm",
      title: t("upload.removeTitle"),
      content: t("upload.removeConfirm", { name: item.name }),
    });
    if (!ok) return;
    touched.current = true;
    setItems((list) => list.filter((entry) => entry.uid !== uid));
  };

  /** Moves an item one place; at either end it stays and says so (JeecgBoot's 已到最后~). */
  const move = (uid: string, step: -1 | 1) => {
    const from = items.findIndex((entry) => entry.uid === uid);
    const to = from + step;
    if (from < 0 || to < 0 || to >= items.length) {
      message.warning(t("upload.atEnd"));
      return;
    }
    touched.current = true;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    setItems(next);
  };

  const filesOf = (list: FileList | null | undefined) => Array.from(list ?? []);

  return {
    items,
    canAdd,
    disabled,
    dragging,
    add,
    cancel,
    remove,
    move,
    /** The hidden file input's change handler. */
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => {
      void add(filesOf(event.target.files));
      event.target.value = "";
    },
    /** Drag-and-drop and paste on the field (beyond the original). */
    dropTargetProps: {
      onDragOver: (event: DragEvent) => {
        if (!canAdd) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (canAdd) void add(filesOf(event.dataTransfer?.files));
      },
      onPaste: (event: ClipboardEvent) => {
        const files = filesOf(event.clipboardData?.files);
        if (!canAdd || files.length === 0) return;
        event.preventDefault();
        void add(files);
      },
    },
  };
}

export type UploadState = ReturnType<typeof useUpload>;
