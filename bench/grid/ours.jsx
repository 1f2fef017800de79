// @kanya/ui's EditableTable on the bench's rows (every value column editable; `?mode=always` keeps every
// cell but the probe column an editor).
import { EditableTable } from "@kanya/ui/editable-table";
import "@kanya/ui/styles.css";
import { createRef } from "react";
import { COLUMN_WIDTH, COLUMNS, ROW_HEIGHT, VIEW_HEIGHT } from "./data.js";
import { ALWAYS_EDIT, installBench, Probe } from "./harness.jsx";

const TYPES = { text: "input", number: "inputNumber", select: "select", date: "date", check: "checkbox" };
const columns = COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  type: TYPES[column.kind],
  width: COLUMN_WIDTH,
  options: column.options?.map(({ value, label }) => ({ value, text: label })),
  customValue: column.kind === "check" ? [true, false] : undefined,
  validateRules: column.rules,
  render: column.key === "name" ? (value, row) => <Probe id={row.id} value={value} /> : undefined,
  // The probe column stays a display cell in always-edit mode: the runner finds rows by their probe, which an
  // editor would replace (mount then waited forever: the "hang" of the always-edit case).
  disabled: ALWAYS_EDIT && column.key === "name",
}));
const table = createRef();

installBench({
  App: ({ rows }) => (
    <EditableTable
      ref={table}
      columns={columns}
      dataSource={rows}
      alwaysEdit={ALWAYS_EDIT}
      toolbar={false}
      rowHeight={ROW_HEIGHT}
      maxHeight={VIEW_HEIGHT}
    />
  ),
  scroller: () => document.querySelector("[data-slot=grid]"),
  validate: () => table.current.validateTable(),
  editGesture: "click",
});
