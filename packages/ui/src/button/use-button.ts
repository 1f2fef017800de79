import type { MouseEvent, MouseEventHandler } from "react";
import { useLocale } from "../locale/use-locale";
import { buttonZhCN } from "../locale/zh-CN/button";
import type { ButtonHtmlType } from "./button-props";

export interface UseButtonOptions {
  disabled?: boolean;
  loading?: boolean;
  htmlType?: ButtonHtmlType;
  /** The element is not a native `<button>` (rendered through `asChild`). */
  asChild?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

export type ButtonState = "idle" | "loading" | "disabled";

/**
 * The behaviour of a button, without any look: a native button is disabled while loading;
 * another element (asChild) cannot be disabled natively, so it gets `aria-disabled`,
 * leaves the tab order and swallows clicks instead.
 */
export function useButton({
  disabled = false,
  loading = false,
  htmlType = "button",
  asChild = false,
  onClick,
}: UseButtonOptions) {
  const { t } = useLocale(buttonZhCN);
  const state: ButtonState = loading ? "loading" : disabled ? "disabled" : "idle";
  const inert = state !== "idle";

  const buttonProps = asChild
    ? {
        "aria-disabled": inert || undefined,
        "aria-busy": loading || undefined,
        tabIndex: inert ? -1 : undefined,
        onClick: inert ? preventClick : onClick,
      }
    : { type: htmlType, disabled: inert, "aria-busy": loading || undefined, onClick };

  return { state, buttonProps, loadingLabel: t("button.loading") };
}

function preventClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}
