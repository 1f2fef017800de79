import type { ReportItem, ReportModel, ReportParam, ReportRows } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import {
  type EditableColumn,
  type EditableRow,
  EditableTable,
  type EditableTableMethods,
} from "@kanya/ui/editable-table";
import { Input } from "@kanya/ui/input";
import { message } from "@kanya/ui/message";
import { Textarea } from "@kanya/ui/textarea";
import { useId, useMemo, useRef, useState } from "react";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";

type ItemRow = EditableRow & ReportItem;
type ParamRow = EditableRow & ReportParam;

const FIELD_TYPES = ["String", "Integer", "Long", "Double", "BigDecimal", "Date", "Datetime"] as const;
let rowSeq = 0;
const rowId = () => `row-${++rowSeq}`;

/** A column for each key of a preview row (the SQL's select list), typed from its first value. */
export function itemsFromRecord(record: Record<string, unknown>): ReportItem[] {
  return Object.entries(record)
    .filter(([key]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key))
    .map(([key, value], index) => ({
      fieldName: key,
      fieldTxt: key,
      fieldType: typeof value === "number" ? (Number.isInteger(value) ? "Integer" : "Double") : "String",
      isShow: 1,
      isOrder: 0,
      isSearch: 0,
      searchMode: "single",
      orderNum: index,
    }));
}

/**
 * 报表设计's editor: name, code and the SQL, the columns and parameters in editable tables, a live preview of
 * the unsaved definition (the server's `head/preview`, first 10 rows), and save (add or edit).
 */
