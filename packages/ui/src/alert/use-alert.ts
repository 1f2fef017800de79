import { type MouseEvent, useState } from "react";

export type AlertType = "success" | "info" | "warning" | "error";

export interface UseAlertOptions {
  /** Default `info`. */
  type?: AlertType;
  /** Called with the close click; `event.preventDefault()` keeps the alert shown. */
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * An alert's role and closing: warnings and errors interrupt (`role="alert"`), success and info wait their
 * turn (`role="status"`); closed, it stays hidden unless the handler prevents it.
 */
export function useAlert({ type = "info", onClose }: UseAlertOptions) {
  const [visible, setVisible] = useState(true);
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    onClose?.(event);
    if (!event.defaultPrevented) setVisible(false);
  };
  const role = type === "warning" || type === "error" ? "alert" : "status";
  return { type, role, visible, close } as const;
}
