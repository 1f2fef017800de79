import { type CSSProperties, useCallback, useEffect, useState } from "react";
import { Button } from "../button/Button";
import { Input } from "../input/Input";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import { message } from "../message/message-api";
import { PickerModal } from "./PickerModal";
import type {
  PickerColumn,
  PickerMode,
  PickerPage,
  PickerQuery,
  PickerRow,
  PickerSearchField,
} from "./picker-types";
import { type PopupConfig, popupConfigProblem, popupRowKey, popupValues, selfParams } from "./popup-config";

/** `getRpColumns/{code}` (spec §7): the report's id, name and columns. */
export interface ReportColumns {
  cgRpConfigId: string;
  cgRpConfigName?: string;
  columns: { dataIndex: string; title: string }[];
  /** Fields offered in the search form (from `getQueryInfo`, optional). */
  queryFields?: PickerSearchField[];
}

export interface ReportLoaders {
  loadColumns: (code: string) => Promise<ReportColumns>;
  /** `getData/{cgRpConfigId}` with the list query and the `self_` parameters. */
  loadData: (cgRpConfigId: string, query: PickerQuery) => Promise<PickerPage>;
}

/** Report popup width and paging (spec §9). */
export const REPORT_POPUP_WIDTH = 1200;
const ROW_KEY = "__popupRowKey";

export interface ReportPopupModalProps extends ReportLoaders {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string;
  mode?: PickerMode;
  /** Report parameters, sent as `self_<name>`. */
  params?: Readonly<Record<string, string | undefined>>;
  onConfirm: (rows: PickerRow[]) => void;
}

/**
 * JPopupOnlReport (spec §3, §7, §9): an online report's rows in the picker engine — columns from
 * `getRpColumns`, rows from `getData` with `self_` parameters, width 1200, page size 10 (10/20/30), row keys
 * cut at 50. Confirming nothing, or several in single mode, warns 请选择一条记录.
 */
export function ReportPopupModal({
  open,
  code,
  params,
  loadColumns,
  loadData,
  ...props
}: ReportPopupModalProps) {
  const { t } = useLocale(pickerZhCN);
  const [report, setReport] = useState<ReportColumns | Error | undefined>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    setReport(undefined);
    loadColumns(code).then(
      (answer) => current && setReport(answer),
      (reason: unknown) => current && setReport(reason instanceof Error ? reason : new Error(String(reason))),
    );
    return () => {
      current = false;
    };
  }, [open, code, loadColumns]);
  const paramsKey = JSON.stringify(selfParams(params));
  // Rows wait for the columns (getData needs the report's id): until then the table shows loading.
  const load = useCallback(
    async (query: PickerQuery): Promise<PickerPage> => {
      if (report instanceof Error) throw report;
      if (!report) return new Promise<PickerPage>(() => undefined);
      const names = report.columns.map((column) => column.dataIndex);
      const page = await loadData(report.cgRpConfigId, {
        ...(JSON.parse(paramsKey) as PickerQuery),
        ...query,
      });
      return {
        ...page,
        records: page.records.map((row) => ({ ...row, [ROW_KEY]: popupRowKey(row, names) })),
      };
    },
    [report, loadData, paramsKey],
  );
  const ready = report instanceof Error ? undefined : report;
  const columns: PickerColumn[] = (ready?.columns ?? []).map((column) => ({ ...column, width: 160 }));
  const firstColumn = ready?.columns[0]?.dataIndex ?? ROW_KEY;
  return (
    <PickerModal<PickerRow>
      {...props}
      open={open}
      title={ready?.cgRpConfigName ?? t("picker.popup.title")}
      width={REPORT_POPUP_WIDTH}
      columns={columns}
      searchFields={ready?.queryFields}
      rowKey={ROW_KEY}
      labelOf={(row) => String(row[firstColumn] ?? "")}
      load={load}
      pageSize={10}
      pageSizeOptions={[10, 20, 30]}
      requireSelection
    />
  );
}

export interface PopupFieldProps extends ReportLoaders, PopupConfig {
  /** Which destination field this box shows (its value), as JeecgBoot's `field`. */
  field?: string;
  value?: string;
  /** The destination fields' new values, to write into the form. */
  onFill: (values: Record<string, string>) => void;
  multi?: boolean;
  params?: ReportPopupModalProps["params"];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  "aria-label"?: string;
  /** A form's label and messages (FormField passes them), on the box. */
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * JPopup, the `popup` / `input_pop` form field: a read-only box and 选择 that opens the report popup, then
 * writes the chosen rows' `orgFields` into the form's `destFields`. A code missing, or source and target
 * counts that differ, shows the spec's error instead of opening.
 */
export function PopupField({
  code,
  orgFields,
  destFields,
  field,
  value,
  onFill,
  multi = false,
  params,
  loadColumns,
  loadData,
  placeholder,
  disabled = false,
  className,
  style,
  ...rest
}: PopupFieldProps) {
  const { t } = useLocale(pickerZhCN);
  const [open, setOpen] = useState(false);
  const openPopup = () => {
    if (disabled) return;
    const problem = popupConfigProblem({ code, orgFields, destFields });
    if (problem) {
      message.error(t(problem === "badConfig" ? "picker.popup.badConfig" : "picker.popup.countMismatch"));
      return;
    }
    setOpen(true);
  };
  return (
    <div className={className} style={style}>
      <div className="flex">
        <Input
          {...rest}
          readOnly
          disabled={disabled}
          value={value ?? ""}
          placeholder={placeholder ?? t("picker.placeholder")}
          className="min-w-0 flex-1 rounded-e-none"
          onClick={openPopup}
          data-field={field}
        />
        <Button variant="primary" disabled={disabled} className="-ms-px rounded-s-none" onClick={openPopup}>
          {t("picker.open")}
        </Button>
      </div>
      {code && (
        <ReportPopupModal
          open={open}
          onOpenChange={setOpen}
          code={code}
          mode={multi ? "multi" : "single"}
          params={params}
          loadColumns={loadColumns}
          loadData={loadData}
          onConfirm={(rows) =>
            onFill(popupValues(rows, { orgFields: orgFields ?? "", destFields: destFields ?? "" }))
          }
        />
      )}
    </div>
  );
}
