import { DatePicker } from "../date-picker";
import { DictSelect, type LoadDictItems } from "../dict-select";
import { Input } from "../input";
import { InputNumber } from "../input-number";
import type { LocaleApi } from "../locale/use-locale";
import { Select } from "../select";
import type { QueryFormField } from "./query-form-types";

export interface QueryFieldInputProps {
  field: QueryFormField;
  id: string;
  value: string | [string, string] | undefined;
  onChange: (value: string | [string, string] | undefined) => void;
  loadDictItems?: LoadDictItems;
  /** The whole form is disabled: the field shows its value and takes no input. */
  disabled?: boolean;
  t: LocaleApi["t"];
}

/** The input of one query field, by its type. */
export function QueryFieldInput({
  field,
  id,
  value,
  onChange,
  loadDictItems,
  disabled = false,
  t,
}: QueryFieldInputProps) {
  const text = typeof value === "string" ? value : "";
  const choose = t("queryForm.selectPlaceholder", { label: field.label });
  switch (field.type ?? "text") {
    case "number":
      return (
        <InputNumber
          id={id}
          disabled={disabled}
          className="w-full"
          placeholder={field.placeholder ?? t("queryForm.placeholder", { label: field.label })}
          value={text === "" ? null : Number(text)}
          onChange={(next) => onChange(next === null ? undefined : String(next))}
        />
      );
    case "select":
      return (
        <Select
          id={id}
          disabled={disabled}
          allowClear
          placeholder={field.placeholder ?? choose}
          options={field.options ?? []}
          value={text || null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case "dict":
      return loadDictItems && field.dictCode !== undefined ? (
        <DictSelect
          id={id}
          disabled={disabled}
          dictCode={field.dictCode}
          loadDictItems={loadDictItems}
          placeholder={field.placeholder ?? choose}
          value={text}
          onChange={(next) => onChange(next || undefined)}
        />
      ) : null;
    case "date":
      return (
        <DatePicker
          id={id}
          disabled={disabled}
          className="w-full"
          value={text || null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case "date-range": {
      const [begin = "", end = ""] = Array.isArray(value) ? value : [];
      return (
        <span className="flex items-center gap-1">
          <DatePicker
            id={id}
            disabled={disabled}
            aria-label={t("queryForm.rangeStart", { label: field.label })}
            value={begin || null}
            onChange={(next) => onChange([next ?? "", end])}
          />
          <span aria-hidden="true">~</span>
          <DatePicker
            aria-label={t("queryForm.rangeEnd", { label: field.label })}
            disabled={disabled}
            value={end || null}
            onChange={(next) => onChange([begin, next ?? ""])}
          />
        </span>
      );
    }
    default:
      return (
        <Input
          id={id}
          disabled={disabled}
          allowClear
          placeholder={field.placeholder ?? t("queryForm.placeholder", { label: field.label })}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
