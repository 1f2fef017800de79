import type { RouteNode } from "@kanya/core/menu";
import { isSafeMenuUrl } from "@kanya/core/menu";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { storeRouteTitle } from "./store-route-title";

interface MenuEntryLinkProps {
  route: RouteNode;
  current: boolean;
  className: string;
  style?: CSSProperties;
  /** Names the link when only its icon shows (narrow menu). */
  label?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A menu leaf: an external entry opens a new browser tab, any other navigates and remembers its title. */
export function MenuEntryLink({
  route,
  current,
  className,
  style,
  label,
  onNavigate,
  children,
}: MenuEntryLinkProps) {
  if (route.external && isSafeMenuUrl(route.url)) {
    return (
      <a
        href={route.url}
        target="_blank"
        rel="noreferrer"
        className={className}
        style={style}
        aria-label={label}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={route.path}
      aria-current={current ? "page" : undefined}
      aria-label={label}
      className={className}
      style={style}
      onClick={() => {
        storeRouteTitle(route.path, route.title);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}
