import { createDownloader } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn, type Sorter } from "@kanya/ui/data-table";
import { exportXls } from "@kanya/ui/excel";
import { message } from "@kanya/ui/message";
import { QueryForm, type QueryFormField } from "@kanya/ui/query-form";
import { useCallback, useEffect, useMemo, useState } from "react";
import { config } from "../../config";
import { useText } from "../../locale";
import { useApi, useListLoadGuard, useSession } from "../../providers";
import type { ViewProps } from "../view-props";

const FIRST_PAGE = { current: 1, pageSize: 10 };

interface ReportColumns {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: { title: string; dataIndex: string; sorter?: boolean; customRender?: string }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}
interface QueryInfo {
  field: string;
  label: string;
  mode: "single" | "group";
  view: string;
  hidden: boolean;
  dictOptions?: { value: string; text: string }[];
}

/** The report's id or code: the last segment of the menu url (`/online/cgreport/{id}`, as JeecgBoot routes it). */
export const reportKeyOf = (url: string) => decodeURIComponent(url.split("/").filter(Boolean).at(-1) ?? "");

/** The query form's fields for the report's query info: dictionaries as selects, group mode as a range. */
export function queryFieldsOf(info: readonly QueryInfo[]): QueryFormField[] {
  return info
    .filter((q) => !q.hidden)
    .map((q) => {
      if (q.dictOptions)
        return {
          name: q.field,
          label: q.label,
          type: "select" as const,
          options: q.dictOptions.map((o) => ({ value: o.value, label: o.text })),
        };
      if (q.mode === "group")
        return {
          name: q.field,
          label: q.label,
          type: q.view === "text" ? ("text" as const) : ("date-range" as const),
        };
      return { name: q.field, label: q.label, trim: true };
    });
}

/**
 * 在线报表 (JeecgBoot's OnlCgreportAutoList): the report the menu names, its query form (`getQueryInfo`),
 * its columns with dictionary texts (`getRpColumns`) and its pages (`getData`, sorted on the server).
 */
export default function OnlineReportList({ route }: ViewProps) {
  const t = useText();
  const api = useApi();
  const beforeListLoad = useListLoadGuard();
  const session = useSession();
  const [exporting, setExporting] = useState(false);
  const key = reportKeyOf(route.path);
  const [report, setReport] = useState<ReportColumns>();
  const [info, setInfo] = useState<QueryInfo[]>([]);
  const [query, setQuery] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sorter, setSorter] = useState<Sorter>();
  const [rows, setRows] = useState<DataRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState<string>();
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setFailed(undefined);
    void (async () => {
      try {
        const columns = await api.get<ReportColumns>(
          `/online/cgreport/api/getRpColumns/${encodeURIComponent(key)}`,
        );
        if (!current) return;
        if (!columns.success) return setFailed(columns.message || t("onlineReport.notFound"));
        const queryInfo = await api.get<QueryInfo[]>(
          `/online/cgreport/api/getQueryInfo/${encodeURIComponent(columns.result.cgRpConfigId)}`,
        );
        if (!current) return;
        setInfo(queryInfo.success ? queryInfo.result : []);
        setReport(columns.result);
      } catch {
        if (current) setFailed(t("onlineReport.loadFailed"));
      }
    })();
    return () => {
      current = false;
    };
  }, [api, key, t]);

  useEffect(() => {
    void loads;
    if (!report || !beforeListLoad()) return;
    let current = true;
    setLoading(true);
    api
      .get<{ records: DataRow[]; total: number }>(
        `/online/cgreport/api/getData/${encodeURIComponent(report.cgRpConfigId)}`,
        {
          ...query,
          pageNo: String(paging.current),
          pageSize: String(paging.pageSize),
          ...(sorter ? { column: sorter.column, order: sorter.order } : {}),
        },
      )
      .then((response) => {
        if (!current) return;
        if (!response.success) return setFailed(response.message || t("onlineReport.loadFailed"));
        setFailed(undefined);
        setRows(response.result.records.map((r, i) => ({ __key: `${paging.current}-${i}`, ...r })));
        setTotal(Number(response.result.total));
      })
      .catch(() => current && setFailed(t("onlineReport.loadFailed")))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, beforeListLoad, loads, paging, query, report, sorter, t]);

  const columns = useMemo<DataTableColumn[]>(
    () =>
      (report?.columns ?? []).map((c) => {
        const options = c.customRender ? report?.dictOptions[c.customRender] : undefined;
        return {
          title: c.title,
          dataIndex: c.dataIndex,
          sorter: c.sorter === true,
          ...(options
            ? {
                render: (value: unknown) =>
                  String(value ?? "")
                    .split(",")
                    .map((v) => options.find((o) => o.value === v)?.text ?? v)
                    .join(","),
              }
            : {}),
        };
      }),
    [report],
  );
  const fields = useMemo(() => queryFieldsOf(info), [info]);

  const exportReport = async () => {
    if (!report) return;
    setExporting(true);
    try {
      const download = createDownloader({
        baseUrl: config.apiBase,
        getToken: () => session.getToken(),
        getTenantId: () => session.getTenantId(),
      });
      await exportXls({
        download: (params) => download("/online/cgreport/api/exportXls", params),
        params: {
          ...query,
          cgRpConfigId: report.cgRpConfigId,
          ...(sorter ? { column: sorter.column, order: sorter.order } : {}),
        },
        fileName: report.cgRpConfigName,
      });
    } catch {
      message.error(t("onlineReport.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <QueryForm
          fields={fields}
          onSearch={(params) => {
            setQuery(
              Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v).replaceAll("*", "")])),
            );
            setPaging((p) => ({ ...p, current: 1 }));
          }}
          onReset={() => {
            setQuery({});
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        />
      )}
      <div className="flex gap-2">
        <Button disabled={!report} loading={exporting} onClick={() => void exportReport()}>
          {t("onlineReport.export")}
        </Button>
      </div>
      <DataTable
        label={report?.cgRpConfigName ?? t("onlineReport.title")}
        rowKey="__key"
        columns={columns}
        dataSource={rows}
        loading={loading && !failed}
        error={failed}
        onRetry={reload}
        emptyText={t("onlineReport.empty")}
        {...(sorter ? { sorter } : {})}
        onSortChange={(next) => {
          setSorter(next);
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        pagination={{
          total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </div>
  );
}
