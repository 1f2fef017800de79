import { clsx } from "clsx";

/** The 16px box (Ant Design), aligned with the first line of a 22px label line. */
export function checkboxBoxClasses(disabled: boolean): string {
  return clsx(
    "peer relative mt-[3px] inline-flex size-4 shrink-0 items-center justify-center rounded-control-sm border p-0",
    "transition-colors duration-200 focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-primary-focus",
    disabled
      ? "cursor-not-allowed border-border bg-surface-disabled text-fg-disabled"
      : [
          "cursor-pointer border-border bg-surface text-on-solid hover:border-primary-hover group-hover/checkbox:border-primary-hover",
          "data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid",
          "data-[state=indeterminate]:hover:border-primary-hover",
        ],
  );
}

export function checkboxLabelClasses(disabled: boolean): string {
  return clsx(
    "group/checkbox inline-flex items-start gap-2 font-sans text-control font-normal",
    disabled ? "cursor-not-allowed text-fg-disabled" : "cursor-pointer text-fg",
  );
}
