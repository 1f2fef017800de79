import { Icon } from "@kanya/ui/icons";
import type { IconNode } from "lucide";
import { memo, useEffect, useState } from "react";
import { MENU_ICON_CATALOG } from "./menu-icon-catalog";
import { catalogIcon, loadLucideIcon } from "./resolve-menu-icon";

/** Drawn for a name no catalogue knows (or none): a small neutral mark that keeps titles aligned. */
const FALLBACK: IconNode = MENU_ICON_CATALOG["circle-small"] as IconNode;

/**
 * The icon a server menu names, from Kanya's lucide names or a real JeecgBoot's Ant Design names
 * (`setting`, `dashboard`, `team`, …). Decoration only: the title beside it names the entry. Memoised: the
 * menus re-render on every navigation, their icons need not.
 */
export const MenuIcon = memo(function MenuIcon({
  name,
  className,
}: {
  name: string | undefined;
  className?: string;
}) {
  const known = catalogIcon(name);
  const [loaded, setLoaded] = useState<{ name: string; icon: IconNode | undefined }>();

  useEffect(() => {
    if (known || !name?.trim()) return;
    let live = true;
    loadLucideIcon(name).then((icon) => {
      if (live) setLoaded({ name, icon });
    });
    return () => {
      live = false;
    };
  }, [known, name]);

  const icon = known ?? (loaded && loaded.name === name ? loaded.icon : undefined) ?? FALLBACK;
  return <Icon icon={icon} size={16} className={className} />;
});
