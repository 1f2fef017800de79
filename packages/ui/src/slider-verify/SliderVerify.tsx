import { clsx } from "clsx";
import { type ComponentPropsWithRef, type CSSProperties, type Ref, useImperativeHandle } from "react";
import { CheckIcon, ChevronsRightIcon } from "../icon-base/glyphs";
import { type UseSliderVerifyOptions, useSliderVerify } from "./use-slider-verify";

export interface SliderVerifyApi {
  /** Back to idle at the start. */
  reset: () => void;
}

export interface SliderVerifyProps
  extends UseSliderVerifyOptions,
    Omit<ComponentPropsWithRef<"div">, "children" | "onSubmit"> {
  /** `apiRef.current.reset()` puts the slider back (e.g. after a failed sign-in). */
  apiRef?: Ref<SliderVerifyApi>;
}

// The handle is a square as high as a large control; the track moves it across (100% - its width).
const travel = "calc((100% - var(--spacing-control-lg)) * var(--slider-verify-progress))";

/**
 * Drag-to-verify as on JeecgBoot's login page: 拖动滑块验证 until the handle reaches the end, then
 * 验证通过 on the success colour. Mouse, touch and pen drag it (pointer events); the keyboard moves it too.
 */
export function SliderVerify({
  onSuccess,
  onFail,
  disabled = false,
  keyboardStep,
  apiRef,
  className,
  style,
  ...rest
}: SliderVerifyProps) {
  const slider = useSliderVerify({ onSuccess, onFail, disabled, keyboardStep });
  useImperativeHandle(apiRef, () => ({ reset: slider.reset }), [slider.reset]);
  const { status, progress } = slider;
  const animate = status !== "dragging";
  const passed = status === "success";

  return (
    <div
      {...rest}
      ref={slider.trackRef}
      data-status={status}
      data-disabled={disabled || undefined}
      style={{ "--slider-verify-progress": progress, ...style } as CSSProperties}
      className={clsx(
        "relative h-control-lg select-none overflow-hidden rounded-control border border-border font-sans text-control",
        disabled ? "bg-surface-disabled" : "bg-layout",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={clsx(
          "absolute inset-y-0 start-0 bg-success-solid",
          animate && "transition-[width] duration-300 motion-reduce:transition-none",
        )}
        style={{ width: progress > 0 ? `calc(${travel} + var(--spacing-control-lg))` : 0 }}
      />
      <span
        aria-live="polite"
        className={clsx(
          "absolute inset-0 flex items-center justify-center px-[calc(var(--spacing-control-lg)+0.5rem)] text-center",
          passed ? "text-on-solid" : "text-fg-secondary",
        )}
      >
        {slider.text}
      </span>
      <div
        {...slider.handleProps}
        style={{ insetInlineStart: travel }}
        className={clsx(
          "absolute inset-y-0 flex w-control-lg touch-none items-center justify-center border-e border-border",
          disabled ? "bg-surface-disabled" : "bg-surface",
          "outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary",
          passed ? "text-success-text" : "text-fg-secondary",
          disabled ? "cursor-not-allowed" : passed ? "cursor-default" : "cursor-grab active:cursor-grabbing",
          animate && "transition-[inset-inline-start] duration-300 motion-reduce:transition-none",
        )}
      >
        {passed ? (
          <CheckIcon aria-hidden="true" size="1.125em" strokeWidth={2.5} />
        ) : (
          <ChevronsRightIcon aria-hidden="true" size="1.125em" strokeWidth={2} />
        )}
      </div>
    </div>
  );
}
