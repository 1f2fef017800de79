import type { ConfirmHandle, ConfirmOptions } from "./confirm-store";
import { confirmStore } from "./confirm-store";
import { Modal as ModalComponent } from "./Modal";

export { ModalHost } from "./ConfirmDialog";
export type { ConfirmEntry, ConfirmHandle, ConfirmOptions, ConfirmType } from "./confirm-store";
export type { ModalProps } from "./Modal";
export {
  modalBodyClasses,
  modalContentClasses,
  modalFooterClasses,
  modalHeaderButtonClasses,
  modalHeaderClasses,
  modalOverlayClasses,
  modalTitleClasses,
} from "./modal-classes";
export { type DragOffset, useDraggable } from "./use-draggable";
export { type UseModalOptions, useModal } from "./use-modal";

type TypedOptions = Omit<ConfirmOptions, "type">;

/**
 * `<Modal>` plus imperative dialogs (they need one `<ModalHost />` in the app):
 * `const ok = await Modal.confirm({ title, content, onOk })`, or keep the handle to `close()` / `update()`.
 */
export const Modal = Object.assign(ModalComponent, {
  /** 取消 / 确定; resolves true on OK. */
  confirm: (options: ConfirmOptions): ConfirmHandle => confirmStore.open({ type: "confirm", ...options }),
  info: (options: TypedOptions): ConfirmHandle => confirmStore.open({ ...options, type: "info" }),
  success: (options: TypedOptions): ConfirmHandle => confirmStore.open({ ...options, type: "success" }),
  warning: (options: TypedOptions): ConfirmHandle => confirmStore.open({ ...options, type: "warning" }),
  error: (options: TypedOptions): ConfirmHandle => confirmStore.open({ ...options, type: "error" }),
  /** Cancels every open imperative dialog. */
  destroyAll: () => confirmStore.destroyAll(),
});
