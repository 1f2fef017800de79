import { DEFAULT_ELLIPSIS_LENGTH } from "@kanya/core/text";
import * as Tooltip from "@radix-ui/react-tooltip";
import { clsx } from "clsx";
import { type ComponentPropsWithRef, type CSSProperties, type ReactNode, useState } from "react";
import { useEllipsis, useOverflow } from "./use-ellipsis";

export interface EllipsisProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  /** The full text. */
  text: string;
  /** Display width kept, a non-ASCII character counting 2. Default 25 (spec §9). */
  length?: number;
  /**
   * Clamp to this many lines with CSS: the width decides where the text is cut, and the tooltip shows only
   * when it does not fit. Given a `length` too, the text is cut to that length first (a table's ellipsis
   * column: 25 units on one line); without one, lines mode keeps the whole text.
   */
  lines?: number;
  /** Show the full text in a tooltip when cut. Default true; false falls back to a native `title`. */
  tooltip?: boolean;
}

const triggerFocus =
  "rounded-control-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-focus";

/**
 * The tooltip that carries the full text (Radix Tooltip: on hover and on keyboard focus, Esc closes).
 * `enabled` false keeps it closed without changing the tree, so the trigger element stays the same.
 */
function FullText({
  text,
  enabled = true,
  children,
}: {
  text: string;
  enabled?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root open={open && enabled} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            collisionPadding={8}
            className={clsx(
              "z-[1070] max-w-[min(400px,calc(100vw-16px))] rounded-control bg-tooltip px-2 py-1.5",
              "font-sans text-control break-words whitespace-pre-wrap text-on-tooltip shadow-overlay",
            )}
          >
            {text}
            <Tooltip.Arrow className="fill-tooltip" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/**
 * Spec §5 text ellipsis: text wider than `length` is cut with … and the full text shows in a tooltip. The cut
 * text can take keyboard focus so the tooltip is reachable without a mouse; screen readers get the full text.
 */
export function Ellipsis({
  text,
  length,
  lines,
  tooltip = true,
  className,
  style,
  ref: forwardedRef,
  ...rest
}: EllipsisProps) {
  const cut = useEllipsis(text, length ?? DEFAULT_ELLIPSIS_LENGTH);
  const clamp = lines !== undefined && lines > 0;
  // Watched only while the text's own focusability depends on it: a caller that sets tabIndex (a table cell)
  // owns focus, and the text is measured when the pointer or focus comes.
  const watch = rest.tabIndex === undefined;
  const { ref, overflowing, measure } = useOverflow<HTMLSpanElement>(`${clamp ? lines : 0}:${text}`, watch);

  if (clamp) {
    const lengthCut = length !== undefined && cut.truncated;
    const hidden = overflowing || lengthCut;
    const clamped = (
      // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only measure; the tooltip is the interaction
      <span
        {...rest}
        ref={(node) => {
          ref.current = node;
          if (typeof forwardedRef === "function") forwardedRef(node);
          else if (forwardedRef) forwardedRef.current = node;
        }}
        onPointerEnter={(event) => {
          rest.onPointerEnter?.(event);
          if (!watch) measure();
        }}
        onFocus={(event) => {
          rest.onFocus?.(event);
          if (!watch) measure();
        }}
        title={!tooltip && hidden ? text : undefined}
        tabIndex={rest.tabIndex ?? (tooltip && hidden ? 0 : undefined)}
        className={clsx("line-clamp-(--kanya-lines) break-all", tooltip && hidden && triggerFocus, className)}
        style={{ "--kanya-lines": lines, ...style } as CSSProperties}
      >
        {lengthCut ? <CutText shown={cut.text} full={text} /> : text}
      </span>
    );
    return tooltip ? (
      <FullText text={text} enabled={hidden}>
        {clamped}
      </FullText>
    ) : (
      clamped
    );
  }

  if (!cut.truncated) {
    return (
      <span {...rest} ref={forwardedRef} className={className} style={style}>
        {text}
      </span>
    );
  }

  const shown = (
    <span
      {...rest}
      ref={forwardedRef}
      title={tooltip ? undefined : text}
      // A caller's tabIndex wins: inside a grid the cell, not the text, takes focus.
      tabIndex={rest.tabIndex ?? (tooltip ? 0 : undefined)}
      className={clsx(tooltip && triggerFocus, className)}
      style={style}
    >
      <CutText shown={cut.text} full={text} />
    </span>
  );
  return tooltip ? <FullText text={text}>{shown}</FullText> : shown;
}

/** Cut text on screen, the full text for screen readers. */
function CutText({ shown, full }: { shown: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}
