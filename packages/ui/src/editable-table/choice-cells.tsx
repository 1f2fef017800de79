import type { SearchDictItems } from "../dict-select/dict-types";
import { SearchSelect } from "../dict-select/SearchSelect";
import type { CellRegistry } from "../grid-core/cell-registry";
import { Radio } from "../radio/Radio";
import { RadioGroup } from "../radio/RadioGroup";
import { Select } from "../select/Select";
import { asText, editorStatus, optionLabel, optionText, selectOptions, singleValue } from "./cell-values";
import { DictValueText } from "./DictValueText";
import { useEditableDictionaries } from "./editable-dictionaries";
import type { EditableColumn, EditableRow, EditorContext } from "./editable-types";

type Registry = CellRegistry<EditableRow, EditableColumn, EditorContext>;

/** A select that filters the column's options as the user types (sel_search; select-search without a server). */
const searchableSelect = (context: EditorContext) => (
  <Select
    autoFocus={context.autoFocus}
    defaultOpen
    showSearch
    aria-label={context.label}
    options={selectOptions(context.column)}
    value={singleValue(context.value)}
    status={editorStatus(context)}
    onChange={(value) => context.onChange(value)}
  />
);

/** select-search: the server search of the column's dictionary (800 ms after typing, spec §5 prompts). */
function SearchCellEditor({ context, search }: { context: EditorContext; search: SearchDictItems }) {
  const { loadDictTexts } = useEditableDictionaries();
  return (
    <SearchSelect
      autoFocus={context.autoFocus}
      aria-label={context.label}
      dictCode={context.column.dictCode ?? ""}
      search={search}
      loadTexts={loadDictTexts}
      value={singleValue(context.value)}
      onChange={(value) => context.onChange(value)}
    />
  );
}

function SearchCell({ context }: { context: EditorContext }) {
  const { searchDictItems } = useEditableDictionaries();
  return searchDictItems && context.column.dictCode ? (
    <SearchCellEditor context={context} search={searchDictItems} />
  ) : (
    searchableSelect(context)
  );
}

/**
 * The choosing types beyond select: radios (always shown, choosing is the edit), list_multi (several values in
 * a dropdown, as select-multiple), sel_search (a select filtering its options) and select-search (typed
 * keywords searched on the server through the table's `searchDictItems`).
 */
export const choiceCellTypes: Registry = {
  radio: {
    live: true,
    display: ({ value, column }) => optionText(column, value),
    editor: (context) => (
      <RadioGroup
        aria-label={context.label}
        value={singleValue(context.value)}
        onChange={(value) => context.onChange(value)}
        onKeyDown={(event) => {
          // Back to the cell, as from an editor.
          if (event.key !== "Escape") return;
          event.preventDefault();
          event.stopPropagation();
          context.onDone();
        }}
      >
        {(context.column.options ?? []).map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.disabled} tabIndex={-1}>
            {optionLabel(option)}
          </Radio>
        ))}
      </RadioGroup>
    ),
  },
  list_multi: {
    display: ({ value, column }) => optionText(column, value),
    editor: (context) => (
      <Select
        mode="multiple"
        autoFocus={context.autoFocus}
        aria-label={context.label}
        maxTagCount={1}
        showSearch={context.column.allowSearch}
        options={selectOptions(context.column)}
        value={asText(context.value).split(",").filter(Boolean)}
        status={editorStatus(context)}
        onChange={(values) => context.onChange(values.join(","))}
      />
    ),
  },
  sel_search: {
    display: ({ value, column }) => optionText(column, value),
    editor: searchableSelect,
  },
  "select-search": {
    display: ({ value, column }) => <DictValueText column={column} value={value} />,
    editor: (context) => <SearchCell context={context} />,
  },
};
