import type { CellContext, CellRegistry } from "../grid-core/cell-registry";
import { Progress } from "../progress/Progress";
import { Tag } from "../tag/Tag";
import { asText } from "./cell-values";
import type { EditableColumn, EditableRow, EditorContext } from "./editable-types";

type Registry = CellRegistry<EditableRow, EditableColumn, EditorContext>;

/** A progress value as a percentage: a number or its text; anything else is 0. */
export function progressPercent(value: unknown): number {
  const percent = typeof value === "number" ? value : Number.parseFloat(asText(value));
  return Number.isFinite(percent) ? percent : 0;
}

/** A tags value's tags: the parts between semicolons (the tag cell re-inserts one every 2 characters). */
export function tagsOf(value: unknown): string[] {
  return asText(value)
    .split(";")
    .filter((tag) => tag !== "");
}

/** A tags cell shows each tag as a Tag, coloured by the column's `setTagColor` (neutral without one). */
export function tagsDisplay({ value, row, column }: CellContext<EditableRow, EditableColumn>) {
  const tags = tagsOf(value);
  if (tags.length === 0) return null;
  return (
    <span className="inline-flex gap-1">
      {tags.map((tag, index) => (
        // Tags repeat ("ab;ab"), so their place keys them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the value, never reordered
        <Tag key={index} color={column.setTagColor?.(tag, row) ?? "default"}>
          {tag}
        </Tag>
      ))}
    </span>
  );
}

/** Show-only types: a progress bar of the cell's percentage (set through `setValues`, spec §3 `progress`). */
export const showCellTypes: Registry = {
  progress: {
    display: ({ value, column }) => (
      <Progress percent={progressPercent(value)} size="small" aria-label={column.title} />
    ),
  },
};
