import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { Skeleton } from "../skeleton-base/Skeleton";

export type CardSize = "default" | "small";

export interface CardProps extends Omit<ComponentPropsWithRef<"div">, "title"> {
  /** The header's title; also names the card (it becomes a labelled group). */
  title?: ReactNode;
  /** Top-right of the header, e.g. a 更多 link. */
  extra?: ReactNode;
  /** A picture or block above the body, edge to edge. */
  cover?: ReactNode;
  /** Buttons in a row along the bottom, divided equally. */
  actions?: ReactNode[];
  /** A skeleton stands in for the body. */
  loading?: boolean;
  /** Default true. */
  bordered?: boolean;
  /** Lifts with a shadow on hover. */
  hoverable?: boolean;
  /** `small` has a 38 px header and 12 px padding. */
  size?: CardSize;
  /** Classes for the body. */
  bodyClassName?: string;
}

/** A titled container for a block of content, with optional header actions, cover, footer actions and skeleton. */
export function Card({
  title,
  extra,
  cover,
  actions,
  loading = false,
  bordered = true,
  hoverable = false,
  size = "default",
  bodyClassName,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const small = size === "small";
  const hasHeader = title != null || extra != null;

  return (
    <div
      {...(title != null && { role: "group", "aria-labelledby": titleId })}
      {...rest}
      data-size={size}
      className={clsx(
        "flex flex-col rounded-control-lg bg-surface font-sans text-control text-fg",
        bordered ? "border border-border-secondary" : "border border-transparent",
        hoverable && "transition-shadow duration-300 hover:shadow-overlay",
        className,
      )}
    >
      {hasHeader && (
        <div
          className={clsx(
            "flex items-center gap-2 border-b border-border-secondary",
            small ? "min-h-[38px] px-3" : "min-h-14 px-6",
          )}
        >
          {title != null && (
            <div
              id={titleId}
              className={clsx(
                "min-w-0 flex-1 truncate font-semibold",
                small ? "text-control" : "text-control-lg",
              )}
            >
              {title}
            </div>
          )}
          {extra != null && <div className="ms-auto shrink-0">{extra}</div>}
        </div>
      )}
      {cover != null && (
        <div className={clsx("overflow-hidden", !hasHeader && "rounded-t-control-lg")}>{cover}</div>
      )}
      <div className={clsx("flex-1", small ? "p-3" : "p-6", bodyClassName)}>
        <Skeleton active loading={loading}>
          {children}
        </Skeleton>
      </div>
      {actions != null && actions.length > 0 && (
        <ul className="m-0 flex list-none border-t border-border-secondary p-0">
          {actions.map((action, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: actions are positional
              key={index}
              className={clsx(
                "my-3 flex flex-1 justify-center text-fg-secondary",
                index > 0 && "border-s border-border-secondary",
              )}
            >
              {action}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
