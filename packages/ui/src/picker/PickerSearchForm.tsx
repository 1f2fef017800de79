import { clsx } from "clsx";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../button/Button";
import { Input } from "../input/Input";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { Select } from "../select/Select";
import type { PickerSearchField } from "./picker-types";
import type { Filters } from "./use-picker-list";

export interface PickerSearchFormProps {
  fields: readonly PickerSearchField[];
  onSearch: (filters: Filters) => void;
  /** `column`: fields stacked (the biz picker's left pane); default `row`. */
  layout?: "row" | "column";
  className?: string;
}

/**
 * A picker's search form: its fields, 查询 and 重置. Enter in a text field searches; the search starts again
 * at page 1; 重置 empties the fields and searches again.
 */
export function PickerSearchForm({ fields, onSearch, layout = "row", className }: PickerSearchFormProps) {
  const { t } = useLocale(pickerZhCN);
  const [draft, setDraft] = useState<Filters>({});
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The picker opens from a field of another form: React bubbles a submit through the portal, and that
    // form would save (Enter in the search box saving the dialog behind it).
    event.stopPropagation();
    onSearch(draft);
  };
  const reset = () => {
    setDraft({});
    onSearch({});
  };
  const set = (name: string, value: string | undefined) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  return (
    <form
      aria-label={t("picker.searchForm")}
      onSubmit={submit}
      className={clsx("flex gap-3", layout === "row" ? "flex-wrap items-center" : "flex-col", className)}
    >
      {fields.map((field) => (
        <div
          key={field.name}
          className={clsx("flex items-center gap-2", layout === "column" && "justify-between")}
        >
          <label htmlFor={`${id}-${field.name}`} className="shrink-0 text-fg">
            {field.label}
          </label>
          {field.type === "select" ? (
            <Select
              id={`${id}-${field.name}`}
              className="w-40"
              allowClear
              options={field.options ?? []}
              placeholder={field.placeholder ?? t("picker.placeholder")}
              value={draft[field.name] ?? null}
              onChange={(value) => set(field.name, value ?? undefined)}
            />
          ) : (
            <Input
              id={`${id}-${field.name}`}
              className="w-40"
              placeholder={field.placeholder}
              value={draft[field.name] ?? ""}
              onChange={(event) => set(field.name, event.target.value)}
            />
          )}
        </div>
      ))}
      <div className="flex gap-2">
        <Button htmlType="submit" variant="primary">
          {t("picker.search")}
        </Button>
        <Button onClick={reset}>{t("picker.reset")}</Button>
      </div>
    </form>
  );
}
