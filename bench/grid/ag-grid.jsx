// AG Grid Community with its own editors for the same columns (text, number, select, date, checkbox).

import {
  CheckboxEditorModule,
  ClientSideRowModelModule,
  DateEditorModule,
  ModuleRegistry,
  NumberEditorModule,
  SelectEditorModule,
  TextEditorModule,
  themeQuartz,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { COLUMN_WIDTH, COLUMNS, ROW_HEIGHT, VIEW_HEIGHT } from "./data.js";
import { installBench, Probe } from "./harness.jsx";

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  DateEditorModule,
  CheckboxEditorModule,
]);

const DATA_TYPES = { text: "text", number: "number", select: "text", date: "dateString", check: "boolean" };
const ProbeCell = ({ value, data }) => <Probe id={data.id} value={value} />;
const columnDefs = COLUMNS.map((column) => ({
  field: column.key,
  headerName: column.title,
  width: COLUMN_WIDTH,
  editable: true,
  cellDataType: DATA_TYPES[column.kind],
  ...(column.kind === "select" && {
    cellEditor: "agSelectCellEditor",
    cellEditorParams: { values: column.options.map((option) => option.value) },
    valueFormatter: ({ value }) => column.options.find((option) => option.value === value)?.label ?? value,
  }),
  ...(column.key === "name" && { cellRenderer: ProbeCell }),
}));
const getRowId = ({ data }) => data.id;

installBench({
  App: ({ rows }) => (
    <div style={{ height: VIEW_HEIGHT }}>
      <AgGridReact
        theme={themeQuartz}
        rowData={rows}
        columnDefs={columnDefs}
        getRowId={getRowId}
        rowHeight={ROW_HEIGHT}
        headerHeight={ROW_HEIGHT}
      />
    </div>
  ),
  // The element of the body that scrolls vertically (AG Grid names it differently across releases).
  scroller: () =>
    [...document.querySelectorAll(".ag-root *")]
      .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowY))
      .sort((a, b) => b.scrollHeight - a.scrollHeight)[0],
  editGesture: "dblclick",
});
