import { allowsMultipleValues, conditionValues, type QueryCondition } from "@kanya/core/query";
import type { ReactNode } from "react";
import { DatePicker, DateTimePicker } from "../date-picker";
import type { LoadDictItems } from "../dict-select/dict-types";
import { useDictOptions } from "../dict-select/use-dict-options";
import { Input } from "../input";
import { InputNumber } from "../input-number";
import type { LocaleApi } from "../locale/use-locale";
import { Select } from "../select";
import { dictStringOf, optionLabel, type QueryField, valueEditorKind } from "./query-field";

/** What a custom editor (tree, category, popup, user pickers…) gets; `onChange` takes the values as strings. */
export interface ValueEditorContext {
  field: QueryField;
  condition: QueryCondition;
  /** Several values allowed (the `in` rule). */
  multiple: boolean;
  values: string[];
  onChange: (values: readonly string[]) => void;
  "aria-label": string;
}

/**
 * Draws the value editor of a field the builder has none for (`valueEditorKind` "custom"). Returning
 * `undefined` keeps the built-in text box, so a caller may cover only the types it has pickers for.
 */
export type RenderValueEditor = (context: ValueEditorContext) => ReactNode;

export interface ConditionValueEditorProps {
  condition: QueryCondition;
  field: QueryField | undefined;
  label: string;
  t: LocaleApi["t"];
  /** The dictionary loads' locale (for the dictionary string's own messages). Default zh-CN. */
  locale?: "zh-CN" | "en-US";
  renderValueEditor?: RenderValueEditor;
  /** Loads the items of a dictionary field that carries no `options`. */
  loadDictItems?: LoadDictItems;
  onChange: (values: readonly string[]) => void;
}

interface ChoiceSelectProps {
  common: { "aria-label": string; className: string; disabled: boolean };
  options: readonly { value: string; label: string }[];
  multiple: boolean;
  values: string[];
  onChange: (values: readonly string[]) => void;
  loading?: boolean;
  failed?: string | null;
  placeholder?: string;
}

/** One select (or several values under `in`); a failed load marks the field and says why in the list. */
function ChoiceSelect({
  common,
  options,
  multiple,
  values,
  onChange,
  loading,
  failed,
  placeholder,
}: ChoiceSelectProps) {
  const state = {
    ...common,
    options,
    loading,
    ...(placeholder !== undefined ? { placeholder } : {}),
    ...(failed ? { status: "error" as const, notFoundContent: failed } : {}),
  };
  return multiple ? (
    <Select {...state} mode="multiple" value={values} onChange={onChange} />
  ) : (
    <Select {...state} value={values[0] ?? null} onChange={(next) => onChange(next === null ? [] : [next])} />
  );
}

/** A dictionary field's select: its items load through `loadDictItems` (加载中 meanwhile, 字典加载失败 on failure). */
function DictChoiceSelect({
  dictString,
  load,
  t,
  locale,
  ...rest
}: Omit<ChoiceSelectProps, "options" | "loading" | "failed" | "placeholder"> & {
  dictString: string;
  load: LoadDictItems;
  t: LocaleApi["t"];
  locale: "zh-CN" | "en-US";
}) {
  const { options, loading, codeError, loadError } = useDictOptions(dictString, load, locale);
  const failure = codeError ?? loadError;
  const failed = failure === null ? null : t("advancedQuery.dictLoadFailed", { message: failure });
  return (
    <ChoiceSelect
      {...rest}
      options={options.map((option) => ({ value: option.value, label: option.text }))}
      loading={loading}
      failed={failed}
      {...(failed !== null ? { placeholder: t("advancedQuery.dictLoadFailedShort") } : {})}
    />
  );
}

/** The value input of a condition row, by the field's type; `in` makes selects multiple (spec §5). */
export function ConditionValueEditor({
  condition,
  field,
  label,
  t,
  renderValueEditor,
  loadDictItems,
  locale = "zh-CN",
  onChange,
}: ConditionValueEditorProps) {
  const multiple = allowsMultipleValues(condition);
  const values = conditionValues(condition);
  const single = values[0] ?? null;
  const common = { "aria-label": label, className: "w-full", disabled: field === undefined };
  const kind = valueEditorKind(field);

  if (field !== undefined && kind === "custom" && renderValueEditor) {
    const custom = renderValueEditor({ field, condition, multiple, values, onChange, "aria-label": label });
    if (custom !== undefined) return <>{custom}</>;
  }
  switch (kind) {
    case "number":
      return (
        <InputNumber
          {...common}
          placeholder={t("advancedQuery.valuePlaceholder")}
          value={single === null || Number.isNaN(Number(single)) ? null : Number(single)}
          onChange={(next) => onChange(next === null ? [] : [String(next)])}
        />
      );
    case "date":
    case "datetime": {
      const Picker = kind === "date" ? DatePicker : DateTimePicker;
      return <Picker {...common} value={single} onChange={(next) => onChange(next === null ? [] : [next])} />;
    }
    case "switch":
      return (
        <ChoiceSelect
          common={common}
          multiple={multiple}
          values={values}
          onChange={onChange}
          options={[
            { value: "Y", label: t("advancedQuery.yes") },
            { value: "N", label: t("advancedQuery.no") },
          ]}
        />
      );
    case "select": {
      const dictString = dictStringOf(field);
      if (field?.options === undefined && dictString !== undefined && loadDictItems) {
        return (
          <DictChoiceSelect
            common={common}
            multiple={multiple}
            values={values}
            onChange={onChange}
            dictString={dictString}
            load={loadDictItems}
            t={t}
            locale={locale}
          />
        );
      }
      return (
        <ChoiceSelect
          common={common}
          multiple={multiple}
          values={values}
          onChange={onChange}
          options={(field?.options ?? []).map((option) => ({
            value: option.value,
            label: optionLabel(option),
          }))}
        />
      );
    }
    default:
      return (
        <Input
          {...common}
          placeholder={multiple ? t("advancedQuery.inPlaceholder") : t("advancedQuery.valuePlaceholder")}
          value={condition.val}
          // Under `in` the text is the comma list itself; other rules keep one value, commas included.
          onChange={(event) => onChange(multiple ? event.target.value.split(",") : [event.target.value])}
        />
      );
  }
}
