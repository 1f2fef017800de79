import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useCallback, useState } from "react";
import { Button, type ButtonOwnProps } from "../button";
import { Maximize2Icon, Minimize2Icon, XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { modalZhCN } from "../locale/zh-CN/modal";
import {
  modalBodyClasses,
  modalContentClasses,
  modalFooterClasses,
  modalHeaderButtonClasses,
  modalHeaderClasses,
  modalOverlayClasses,
  modalTitleClasses,
} from "./modal-classes";
import { type UseModalOptions, useModal } from "./use-modal";

type ExtraButtonProps = Omit<ButtonOwnProps, "onClick" | "loading" | "children">;

export interface ModalProps
  extends UseModalOptions,
    Omit<ComponentPropsWithRef<"div">, "title" | "onCancel" | "draggable"> {
  /** The heading; it names the dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the 取消 / 确定 buttons; `null` shows no footer at all. */
  footer?: ReactNode;
  /** Default 确定 (`modal.ok`). */
  okText?: ReactNode;
  /** Default 取消 (`modal.cancel`). */
  cancelText?: ReactNode;
  okButtonProps?: ExtraButtonProps;
  cancelButtonProps?: ExtraButtonProps;
  /** Show the close (×) button. Default true. */
  closable?: boolean;
  /** Show the fullscreen toggle in the header. Default true (spec: "Modal supports a fullscreen toggle"). */
  fullscreenToggle?: boolean;
  /** Number of px, or any CSS width (`"60%"`). Default 520. Never wider than the window. */
  width?: number | string;
  /** Centre vertically instead of 100 px from the top. */
  centered?: boolean;
  /**
   * Unmount the body when closed, so it starts fresh next time. Default false: the body mounts on first
   * open and keeps its state (typed text, scroll) across closes, as in Ant Design.
   */
  destroyOnClose?: boolean;
  bodyClassName?: string;
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape or the mask cancels, focus
 * returns to where it was. Header with title, fullscreen toggle and close; pointer-drag the header to
 * move it. The default footer has 取消 and 确定 from the catalog. Imperative dialogs: `Modal.confirm`
 * (and `info`, `success`, `warning`, `error`) with one `<ModalHost />` rendered in the app.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  onOk,
  onCancel,
  confirmLoading,
  maskClosable,
  keyboard,
  fullscreen,
  defaultFullscreen,
  onFullscreenChange,
  draggable = true,
  title,
  children,
  footer,
  okText,
  cancelText,
  okButtonProps,
  cancelButtonProps,
  closable = true,
  fullscreenToggle = true,
  width = 520,
  centered = false,
  destroyOnClose = false,
  bodyClassName,
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: ModalProps) {
  const { t } = useLocale(modalZhCN);
  const modal = useModal({
    open,
    defaultOpen,
    onOpenChange,
    onOk,
    onCancel,
    confirmLoading,
    maskClosable,
    keyboard,
    fullscreen,
    defaultFullscreen,
    onFullscreenChange,
    draggable,
  });
  const body = useKeptBody(modal.open, !destroyOnClose);
  const { offset } = modal.drag;
  const ariaLabel = rest["aria-label"];

  return (
    <Dialog.Root open={modal.open} onOpenChange={modal.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-modal-mask="" className={modalOverlayClasses({ fullscreen: modal.fullscreen })}>
          <Dialog.Content
            {...rest}
            {...modal.contentHandlers}
            aria-describedby={describedBy}
            data-draggable-box=""
            data-fullscreen={modal.fullscreen || undefined}
            className={clsx(modalContentClasses({ fullscreen: modal.fullscreen, centered }), className)}
            style={{
              ...(!modal.fullscreen && { width: typeof width === "number" ? `${width}px` : width }),
              ...((offset.x !== 0 || offset.y !== 0) &&
                !modal.fullscreen && { translate: `${offset.x}px ${offset.y}px` }),
              ...style,
            }}
          >
            {title == null && !closable && !fullscreenToggle ? (
              <Dialog.Title className="sr-only">{ariaLabel}</Dialog.Title>
            ) : (
              <div
                {...modal.drag.handleProps}
                className={clsx(
                  modalHeaderClasses,
                  modal.fullscreen && "rounded-none",
                  draggable && !modal.fullscreen && "cursor-move touch-none select-none",
                )}
              >
                <Dialog.Title className={clsx(modalTitleClasses, title == null && "sr-only")}>
                  {title ?? ariaLabel}
                </Dialog.Title>
                {fullscreenToggle && (
                  <button
                    type="button"
                    className={modalHeaderButtonClasses}
                    aria-label={modal.fullscreen ? t("modal.exitFullscreen") : t("modal.fullscreen")}
                    onClick={modal.toggleFullscreen}
                  >
                    {modal.fullscreen ? (
                      <Minimize2Icon aria-hidden="true" size={14} />
                    ) : (
                      <Maximize2Icon aria-hidden="true" size={14} />
                    )}
                  </button>
                )}
                {closable && (
                  <button
                    type="button"
                    className={modalHeaderButtonClasses}
                    aria-label={t("modal.close")}
                    onClick={modal.cancel}
                  >
                    <XIcon aria-hidden="true" size={16} />
                  </button>
                )}
              </div>
            )}
            <div
              ref={body.attach}
              className={clsx(modalBodyClasses, modal.fullscreen && "flex-1 overflow-auto", bodyClassName)}
            >
              {body.kept ? null : children}
            </div>
            {footer === undefined ? (
              <div className={modalFooterClasses}>
                <Button {...cancelButtonProps} onClick={modal.cancel}>
                  {cancelText ?? t("modal.cancel")}
                </Button>
                <Button variant="primary" {...okButtonProps} loading={modal.okLoading} onClick={modal.ok}>
                  {okText ?? t("modal.ok")}
                </Button>
              </div>
            ) : footer === null ? null : (
              <div className={modalFooterClasses}>{footer}</div>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
      {body.kept && body.holder && (
        // The body lives in a detached holder that is put inside the dialog while it is open, so it
        // keeps its state while closed (Radix unmounts closed content, which would reset it).
        <Dialog.Portal forceMount container={body.holder}>
          <div className="contents">{children}</div>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}

/**
 * Keeps a dialog's body mounted after its first opening: the body renders into a holder element
 * that is attached to the dialog's body slot whenever the dialog is open.
 */
function useKeptBody(open: boolean, keep: boolean) {
  const [holder] = useState(() => {
    if (typeof document === "undefined") return null;
    const element = document.createElement("div");
    element.style.display = "contents";
    return element;
  });
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const kept = keep && opened && holder !== null;
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (!slot || !kept || !holder) return;
      slot.appendChild(holder);
      slot.addEventListener("keydown", wrapTab);
    },
    [kept, holder],
  );
  return { kept, holder, attach };
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control of the dialog back to the first (and Shift+Tab the other way) for keys
 * pressed in a kept body: its React events do not pass through Radix's focus scope, which does this
 * for the rest of the dialog.
 */
function wrapTab(event: KeyboardEvent) {
  if (event.key !== "Tab" || event.defaultPrevented) return;
  const dialog = (event.currentTarget as HTMLElement).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(tabbable)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!event.shiftKey && document.activeElement === last && first) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first && last) {
    event.preventDefault();
    last.focus();
  }
}
