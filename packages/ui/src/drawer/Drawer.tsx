import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { drawerZhCN } from "../locale/zh-CN/drawer";
import { type UseDrawerOptions, useDrawer } from "./use-drawer";

export type DrawerPlacement = "left" | "right" | "top" | "bottom";

export interface DrawerProps extends UseDrawerOptions, Omit<ComponentPropsWithRef<"div">, "title"> {
  /** The heading; it names the dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  children?: ReactNode;
  /** Below the body, e.g. 取消 / 保存 buttons. */
  footer?: ReactNode;
  /** At the right of the header, e.g. actions. */
  extra?: ReactNode;
  /** Default `right`. */
  placement?: DrawerPlacement;
  /** For left and right drawers: px or any CSS width. Default 378. */
  width?: number | string;
  /** For top and bottom drawers: px or any CSS height. Default 378. */
  height?: number | string;
  /** Show the close (×) button. Default true. */
  closable?: boolean;
  bodyClassName?: string;
}

const sides: Record<DrawerPlacement, string> = {
  right: "inset-y-0 right-0 max-w-[100vw]",
  left: "inset-y-0 left-0 max-w-[100vw]",
  top: "inset-x-0 top-0 max-h-[100vh]",
  bottom: "inset-x-0 bottom-0 max-h-[100vh]",
};

export const drawerOverlayClasses = "fixed inset-0 z-[1000] bg-mask";

export function drawerContentClasses(placement: DrawerPlacement = "right") {
  return clsx(
    "fixed z-[1000] flex flex-col bg-surface-elevated font-sans text-control text-fg shadow-overlay outline-none",
    sides[placement],
  );
}

const toCss = (size: number | string) => (typeof size === "number" ? `${size}px` : size);

/**
 * A panel that slides in from an edge (Radix Dialog): focus moves in and is trapped, Escape or the
 * mask closes it, focus returns to where it was. On mobile the console's menu uses one.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  maskClosable,
  keyboard,
  title,
  children,
  footer,
  extra,
  placement = "right",
  width = 378,
  height = 378,
  closable = true,
  bodyClassName,
  className,
  style,
  "aria-describedby": describedBy,
  ...rest
}: DrawerProps) {
  const { t } = useLocale(drawerZhCN);
  const drawer = useDrawer({ open, defaultOpen, onOpenChange, onClose, maskClosable, keyboard });
  const horizontal = placement === "left" || placement === "right";

  return (
    <Dialog.Root open={drawer.open} onOpenChange={drawer.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={drawerOverlayClasses} />
        <Dialog.Content
          {...rest}
          {...drawer.contentHandlers}
          aria-describedby={describedBy}
          data-placement={placement}
          className={clsx(drawerContentClasses(placement), className)}
          style={{ ...(horizontal ? { width: toCss(width) } : { height: toCss(height) }), ...style }}
        >
          <div className="flex items-center gap-3 border-b border-border-secondary px-6 py-4">
            <Dialog.Title
              className={clsx(
                "m-0 min-w-0 flex-1 break-words text-control-lg font-medium text-fg",
                title == null && "sr-only",
              )}
            >
              {title ?? rest["aria-label"]}
            </Dialog.Title>
            {extra != null && <div className="flex shrink-0 items-center gap-2">{extra}</div>}
            {closable && (
              <Dialog.Close
                aria-label={t("drawer.close")}
                className={
                  "inline-flex size-[22px] shrink-0 cursor-pointer items-center justify-center rounded-control-sm " +
                  "text-fg-secondary transition-colors hover:bg-fill-hover hover:text-fg " +
                  "focus-visible:outline-2 focus-visible:outline-primary-focus"
                }
              >
                <XIcon aria-hidden="true" size={16} />
              </Dialog.Close>
            )}
          </div>
          <div className={clsx("min-h-0 flex-1 overflow-auto break-words p-6", bodyClassName)}>
            {children}
          </div>
          {footer != null && <div className="border-t border-border-secondary px-4 py-2.5">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
