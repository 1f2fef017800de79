import type { PermissionRecord } from "@kanya/core/access";
import { HOME_PATH, type ServerMenuItem } from "@kanya/core/menu";
import type { Kysely } from "kysely";
import type { Database, SysPermissionRow } from "../../db/schema";
import { withHomePage } from "./home-menu";
import { buildMenuTree, MENU_TYPE_BUTTON } from "./menu-tree";

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

export function createPermissionService(db: Kysely<Database>): PermissionService {
  /**
   * The user's undeleted permission rows: JeecgBoot's queryByUser, grants of the user's roles and of the
   * department roles they hold.
   */
  function grantedTo(userId: string) {
    return db
      .selectFrom("sys_permission as p")
      .where("p.del_flag", "=", 0)
      .where("p.id", "in", (eb) =>
        eb
          .selectFrom("sys_role_permission as rp")
          .innerJoin("sys_user_role as ur", "ur.role_id", "rp.role_id")
          .select("rp.permission_id")
          .where("ur.user_id", "=", userId)
          .union(
            eb
              .selectFrom("sys_depart_role_permission as drp")
              .innerJoin("sys_depart_role_user as dru", "dru.drole_id", "drp.role_id")
              .select("drp.permission_id")
              .where("dru.user_id", "=", userId),
          ),
      );
  }

  /** The user's permission rows in menu order. */
  function rowsOfUser(userId: string): Promise<SysPermissionRow[]> {
    return grantedTo(userId)
      .selectAll("p")
      .orderBy("p.sort_no", (ob) => ob.asc().nullsLast())
      .orderBy("p.id")
      .execute();
  }

  return {
    async getUserPermissions(userId) {
      const rows = await rowsOfUser(userId);
      const storedHome = rows.some((r) => r.url === HOME_PATH)
        ? undefined
        : await db
            .selectFrom("sys_permission")
            .selectAll()
            .where("url", "=", HOME_PATH)
            .where("del_flag", "=", 0)
            .where("menu_type", "!=", MENU_TYPE_BUTTON)
            .orderBy("id")
            .executeTakeFirst();
      const ownButtons = rows.filter((r) => r.menu_type === MENU_TYPE_BUTTON && r.status === VALID);
      const allButtons = await db
        .selectFrom("sys_permission")
        .selectAll()
        .where("del_flag", "=", 0)
        .where("menu_type", "=", MENU_TYPE_BUTTON)
        .orderBy("sort_no", (ob) => ob.asc().nullsLast())
        .orderBy("id")
        .execute();
      return {
        menu: buildMenuTree(withHomePage(rows, storedHome)),
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
