import * as RadioGroup from "@radix-ui/react-radio-group";
import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { CheckIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { themeZhCN } from "../locale/zh-CN/theme";
import { THEME_PALETTE, type ThemePaletteColor } from "./palette";
import { useTheme } from "./use-theme";

export interface ThemeColorPickerProps
  extends Omit<ComponentPropsWithRef<"div">, "defaultValue" | "onChange" | "dir"> {
  /** The chosen colour. Default: the theme's primary colour. */
  value?: string;
  /** Called with the chosen colour. Default: `useTheme().update({ primaryColor })`. */
  onChange?: (color: string) => void;
  /** Default: the theme drawer's 8 colours. */
  palette?: readonly ThemePaletteColor[];
}

/**
 * The theme drawer's colour row: one swatch per palette colour, a radio group named 主题色 (arrow keys
 * move between colours, each swatch is named by the catalog: 拂晓蓝, 薄暮, …).
 */
export function ThemeColorPicker({
  value,
  onChange,
  palette = THEME_PALETTE,
  className,
  ...rest
}: ThemeColorPickerProps) {
  const { t } = useLocale(themeZhCN);
  const theme = useTheme();
  const current = (value ?? theme.settings.primaryColor).toLowerCase();
  const chosen = palette.find((entry) => entry.color.toLowerCase() === current);
  const choose = (key: string) => {
    const entry = palette.find((candidate) => candidate.key === key);
    if (!entry) return;
    if (onChange) onChange(entry.color);
    else theme.update({ primaryColor: entry.color });
  };

  return (
    <RadioGroup.Root
      aria-label={t("theme.primaryColor")}
      orientation="horizontal"
      loop
      {...rest}
      value={chosen?.key ?? null}
      onValueChange={choose}
      className={clsx("flex flex-wrap gap-2", className)}
    >
      {palette.map((entry) => (
        <RadioGroup.Item
          key={entry.key}
          value={entry.key}
          aria-label={t(entry.nameKey)}
          title={t(entry.nameKey)}
          // The swatch shows the palette's own colour: data, not styling, so it is not a token.
          style={{ backgroundColor: entry.color }}
          className={clsx(
            "inline-flex size-5 cursor-pointer items-center justify-center rounded-control-sm text-on-solid",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
          )}
        >
          <RadioGroup.Indicator className="inline-flex">
            <CheckIcon aria-hidden="true" size={14} strokeWidth={3} />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
