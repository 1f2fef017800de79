import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { themeZhCN } from "../locale/zh-CN/theme";

export interface ThemeErrorAlertProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** Shows a close button when given. */
  onDismiss?: () => void;
}

/**
 * `Failed to update theme` (spec §8), the default fallback of `<ThemeProvider>` while a theme update
 * stands refused. Fixed at the top of the viewport so it is seen whatever the layout.
 */
export function ThemeErrorAlert({ onDismiss, className, ...rest }: ThemeErrorAlertProps) {
  const { t } = useLocale(themeZhCN);
  return (
    <div
      role="alert"
      {...rest}
      className={clsx(
        "fixed inset-x-0 top-4 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-control-lg",
        "border border-danger-focus bg-danger-fill px-4 py-2 font-sans text-control text-danger-text shadow-overlay",
        className,
      )}
    >
      <span>{t("theme.updateFailed")}</span>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t("theme.dismissError")}
          className={clsx(
            "inline-flex size-control-sm cursor-pointer items-center justify-center rounded-control-sm",
            "text-danger-text hover:bg-fill-hover focus-visible:outline-2 focus-visible:outline-danger-focus",
          )}
        >
          <XIcon aria-hidden="true" size="1em" strokeWidth={2} />
        </button>
      )}
    </div>
  );
}
