import { clsx } from "clsx";
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleXIcon,
  InfoIcon,
  LoaderCircleIcon,
} from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { messageZhCN } from "../locale/zh-CN/message";

export type ToastType = "info" | "success" | "warning" | "error" | "loading";

const icons = {
  info: { Icon: InfoIcon, tone: "text-info" },
  success: { Icon: CircleCheckIcon, tone: "text-success" },
  warning: { Icon: CircleAlertIcon, tone: "text-warning" },
  error: { Icon: CircleXIcon, tone: "text-danger" },
  loading: { Icon: LoaderCircleIcon, tone: "text-primary animate-spin motion-reduce:animate-none" },
} as const;

/**
 * The coloured icon of a message or notification, with its kind spelled out for screen readers
 * (colour and shape alone would not tell them whether it is a success or an error).
 */
export function ToastIcon({ type, className }: { type: ToastType; className?: string }) {
  const { t } = useLocale(messageZhCN);
  const { Icon, tone } = icons[type];
  return (
    <>
      <Icon aria-hidden="true" className={clsx("shrink-0", tone, className)} />
      <span className="sr-only">{t(`message.${type}`)}</span>
    </>
  );
}
