import { gatewayRoute } from "@kanya/resources";
import { createListPage } from "../../list";
import { useText } from "../../locale";
import { RouteModal } from "./components/gateway/RouteModal";

/**
 * 网关路由 (/isystem/gatewayroute): the `gatewayRoute` resource's list page. JeecgBoot's `list` answers every
 * route at once; predicates and filters are edited as JSON in the page's own dialog.
 */
export default createListPage(gatewayRoute, {
  formModal: RouteModal,
  columns: (columns) =>
    columns.map((column) =>
      column.key === "status"
        ? { ...column, render: (_value, row) => <GatewayStatus value={row.status} /> }
        : column,
    ),
});

function GatewayStatus({ value }: { value: unknown }) {
  const t = useText();
  return <>{String(value) === "1" ? t("gateway.enabled") : t("gateway.disabled")}</>;
}
