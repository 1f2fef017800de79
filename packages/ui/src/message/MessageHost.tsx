import { clsx } from "clsx";
import { type ComponentPropsWithRef, useEffect } from "react";
import type { HostEntry } from "../imperative-host/imperative-store";
import { ToastIcon } from "../imperative-host/ToastIcon";
import { useAutoClose } from "../imperative-host/use-auto-close";
import { DEFAULT_MESSAGE_DURATION, type MessageOptions, messageStore } from "./message-api";
import { useMessages } from "./use-messages";

export interface MessageHostProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** At most this many at once; the oldest close first. */
  maxCount?: number;
}

/**
 * Renders the messages of `message.*`: a live region fixed at the top centre of the viewport. Render it once;
 * it is always present (empty when idle) so that screen readers announce each message as it is added.
 */
export function MessageHost({ maxCount, className, ...rest }: MessageHostProps) {
  const { messages } = useMessages();
  const overflow = maxCount !== undefined && maxCount > 0 ? Math.max(0, messages.length - maxCount) : 0;

  useEffect(() => {
    for (const entry of messages.slice(0, overflow)) messageStore.close(entry.key);
  }, [messages, overflow]);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      {...rest}
      className={clsx(
        "pointer-events-none fixed inset-x-0 top-2 z-[2010] flex flex-col items-center gap-2 px-4",
        className,
      )}
    >
      {messages.slice(overflow).map((entry) => (
        <MessageItem key={entry.key} entry={entry} />
      ))}
    </div>
  );
}

function MessageItem({ entry }: { entry: HostEntry<MessageOptions> }) {
  const { type = "info", content, duration = DEFAULT_MESSAGE_DURATION, icon, className } = entry.props;
  const { pauseProps } = useAutoClose({
    duration,
    onClose: () => messageStore.close(entry.key),
    restartKey: entry.version,
  });
  return (
    <div
      {...pauseProps}
      data-type={type}
      className={clsx(
        "pointer-events-auto inline-flex max-w-full items-center gap-2 rounded-control-lg bg-surface-elevated",
        "px-3 py-[9px] font-sans text-control text-fg shadow-overlay",
        className,
      )}
    >
      {icon ?? <ToastIcon type={type} className="size-4" />}
      <span className="min-w-0 break-words">{content}</span>
    </div>
  );
}
