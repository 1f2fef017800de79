import * as ProgressPrimitive from "@radix-ui/react-progress";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { CheckIcon, CircleCheckIcon, CircleXIcon, XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { progressZhCN } from "../locale/zh-CN/progress";
import { type ProgressStatus, useProgress } from "./use-progress";

export type ProgressType = "line" | "circle";
export type ProgressSize = "default" | "small";

export interface ProgressProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** 0–100. */
  percent?: number;
  /** Default `line`. */
  type?: ProgressType;
  /** `active` runs a sheen along a line (stopped for reduced motion); 100 % is `success` unless told otherwise. */
  status?: ProgressStatus;
  /** Show the percentage (or the status icon). Default true. */
  showInfo?: boolean;
  /** The text beside the bar; a string also becomes the value read by screen readers. Default `${percent}%`. */
  format?: (percent: number) => ReactNode;
  /** Line thickness: `default` 8 px, `small` 6 px. */
  size?: ProgressSize;
  /** Diameter of a circle in px. Default 120. */
  width?: number;
}

const fills: Record<ProgressStatus, { bar: string; stroke: string }> = {
  normal: { bar: "bg-primary", stroke: "stroke-primary" },
  active: { bar: "bg-primary", stroke: "stroke-primary" },
  success: { bar: "bg-success", stroke: "stroke-success" },
  exception: { bar: "bg-danger", stroke: "stroke-danger" },
};

/** A progress bar, as a line or a circle, on Radix Progress (`role="progressbar"` with its values). */
export function Progress({
  percent: rawPercent,
  type = "line",
  status: rawStatus,
  showInfo = true,
  format,
  size = "default",
  width = 120,
  className,
  "aria-label": ariaLabel,
  ...rest
}: ProgressProps) {
  const { t } = useLocale(progressZhCN);
  const { percent, status } = useProgress({ percent: rawPercent, status: rawStatus });
  const custom = format?.(percent);
  const text = custom ?? `${percent}%`;
  const valueLabel = typeof custom === "string" ? custom : `${percent}%`;
  const label = ariaLabel ?? (rest["aria-labelledby"] ? undefined : t("progress.label"));
  const withIcon = format === undefined && (status === "success" || status === "exception");

  if (type === "circle") {
    const strokeWidth = 6;
    const radius = 50 - strokeWidth / 2;
    const circumference = 2 * Math.PI * radius;
    const Icon = status === "success" ? CheckIcon : XIcon;
    return (
      <ProgressPrimitive.Root
        {...rest}
        value={percent}
        max={100}
        getValueLabel={() => valueLabel}
        aria-label={label}
        data-status={status}
        className={clsx("relative inline-flex items-center justify-center font-sans", className)}
        style={{ width, height: width, ...rest.style }}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth={strokeWidth}
            className="stroke-fill-hover"
          />
          <ProgressPrimitive.Indicator asChild>
            <circle
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              strokeWidth={strokeWidth}
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - percent / 100)}
              className={clsx("transition-[stroke-dashoffset] duration-300", fills[status].stroke)}
            />
          </ProgressPrimitive.Indicator>
        </svg>
        {showInfo && (
          <span
            aria-hidden="true"
            className={clsx(
              "relative",
              withIcon ? (status === "success" ? "text-success" : "text-danger") : "text-fg",
            )}
            style={{ fontSize: Math.max(12, Math.round(width * 0.2)) }}
          >
            {withIcon ? <Icon className="size-[1.25em]" /> : text}
          </span>
        )}
      </ProgressPrimitive.Root>
    );
  }

  const LineIcon = status === "success" ? CircleCheckIcon : CircleXIcon;
  return (
    <div className={clsx("flex w-full items-center gap-2 font-sans text-control", className)}>
      <ProgressPrimitive.Root
        {...rest}
        value={percent}
        max={100}
        getValueLabel={() => valueLabel}
        aria-label={label}
        data-status={status}
        className={clsx(
          "relative flex-1 overflow-hidden rounded-full bg-fill-hover",
          size === "small" ? "h-1.5" : "h-2",
        )}
      >
        <ProgressPrimitive.Indicator
          className={clsx("h-full rounded-full transition-[width] duration-300", fills[status].bar)}
          style={{ width: `${percent}%` }}
        >
          {status === "active" && (
            <span className="block h-full w-full animate-progress-active rounded-full bg-surface motion-reduce:hidden" />
          )}
        </ProgressPrimitive.Indicator>
      </ProgressPrimitive.Root>
      {showInfo && (
        <span aria-hidden="true" className="inline-flex min-w-10 shrink-0 items-center text-fg">
          {withIcon ? (
            <LineIcon className={clsx("size-4", status === "success" ? "text-success" : "text-danger")} />
          ) : (
            text
          )}
        </span>
      )}
    </div>
  );
}
