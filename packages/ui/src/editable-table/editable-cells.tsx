import { insertTagSeparators } from "@kanya/core/text";
import { DatePicker } from "../date-picker/DatePicker";
import { DateTimePicker } from "../date-picker/DateTimePicker";
import type { CellRegistry } from "../grid-core/cell-registry";
import { CalendarIcon } from "../icon-base/glyphs";
import { Input } from "../input/Input";
import { InputNumber } from "../input-number/InputNumber";
import { Select } from "../select/Select";
import { Textarea } from "../textarea/Textarea";
import { asText, optionText, selectOptions, editorStatus as status } from "./cell-values";
import { choiceCellTypes } from "./choice-cells";
import type { EditableColumn, EditableRow, EditorContext } from "./editable-types";
import { LightCheckbox } from "./light-checkbox";
import { LightInput, LightSelect } from "./light-field";
import { showCellTypes, tagsDisplay } from "./show-cells";

export { optionLabel } from "./cell-values";

type Registry = CellRegistry<EditableRow, EditableColumn, EditorContext>;

const text = { display: ({ value }: { value: unknown }) => asText(value) };

/**
 * The EditableTable's cell types: how each shows its value and which ui primitive edits it (spec §3).
 * Radios and choosing types are in `choice-cells`, show-only ones (progress, tags) in `show-cells`. Types that
 * need a picker or an upload (sel_user, sel_depart, popup, upload, image, file…) show their value and take the
 * column's `renderEditor`.
 */
function textStandIn(context: EditorContext) {
  return <LightInput text={asText(context.value)} invalid={context.error !== undefined} />;
}

function dateStandIn(context: EditorContext) {
  return (
    <LightInput
      text={asText(context.value)}
      invalid={context.error !== undefined}
      icon={<CalendarIcon aria-hidden="true" className="size-3.5" />}
    />
  );
}

export const editableCellTypes: Registry = {
  normal: text,
  hidden: text,
  input: {
    ...text,
    standIn: textStandIn,
    editor: (context) => (
      <Input
        autoFocus={context.autoFocus}
        aria-label={context.label}
        value={asText(context.value)}
        status={status(context)}
        onChange={(event) => context.onChange(event.target.value)}
        {...context.column.props}
      />
    ),
  },
  tags: {
    display: tagsDisplay,
    standIn: textStandIn,
    editor: (context) => (
      <Input
        autoFocus={context.autoFocus}
        aria-label={context.label}
        value={asText(context.value)}
        status={status(context)}
        onChange={(event) => context.onChange(insertTagSeparators(event.target.value))}
      />
    ),
  },
  textarea: {
    ...text,
    standIn: textStandIn,
    editor: (context) => (
      <Textarea
        autoFocus={context.autoFocus}
        aria-label={context.label}
        value={asText(context.value)}
        status={status(context)}
        onChange={(event) => context.onChange(event.target.value)}
      />
    ),
  },
  inputNumber: {
    ...text,
    standIn: textStandIn,
    editor: (context) => (
      <InputNumber
        autoFocus={context.autoFocus}
        aria-label={context.label}
        value={
          typeof context.value === "number" ? context.value : context.value ? Number(context.value) : null
        }
        status={status(context)}
        onChange={(value) => context.onChange(value)}
      />
    ),
  },
  select: {
    display: ({ value, column }) => optionText(column, value),
    // A Radix popover per closed select made even a 500-row always-edit table slow to mount.
    standIn: (context) => (
      <LightSelect
        label={context.label}
        text={optionText(context.column, context.value)}
        invalid={context.error !== undefined}
      />
    ),
    standInUnwindowed: true,
    editor: (context) => (
      <Select
        autoFocus={context.autoFocus}
        // Open only when the user opened the cell: in always-edit mode every row's select mounts at once.
        defaultOpen={context.autoFocus}
        aria-label={context.label}
        options={selectOptions(context.column)}
        value={context.value === undefined || context.value === null ? null : String(context.value)}
        status={status(context)}
        showSearch={context.column.allowSearch}
        onChange={(value) => context.onChange(value)}
      />
    ),
  },
  "select-multiple": {
    display: ({ value, column }) => optionText(column, value),
    editor: (context) => (
      <Select
        mode="multiple"
        autoFocus={context.autoFocus}
        aria-label={context.label}
        maxTagCount={1}
        options={selectOptions(context.column)}
        value={asText(context.value).split(",").filter(Boolean)}
        status={status(context)}
        onChange={(values) => context.onChange(values.join(","))}
      />
    ),
  },
  date: {
    ...text,
    standIn: dateStandIn,
    editor: (context) => (
      <DatePicker
        // Opened with the cell, as a select is: one click to the calendar.
        defaultOpen={context.autoFocus}
        // As wide as its cell (the picker's own width is wider than a 135 px date column holds).
        className="w-full"
        aria-label={context.label}
        value={asText(context.value) || null}
        status={status(context)}
        onChange={(value) => context.onChange(value)}
      />
    ),
  },
  datetime: {
    ...text,
    standIn: dateStandIn,
    editor: (context) => (
      <DateTimePicker
        // Opened with the cell, as a select is: one click to the calendar.
        defaultOpen={context.autoFocus}
        // As wide as its cell (the picker's own width is wider than a 135 px date column holds).
        className="w-full"
        aria-label={context.label}
        value={asText(context.value) || null}
        status={status(context)}
        onChange={(value) => context.onChange(value)}
      />
    ),
  },
  checkbox: {
    // Always a live checkbox: ticking is the edit.
    live: true,
    display: () => null,
    editor: (context) => {
      const [on, off] = context.column.customValue ?? ["Y", "N"];
      return (
        <LightCheckbox
          label={context.label}
          checked={context.value === on}
          onChange={(checked) => context.onChange(checked ? on : off)}
        />
      );
    },
  },
  ...choiceCellTypes,
  ...showCellTypes,
};
