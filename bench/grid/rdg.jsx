// react-data-grid with its text editor on the text and number columns (it ships no other editor), and
// the select, date and check columns shown as text.
import { DataGrid, renderTextEditor } from "react-data-grid";
import "react-data-grid/lib/styles.css";
import { useState } from "react";
import { COLUMN_WIDTH, COLUMNS, ROW_HEIGHT, VIEW_HEIGHT } from "./data.js";
import { installBench, Probe } from "./harness.jsx";

const columns = COLUMNS.map((column) => ({
  key: column.key,
  name: column.title,
  width: COLUMN_WIDTH,
  renderEditCell: column.kind === "text" || column.kind === "number" ? renderTextEditor : undefined,
  renderCell:
    column.key === "name"
      ? ({ row }) => <Probe id={row.id} value={row.name} />
      : column.kind === "select"
        ? ({ row }) => column.options.find((option) => option.value === row[column.key])?.label
        : column.kind === "check"
          ? ({ row }) => (row[column.key] ? "✓" : "")
          : undefined,
}));
const rowKeyGetter = (row) => row.id;

function Grid({ rows: initial }) {
  const [rows, setRows] = useState(initial);
  return (
    <DataGrid
      columns={columns}
      rows={rows}
      onRowsChange={setRows}
      rowKeyGetter={rowKeyGetter}
      rowHeight={ROW_HEIGHT}
      headerRowHeight={ROW_HEIGHT}
      style={{ height: VIEW_HEIGHT }}
    />
  );
}

installBench({
  App: Grid,
  scroller: () => document.querySelector("[role=grid]"),
  editGesture: "dblclick",
});
