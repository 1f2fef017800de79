import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactElement, ReactNode } from "react";
import { placementToSideAlign, type TooltipPlacement } from "./placement";

export interface TooltipProps
  extends Omit<
    ComponentPropsWithRef<typeof TooltipPrimitive.Content>,
    "title" | "content" | "side" | "align"
  > {
  /** The tip. Nothing (`null`, `undefined`, `""`) renders the child alone. */
  title: ReactNode;
  /** The trigger: one element that can hold a ref and take focus (a disabled button cannot; wrap it in a span). */
  children: ReactElement;
  /** Default `top`. */
  placement?: TooltipPlacement;
  /** Milliseconds the pointer rests on the trigger before the tip shows. Default 100 (Ant Design's). Focus shows it at once. */
  delay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Show the small arrow. Default true. */
  arrow?: boolean;
}

/** The look of the tip bubble; usable on any element that should look like a tooltip. */
export const tooltipContentClasses =
  "z-[1070] max-w-[250px] rounded-control bg-tooltip px-2 py-1.5 font-sans text-control text-on-tooltip " +
  "shadow-overlay break-words";

/**
 * A short text on hover or keyboard focus (Radix Tooltip), in the trigger's accessible description.
 * Escape hides it. For anything interactive use Popover.
 */
export function Tooltip({
  title,
  children,
  placement = "top",
  delay = 100,
  open,
  defaultOpen,
  onOpenChange,
  arrow = true,
  className,
  sideOffset = 4,
  ...contentProps
}: TooltipProps) {
  if (title == null || title === "" || title === false) return children;
  const { side, align } = placementToSideAlign(placement);
  return (
    <TooltipPrimitive.Provider delayDuration={delay}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            align={align}
            sideOffset={sideOffset}
            collisionPadding={8}
            {...contentProps}
            className={clsx(tooltipContentClasses, className)}
          >
            {title}
            {arrow && <TooltipPrimitive.Arrow width={10} height={5} className="fill-tooltip" />}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
