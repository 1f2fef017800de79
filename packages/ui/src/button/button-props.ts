import type { ComponentPropsWithRef, ReactNode } from "react";

export type ButtonVariant = "primary" | "default" | "dashed" | "text" | "link";
/** Ant Design density: 24, 32 and 40 px high. */
export type ButtonSize = "small" | "middle" | "large";
export type ButtonHtmlType = "button" | "submit" | "reset";

export interface ButtonOwnProps extends Omit<ComponentPropsWithRef<"button">, "type" | "children"> {
  /** Visual weight. Default `default`. */
  variant?: ButtonVariant;
  /** Destructive action: red in every variant. */
  danger?: boolean;
  /** Default `middle`. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks until false. */
  loading?: boolean;
  /** Shown before the label; hidden from screen readers (the label or `aria-label` names the button). */
  icon?: ReactNode;
  /** Fills the width of its container. */
  block?: boolean;
  /** The native `type`. Default `button`, so a button inside a form does not submit it by accident. */
  htmlType?: ButtonHtmlType;
  /** Renders the single child element (e.g. a router link) with the button's props and classes. */
  asChild?: boolean;
}

type LabelledContent = { children: ReactNode };

/** With no visible label an icon-only button must be named for screen readers. */
type IconOnlyContent = { children?: undefined; icon: ReactNode } & (
  | { "aria-label": string }
  | { "aria-labelledby": string }
);

export type ButtonProps = ButtonOwnProps & (LabelledContent | IconOnlyContent);
