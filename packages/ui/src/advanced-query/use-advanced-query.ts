import {
  applySuperQuery,
  changeRule,
  DEFAULT_MATCH_TYPE,
  encodeSuperQuery,
  type MatchType,
  type QueryCondition,
  type QueryLocale,
  type QueryRule,
  removeSavedQuery,
  type SavedQuery,
  type SaveQueryOutcome,
  savedQueriesStorageKey,
  saveQuery,
  withConditionValues,
} from "@kanya/core/query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { QueryField } from "./query-field";
import { readSavedQueries, type SavedQueryStorage, writeSavedQueries } from "./saved-query-store";

/** What the list page receives: the wire form (spec §3 list query state) and the conditions behind it. */
export interface AdvancedQueryParams {
  /** URI-encoded JSON of the complete conditions, or `""` after a reset. */
  superQueryParams: string;
  superQueryMatchType: MatchType;
  conditions: readonly QueryCondition[];
}

export interface ConditionRow {
  /** Stable key of the row while it is edited. */
  id: string;
  condition: QueryCondition;
}

export interface UseAdvancedQueryOptions {
  fields: readonly QueryField[];
  /** Saved queries are kept under `JSuperQuerySaved_` + `saveCode`, or else the route path (spec §4). */
  saveCode?: string;
  routePath: string;
  storage?: SavedQueryStorage;
  onSearch?: (params: AdvancedQueryParams) => void;
  locale?: QueryLocale;
}

let nextRowId = 0;
const blankCondition = (): QueryCondition => ({ field: "", rule: "eq", val: "" });
const row = (condition: QueryCondition = blankCondition()): ConditionRow => ({
  id: `condition-${++nextRowId}`,
  condition,
});

/** The condition with a field chosen: the field's type and dictionary travel with it; the value starts over. */
function withField(condition: QueryCondition, field: QueryField | undefined): QueryCondition {
  if (field === undefined) return { ...blankCondition(), rule: condition.rule };
  const { value, text: _text, ...described } = field;
  return { ...described, field: value, rule: condition.rule, val: "" };
}

/** A refusal or confirmation the component shows (as a toast or a dialog). */
export type AdvancedQueryNotice =
  | { kind: "warning" | "success"; message: string }
  | { kind: "confirm-overwrite"; message: string; name: string };

/**
 * JSuperQuery's behaviour (spec §4–§5): condition rows (field, rule, value: `in` takes several values and
 * leaving it keeps the first), match type and/or, the active flag (on after applying a non-empty set, off
 * after reset), and saved queries in storage. Every rule and message is @kanya/core/query's.
 */
export function useAdvancedQuery({
  fields,
  saveCode,
  routePath,
  storage,
  onSearch,
  locale = "zh-CN",
}: UseAdvancedQueryOptions) {
  const storageKey = savedQueriesStorageKey({ saveCode, routePath });
  const [rows, setRows] = useState<ConditionRow[]>(() => [row()]);
  const [matchType, setMatchType] = useState<MatchType>(DEFAULT_MATCH_TYPE);
  const [active, setActive] = useState(false);
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(storage, storageKey));
  const latest = useRef({ rows, matchType });
  latest.current = { rows, matchType };

  const fieldByValue = useMemo(() => new Map(fields.map((field) => [field.value, field])), [fields]);
  const update = useCallback((id: string, change: (condition: QueryCondition) => QueryCondition) => {
    setRows((current) =>
      current.map((each) => (each.id === id ? { ...each, condition: change(each.condition) } : each)),
    );
  }, []);

  const conditions = rows.map((each) => each.condition);

  return {
    rows,
    matchType,
    setMatchType,
    active,
    saved,
    storageKey,
    /** Adds a blank row after `afterId`, or at the end. */
    addRow: (afterId?: string) =>
      setRows((current) => {
        const index =
          afterId === undefined ? current.length : current.findIndex((each) => each.id === afterId) + 1;
        return [...current.slice(0, index), row(), ...current.slice(index)];
      }),
    removeRow: (id: string) => setRows((current) => current.filter((each) => each.id !== id)),
    setField: (id: string, value: string | null) =>
      update(id, (condition) => withField(condition, value === null ? undefined : fieldByValue.get(value))),
    setRule: (id: string, rule: QueryRule) => update(id, (condition) => changeRule(condition, rule)),
    setValues: (id: string, values: readonly string[]) =>
      update(id, (condition) => withConditionValues(condition, values)),
    fieldOf: (condition: QueryCondition) => fieldByValue.get(condition.field),
    /** Applies the conditions; a refusal (不能查询空条件) comes back as a notice and changes nothing. */
    search: (): AdvancedQueryNotice | null => {
      const outcome = applySuperQuery(conditions, matchType, locale);
      if (!outcome.ok) return { kind: "warning", message: outcome.message };
      setActive(true);
      onSearch?.({
        superQueryParams: encodeSuperQuery(outcome.query.conditions),
        superQueryMatchType: outcome.query.matchType,
        conditions: outcome.query.conditions,
      });
      return null;
    },
    /** Clears the rows and the active flag and tells the list page to drop the conditions. */
    reset: () => {
      setRows([row()]);
      setMatchType(DEFAULT_MATCH_TYPE);
      setActive(false);
      onSearch?.({ superQueryParams: "", superQueryMatchType: DEFAULT_MATCH_TYPE, conditions: [] });
    },
    /** Saves under `name`; an existing name first asks (`confirm-overwrite`), then call again with `overwrite`. */
    save: (name: string, overwrite = false): AdvancedQueryNotice => {
      const outcome: SaveQueryOutcome = saveQuery(
        saved,
        name,
        { records: latest.current.rows.map((each) => each.condition), matchType: latest.current.matchType },
        { overwrite, locale },
      );
      if (outcome.status === "needs-confirmation")
        return { kind: "confirm-overwrite", message: outcome.message, name: outcome.name };
      if (outcome.status !== "saved") return { kind: "warning", message: outcome.message };
      writeSavedQueries(storage, storageKey, outcome.list);
      setSaved(outcome.list);
      return { kind: "success", message: outcome.message };
    },
    /** Puts a saved query's conditions and match type into the builder. */
    load: (title: string) => {
      const query = saved.find((each) => each.title === title);
      if (!query) return;
      setRows(query.records.map((condition) => row(condition)));
      setMatchType(query.matchType);
    },
    removeSaved: (title: string) => {
      const list = removeSavedQuery(saved, title);
      writeSavedQueries(storage, storageKey, list);
      setSaved(list);
    },
  };
}

export type AdvancedQueryApi = ReturnType<typeof useAdvancedQuery>;
