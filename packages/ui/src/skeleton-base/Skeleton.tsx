// Shared by @kanya/ui/skeleton (which publishes it) and @kanya/ui/card (its loading state); a folder
// without index.ts, so each subpath bundles it without pulling in the other component.
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useLocale } from "../locale/use-locale";
import { skeletonZhCN } from "../locale/zh-CN/skeleton";

type Width = number | string;

export interface SkeletonAvatarOptions {
  /** Default `circle`. */
  shape?: "circle" | "square";
  /** Default `default` (32 px). */
  size?: "small" | "default" | "large" | number;
}

export interface SkeletonTitleOptions {
  /** Default 38 %, or 50 % beside an avatar. */
  width?: Width;
}

export interface SkeletonParagraphOptions {
  /** Default 3, or 2 beside an avatar and a title. */
  rows?: number;
  /** One width for the last row, or one per row. Default: the last row 61 %. */
  width?: Width | Width[];
}

export interface SkeletonProps extends Omit<ComponentPropsWithRef<"div">, "title" | "children"> {
  /** Pulses while waiting; never for people who ask for reduced motion. */
  active?: boolean;
  /** While true the placeholder shows; once false, `children`. Default true. */
  loading?: boolean;
  avatar?: boolean | SkeletonAvatarOptions;
  /** Default true. */
  title?: boolean | SkeletonTitleOptions;
  /** Default true. */
  paragraph?: boolean | SkeletonParagraphOptions;
  /** Rounded bars. */
  round?: boolean;
  children?: ReactNode;
}

const avatarSizes = { small: 24, default: 32, large: 40 } as const;

const toCss = (width: Width | undefined): string | undefined =>
  typeof width === "number" ? `${width}px` : width;

export interface SkeletonBlockProps extends ComponentPropsWithRef<"span"> {
  active?: boolean;
}

/** One grey shape; size it with `className` or `style` to build your own placeholders. */
export function SkeletonBlock({ active = false, className, ...rest }: SkeletonBlockProps) {
  return (
    <span
      aria-hidden="true"
      {...rest}
      className={clsx("block bg-fill-hover", active && "animate-pulse motion-reduce:animate-none", className)}
    />
  );
}

/**
 * A placeholder in the shape of the content that is loading: optional avatar, a title and paragraph rows.
 * It is announced once as 加载中 and marked `aria-busy`; the grey shapes are hidden from screen readers.
 */
export function Skeleton({
  active = false,
  loading = true,
  avatar = false,
  title = true,
  paragraph = true,
  round = false,
  className,
  children,
  ...rest
}: SkeletonProps) {
  const { t } = useLocale(skeletonZhCN);
  if (!loading) return <>{children}</>;

  const avatarOptions = avatar === true ? {} : avatar || null;
  const titleOptions = title === true ? {} : title || null;
  const paragraphOptions = paragraph === true ? {} : paragraph || null;

  const avatarSize = avatarOptions
    ? typeof avatarOptions.size === "number"
      ? avatarOptions.size
      : avatarSizes[avatarOptions.size ?? "default"]
    : 0;
  const rows = paragraphOptions?.rows ?? (avatarOptions && titleOptions ? 2 : 3);
  const rowWidth = (index: number): string | undefined => {
    const width = paragraphOptions?.width;
    if (Array.isArray(width)) return toCss(width[index]);
    if (index === rows - 1) return toCss(width ?? "61%");
    return undefined;
  };
  const bar = clsx(round ? "rounded-full" : "rounded-control-sm");

  return (
    <div {...rest} aria-busy="true" className={clsx("flex w-full gap-4", className)}>
      <span role="status" className="sr-only">
        {t("skeleton.loading")}
      </span>
      {avatarOptions && (
        <SkeletonBlock
          active={active}
          className={clsx(
            "shrink-0",
            avatarOptions.shape === "square" ? "rounded-control-sm" : "rounded-full",
          )}
          style={{ width: avatarSize, height: avatarSize }}
        />
      )}
      <div className="min-w-0 flex-1">
        {titleOptions && (
          <SkeletonBlock
            active={active}
            className={clsx("h-4", bar)}
            style={{ width: toCss(titleOptions.width) ?? (avatarOptions ? "50%" : "38%") }}
          />
        )}
        {paragraphOptions && rows > 0 && (
          <div className={clsx("flex flex-col gap-4", titleOptions && "mt-6")}>
            {Array.from({ length: rows }, (_, index) => (
              <SkeletonBlock
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are identical placeholders
                key={index}
                active={active}
                className={clsx("h-4", bar)}
                style={{ width: rowWidth(index) }}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
