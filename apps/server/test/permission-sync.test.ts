import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import type { Database } from "../src/db/schema";
import { MENU_ID } from "../src/db/seed/menus";
import { buttonIdOf, catalogButtonRows, SYNCED_ROWS_SETTING } from "../src/db/seed/permission-rows";
import { ROLE_ID } from "../src/db/seed/roles";
import { allPermissionCodes, PERMISSION_CODES } from "../src/http/permission-codes";
import { backends } from "./support/backends";

async function syncedIds(db: Kysely<Database>): Promise<string[]> {
  const row = await db
    .selectFrom("kanya_setting")
    .select("value")
    .where("key", "=", SYNCED_ROWS_SETTING)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as string[]) : [];
}

async function adminGrants(db: Kysely<Database>, permissionId: string): Promise<number> {
  const rows = await db
    .selectFrom("sys_role_permission")
    .select("id")
    .where("role_id", "=", ROLE_ID.admin)
    .where("permission_id", "=", permissionId)
    .execute();
  return rows.length;
}

describe.each(backends)("seeding the permission-code catalog on $name", (backend) => {
  it("seeds one button per catalog code, granted to the administrator, and brings new codes into existing databases", async () => {
    const fresh = await backend.freshDatabase();
    const db = await openDatabase(fresh.options);
    try {
      expect((await migrateAndSeed(db)).seeded).toBe(true);
      const codes = [...new Set(allPermissionCodes().map((c) => c.code))];
      const buttons = await db
        .selectFrom("sys_permission")
        .select(["id", "perms", "parent_id", "menu_type"])
        .where("id", "in", codes.map(buttonIdOf))
        .execute();
      expect(buttons).toHaveLength(codes.length);
      expect(buttons.every((b) => b.menu_type === 2)).toBe(true);
      expect(buttons.find((b) => b.perms === PERMISSION_CODES.position.add)?.parent_id).toBe(
        MENU_ID.position,
      );
      expect(catalogButtonRows()).toHaveLength(codes.length);

      // A code added to the catalog after this database was seeded: not yet a row, never synced.
      const newCode = PERMISSION_CODES.tenant.deleteBatch;
      const newId = buttonIdOf(newCode);
      await db.deleteFrom("sys_role_permission").where("permission_id", "=", newId).execute();
      await db.deleteFrom("sys_permission").where("id", "=", newId).execute();
      const value = JSON.stringify((await syncedIds(db)).filter((id) => id !== newId));
      await db.updateTable("kanya_setting").set({ value }).where("key", "=", SYNCED_ROWS_SETTING).execute();

      // A row the administrator deleted on purpose stays deleted.
      const removedId = buttonIdOf(PERMISSION_CODES.tenant.delete);
      await db.deleteFrom("sys_role_permission").where("permission_id", "=", removedId).execute();
      await db.deleteFrom("sys_permission").where("id", "=", removedId).execute();

      expect((await migrateAndSeed(db)).seeded).toBe(false);
      expect(await migrateAndSeed(db)).toEqual({ applied: [], seeded: false });
      const restored = await db.selectFrom("sys_permission").selectAll().where("id", "=", newId).execute();
      expect(restored).toHaveLength(1);
      expect(restored[0]).toMatchObject({
        perms: newCode,
        menu_type: 2,
        parent_id: MENU_ID.tenant,
        name: "批量删除租户",
      });
      expect(await adminGrants(db, newId)).toBe(1);
      expect(
        await db.selectFrom("sys_permission").select("id").where("id", "=", removedId).execute(),
      ).toEqual([]);

      // A database seeded before the sync existed (no record at all) gets the missing menus once.
      await db.deleteFrom("kanya_setting").where("key", "=", SYNCED_ROWS_SETTING).execute();
      const monitorPage = MENU_ID.httpTrace as string;
      await db.deleteFrom("sys_role_permission").where("permission_id", "=", monitorPage).execute();
      await db.deleteFrom("sys_permission").where("id", "=", monitorPage).execute();
      await migrateAndSeed(db);
      expect(
        await db.selectFrom("sys_permission").select("id").where("id", "=", monitorPage).execute(),
      ).toHaveLength(1);
      expect(await adminGrants(db, monitorPage)).toBe(1);
      expect(await adminGrants(db, newId)).toBe(1);
    } finally {
      await db.destroy();
      await fresh.dispose();
    }
    // A brand-new database is migrated and seeded here: slow on a busy machine.
  }, 240_000);
});
