import * as PopoverPrimitive from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactElement, type ReactNode, useId } from "react";
import { type PopoverPlacement, placementToSideAlign } from "./placement";

/** The look of the floating card; usable on any element that should look like a popover. */
export const popoverContentClasses =
  "z-[1030] min-w-[177px] max-w-[calc(100vw-16px)] rounded-control-lg bg-surface-elevated p-3 font-sans " +
  "text-control text-fg shadow-overlay outline-none";

export interface PopoverContentProps extends ComponentPropsWithRef<typeof PopoverPrimitive.Content> {
  /** Show the small arrow. Default true. */
  arrow?: boolean;
}

/** Styled Radix `Popover.Content` inside a portal: compose it with `PopoverRoot` and `PopoverTrigger`. */
export function PopoverContent({
  arrow = true,
  className,
  children,
  sideOffset = 4,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        {...props}
        className={clsx(popoverContentClasses, className)}
      >
        {children}
        {arrow && <PopoverPrimitive.Arrow width={12} height={6} className="fill-surface-elevated" />}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

export const PopoverRoot = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export interface PopoverProps
  extends Omit<PopoverContentProps, "title" | "content" | "side" | "align" | "children"> {
  /** The body of the card. */
  content: ReactNode;
  /** A heading above the content; it also names the popup for screen readers. */
  title?: ReactNode;
  /** The trigger: one focusable element (usually a button); click, Enter or Space opens the card. */
  children: ReactElement;
  /** Default `bottom`. */
  placement?: PopoverPlacement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Trap focus and hide the rest of the page from screen readers while open. Default false. */
  modal?: boolean;
}

/**
 * A card of content anchored to a trigger (Radix Popover): opens on click, Enter or Space;
 * Escape or a click outside closes it and focus returns to the trigger.
 * Without `title`, pass `aria-label` so the popup has a name.
 */
export function Popover({
  content,
  title,
  children,
  placement = "bottom",
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  ...contentProps
}: PopoverProps) {
  const titleId = useId();
  const { side, align } = placementToSideAlign(placement);
  return (
    <PopoverPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <PopoverPrimitive.Trigger asChild>{children}</PopoverPrimitive.Trigger>
      <PopoverContent
        side={side}
        align={align}
        aria-labelledby={title == null ? undefined : titleId}
        {...contentProps}
      >
        {title != null && (
          <div id={titleId} className="mb-2 font-semibold text-fg">
            {title}
          </div>
        )}
        {content}
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
