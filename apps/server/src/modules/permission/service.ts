import type { PermissionRecord } from "@kanya/core/access";
import { HOME_PATH, type ServerMenuItem } from "@kanya/core/menu";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { storedHomeRow, withHomePage } from "./home-menu";
import { buildMenuTree, MENU_ROW_COLUMNS, MENU_TYPE_BUTTON } from "./menu-tree";

export interface UserPermissions {
  menu: ServerMenuItem[];
  auth: PermissionRecord[];
  codeList: string[];
  allAuth: PermissionRecord[];
  sysSafeMode: boolean;
}

export interface PermissionService {
  /** The signed-in user's menu and button rights (getUserPermissionByToken). */
  getUserPermissions(userId: string): Promise<UserPermissions>;
  /** Every permission code granted to the user through roles; what `permission(code)` routes check. */
  loadPermissionCodes(userId: string): Promise<ReadonlySet<string>>;
}

const VALID = "1";

/** Every table `grantedTo` reads: a write to any of them may change someone's permission codes. */
export const GRANT_TABLES = [
  "sys_permission",
  "sys_role_permission",
  "sys_user_role",
  "sys_depart_role_permission",
  "sys_depart_role_user",
] as const;

export function createPermissionService(db: Kysely<Database>): PermissionService {
  /**
   * Ids of the permissions granted to the user, JeecgBoot's queryByUser: grants of the user's roles and of
   * the department roles they hold.
   */
  function grantedIds(userId: string) {
    return db
      .selectFrom("sys_role_permission as rp")
      .innerJoin("sys_user_role as ur", "ur.role_id", "rp.role_id")
      .select("rp.permission_id")
      .where("ur.user_id", "=", userId)
      .union(
        db
          .selectFrom("sys_depart_role_permission as drp")
          .innerJoin("sys_depart_role_user as dru", "dru.drole_id", "drp.role_id")
          .select("drp.permission_id")
          .where("dru.user_id", "=", userId),
      );
  }

  /** The user's undeleted permission rows. */
  function grantedTo(userId: string) {
    return db
      .selectFrom("sys_permission as p")
      .where("p.del_flag", "=", 0)
      .where("p.id", "in", grantedIds(userId));
  }

  /**
   * Everything getUserPermissionByToken answers from, in one round trip and in menu order, with only the
   * columns it writes: the user's rows (`granted`), every button (allAuth lists them all) and the stored
   * home page rows (put first when none of the user's rows is the home page).
   */
  function answerRows(userId: string) {
    return db
      .with("granted", () => grantedIds(userId))
      .selectFrom("sys_permission as p")
      .leftJoin("granted as g", "g.permission_id", "p.id")
      .select(MENU_ROW_COLUMNS.map((column) => `p.${column}` as const))
      .select(["p.perms", "p.perms_type", "p.status"])
      .select((eb) => eb("g.permission_id", "is not", null).as("granted"))
      .where("p.del_flag", "=", 0)
      .where((eb) =>
        eb.or([
          eb("g.permission_id", "is not", null),
          eb("p.menu_type", "=", MENU_TYPE_BUTTON),
          eb.and([eb("p.url", "=", HOME_PATH), eb("p.menu_type", "!=", MENU_TYPE_BUTTON)]),
        ]),
      )
      .orderBy("p.sort_no", (ob) => ob.asc().nullsLast())
      .orderBy("p.id")
      .execute();
  }

  return {
    async getUserPermissions(userId) {
      const rows = await answerRows(userId);
      const granted = rows.filter((r) => r.granted);
      const ownButtons = granted.filter((r) => r.menu_type === MENU_TYPE_BUTTON && r.status === VALID);
      const allButtons = rows.filter((r) => r.menu_type === MENU_TYPE_BUTTON);
      return {
        menu: buildMenuTree(withHomePage(granted, storedHomeRow(rows))),
        auth: ownButtons.map((r) => ({
          action: r.perms ?? "",
          type: r.perms_type ?? "1",
          describe: r.name ?? "",
        })),
        codeList: ownButtons.map((r) => r.perms ?? ""),
        allAuth: allButtons.map((r) => ({
          action: r.perms ?? "",
          status: r.status ?? "1",
          type: r.perms_type ?? "1",
          describe: r.name ?? "",
        })),
        sysSafeMode: false,
      };
    },

    async loadPermissionCodes(userId) {
      // Every guarded request asks: only the columns that carry codes.
      const rows = await grantedTo(userId)
        .select(["p.perms", "p.menu_type", "p.status"])
        .where("p.perms", "is not", null)
        .execute();
      const codes = new Set<string>();
      for (const row of rows) {
        if (row.menu_type === MENU_TYPE_BUTTON && row.status !== VALID) continue;
        // A perms cell may list several codes: "user:add,user:edit".
        for (const code of (row.perms ?? "").split(",")) if (code.trim()) codes.add(code.trim());
      }
      return codes;
    },
  };
}
