import { clsx } from "clsx";
import { type ComponentPropsWithRef, lazy, type ReactNode, Suspense } from "react";
import { useLocale } from "../locale/use-locale";
import { alertZhCN } from "../locale/zh-CN/alert";
import { type AlertType, type UseAlertOptions, useAlert } from "./use-alert";

// The icons come with the first alert that shows one; meanwhile an empty box of the same size holds their place.
const AlertTypeIcon = lazy(() => import("./alert-icons").then((icons) => ({ default: icons.AlertTypeIcon })));
const AlertCloseIcon = lazy(() =>
  import("./alert-icons").then((icons) => ({ default: icons.AlertCloseIcon })),
);

const tones: Record<AlertType, { box: string; icon: string }> = {
  success: { box: "border-success/40 bg-success/10", icon: "text-success-text" },
  info: { box: "border-info/40 bg-info/10", icon: "text-info-text" },
  warning: { box: "border-warning/40 bg-warning/10", icon: "text-warning-text" },
  error: { box: "border-danger-focus bg-danger-fill", icon: "text-danger-text" },
};

export interface AlertProps extends UseAlertOptions, Omit<ComponentPropsWithRef<"div">, "role" | "title"> {
  /** The main text. */
  message: ReactNode;
  /** A longer explanation under the message (which then reads as a heading). */
  description?: ReactNode;
  /** Show the type's status icon before the message. */
  showIcon?: boolean;
  /** Show a 关闭 button (catalog text) that hides the alert. */
  closable?: boolean;
}

/** A status box for a page or form, as Ant Design's Alert, in the status tokens of the theme. */
export function Alert({
  type: typeOption,
  message,
  description,
  showIcon = false,
  closable = false,
  onClose,
  className,
  ...rest
}: AlertProps) {
  const { t } = useLocale(alertZhCN);
  const { type, role, visible, close } = useAlert({ type: typeOption, onClose });
  if (!visible) return null;
  const large = description != null;
  const iconSize = large ? "size-6" : "size-4";

  return (
    <div
      data-slot="alert"
      data-type={type}
      role={role}
      {...rest}
      className={clsx(
        "flex items-start gap-2 rounded-control-lg border font-sans text-control text-fg",
        large ? "px-6 py-4" : "px-4 py-2",
        tones[type].box,
        className,
      )}
    >
      {showIcon && (
        <span
          aria-hidden="true"
          className={clsx("inline-flex shrink-0", large ? "pt-0.5" : "pt-[3px]", tones[type].icon)}
        >
          <Suspense fallback={<span className={clsx("block", iconSize)} />}>
            <AlertTypeIcon type={type} className={iconSize} />
          </Suspense>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className={clsx(large && "mb-1 text-control-lg")}>{message}</div>
        {large && <div>{description}</div>}
      </div>
      {closable && (
        <button
          type="button"
          aria-label={t("alert.close")}
          onClick={close}
          className={clsx(
            "mt-[3px] inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-control-sm border-0",
            "bg-transparent p-0 text-fg-secondary transition-colors hover:text-fg",
            "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-focus",
          )}
        >
          <Suspense fallback={<span className="block size-3" />}>
            <AlertCloseIcon aria-hidden="true" className="size-3" />
          </Suspense>
        </button>
      )}
    </div>
  );
}
