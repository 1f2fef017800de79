import type { DetailRows } from "@kanya/core/resource";
import { type DataRow, DataTable } from "@kanya/ui/data-table";
import { EditableTable, type EditableTableMethods } from "@kanya/ui/editable-table";
import { message } from "@kanya/ui/message";
import { type Ref, useImperativeHandle, useMemo, useRef } from "react";
import { useText } from "../../locale";
import { useDictionaries } from "../../providers/dictionaries";
import { detailBodyRow, detailEditableColumns, detailViewColumns } from "./detail-columns";

const NO_VALUES: Readonly<Record<string, unknown>> = {};

/** Detail rows (一对多) a form edits below its fields and saves with the record under their key. */
export interface FormDetail {
  readonly rows: DetailRows;
  /**
   * Saved rows are shown, not edited: the form appends new ones (a work order's handling records), and
   * only while `appendable` allows it for the record.
   */
  readonly appendOnly?: boolean;
  readonly appendable?: (record: Readonly<Record<string, unknown>>) => boolean;
  /** Values a new row starts with (the signed-in user, the time now), read when the form opens. */
  readonly useNewRow?: () => Readonly<Record<string, unknown>>;
}

/** What the form asks of a section when it saves: the rows to send, or `undefined` after showing why not. */
export interface DetailSectionHandle {
  collect(): Promise<Record<string, unknown>[] | undefined>;
}

/**
 * One detail of the form: its title, the saved rows (read-only when appending, or in 详情) and the editable
 * table (new rows, or all of them), checked cell by cell as the server reads them.
 */
export function DetailRowsSection({
  detail,
  saved,
  readOnly,
  record,
  ref,
}: {
  detail: FormDetail;
  saved: readonly Record<string, unknown>[];
  readOnly: boolean;
  record: Readonly<Record<string, unknown>> | undefined;
  ref?: Ref<DetailSectionHandle>;
}) {
  const t = useText();
  const dictionaries = useDictionaries();
  const table = useRef<EditableTableMethods<DataRow & { id: string }>>(null);
  // The new row's values as the form opened (the time of day would change on every render).
  const newRow = useRef(detail.useNewRow?.() ?? NO_VALUES).current;
  const { rows } = detail;
  const appendOnly = detail.appendOnly === true;
  const editable = !readOnly && (!appendOnly || !record || (detail.appendable?.(record) ?? true));
  const columns = useMemo(
    () =>
      detailEditableColumns(rows, dictionaries).map((column) =>
        column.key in newRow ? { ...column, defaultValue: newRow[column.key] } : column,
      ),
    [rows, dictionaries, newRow],
  );
  const viewColumns = useMemo(() => detailViewColumns(rows, dictionaries), [rows, dictionaries]);
  const shownSaved = readOnly || appendOnly;
  const savedRows = useMemo(
    () => saved.map((row, index) => ({ ...row, id: String(row.id ?? index) })),
    [saved],
  );

  useImperativeHandle(ref, () => ({
    async collect() {
      const kept = shownSaved ? saved.map((row) => detailBodyRow(rows, row)) : [];
      const methods = table.current;
      if (!methods) return kept;
      if ((await methods.fullValidateTable()) > 0) {
        message.warning(t("detailRows.invalid", { title: rows.title }));
        return undefined;
      }
      return [...kept, ...methods.getValues().map((row) => detailBodyRow(rows, row))];
    },
  }));

  return (
    <section className="md:col-span-2 flex flex-col gap-2" aria-label={rows.title}>
      <h3 className="m-0 text-base font-medium">{rows.title}</h3>
      {shownSaved && (
        <DataTable
          label={t("detailRows.saved", { title: rows.title })}
          columns={viewColumns}
          dataSource={savedRows}
          pagination={false}
          emptyText={t("detailRows.none", { title: rows.title })}
        />
      )}
      {editable && (
        <>
          {appendOnly && (
            <p className="m-0 text-fg-secondary">{t("detailRows.appendHint", { title: rows.title })}</p>
          )}
          <EditableTable
            ref={table}
            label={appendOnly ? t("detailRows.new", { title: rows.title }) : rows.title}
            columns={columns}
            dataSource={appendOnly ? [] : savedRows}
            alwaysEdit
            maxHeight={280}
          />
        </>
      )}
    </section>
  );
}
