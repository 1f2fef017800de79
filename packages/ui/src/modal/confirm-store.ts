import type { ReactNode } from "react";

export type ConfirmType = "confirm" | "info" | "success" | "warning" | "error";

export interface ConfirmOptions {
  /** The heading; it names the dialog. */
  title?: ReactNode;
  content?: ReactNode;
  /** `confirm` has 取消 and 确定; the others only 确定. Default `confirm`. */
  type?: ConfirmType;
  /** Replaces the type's icon; `null` for none. */
  icon?: ReactNode;
  /** Default 确定 (`modal.ok`). */
  okText?: ReactNode;
  /** Default 取消 (`modal.cancel`). */
  cancelText?: ReactNode;
  /** A destructive OK button (red). */
  okDanger?: boolean;
  /**
   * Called on OK. A returned promise shows the button loading; the dialog closes when it resolves
   * and stays open when it rejects (so the user can retry or cancel).
   */
  onOk?: () => unknown;
  /** Called on 取消, Escape, or `close()` from the handle. */
  onCancel?: () => void;
  /** Default 416. */
  width?: number | string;
  centered?: boolean;
  /** A click on the mask cancels. Default false. */
  maskClosable?: boolean;
  /** Escape cancels. Default true. */
  keyboard?: boolean;
}

/** What `Modal.confirm` returns: a promise of the outcome (true for OK), plus control over the dialog. */
export interface ConfirmHandle extends Promise<boolean> {
  /** Closes as if cancelled (resolves false). */
  close(): void;
  /** Changes title, content or anything else while it is open. */
  update(options: Partial<ConfirmOptions>): void;
}

export interface ConfirmEntry {
  readonly id: number;
  readonly options: ConfirmOptions;
  readonly loading: boolean;
  /** The element that had focus when the dialog was asked for; it gets focus back. */
  readonly returnFocus: HTMLElement | null;
}

let entries: readonly ConfirmEntry[] = [];
const listeners = new Set<() => void>();
const settlers = new Map<number, (ok: boolean) => void>();
let nextId = 1;

function commit(next: readonly ConfirmEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function patch(id: number, change: Partial<Omit<ConfirmEntry, "id">>) {
  commit(entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
}

function finish(id: number, ok: boolean) {
  const settle = settlers.get(id);
  if (!settle) return;
  settlers.delete(id);
  commit(entries.filter((entry) => entry.id !== id));
  settle(ok);
}

export const confirmStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => entries,
  getServerSnapshot: (): readonly ConfirmEntry[] => [],

  open(options: ConfirmOptions): ConfirmHandle {
    const id = nextId++;
    const active = typeof document === "undefined" ? null : document.activeElement;
    const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
    const promise = new Promise<boolean>((resolve) => settlers.set(id, resolve));
    commit([...entries, { id, options, loading: false, returnFocus }]);
    return Object.assign(promise, {
      close: () => confirmStore.cancel(id),
      update: (change: Partial<ConfirmOptions>) => {
        const entry = entries.find((candidate) => candidate.id === id);
        if (entry) patch(id, { options: { ...entry.options, ...change } });
      },
    });
  },

  async ok(id: number) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry || entry.loading) return;
    const result = entry.options.onOk?.();
    if (typeof (result as PromiseLike<unknown> | undefined)?.then !== "function") {
      finish(id, true);
      return;
    }
    patch(id, { loading: true });
    try {
      await result;
      finish(id, true);
    } catch {
      patch(id, { loading: false });
    }
  },

  cancel(id: number) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    entry.options.onCancel?.();
    finish(id, false);
  },

  /** Closes every open confirm dialog as cancelled (e.g. on logout or route change). */
  destroyAll() {
    for (const entry of entries) confirmStore.cancel(entry.id);
  },
};
