import * as SwitchPrimitive from "@radix-ui/react-switch";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Spinner } from "../input-base/Spinner";
import { useLocale } from "../locale/use-locale";
import { switchZhCN } from "../locale/zh-CN/switch";
import { type SwitchValue, type UseSwitchOptions, useSwitch } from "./use-switch";

export type SwitchSize = "small" | "middle";

export interface SwitchProps<V extends SwitchValue = string>
  extends Omit<
      ComponentPropsWithRef<typeof SwitchPrimitive.Root>,
      "checked" | "defaultChecked" | "onCheckedChange" | "value" | "defaultValue" | "onChange" | "children"
    >,
    UseSwitchOptions<V> {
  /** Text (or icon) inside the track when on, e.g. 开 / 是. Decorative: name the switch with a label. */
  checkedLabel?: ReactNode;
  /** Text inside the track when off, e.g. 关 / 否. */
  uncheckedLabel?: ReactNode;
  /** Busy: a spinner in the thumb, clicks ignored, `aria-busy`. */
  loading?: boolean;
  /** `small` is 16px high, `middle` 22px (Ant Design). */
  size?: SwitchSize;
}

const sizes: Record<SwitchSize, { track: string; thumb: string; label: string }> = {
  small: {
    track: "h-4 min-w-7",
    thumb: "top-[2px] left-[2px] size-3 data-[state=checked]:left-[calc(100%-14px)]",
    label:
      "ps-[18px] pe-[5px] text-[12px] leading-4 group-data-[state=checked]/switch:ps-[5px] group-data-[state=checked]/switch:pe-[18px]",
  },
  middle: {
    track: "h-[22px] min-w-11",
    thumb: "top-[2px] left-[2px] size-[18px] data-[state=checked]:left-[calc(100%-20px)]",
    label:
      "ps-6 pe-[7px] text-[12px] leading-[22px] group-data-[state=checked]/switch:ps-[7px] group-data-[state=checked]/switch:pe-6",
  },
};

/**
 * An on/off switch on Radix (`role="switch"`, Space and Enter toggle) that stores `Y`/`N` by default
 * (spec §9); `checkedValue`/`uncheckedValue` change the pair. With `name`, a hidden input submits the
 * stored value (`N` too, unlike a checkbox). Name it with `aria-label`, `aria-labelledby` or a label.
 */
export function Switch<V extends SwitchValue = string>({
  value,
  defaultValue,
  onChange,
  checkedValue,
  uncheckedValue,
  checkedLabel,
  uncheckedLabel,
  loading = false,
  disabled = false,
  size = "middle",
  name,
  className,
  ...rest
}: SwitchProps<V>) {
  const { t } = useLocale(switchZhCN);
  const state = useSwitch<V>({ value, defaultValue, onChange, checkedValue, uncheckedValue });
  const inert = disabled || loading;
  const look = sizes[size];
  const label = state.checked ? checkedLabel : uncheckedLabel;

  return (
    <>
      <SwitchPrimitive.Root
        {...rest}
        checked={state.checked}
        onCheckedChange={state.setChecked}
        disabled={inert}
        aria-busy={loading || undefined}
        data-size={size}
        className={clsx(
          "group/switch relative inline-flex shrink-0 items-center rounded-full border-0 p-0 align-middle",
          "font-sans transition-colors duration-200",
          "focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-primary-focus",
          look.track,
          state.checked ? "bg-primary-solid text-on-solid" : "bg-fg-disabled text-fg",
          !inert && ["cursor-pointer", state.checked && "hover:bg-primary-solid-hover"],
          inert && "cursor-not-allowed opacity-65",
          className,
        )}
      >
        <span aria-hidden="true" className={clsx("block whitespace-nowrap", look.label)}>
          {label}
        </span>
        <SwitchPrimitive.Thumb
          className={clsx(
            "absolute flex items-center justify-center rounded-full bg-on-solid",
            "transition-[left] duration-200",
            look.thumb,
          )}
        >
          {loading && (
            <Spinner
              className={clsx(
                "size-[calc(100%-4px)]",
                state.checked ? "text-primary-text" : "text-fg-secondary",
              )}
            />
          )}
        </SwitchPrimitive.Thumb>
        {loading && <span className="sr-only">{t("switch.loading")}</span>}
      </SwitchPrimitive.Root>
      {name !== undefined && <input type="hidden" name={name} value={String(state.value)} />}
    </>
  );
}
