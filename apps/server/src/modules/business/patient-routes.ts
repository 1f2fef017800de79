import { patient } from "@kanya/resources";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { RouteSpec } from "../../http/routes";
import type { ChannelScope } from "./channel-scope";
import type { BusinessDeps } from "./deps";
import { recordJson } from "./record-json";

/**
 * `/business/patient`: patients; a customer or member card named must exist. Kept to the channels of the
 * user's department (`scope`).
 */
export function patientRoutes({ db, clock, importDeps }: BusinessDeps, scope: ChannelScope): RouteSpec[] {
  return crudRoutes(
    db,
    {
      resource: patient,
      toJson: recordJson(patient),
      messages: { duplicate: "身份证号或病历号已存在" },
      userScope: scope.rows,
      async check(raw, context) {
        const values = await scope.written(raw, context);
        if (values.customer_id) {
          const found = await db
            .selectFrom("biz_customer")
            .select("id")
            .where("id", "=", values.customer_id)
            .executeTakeFirst();
          if (!found) throw new BusinessError("所属客户不存在");
        }
        if (values.member_card_id) {
          const found = await db
            .selectFrom("biz_member_card")
            .select("id")
            .where("id", "=", values.member_card_id)
            .executeTakeFirst();
          if (!found) throw new BusinessError("会员卡不存在");
        }
        return values;
      },
      excel: { title: "患者", deps: importDeps },
    },
    clock,
  );
}
