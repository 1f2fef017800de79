import { type MatchType, QUERY_RULES, type QueryRule } from "@kanya/core/query";
import { Button } from "../button";
import type { LoadDictItems } from "../dict-select/dict-types";
import type { LocaleApi } from "../locale/use-locale";
import { RadioGroup } from "../radio";
import { Select } from "../select";
import { type BuilderEntry, type ConditionRow, canNestAt, isGroupRow } from "./builder-tree";
import { ConditionValueEditor, type RenderValueEditor } from "./ConditionValueEditor";
import type { QueryField } from "./query-field";
import type { AdvancedQueryApi } from "./use-advanced-query";

export interface ConditionRowsProps {
  query: AdvancedQueryApi;
  fields: readonly QueryField[];
  t: LocaleApi["t"];
  renderValueEditor?: RenderValueEditor;
  loadDictItems?: LoadDictItems;
  locale?: "zh-CN" | "en-US";
}

/** Id of a row's field select, where focus goes when its group is added. */
export const fieldSelectId = (rowId: string) => `${rowId}-field`;

/**
 * The builder's rows: field, rule and value, with + (add after) and − (remove); an empty state with 添加条件;
 * 添加条件组 below. Rows are numbered by position (a group's rows as `2.1`, `2.2`), so every control keeps
 * a distinct accessible name.
 */
export function ConditionRows(props: ConditionRowsProps) {
  const { query, t } = props;
  if (query.rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-fg-secondary">
        <p>{t("advancedQuery.empty")}</p>
        <span className="flex gap-2">
          <Button variant="dashed" onClick={() => query.addRow()}>
            {t("advancedQuery.add")}
          </Button>
          <Button variant="dashed" onClick={() => query.addGroup(undefined, 1)}>
            {t("advancedQuery.addGroup")}
          </Button>
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <EntryList {...props} entries={query.rows} level={1} prefix="" />
      <span>
        <Button variant="dashed" onClick={() => query.addGroup(undefined, 1)}>
          {t("advancedQuery.addGroup")}
        </Button>
      </span>
    </div>
  );
}

interface EntryListProps extends ConditionRowsProps {
  entries: readonly BuilderEntry[];
  /** The list's level: 1 for the top list, 2 inside a group… */
  level: number;
  /** The numbering of the group holding the list (`2.` inside group 2), empty at the top. */
  prefix: string;
}

function EntryList({ entries, level, prefix, ...props }: EntryListProps) {
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry, position) => {
        const index = `${prefix}${position + 1}`;
        return isGroupRow(entry) ? (
          <li key={entry.id}>
            <GroupBox {...props} group={entry} index={index} level={level + 1} />
          </li>
        ) : (
          <li
            key={entry.id}
            className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,4fr)_auto] items-center gap-2"
          >
            <ConditionFields {...props} row={entry} index={index} />
          </li>
        );
      })}
    </ol>
  );
}

function GroupBox({
  group,
  index,
  level,
  ...props
}: ConditionRowsProps & {
  group: Extract<BuilderEntry, { entries: unknown }>;
  index: string;
  level: number;
}) {
  const { query, t } = props;
  const legendId = `${group.id}-legend`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="flex flex-col gap-3 rounded-md border border-border border-dashed p-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span id={legendId} className="font-medium">
          {t("advancedQuery.group", { index })}
        </span>
        <RadioGroup
          aria-label={t("advancedQuery.groupMatchType", { index })}
          value={group.matchType}
          onChange={(value) => query.setGroupMatchType(group.id, value as MatchType)}
          options={[
            { value: "and", label: t("advancedQuery.groupAnd") },
            { value: "or", label: t("advancedQuery.groupOr") },
          ]}
        />
        <span className="ms-auto flex flex-wrap gap-1">
          <Button
            size="small"
            aria-label={t("advancedQuery.addInGroup", { index })}
            onClick={() => query.addRowTo(group.id)}
          >
            {t("advancedQuery.add")}
          </Button>
          {canNestAt(level) && (
            <Button
              size="small"
              aria-label={t("advancedQuery.addGroupInGroup", { index })}
              onClick={() => query.addGroup(group.id, level)}
            >
              {t("advancedQuery.addGroup")}
            </Button>
          )}
          <Button size="small" danger onClick={() => query.removeRow(group.id)}>
            {t("advancedQuery.removeGroup", { index })}
          </Button>
        </span>
      </div>
      {group.entries.length === 0 ? (
        <p className="text-fg-secondary">{t("advancedQuery.empty")}</p>
      ) : (
        <EntryList {...props} entries={group.entries} level={level} prefix={`${index}.`} />
      )}
    </fieldset>
  );
}

function ConditionFields({
  query,
  fields,
  t,
  renderValueEditor,
  loadDictItems,
  locale,
  row: { id, condition },
  index,
}: ConditionRowsProps & { row: ConditionRow; index: string }) {
  const fieldOptions = fields.map((field) => ({ value: field.value, label: field.text }));
  const ruleOptions = QUERY_RULES.map((rule) => ({
    value: rule,
    label: t(`advancedQuery.rule.${rule}` as "advancedQuery.rule.eq"),
  }));
  return (
    <>
      <Select
        id={fieldSelectId(id)}
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
        {...(loadDictItems ? { loadDictItems } : {})}
        {...(locale ? { locale } : {})}
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
    </>
  );
}
