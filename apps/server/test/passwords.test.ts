import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../src/auth/password";
import { backends } from "./support/backends";

describe.each(backends)("stored passwords on $name", (backend) => {
  it("are scrypt hashes with a per-user random salt, never the plain text", async () => {
    const db = await backend.db();
    const rows = await db
      .selectFrom("sys_user")
      .select(["username", "password", "salt"])
      .where("username", "in", ["admin", "ck001", "jeecg"])
      .execute();

    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.password).toMatch(/^scrypt\$[0-9a-f]{64}$/);
      expect(row.password).not.toContain("123456");
      expect(row.salt?.length).toBeGreaterThanOrEqual(16);
      expect(await verifyPassword("123456", row.salt, row.password)).toBe(true);
      expect(await verifyPassword("1234567", row.salt, row.password)).toBe(false);
    }
    expect(new Set(rows.map((r) => r.salt)).size).toBe(3);
    expect(new Set(rows.map((r) => r.password)).size).toBe(3);
    expect(await hashPassword("123456", rows[0]?.salt ?? "")).toBe(rows[0]?.password);
  });
});
