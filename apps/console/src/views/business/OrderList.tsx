import { channelExportTitle, orderFlow, serviceOrder } from "@kanya/resources";
import { createListPage, statusFlowParts } from "../../list";

/**
 * 医疗订单: service orders with status tabs and their counts, the flow's transitions as row actions and
 * each order's 流转记录; per channel by the route's code (`/business/order/3`), exported with its name.
 */
export default createListPage(serviceOrder, {
  routeCode: { exportTitle: (code) => channelExportTitle(serviceOrder.title, code) },
  useParts: statusFlowParts({
    api: "/business/serviceOrder",
    flow: orderFlow,
    titleOf: (row) => String(row.orderNo),
  }),
});
