import {
  isConditionGroup,
  MAX_QUERY_DEPTH,
  type MatchType,
  type QueryCondition,
  type QueryNode,
} from "@kanya/core/query";

/** A condition row of the builder. */
export interface ConditionRow {
  /** Stable key of the row while it is edited. */
  id: string;
  condition: QueryCondition;
}

/** A nested group of the builder (beyond JSuperQuery): its own match type and entries. */
export interface ConditionGroupRow {
  id: string;
  matchType: MatchType;
  entries: BuilderEntry[];
}

export type BuilderEntry = ConditionRow | ConditionGroupRow;

export const isGroupRow = (entry: BuilderEntry): entry is ConditionGroupRow => "entries" in entry;

let nextId = 0;
const newId = (kind: string) => `${kind}-${++nextId}`;
export const blankCondition = (): QueryCondition => ({ field: "", rule: "eq", val: "" });
export const conditionRow = (condition: QueryCondition = blankCondition()): ConditionRow => ({
  id: newId("condition"),
  condition,
});
/** A new group holds one blank row, so its first field can take focus at once. */
export const groupRow = (matchType: MatchType = "and", entries?: BuilderEntry[]): ConditionGroupRow => ({
  id: newId("group"),
  matchType,
  entries: entries ?? [conditionRow()],
});

/** Builder entries from saved or sent conditions. */
export function entriesOf(nodes: readonly QueryNode[]): BuilderEntry[] {
  return nodes.map((node) =>
    isConditionGroup(node) ? groupRow(node.matchType, entriesOf(node.children)) : conditionRow(node),
  );
}

/** The conditions behind the entries, groups as `{matchType, children}`. */
export function nodesOf(entries: readonly BuilderEntry[]): QueryNode[] {
  return entries.map((entry) =>
    isGroupRow(entry) ? { matchType: entry.matchType, children: nodesOf(entry.entries) } : entry.condition,
  );
}

/** The entries with `change` applied to the list that `groupId` names (undefined: the top list). */
export function changeList(
  entries: BuilderEntry[],
  groupId: string | undefined,
  change: (list: BuilderEntry[]) => BuilderEntry[],
): BuilderEntry[] {
  if (groupId === undefined) return change(entries);
  return entries.map((entry) =>
    isGroupRow(entry)
      ? {
          ...entry,
          entries: entry.id === groupId ? change(entry.entries) : changeList(entry.entries, groupId, change),
        }
      : entry,
  );
}

/** The entries with `change` applied to the entry of that id, wherever it is. */
export function changeEntry(
  entries: BuilderEntry[],
  id: string,
  change: (entry: BuilderEntry) => BuilderEntry,
): BuilderEntry[] {
  return entries.map((entry) => {
    if (entry.id === id) return change(entry);
    return isGroupRow(entry) ? { ...entry, entries: changeEntry(entry.entries, id, change) } : entry;
  });
}

/** The entries without the one of that id (a group goes with its contents). */
export function removeEntry(entries: BuilderEntry[], id: string): BuilderEntry[] {
  return entries.flatMap((entry): BuilderEntry[] => {
    if (entry.id === id) return [];
    return isGroupRow(entry) ? [{ ...entry, entries: removeEntry(entry.entries, id) }] : [entry];
  });
}

/** A blank row right after `afterId`, in whichever list holds it. */
export function insertAfter(entries: BuilderEntry[], afterId: string, added: BuilderEntry): BuilderEntry[] {
  const index = entries.findIndex((entry) => entry.id === afterId);
  if (index !== -1) return [...entries.slice(0, index + 1), added, ...entries.slice(index + 1)];
  return entries.map((entry) =>
    isGroupRow(entry) ? { ...entry, entries: insertAfter(entry.entries, afterId, added) } : entry,
  );
}

/** Whether a group may be added inside a list at `level` (the top list is level 1). */
export const canNestAt = (level: number) => level < MAX_QUERY_DEPTH;
