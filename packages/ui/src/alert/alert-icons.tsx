// Loaded only when an alert shows an icon or a close button, so a plain message costs no icon code.
import type { IconProps } from "../icon-base/create-icon";
import { CircleAlertIcon, CircleCheckIcon, CircleXIcon, InfoIcon, XIcon } from "../icon-base/glyphs";
import type { AlertType } from "./use-alert";

const byType = {
  success: CircleCheckIcon,
  info: InfoIcon,
  warning: CircleAlertIcon,
  error: CircleXIcon,
} as const;

/** The status mark of an alert's type. */
export function AlertTypeIcon({ type, ...rest }: IconProps & { type: AlertType }) {
  const Icon = byType[type];
  return <Icon {...rest} />;
}

export { XIcon as AlertCloseIcon };
