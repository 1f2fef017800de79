import { Drawer } from "@kanya/ui/drawer";
import { RadioGroup } from "@kanya/ui/radio";
import { Switch } from "@kanya/ui/switch";
import { ThemeColorPicker } from "@kanya/ui/theme";
import { type ReactNode, useId } from "react";
import { useText } from "../../locale";
import { useShellSettings } from "./ShellSettingsProvider";
import type { ShellSettings } from "./shell-settings";

/** A titled block of the drawer. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6">
      <h3 id={id} className="mb-3 text-[14px] font-medium text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

type BooleanSetting = "fixedHeader" | "autoHideHeader" | "fixSiderbar" | "colorWeak" | "multipage" | "mode";

/**
 * 系统设置 (spec §4): every setting applies at once and is kept in local storage. Options that do not
 * apply in the current layout are disabled, with the reason beside them.
 */
export function ThemeDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useText();
  const { settings, change } = useShellSettings();
  const topmenu = settings.layout === "topmenu";

  const toggle = (name: BooleanSetting, label: string, disabled = false, hint?: string) => {
    const checked = name === "mode" ? settings.mode === "dark" : settings[name];
    const patch = (on: boolean): Partial<ShellSettings> =>
      name === "mode" ? { mode: on ? "dark" : "light" } : { [name]: on };
    return (
      <li className="flex items-center justify-between gap-4 py-2">
        {/* A real label: greyed text of a disabled control is exempt from contrast, the hint is not. */}
        <span>
          <label htmlFor={`setting-${name}`} className={disabled ? "text-fg-disabled" : undefined}>
            {label}
          </label>
          {disabled && hint && (
            <span id={`setting-${name}-hint`} className="ml-2 text-[12px] text-fg-secondary">
              {hint}
            </span>
          )}
        </span>
        <Switch
          id={`setting-${name}`}
          aria-describedby={disabled && hint ? `setting-${name}-hint` : undefined}
          size="small"
          value={checked}
          checkedValue={true}
          uncheckedValue={false}
          disabled={disabled}
          onChange={(_value, on) => change(patch(on))}
        />
      </li>
    );
  };

  return (
    <Drawer title={t("settings.title")} open={open} onOpenChange={onOpenChange} width={300}>
      <Section title={t("settings.menuTheme")}>
        <RadioGroup
          aria-label={t("settings.menuTheme")}
          optionType="button"
          value={settings.menuTheme}
          onChange={(menuTheme) => change({ menuTheme: menuTheme as ShellSettings["menuTheme"] })}
          options={[
            { value: "dark", label: t("settings.menuDark") },
            { value: "light", label: t("settings.menuLight") },
          ]}
        />
      </Section>
      <Section title={t("settings.primaryColor")}>
        <ThemeColorPicker
          value={settings.primaryColor}
          onChange={(primaryColor) => change({ primaryColor })}
        />
      </Section>
      <Section title={t("settings.layout")}>
        <RadioGroup
          aria-label={t("settings.layout")}
          optionType="button"
          value={settings.layout}
          onChange={(layout) => change({ layout: layout as ShellSettings["layout"] })}
          options={[
            { value: "sidemenu", label: t("settings.sidemenu") },
            { value: "topmenu", label: t("settings.topmenu") },
          ]}
        />
        <ul className="mt-3">
          <li className="flex items-center justify-between gap-4 py-2">
            <span>{t("settings.contentWidth")}</span>
            <RadioGroup
              aria-label={t("settings.contentWidth")}
              optionType="button"
              value={settings.contentWidth}
              onChange={(contentWidth) =>
                change({ contentWidth: contentWidth as ShellSettings["contentWidth"] })
              }
              options={[
                { value: "Fixed", label: t("settings.fixed") },
                // Fluid is a choice only with the top menu (spec §4).
                ...(topmenu ? [{ value: "Fluid", label: t("settings.fluid") }] : []),
              ]}
            />
          </li>
          {toggle("fixedHeader", t("settings.fixedHeader"))}
          {toggle(
            "autoHideHeader",
            t("settings.autoHideHeader"),
            !settings.fixedHeader,
            t("settings.needsFixedHeader"),
          )}
          {toggle("fixSiderbar", t("settings.fixSiderbar"), topmenu, t("settings.notInTopmenu"))}
        </ul>
      </Section>
      <Section title={t("settings.other")}>
        <ul>
          {toggle("mode", t("settings.darkMode"))}
          {toggle("colorWeak", t("settings.colorWeak"))}
          {toggle("multipage", t("settings.multipage"))}
        </ul>
      </Section>
    </Drawer>
  );
}
