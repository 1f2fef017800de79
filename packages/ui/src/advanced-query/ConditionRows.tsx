import { QUERY_RULES, type QueryRule } from "@kanya/core/query";
import { Button } from "../button";
import type { LocaleApi } from "../locale/use-locale";
import { Select } from "../select";
import { ConditionValueEditor, type RenderValueEditor } from "./ConditionValueEditor";
import type { QueryField } from "./query-field";
import type { AdvancedQueryApi } from "./use-advanced-query";

export interface ConditionRowsProps {
  query: AdvancedQueryApi;
  fields: readonly QueryField[];
  t: LocaleApi["t"];
  renderValueEditor?: RenderValueEditor;
}

/** The builder's rows: field, rule and value, with + (add after) and − (remove); an empty state with 添加条件. */
export function ConditionRows({ query, fields, t, renderValueEditor }: ConditionRowsProps) {
  const fieldOptions = fields.map((field) => ({ value: field.value, label: field.text }));
  const ruleOptions = QUERY_RULES.map((rule) => ({
    value: rule,
    label: t(`advancedQuery.rule.${rule}` as "advancedQuery.rule.eq"),
  }));

  if (query.rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-fg-secondary">
        <p>{t("advancedQuery.empty")}</p>
        <Button variant="dashed" onClick={() => query.addRow()}>
          {t("advancedQuery.add")}
        </Button>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-3">
      {query.rows.map(({ id, condition }, position) => {
        const index = position + 1;
        return (
          <li
            key={id}
            className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,4fr)_auto] items-center gap-2"
          >
            <Select
              aria-label={t("advancedQuery.field", { index })}
              placeholder={t("advancedQuery.fieldPlaceholder")}
              showSearch
              options={fieldOptions}
              value={condition.field === "" ? null : condition.field}
              onChange={(value) => query.setField(id, value)}
            />
            <Select
              aria-label={t("advancedQuery.rule", { index })}
              options={ruleOptions}
              value={condition.rule}
              onChange={(value) => value !== null && query.setRule(id, value as QueryRule)}
            />
            <ConditionValueEditor
              condition={condition}
              field={query.fieldOf(condition)}
              label={t("advancedQuery.value", { index })}
              t={t}
              renderValueEditor={renderValueEditor}
              onChange={(values) => query.setValues(id, values)}
            />
            <span className="flex gap-1">
              <Button
                aria-label={t("advancedQuery.addAfter", { index })}
                icon={<span aria-hidden="true">+</span>}
                onClick={() => query.addRow(id)}
              />
              <Button
                aria-label={t("advancedQuery.remove", { index })}
                icon={<span aria-hidden="true">−</span>}
                onClick={() => query.removeRow(id)}
              />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
