import { clsx } from "clsx";
import { type CSSProperties, useId, useState } from "react";
import { Button } from "../button";
import { useLocale } from "../locale/use-locale";
import { queryFormZhCN } from "../locale/zh-CN/queryForm";
import { QueryFieldInput } from "./QueryFieldInput";
import type { QueryFormField, QueryFormLoaders, QueryFormValues } from "./query-form-types";
import { queryParams } from "./query-params";

export interface QueryFormProps extends QueryFormLoaders {
  fields: readonly QueryFormField[];
  /** 查询 (or Enter in a text field): the list request's parameters, empty fields left out. */
  onSearch: (params: Record<string, string>) => void;
  /** 重置: the fields are emptied first; the page reloads its list. */
  onReset?: () => void;
  defaultValues?: QueryFormValues;
  /** Fields shown before 展开. Default 3, as JeecgBoot's list pages. */
  collapsedCount?: number;
  /** Every field and 查询 / 重置 take no input (the values still show); 展开 / 收起 still work. */
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A list page's inline query bar (spec §2, §5): text fields with the text-filter wraps, selects, dictionaries,
 * dates and date ranges; fields past `collapsedCount` behind 展开 / 收起; 查询 submits (Enter too), 重置 empties.
 * `disabled` locks the fields and both buttons (a page that is busy or read-only).
 */
export function QueryForm({
  fields,
  onSearch,
  onReset,
  defaultValues = {},
  collapsedCount = 3,
  loadDictItems,
  disabled = false,
  className,
  style,
}: QueryFormProps) {
  const { t } = useLocale(queryFormZhCN);
  const [values, setValues] = useState<QueryFormValues>(defaultValues);
  const [expanded, setExpanded] = useState(false);
  const idPrefix = useId();
  const shown = expanded ? fields : fields.slice(0, collapsedCount);

  return (
    <form
      aria-label={t("queryForm.label")}
      className={clsx(
        "grid grid-cols-[repeat(auto-fill,minmax(260px,1fr))] items-center gap-x-6 gap-y-4",
        className,
      )}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) onSearch(queryParams(fields, values));
      }}
    >
      {shown.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <div key={field.name} className="flex min-w-0 items-center gap-2">
            {/* A long label is cut (whole in its title) so the field keeps most of the row. */}
            <label
              htmlFor={id}
              title={field.label}
              className="max-w-[40%] shrink-0 truncate text-control text-fg"
            >
              {field.label}
            </label>
            <div className="min-w-0 flex-1">
              <QueryFieldInput
                field={field}
                id={id}
                t={t}
                loadDictItems={loadDictItems}
                disabled={disabled}
                value={values[field.name]}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              />
            </div>
          </div>
        );
      })}
      <div className="flex items-center gap-2">
        <Button htmlType="submit" variant="primary" disabled={disabled}>
          {t("queryForm.search")}
        </Button>
        <Button
          disabled={disabled}
          onClick={() => {
            setValues({});
            onReset?.();
          }}
        >
          {t("queryForm.reset")}
        </Button>
        {fields.length > collapsedCount && (
          <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? t("queryForm.collapse") : t("queryForm.expand")}
          </Button>
        )}
      </div>
    </form>
  );
}
