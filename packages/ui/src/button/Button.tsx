import { Slot, Slottable } from "@radix-ui/react-slot";
import { clsx } from "clsx";
import { buttonClasses } from "./button-classes";
import type { ButtonProps } from "./button-props";
import { Spinner } from "./Spinner";
import { useButton } from "./use-button";

/** The styled default button: `useButton` for behaviour, `buttonClasses` for the look. */
export function Button({
  variant = "default",
  danger = false,
  size = "middle",
  loading = false,
  disabled = false,
  icon,
  block = false,
  htmlType = "button",
  asChild = false,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const { state, buttonProps, loadingLabel } = useButton({ disabled, loading, htmlType, asChild, onClick });
  const iconOnly = children == null;
  const Root = asChild ? Slot : "button";
  const shownIcon = loading ? <Spinner /> : icon;

  return (
    <Root
      {...rest}
      {...buttonProps}
      data-variant={variant}
      data-size={size}
      className={clsx(buttonClasses({ variant, danger, size, block, iconOnly, state }), className)}
    >
      {shownIcon != null && (
        <span aria-hidden="true" className="inline-flex shrink-0 items-center">
          {shownIcon}
        </span>
      )}
      {asChild ? <Slottable>{children}</Slottable> : children}
      {loading && <span className="sr-only">{loadingLabel}</span>}
    </Root>
  );
}
