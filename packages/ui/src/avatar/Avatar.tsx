import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from "react";
import { UserIcon } from "../icon-base/glyphs";
import { initialsOf } from "./initials";

export type AvatarSize = "small" | "default" | "large";

export interface AvatarProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  /** The picture; until it loads, or if it fails, the initials (or icon) show instead. */
  src?: string;
  /** The person's name: the accessible name, and the source of the initials. */
  name?: string;
  /** Overrides the accessible name (`name` otherwise). */
  alt?: string;
  /** Shown when there is no picture, instead of the initials. */
  icon?: ReactNode;
  /** Text shown when there is no picture, instead of the initials. */
  children?: ReactNode;
  /** 24, 32 (default) or 40 px, or a number of px. */
  size?: AvatarSize | number;
  /** Default `circle`. */
  shape?: "circle" | "square";
  /** Milliseconds before the fallback shows, so a fast picture does not flash the initials. */
  fallbackDelay?: number;
}

const sizes: Record<AvatarSize, { box: number; text: string }> = {
  small: { box: 24, text: "text-xs" },
  default: { box: 32, text: "text-control" },
  large: { box: 40, text: "text-control-lg" },
};

/**
 * A person's picture on Radix Avatar, falling back to initials or an icon. With a `name` (or `alt`) it is an
 * image named after the person; without one it is decorative and hidden from screen readers.
 */
export function Avatar({
  src,
  name,
  alt,
  icon,
  children,
  size = "default",
  shape = "circle",
  fallbackDelay,
  className,
  style,
  ...rest
}: AvatarProps) {
  const label = alt ?? name;
  const box = typeof size === "number" ? size : sizes[size].box;
  const textSize = typeof size === "number" ? undefined : sizes[size].text;
  const fallback = children ?? (name ? initialsOf(name) : null);

  return (
    <AvatarPrimitive.Root
      {...rest}
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-shape={shape}
      className={clsx(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden align-middle select-none",
        "bg-primary-solid font-sans whitespace-nowrap text-on-solid",
        shape === "circle" ? "rounded-full" : "rounded-control",
        textSize,
        className,
      )}
      style={
        {
          width: box,
          height: box,
          fontSize: typeof size === "number" ? Math.round(size / 2.3) : undefined,
          ...style,
        } as CSSProperties
      }
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={fallbackDelay}
        // Full size, so an icon's `size-[60%]` is 60% of the avatar.
        className="inline-flex size-full items-center justify-center"
      >
        {fallback != null && fallback !== ""
          ? fallback
          : (icon ?? <UserIcon aria-hidden="true" className="size-[60%]" />)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
