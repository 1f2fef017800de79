import { clsx } from "clsx";
import type { FormLayout } from "./form-context";

// Every colour and size is a token from src/styles/theme.css; the spacing is Ant Design's (24 px rhythm).

/** The `<form>`. */
export function formClasses(layout: FormLayout): string {
  return clsx(
    "font-sans text-control text-fg",
    layout === "inline" ? "flex flex-wrap items-start gap-x-4 gap-y-2" : "flex flex-col",
  );
}

/**
 * One field: label and control. The help row under the control keeps one line free (24 px) so that an
 * error appearing does not push the form around, as in Ant Design; inline fields sit side by side.
 */
export function formItemClasses(layout: FormLayout): string {
  return clsx(
    "min-w-0",
    layout === "vertical" && "flex flex-col",
    layout === "horizontal" && "grid grid-cols-[var(--form-label-width,8rem)_minmax(0,1fr)] gap-x-3",
    layout === "inline" && "flex items-start gap-2",
  );
}

export function formLabelClasses(layout: FormLayout): string {
  return clsx(
    "inline-flex items-center text-fg",
    layout === "vertical" && "pb-2",
    layout === "horizontal" && "min-h-control justify-end text-end",
    layout === "inline" && "min-h-control whitespace-nowrap",
  );
}

/** The asterisk before a required field's label (hidden from screen readers: the control is `aria-required`). */
export const formRequiredMarkClasses = "me-1 text-danger-text";

/** The control and the message rows under it. */
export const formControlColumnClasses = "flex min-w-0 flex-col";

/** The row under the control: help text and the error. */
export function formHelpRowClasses(layout: FormLayout): string {
  return clsx("flex flex-col text-control", layout === "inline" ? "min-h-0" : "min-h-6");
}

export const formErrorClasses = "text-danger-text";
export const formHelpClasses = "text-fg-secondary";
