import type { FlowEdge, StatusFlow } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { Tabs } from "@kanya/ui/tabs";
import { useEffect, useState } from "react";
import { useText } from "../../locale";
import { useAccess, useApi } from "../../providers";
import type { ListPageContext, ListPageParts } from "../createListPage";
import { FlowHistoryDrawer } from "./flow-history-drawer";
import { type FlowMoveOptions, FlowTransitionDialog } from "./flow-transition-dialog";

export interface StatusFlowOptions extends FlowMoveOptions {
  /** The record's API path: `allStatus`, `transition` and `transitions` live under it. */
  readonly api: string;
  readonly flow: StatusFlow;
  /** The row's name in dialog titles (its number). */
  readonly titleOf: (row: DataRow) => string;
  /** Parameters the counts are asked with besides the route's code (a page's fixed list parameters). */
  readonly params?: Readonly<Record<string, string>>;
}

const ALL = "all";

interface StatusCount {
  status: string;
  coun: number;
}

/** The status tabs' counts (`allStatus`) of the page's code, loaded again whenever the list is. */
function useStatusCounts(
  api: string,
  code: string | undefined,
  loads: number,
  moves: number,
  params: Readonly<Record<string, string>> | undefined,
) {
  const client = useApi();
  const [counts, setCounts] = useState<Record<string, number>>();
  useEffect(() => {
    void loads;
    void moves;
    let current = true;
    const scope = {
      ...params,
      ...(code === undefined ? {} : { queryParamCode: code, ...(code !== "0" ? { channelId: code } : {}) }),
    };
    client
      .get<StatusCount[]>(`${api}/allStatus`, scope)
      .then((response) => {
        if (current && response.success)
          setCounts(Object.fromEntries(response.result.map((c) => [String(c.status), c.coun])));
      })
      .catch(() => current && setCounts(undefined));
    return () => {
      current = false;
    };
  }, [client, api, code, loads, moves, params]);
  return counts;
}

/**
 * A list page's parts for a record with a status flow (a createListPage `useParts`): status tabs with
 * their counts above the table, the moves the row's status and the user's codes allow as row actions
 * (each with its dialog), and 流转记录.
 */
export function statusFlowParts(options: StatusFlowOptions) {
  const { api, flow, titleOf, params } = options;
  return function useStatusFlow(reload: () => void, page: ListPageContext): ListPageParts {
    const t = useText();
    const access = useAccess();
    const [tab, setTab] = useState(ALL);
    const [moves, setMoves] = useState(0);
    const [moving, setMoving] = useState<{ row: DataRow; edge: FlowEdge }>();
    const [historyOf, setHistoryOf] = useState<DataRow>();
    const counts = useStatusCounts(api, page.code, page.loads, moves, params);
    const countText = (n: number | undefined) => (counts ? ` (${n ?? 0})` : "");
    const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

    const items = [
      { key: ALL, label: `${t("flow.all")}${countText(total)}` },
      ...flow.order.map((status) => ({
        key: status,
        label: `${flow.text(status)}${countText(counts?.[status])}`,
      })),
    ];
    return {
      aboveTable: (
        <Tabs
          aria-label={t("flow.statusTabs", { noun: flow.noun })}
          items={items}
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            page.setParams(key === ALL ? {} : { status: key });
          }}
        />
      ),
      rowActions: (row) => [
        ...flow
          .edgesFrom(String(row.status), (code) => access.can(code))
          .map((edge) => ({
            key: `to-${edge.to}`,
            label: edge.label,
            onSelect: () => setMoving({ row, edge }),
          })),
        { key: "history", label: t("flow.history"), onSelect: () => setHistoryOf(row) },
      ],
      dialogs: (
        <>
          {moving && (
            <FlowTransitionDialog
              api={api}
              flow={flow}
              record={moving.row}
              title={titleOf(moving.row)}
              edge={moving.edge}
              options={options}
              onDone={() => {
                setMoves((n) => n + 1);
                reload();
              }}
              onClose={() => setMoving(undefined)}
            />
          )}
          {historyOf && (
            <FlowHistoryDrawer
              api={api}
              flow={flow}
              record={historyOf}
              title={titleOf(historyOf)}
              onClose={() => setHistoryOf(undefined)}
            />
          )}
        </>
      ),
    };
  };
}