export function ReportEditor({
  initial,
  onSaved,
  onCancel,
}: {
  initial: ReportModel | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const api = useApi();
  const [name, setName] = useState(initial?.head.name ?? "");
  const [code, setCode] = useState(initial?.head.code ?? "");
  const [sql, setSql] = useState(initial?.head.cgrSql ?? "");
  const [items, setItems] = useState<ItemRow[]>(() =>
    (initial?.items ?? []).map((i) => ({ ...i, id: rowId() })),
  );
  const params = useMemo<ParamRow[]>(
    () => (initial?.params ?? []).map((p) => ({ ...p, id: rowId() })),
    [initial],
  );
  const itemTable = useRef<EditableTableMethods<ItemRow>>(null);
  const paramTable = useRef<EditableTableMethods<ParamRow>>(null);
  const [preview, setPreview] = useState<ReportRows>();
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = { name: useId(), code: useId(), sql: useId() };

  const itemColumns = useMemo<EditableColumn<ItemRow>[]>(
    () => [
      { key: "index", type: "row-number", title: "#" },
      { key: "selection", type: "row-checkbox", title: "" },
      { key: "fieldName", type: "input", title: t("reportDesigner.fieldName"), width: 140 },
      { key: "fieldTxt", type: "input", title: t("reportDesigner.fieldTxt"), width: 140 },
      {
        key: "fieldType",
        type: "select",
        title: t("reportDesigner.fieldType"),
        width: 120,
        defaultValue: "String",
        options: FIELD_TYPES.map((v) => ({ value: v, text: v })),
      },
      { key: "dictCode", type: "input", title: t("reportDesigner.dictCode"), width: 120 },
      {
        key: "isShow",
        type: "checkbox",
        title: t("reportDesigner.isShow"),
        width: 70,
        customValue: [1, 0],
        defaultValue: 1,
      },
      {
        key: "isOrder",
        type: "checkbox",
        title: t("reportDesigner.isOrder"),
        width: 70,
        customValue: [1, 0],
        defaultValue: 0,
      },
      {
        key: "isSearch",
        type: "checkbox",
        title: t("reportDesigner.isSearch"),
        width: 70,
        customValue: [1, 0],
        defaultValue: 0,
      },
      {
        key: "searchMode",
        type: "select",
        title: t("reportDesigner.searchMode"),
        width: 110,
        defaultValue: "single",
        options: [
          { value: "single", text: t("reportDesigner.single") },
          { value: "group", text: t("reportDesigner.group") },
        ],
      },
    ],
    [t],
  );
  const paramColumns = useMemo<EditableColumn<ParamRow>[]>(
    () => [
      { key: "index", type: "row-number", title: "#" },
      { key: "selection", type: "row-checkbox", title: "" },
      { key: "paramName", type: "input", title: t("reportDesigner.paramName"), width: 160 },
      { key: "paramTxt", type: "input", title: t("reportDesigner.paramTxt"), width: 160 },
      { key: "paramValue", type: "input", title: t("reportDesigner.paramValue"), width: 160 },
    ],
    [t],
  );

  const model = (): ReportModel => ({
    head: {
      ...(initial?.head.id ? { id: initial.head.id } : {}),
      name: name.trim(),
      code: code.trim(),
      cgrSql: sql,
    },
    items: (itemTable.current?.getValues() ?? items)
      .filter((i) => i.fieldName)
      .map(({ id: _id, ...item }, index) => ({ ...item, orderNum: index })),
    params: (paramTable.current?.getValues() ?? params)
      .filter((p) => p.paramName)
      .map(({ id: _id, ...param }) => param),
  });

  const runPreview = async () => {
    setPreviewing(true);
    try {
      const res = await api.online.report.preview(model());
      if (res.success) {
        setPreview(res.result);
        return res.result;
      }
      message.error(res.message);
    } finally {
      setPreviewing(false);
    }
    return undefined;
  };

  const columnsFromSql = async () => {
    const page = await runPreview();
    const first = page?.records[0];
    if (first) setItems(itemsFromRecord(first).map((i) => ({ ...i, id: rowId() })));
  };

  const save = async () => {
    const m = model();
    if (!m.head.name || !m.head.code || !m.head.cgrSql.trim()) {
      message.warning(t("reportDesigner.required"));
      return;
    }
    setSaving(true);
    try {
      const res = initial?.head.id ? await api.online.report.edit(m) : await api.online.report.add(m);
      if (res.success) {
        message.success(t("reportDesigner.saved"));
        onSaved();
      } else message.error(res.message);
    } finally {
      setSaving(false);
    }
  };

  const previewColumns = useMemo<DataTableColumn[]>(() => {
    const shown = items.filter((i) => i.fieldName && i.isShow !== 0);
    const keys = shown.length ? shown : itemsFromRecord(preview?.records[0] ?? {});
    return keys.map((i) => ({ title: i.fieldTxt || i.fieldName, dataIndex: i.fieldName }));
  }, [items, preview]);
  const previewRows = useMemo<DataRow[]>(
    () => (preview?.records ?? []).map((r, i) => ({ ...r, __key: String(i) })) as DataRow[],
    [preview],
  );

  return (
    <div className="grid gap-4">
      <section className="grid gap-3 rounded-control-lg bg-surface p-4 md:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.name} className="text-fg-secondary">
            {t("reportDesigner.name")}
          </label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.code} className="text-fg-secondary">
            {t("reportDesigner.code")}
          </label>
          <Input id={ids.code} value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="grid gap-1 md:col-span-2">
          <label htmlFor={ids.sql} className="text-fg-secondary">
            {t("reportDesigner.sql")}
          </label>
          <Textarea
            id={ids.sql}
            value={sql}
            onChange={(e) => setSql(e.target.value)}
            rows={5}
            className="font-mono"
            aria-describedby="report-sql-hint"
          />
          <span id="report-sql-hint" className="text-[12px] text-fg-secondary">
            {t("reportDesigner.sqlHint")}
          </span>
        </div>
      </section>
      <section className="grid gap-2 rounded-control-lg bg-surface p-4">
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-medium text-fg">{t("reportDesigner.columns")}</h3>
          <Button onClick={() => void columnsFromSql()} loading={previewing}>
            {t("reportDesigner.fromSql")}
          </Button>
        </div>
        <EditableTable<ItemRow>
          key={items.map((i) => i.id).join()}
          ref={itemTable}
          label={t("reportDesigner.columns")}
          columns={itemColumns}
          dataSource={items}
          alwaysEdit
          toolbar
          maxHeight={300}
        />
      </section>
      <section className="grid gap-2 rounded-control-lg bg-surface p-4">
        <h3 className="font-medium text-fg">{t("reportDesigner.params")}</h3>
        <EditableTable<ParamRow>
          ref={paramTable}
          label={t("reportDesigner.params")}
          columns={paramColumns}
          dataSource={params}
          alwaysEdit
          toolbar
          maxHeight={200}
        />
      </section>
      <section className="grid gap-2 rounded-control-lg bg-surface p-4">
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-medium text-fg">
            {t("reportDesigner.previewTitle")}
            {preview ? (
              <span className="ml-2 text-[13px] font-normal text-fg-secondary">
                {t("reportDesigner.previewTotal", { total: preview.total })}
              </span>
            ) : null}
          </h3>
          <Button onClick={() => void runPreview()} loading={previewing}>
            {t("reportDesigner.preview")}
          </Button>
        </div>
        {preview ? (
          <DataTable
            label={t("reportDesigner.previewTitle")}
            rowKey="__key"
            columns={previewColumns}
            dataSource={previewRows}
          />
        ) : (
          <p className="py-4 text-center text-fg-secondary">{t("reportDesigner.previewEmpty")}</p>
        )}
      </section>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t("reportDesigner.cancel")}</Button>
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {t("reportDesigner.save")}
        </Button>
      </div>
    </div>
  );
}
