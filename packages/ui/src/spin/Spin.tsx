import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useLocale } from "../locale/use-locale";
import { spinZhCN } from "../locale/zh-CN/spin";
import { useSpin } from "./use-spin";

export type SpinSize = "small" | "middle" | "large";

export interface SpinProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  /** Default true. */
  spinning?: boolean;
  /** Default `middle` (20 px); `small` 14 px, `large` 32 px. */
  size?: SpinSize;
  /** Text under the spinner; without it the spinner is named 加载中 for screen readers only. */
  tip?: ReactNode;
  /** Milliseconds before the spinner appears. */
  delay?: number;
  /** Replaces the four dots. */
  indicator?: ReactNode;
  /** Content to cover with the spinner while loading; it is marked `aria-busy`. */
  children?: ReactNode;
}

const dotsBox: Record<SpinSize, string> = {
  small: "size-3.5",
  middle: "size-5",
  large: "size-8",
};

const dotSize: Record<SpinSize, string> = {
  small: "size-1.5",
  middle: "size-2",
  large: "size-3.5",
};

/** Ant Design's four dots, turning; still for people who ask for reduced motion. */
export function SpinDots({ size = "middle" }: { size?: SpinSize }) {
  const dot = clsx("absolute rounded-full bg-primary", dotSize[size]);
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "relative inline-block rotate-45 animate-spin motion-reduce:animate-none",
        dotsBox[size],
      )}
    >
      <i className={clsx(dot, "top-0 left-0 opacity-30")} />
      <i className={clsx(dot, "top-0 right-0 opacity-55")} />
      <i className={clsx(dot, "right-0 bottom-0 opacity-80")} />
      <i className={clsx(dot, "bottom-0 left-0")} />
    </span>
  );
}

/** The spinner and its label, announced politely as a status. */
function Indicator({ size, tip, indicator }: { size: SpinSize; tip?: ReactNode; indicator?: ReactNode }) {
  const { t } = useLocale(spinZhCN);
  return (
    <span role="status" className="inline-flex flex-col items-center gap-2">
      {indicator ?? <SpinDots size={size} />}
      {tip != null ? (
        <span className="text-control text-primary-text">{tip}</span>
      ) : (
        <span className="sr-only">{t("spin.loading")}</span>
      )}
    </span>
  );
}

/**
 * A loading indicator. Alone it is a spinner; around content it lays a translucent cover with the spinner
 * over the content (pointer input blocked) and marks the content `aria-busy` while `spinning`.
 */
export function Spin({
  spinning = true,
  size = "middle",
  tip,
  delay = 0,
  indicator,
  className,
  children,
  ...rest
}: SpinProps) {
  const { visible, busy } = useSpin({ spinning, delay });

  if (children === undefined) {
    if (!visible) return null;
    return (
      <div {...rest} data-size={size} className={clsx("inline-flex p-2 font-sans", className)}>
        <Indicator size={size} tip={tip} indicator={indicator} />
      </div>
    );
  }

  return (
    <div {...rest} data-size={size} className={clsx("relative", className)}>
      <div aria-busy={busy || undefined}>{children}</div>
      {visible && (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-surface/60 font-sans">
          <Indicator size={size} tip={tip} indicator={indicator} />
        </div>
      )}
    </div>
  );
}
