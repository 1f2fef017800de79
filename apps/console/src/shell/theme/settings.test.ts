import { createMemoryStorage } from "@kanya/core/session";
import { describe, expect, it } from "vitest";
import { createSettingsStore, SETTING_KEYS } from "./settings-store";
import { changeSettings, DEFAULT_SHELL_SETTINGS } from "./shell-settings";

describe("theme drawer settings (spec §4)", () => {
  it("defaults to #1890FF, light, side menu, fixed width, multi-page on", () => {
    expect(createSettingsStore(createMemoryStorage()).get()).toMatchObject({
      primaryColor: "#1890FF",
      menuTheme: "light",
      layout: "sidemenu",
      contentWidth: "Fixed",
      multipage: true,
      mode: "light",
    });
  });

  it("offers Fluid only with the top menu", () => {
    const top = changeSettings(DEFAULT_SHELL_SETTINGS, { layout: "topmenu", contentWidth: "Fluid" });
    expect(top.contentWidth).toBe("Fluid");
    expect(changeSettings(top, { layout: "sidemenu" }).contentWidth).toBe("Fixed");
  });

  it("hides the header on scroll only with a fixed header", () => {
    expect(changeSettings(DEFAULT_SHELL_SETTINGS, { autoHideHeader: true }).autoHideHeader).toBe(false);
    const fixed = changeSettings(DEFAULT_SHELL_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(fixed.autoHideHeader).toBe(true);
    expect(changeSettings(fixed, { fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it("turns the fixed side menu off when the layout changes, and keeps it off in the top menu", () => {
    const fixedSide = changeSettings(DEFAULT_SHELL_SETTINGS, { fixSiderbar: true });
    expect(fixedSide.fixSiderbar).toBe(true);
    const top = changeSettings(fixedSide, { layout: "topmenu" });
    expect(top.fixSiderbar).toBe(false);
    expect(changeSettings(top, { fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(changeSettings(top, { layout: "sidemenu" }).fixSiderbar).toBe(false);
  });

  it("keeps changes under pro__ with JeecgBoot's key names and restores them in a new store", () => {
    const backend = createMemoryStorage();
    const store = createSettingsStore(backend);
    store.set(
      changeSettings(store.get(), {
        menuTheme: "dark",
        primaryColor: "#722ED1",
        multipage: false,
        mode: "dark",
      }),
    );
    expect(JSON.parse(backend.getItem(`pro__${SETTING_KEYS.menuTheme}`) ?? "{}").value).toBe("dark");
    expect(createSettingsStore(backend).get()).toMatchObject({
      menuTheme: "dark",
      primaryColor: "#722ED1",
      multipage: false,
      mode: "dark",
    });
  });

  it("ignores a stored value that is not a valid choice", () => {
    const backend = createMemoryStorage();
    backend.setItem(`pro__${SETTING_KEYS.layout}`, JSON.stringify({ value: "sideways", expire: null }));
    backend.setItem(`pro__${SETTING_KEYS.primaryColor}`, JSON.stringify({ value: "red;}", expire: null }));
    expect(createSettingsStore(backend).get()).toMatchObject({ layout: "sidemenu", primaryColor: "#1890FF" });
  });
});
