import {
  applySuperQuery,
  changeRule,
  DEFAULT_MATCH_TYPE,
  encodeSuperQuery,
  type MatchType,
  type QueryCondition,
  type QueryLocale,
  type QueryNode,
  type QueryRule,
  removeSavedQuery,
  type SavedQuery,
  type SaveQueryOutcome,
  savedQueriesStorageKey,
  saveQuery,
  withConditionValues,
} from "@kanya/core/query";
import { useCallback, useMemo, useRef, useState } from "react";
import {
  type BuilderEntry,
  blankCondition,
  canNestAt,
  changeEntry,
  changeList,
  entriesOf,
  groupRow,
  insertAfter,
  isGroupRow,
  nodesOf,
  removeEntry,
  conditionRow as row,
} from "./builder-tree";
import type { QueryField } from "./query-field";
import { readSavedQueries, type SavedQueryStorage, writeSavedQueries } from "./saved-query-store";

/** What the list page receives: the wire form (spec §3 list query state) and the conditions behind it. */
export interface AdvancedQueryParams {
  /** URI-encoded JSON of the complete conditions (groups as `{matchType, children}`), or `""` after a reset. */
  superQueryParams: string;
  superQueryMatchType: MatchType;
  conditions: readonly QueryNode[];
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
 * after reset), and saved queries in storage. Beyond it: nested groups, each with its own match type, at
 * most three levels with the top one. Every rule and message is @kanya/core/query's.
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
  const [rows, setRows] = useState<BuilderEntry[]>(() => [row()]);
  /** The row the builder moves focus to (a new group's first field). */
  const [focusId, setFocusId] = useState<string>();
  const [matchType, setMatchType] = useState<MatchType>(DEFAULT_MATCH_TYPE);
  const [active, setActive] = useState(false);
  const [saved, setSaved] = useState<SavedQuery[]>(() => readSavedQueries(storage, storageKey));
  const latest = useRef({ rows, matchType });
  latest.current = { rows, matchType };

  const fieldByValue = useMemo(() => new Map(fields.map((field) => [field.value, field])), [fields]);
  const update = useCallback((id: string, change: (condition: QueryCondition) => QueryCondition) => {
    setRows((current) =>
      changeEntry(current, id, (each) =>
        isGroupRow(each) ? each : { ...each, condition: change(each.condition) },
      ),
    );
  }, []);

  const conditions = nodesOf(rows);

  return {
    rows,
    matchType,
    setMatchType,
    active,
    saved,
    storageKey,
    focusId,
    /** Adds a blank row after `afterId` (in the list that holds it), or at the end of the top list. */
    addRow: (afterId?: string) =>
      setRows((current) =>
        afterId === undefined ? [...current, row()] : insertAfter(current, afterId, row()),
      ),
    /** Adds a blank row at the end of the group `groupId`. */
    addRowTo: (groupId: string) =>
      setRows((current) => changeList(current, groupId, (list) => [...list, row()])),
    /**
     * Adds a group (with one blank row, which takes focus) at the end of `parentId`'s list, or of the top
     * list; refused (false) where it would nest deeper than three levels (`level` is the list's, top = 1).
     */
    addGroup: (parentId: string | undefined, level: number): boolean => {
      if (!canNestAt(level)) return false;
      const group = groupRow();
      setRows((current) => changeList(current, parentId, (list) => [...list, group]));
      setFocusId(group.entries[0]?.id);
      return true;
    },
    setGroupMatchType: (groupId: string, value: MatchType) =>
      setRows((current) =>
        changeEntry(current, groupId, (each) => (isGroupRow(each) ? { ...each, matchType: value } : each)),
      ),
    /** Removes a row, or a group with everything in it. */
    removeRow: (id: string) => setRows((current) => removeEntry(current, id)),
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
        { records: nodesOf(latest.current.rows), matchType: latest.current.matchType },
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
      setRows(entriesOf(query.records));
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
