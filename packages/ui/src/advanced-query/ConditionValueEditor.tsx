import { allowsMultipleValues, conditionValues, type QueryCondition } from "@kanya/core/query";
import type { ReactNode } from "react";
import { DatePicker, DateTimePicker } from "../date-picker";
import { Input } from "../input";
import { InputNumber } from "../input-number";
import type { LocaleApi } from "../locale/use-locale";
import { Select } from "../select";
import { optionLabel, type QueryField, valueEditorKind } from "./query-field";

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

export type RenderValueEditor = (context: ValueEditorContext) => ReactNode;

export interface ConditionValueEditorProps {
  condition: QueryCondition;
  field: QueryField | undefined;
  label: string;
  t: LocaleApi["t"];
  renderValueEditor?: RenderValueEditor;
  onChange: (values: readonly string[]) => void;
}

/** The value input of a condition row, by the field's type; `in` makes selects multiple (spec §5). */
export function ConditionValueEditor({
  condition,
  field,
  label,
  t,
  renderValueEditor,
  onChange,
}: ConditionValueEditorProps) {
  const multiple = allowsMultipleValues(condition);
  const values = conditionValues(condition);
  const single = values[0] ?? null;
  const common = { "aria-label": label, className: "w-full", disabled: field === undefined };
  const kind = valueEditorKind(field);

  if (field !== undefined && kind === "custom" && renderValueEditor) {
    return <>{renderValueEditor({ field, condition, multiple, values, onChange, "aria-label": label })}</>;
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
    case "select":
    case "switch": {
      const options =
        kind === "switch"
          ? [
              { value: "Y", label: t("advancedQuery.yes") },
              { value: "N", label: t("advancedQuery.no") },
            ]
          : (field?.options ?? []).map((option) => ({ value: option.value, label: optionLabel(option) }));
      return multiple ? (
        <Select {...common} mode="multiple" options={options} value={values} onChange={onChange} />
      ) : (
        <Select
          {...common}
          options={options}
          value={single}
          onChange={(next) => onChange(next === null ? [] : [next])}
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
