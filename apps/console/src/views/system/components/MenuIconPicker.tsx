import { Button } from "@kanya/ui/button";
import { Empty } from "@kanya/ui/empty";
import { Input } from "@kanya/ui/input";
import { Modal } from "@kanya/ui/modal";
import { clsx } from "clsx";
import { useMemo, useState } from "react";
import { useText } from "../../../locale";
import { MenuIcon } from "../../../shell/menu-icons";
import { MENU_ICON_CATALOG } from "../../../shell/menu-icons/menu-icon-catalog";

const ICON_NAMES = Object.keys(MENU_ICON_CATALOG).sort();

export interface MenuIconPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * The menu dialog's 菜单图标: the chosen icon and its name, 选择图标 opens a grid of the console's menu icons
 * with a search; 清除 takes the icon away. Any lucide or Ant Design name typed by a server still draws.
 */
export function MenuIconPicker({ value = "", onChange, id, disabled, ...aria }: MenuIconPickerProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? ICON_NAMES.filter((name) => name.includes(needle)) : ICON_NAMES;
  }, [search]);
  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
  };

  return (
    <div className="flex items-center gap-2">
      <Input id={id} value={value} readOnly placeholder={t("menus.iconNone")} className="flex-1" {...aria} />
      {value && <MenuIcon name={value} className="shrink-0" />}
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t("menus.iconPick")}
      </Button>
      {value && !disabled && <Button onClick={() => onChange?.("")}>{t("menus.iconClear")}</Button>}
      <Modal open={open} onOpenChange={setOpen} title={t("menus.iconPick")} width={720} footer={null}>
        <div className="flex flex-col gap-3">
          <Input
            aria-label={t("menus.iconSearch")}
            placeholder={t("menus.iconSearch")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {shown.length === 0 ? (
            <Empty description={t("menus.iconNotFound")} />
          ) : (
            <fieldset
              aria-label={t("menus.iconPick")}
              className="m-0 grid max-h-96 border-0 p-0 grid-cols-6 gap-2 overflow-auto"
            >
              {shown.map((name) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={name === value}
                  title={name}
                  onClick={() => choose(name)}
                  className={clsx(
                    "flex flex-col items-center gap-1 rounded-control border border-border p-2 text-xs",
                    "hover:border-primary focus-visible:outline-2 focus-visible:outline-primary-focus",
                    name === value && "border-primary bg-primary/10",
                  )}
                >
                  <MenuIcon name={name} />
                  <span className="w-full truncate">{name}</span>
                </button>
              ))}
            </fieldset>
          )}
        </div>
      </Modal>
    </div>
  );
}
