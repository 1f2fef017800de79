import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { CheckboxGroup } from "../checkbox";
import { useLocale } from "../locale/use-locale";
import { dictSelectZhCN } from "../locale/zh-CN/dictSelect";
import { RadioGroup } from "../radio";
import { Select } from "../select";
import type { LoadDictItems } from "./dict-types";
import { joinValues, splitValues } from "./split-values";
import { useDictOptions } from "./use-dict-options";

/** JDictSelectTag's `type` and JMultiSelectTag's: one value (select, radios, button radios) or several. */
export type DictSelectMode = "select" | "radio" | "radio-button" | "checkbox" | "multiple";

export interface DictSelectProps {
  /** A dictionary code (`sex`) or `table,text,code[,where]` (spec §3, §5). */
  dictCode: string;
  loadDictItems: LoadDictItems;
  mode?: DictSelectMode;
  /** One value, or for `checkbox` and `multiple` the values joined by `separator`. `""` for none. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Joins multiple values. Default comma (spec §9). */
  separator?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

const MULTIPLE = new Set<DictSelectMode>(["checkbox", "multiple"]);

/**
 * A dictionary as a select, radios or checkboxes (JDictSelectTag, JMultiSelectTag, JCheckbox): items come from
 * `loadDictItems`; several values travel as one separated string. An empty dictionary string shows 字典Code不能为空!.
 */
export function DictSelect({
  dictCode,
  loadDictItems,
  mode = "select",
  value,
  defaultValue,
  onChange,
  separator = ",",
  placeholder,
  disabled,
  allowClear = true,
  className,
  style,
  ...named
}: DictSelectProps) {
  const { t, locale } = useLocale(dictSelectZhCN);
  const { options, loading, codeError } = useDictOptions(
    dictCode,
    loadDictItems,
    locale.startsWith("en") ? "en-US" : "zh-CN",
  );
  const items = options.map((option) => ({
    value: option.value,
    label: option.text,
    disabled: option.disabled,
  }));
  const emit = (next: readonly string[]) => onChange?.(joinValues(next, separator));
  const values = value === undefined ? undefined : splitValues(value, separator);
  const defaults = defaultValue === undefined ? undefined : splitValues(defaultValue, separator);

  if (codeError !== null) {
    return (
      <p role="alert" className={clsx("text-control text-danger-text", className)} style={style}>
        {codeError}
      </p>
    );
  }
  const common = { ...named, disabled, className, style };
  switch (mode) {
    case "radio":
    case "radio-button":
      return (
        <RadioGroup
          {...common}
          optionType={mode === "radio-button" ? "button" : "default"}
          options={items}
          value={values === undefined ? undefined : (values[0] ?? null)}
          defaultValue={defaults?.[0] ?? null}
          onChange={(next) => emit([next])}
        />
      );
    case "checkbox":
      return (
        <CheckboxGroup {...common} options={items} value={values} defaultValue={defaults} onChange={emit} />
      );
    default:
      return MULTIPLE.has(mode) ? (
        <Select
          {...common}
          mode="multiple"
          loading={loading}
          allowClear={allowClear}
          placeholder={placeholder ?? t("dictSelect.placeholder")}
          options={items}
          value={values}
          defaultValue={defaults}
          onChange={emit}
        />
      ) : (
        <Select
          {...common}
          loading={loading}
          allowClear={allowClear}
          placeholder={placeholder ?? t("dictSelect.placeholder")}
          options={items}
          value={values === undefined ? undefined : (values[0] ?? null)}
          defaultValue={defaults?.[0] ?? null}
          onChange={(next) => emit(next === null ? [] : [next])}
        />
      );
  }
}
