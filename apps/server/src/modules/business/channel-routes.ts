import { channel } from "@kanya/resources";
import { crudRoutes } from "../../http/crud";
import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "./deps";
import { recordJson } from "./record-json";

/** `/business/channel`: the partner and insurer channels. */
export function channelRoutes({ db, clock, importDeps }: BusinessDeps): RouteSpec[] {
  return crudRoutes(
    db,
    {
      resource: channel,
      toJson: recordJson(channel),
      messages: { duplicate: "渠道编码已存在" },
      defaultSort: { field: "code", order: "asc" },
      excel: { title: "渠道", deps: importDeps },
    },
    clock,
  );
}
