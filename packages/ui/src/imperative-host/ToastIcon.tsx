import { clsx } from "clsx";
import { CircleCheck, CircleExclamationPoint, CircleX, Info, LoaderCircle } from "lucide-react";
import { useLocale } from "../locale/use-locale";
import { messageZhCN } from "../locale/zh-CN/message";

export type ToastType = "info" | "success" | "warning" | "error" | "loading";

const icons = {
  info: { Icon: Info, tone: "text-info" },
  success: { Icon: CircleCheck, tone: "text-success" },
  warning: { Icon: CircleExclamationPoint, tone: "text-warning" },
  error: { Icon: CircleX, tone: "text-danger" },
  loading: { Icon: LoaderCircle, tone: "text-primary animate-spin motion-reduce:animate-none" },
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
