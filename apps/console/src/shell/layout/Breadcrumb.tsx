import type { RouteNode } from "@kanya/core/menu";
import { HOME_PATH } from "@kanya/core/menu";
import { type BreadcrumbItem, Breadcrumb as UiBreadcrumb } from "@kanya/ui/breadcrumb";
import { Link } from "react-router";
import { useText } from "../../locale";

/** Spec §2: always starts with 首页, followed by the menu entries leading to the current page. */
export function Breadcrumb({ chain }: { chain: readonly RouteNode[] }) {
  const t = useText();
  const items: BreadcrumbItem[] = [
    { key: HOME_PATH, title: t("menu.home"), href: HOME_PATH },
    ...chain
      .filter((route) => route.path !== HOME_PATH)
      .map((route) => ({ key: route.id, title: route.title })),
  ];
  return (
    <UiBreadcrumb
      items={items}
      // Home is the only crumb with a page of its own (the others are menu groups): a router link.
      itemRender={(item, { current, className }) =>
        item.href && !current ? (
          <Link to={item.href} className={className}>
            {item.title}
          </Link>
        ) : undefined
      }
    />
  );
}
