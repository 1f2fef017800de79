import { clsx } from "clsx";
import { useEffect } from "react";
import { XIcon } from "../icon-base/glyphs";
import type { HostEntry } from "../imperative-host/imperative-store";
import { ToastIcon } from "../imperative-host/ToastIcon";
import { useAutoClose } from "../imperative-host/use-auto-close";
import { useLocale } from "../locale/use-locale";
import { notificationZhCN } from "../locale/zh-CN/notification";
import {
  DEFAULT_NOTIFICATION_DURATION,
  type NotificationOptions,
  type NotificationPlacement,
  notificationStore,
} from "./notification-api";
import { useNotifications } from "./use-notifications";

export interface NotificationHostProps {
  /** At most this many at once in each corner; the oldest close first. */
  maxCount?: number;
  /** Added to each corner's container. */
  className?: string;
}

const placements: Record<NotificationPlacement, string> = {
  topRight: "top-6 right-6 flex-col",
  topLeft: "top-6 left-6 flex-col",
  bottomRight: "bottom-6 right-6 flex-col-reverse",
  bottomLeft: "bottom-6 left-6 flex-col-reverse",
};

const order = Object.keys(placements) as NotificationPlacement[];

/**
 * Renders the notifications of `notification.*` in the corners of the viewport. Render it once, after the
 * app's content (so Tab goes on from the page to a notification's buttons). Each corner is a live region
 * that is always present, so a notification is announced when it appears.
 */
export function NotificationHost({ maxCount, className }: NotificationHostProps) {
  const { notifications } = useNotifications();
  const byPlacement = (placement: NotificationPlacement) =>
    notifications.filter((entry) => (entry.props.placement ?? "topRight") === placement);
  const limited = (entries: readonly HostEntry<NotificationOptions>[]) =>
    maxCount !== undefined && maxCount > 0 ? entries.slice(-maxCount) : entries;

  useEffect(() => {
    for (const placement of order) {
      const here = byPlacement(placement);
      const kept = new Set(limited(here));
      for (const entry of here) if (!kept.has(entry)) notificationStore.close(entry.key);
    }
  });

  return order.map((placement) => {
    const shown = limited(byPlacement(placement));
    return (
      <div
        key={placement}
        aria-live="polite"
        aria-atomic="false"
        data-placement={placement}
        className={clsx(
          "pointer-events-none fixed z-[2050] flex max-w-[calc(100vw-48px)] gap-4",
          placements[placement],
          className,
        )}
      >
        {shown.map((entry) => (
          <NotificationItem key={entry.key} entry={entry} />
        ))}
      </div>
    );
  });
}

function NotificationItem({ entry }: { entry: HostEntry<NotificationOptions> }) {
  const { t } = useLocale(notificationZhCN);
  const {
    type,
    title,
    description,
    actions,
    icon,
    duration = DEFAULT_NOTIFICATION_DURATION,
    className,
  } = entry.props;
  const close = () => notificationStore.close(entry.key);
  const { pauseProps } = useAutoClose({ duration, onClose: close, restartKey: entry.version });
  const shownIcon = icon ?? (type ? <ToastIcon type={type} className="size-6" /> : null);

  return (
    <div
      {...pauseProps}
      data-type={type}
      className={clsx(
        "pointer-events-auto relative flex w-96 max-w-full gap-3 rounded-control-lg bg-surface-elevated",
        "p-4 pe-12 font-sans text-control text-fg shadow-overlay",
        className,
      )}
    >
      {shownIcon != null && <span className="flex shrink-0 items-start">{shownIcon}</span>}
      <div className="min-w-0 flex-1 break-words">
        <div className="text-control-lg text-fg">{title}</div>
        {description != null && <div className="mt-2 text-fg">{description}</div>}
        {actions != null && <div className="mt-4 flex justify-end gap-2">{actions}</div>}
      </div>
      <button
        type="button"
        aria-label={t("notification.close")}
        onClick={close}
        className={clsx(
          "absolute top-4 right-4 inline-flex size-6 cursor-pointer items-center justify-center rounded-control-sm",
          "border-0 bg-transparent text-fg-secondary transition-colors hover:bg-fill-hover hover:text-fg",
          "focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-primary-focus",
        )}
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
