import { clsx } from "clsx";
import { ChevronDownIcon, ChevronUpIcon } from "../icon-base/glyphs";
import type { SortOrder } from "./data-table-types";

/** A sortable header: its title as a button, with the ▲▼ marks; `aria-sort` sits on the header cell. */
export function SortHeader({
  title,
  order,
  onToggle,
}: {
  title: string;
  order: SortOrder | undefined;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      onClick={onToggle}
      className="inline-flex cursor-pointer items-center gap-1 border-0 bg-transparent p-0 font-inherit text-inherit"
    >
      {title}
      <span aria-hidden="true" className="inline-flex flex-col text-fg-disabled">
        <ChevronUpIcon className={clsx("-mb-1 size-3", order === "asc" && "text-primary")} />
        <ChevronDownIcon className={clsx("size-3", order === "desc" && "text-primary")} />
      </span>
    </button>
  );
}
