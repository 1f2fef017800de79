import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useLocale } from "../locale/use-locale";
import { emptyZhCN } from "../locale/zh-CN/empty";

export type EmptySize = "default" | "small";

export interface EmptyProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** Replaces the picture; `null` shows none. */
  image?: ReactNode;
  /** Replaces 暂无数据; `false` shows no text. */
  description?: ReactNode | false;
  /** `small` is the compact form for tables, selects and lists. */
  size?: EmptySize;
  /** Shown under the text, e.g. a 新建 button. */
  children?: ReactNode;
}

/** An empty box drawn with tokens only, so it follows the theme. */
export function EmptyImage({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 41" aria-hidden="true" className={className}>
      <ellipse cx="32" cy="33" rx="32" ry="7" className="fill-fill-hover" />
      <g className="fill-surface stroke-border" strokeWidth="1">
        <path d="M55 12.8 44.9 1.4A2.4 2.4 0 0 0 43.1.5H20.9c-.7 0-1.3.3-1.8.9L9 12.8V22h46v-9.2Z" />
        <path
          d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9Z"
          className="fill-fill-hover"
        />
      </g>
    </svg>
  );
}

/** The empty state of a list, table or page: a picture and 暂无数据 (or your text), with optional actions. */
export function Empty({ image, description, size = "default", className, children, ...rest }: EmptyProps) {
  const { t } = useLocale(emptyZhCN);
  const text = description === undefined ? t("empty.description") : description;
  const small = size === "small";
  return (
    <div
      {...rest}
      data-size={size}
      className={clsx(
        "flex flex-col items-center text-center font-sans text-control",
        small ? "my-2" : "my-8",
        className,
      )}
    >
      {image !== null && (
        <div className={clsx("flex items-end justify-center", small ? "mb-2 h-10" : "mb-2 h-[100px]")}>
          {image ?? <EmptyImage className={small ? "h-10 w-16" : "h-[100px] w-[160px]"} />}
        </div>
      )}
      {text !== false && text != null && <div className="text-fg-secondary">{text}</div>}
      {children != null && <div className="mt-4">{children}</div>}
    </div>
  );
}
