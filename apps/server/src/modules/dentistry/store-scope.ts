import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import type { BusinessDeps } from "../business/deps";
import { DENTISTRY_PERMISSION_CODES } from "./permission-codes";

/** The tables whose rows belong to one store by `store_id`. */
export type StoreTable = "biz_dentist" | "biz_dentistry_patient" | "biz_dentistry_order";

export const MSG_OTHER_STORE = "只能操作本门店的数据";

/**
 * Which stores a user works in: every store with 查看全部门店 (`dentistry:store:allStores`, the
 * administrator), otherwise the stores whose department is the user's current department or one below it
 * (a store's front desk its store; the 口腔门店 head office all its clinics). Checked on the server for every
 * read and write of the dentistry records.
 */
export function storeScope({ hasPermission }: Pick<BusinessDeps, "hasPermission">) {
  const seesAll = (auth: AuthContext) =>
    hasPermission(auth.user.id, DENTISTRY_PERMISSION_CODES.dentistryStore.allStores, auth.versions);
  /** The ids of the user's stores, as a subquery (null: every store). */
  const ownStoreIds = async (auth: AuthContext) => {
    if (await seesAll(auth)) return null;
    const orgCode = auth.user.org_code ?? "";
    // No current department: no store.
    const prefix = orgCode
      ? `${orgCode.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%`
      : "";
    return sql<string>`(select s.id from biz_dentistry_store s join sys_depart d on d.id = s.depart_id
      where ${prefix} <> '' and d.org_code like ${prefix})`;
  };
  return {
    /** `userScope` of the store table: the user's stores. */
    async stores(eb: ExpressionBuilder<Database, "biz_dentistry_store">, auth: AuthContext) {
      const ids = await ownStoreIds(auth);
      return ids ? (eb("id", "in", ids) as Expression<SqlBool>) : undefined;
    },
    /** `userScope` of a table whose rows carry `store_id`: the rows of the user's stores. */
    async rows<TB extends StoreTable>(eb: ExpressionBuilder<Database, TB>, auth: AuthContext) {
      const ids = await ownStoreIds(auth);
      const own = eb as unknown as ExpressionBuilder<Database, StoreTable>;
      return ids ? (own("store_id", "in", ids) as Expression<SqlBool>) : undefined;
    },
    /** Refuses a store the user does not work in (an add or edit naming it, a move of its order). */
    async check(db: BusinessDeps["db"], auth: AuthContext, storeId: string) {
      const ids = await ownStoreIds(auth);
      if (!ids) return;
      const { rows } = await sql<{ id: string }>`select id from biz_dentistry_store
        where id = ${storeId} and id in ${ids}`.execute(db);
      if (rows.length === 0) throw new BusinessError(MSG_OTHER_STORE);
    },
  };
}

export type StoreScope = ReturnType<typeof storeScope>;
