import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useLocale } from "../locale/use-locale";
import { badgeZhCN } from "../locale/zh-CN/badge";

export type BadgeStatus = "default" | "processing" | "success" | "warning" | "error";

export interface BadgeProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  /** The number (or any node) shown; 0 hides it unless `showZero`. */
  count?: ReactNode;
  /** Counts above this show as `99+`. Default 99. */
  overflowCount?: number;
  showZero?: boolean;
  /** A small red dot instead of the count. */
  dot?: boolean;
  /** A status dot with `text` beside it, for standalone use (e.g. in a table cell). */
  status?: BadgeStatus;
  text?: ReactNode;
  /** The element the count or dot sits on (an avatar, an icon, a bell). */
  children?: ReactNode;
}

const statusDots: Record<BadgeStatus, string> = {
  default: "bg-fg-disabled",
  processing: "bg-primary",
  success: "bg-success",
  warning: "bg-warning",
  error: "bg-danger",
};

/** What a badge shows: the count text (with overflow), a dot, or nothing. */
export function useBadge({
  count,
  overflowCount = 99,
  showZero = false,
  dot = false,
}: Pick<BadgeProps, "count" | "overflowCount" | "showZero" | "dot">) {
  const { t } = useLocale(badgeZhCN);
  const isNumber = typeof count === "number";
  const hidden = count == null || count === "" || (isNumber && count <= 0 && !(showZero && count === 0));
  const text: ReactNode =
    isNumber && count > overflowCount ? t("badge.overflow", { count: overflowCount }) : count;
  return { hidden: hidden && !dot, dot, text };
}

/** A count or dot on a corner of its child, or a status dot with text. */
export function Badge({
  count,
  overflowCount,
  showZero,
  dot = false,
  status,
  text,
  className,
  children,
  ...rest
}: BadgeProps) {
  const badge = useBadge({ count, overflowCount, showZero, dot });

  if (status !== undefined && children === undefined) {
    return (
      <span
        {...rest}
        data-status={status}
        className={clsx("inline-flex items-center gap-2 font-sans text-control text-fg", className)}
      >
        <span aria-hidden="true" className="relative inline-flex size-1.5">
          {status === "processing" && (
            <span className="absolute inset-0 animate-ping rounded-full bg-primary opacity-60 motion-reduce:hidden" />
          )}
          <span className={clsx("relative size-1.5 rounded-full", statusDots[status])} />
        </span>
        {text != null && <span>{text}</span>}
      </span>
    );
  }

  const mark = badge.hidden ? null : badge.dot ? (
    <span
      aria-hidden="true"
      className="block size-1.5 rounded-full bg-danger shadow-[0_0_0_1px] shadow-surface"
    />
  ) : (
    <sup
      className={clsx(
        "m-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-solid px-1.5",
        "font-sans text-xs leading-5 font-normal whitespace-nowrap text-on-solid shadow-[0_0_0_1px] shadow-surface",
      )}
    >
      {badge.text}
    </sup>
  );

  if (children === undefined) {
    return (
      <span {...rest} className={clsx("inline-flex align-middle", className)}>
        {mark}
      </span>
    );
  }

  return (
    <span {...rest} className={clsx("relative inline-flex align-middle", className)}>
      {children}
      {mark && (
        <span className="absolute top-0 right-0 flex translate-x-1/2 -translate-y-1/2 justify-center">
          {mark}
        </span>
      )}
    </span>
  );
}
