import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ANT_DESIGN_TO_LUCIDE, normalizeIconName } from "./ant-design-names";
import { MENU_ICON_CATALOG } from "./menu-icon-catalog";
import { catalogIcon, loadLucideIcon, lucideNameOf } from "./resolve-menu-icon";

const seedMenus = readFileSync(
  resolve(import.meta.dirname, "../../../../server/src/db/seed/menus.ts"),
  "utf8",
);
const seededIconNames = [...seedMenus.matchAll(/icon: "([a-z0-9-]+)"/g)].map((match) => match[1] as string);

describe("menu icons", () => {
  it.each([
    ["setting", "settings"],
    ["dashboard", "layout-dashboard"],
    ["user", "user-round"],
    ["team", "users"],
    ["bars", "menu"],
    ["appstore", "layout-grid"],
  ])("draws JeecgBoot's Ant Design name %s as lucide %s", (ant, lucide) => {
    expect(lucideNameOf(ant)).toBe(lucide);
    expect(catalogIcon(ant)).toBe(MENU_ICON_CATALOG[lucide]);
  });

  it.each([
    ["SettingOutlined", "setting"],
    ["check-circle-o", "check-circle"],
    ["BarChart", "bar-chart"],
    [" TeamOutlined ", "team"],
  ])("reads %s as %s", (name, normalized) => {
    expect(normalizeIconName(name)).toBe(normalized);
  });

  it("has every icon the seeded menus name, without loading lucide's catalogue", () => {
    expect(seededIconNames.length).toBeGreaterThan(20);
    expect(seededIconNames.filter((name) => !catalogIcon(name))).toEqual([]);
  });

  it("has the target of every Ant Design name", () => {
    expect(Object.values(ANT_DESIGN_TO_LUCIDE).filter((name) => !MENU_ICON_CATALOG[name])).toEqual([]);
  });

  it("loads any other lucide name from the full catalogue, and nothing for an unknown name", async () => {
    expect(catalogIcon("alarm-clock")).toBeUndefined();
    expect(await loadLucideIcon("alarm-clock")).toEqual(expect.any(Array));
    expect(await loadLucideIcon("no-such-icon-anywhere")).toBeUndefined();
  });
});
