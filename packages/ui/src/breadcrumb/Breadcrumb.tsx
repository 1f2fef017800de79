import { clsx } from "clsx";
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from "react";
import { useLocale } from "../locale/use-locale";
import { breadcrumbZhCN } from "../locale/zh-CN/breadcrumb";

export interface BreadcrumbItem {
  /** Stable identity; the href or index otherwise. */
  key?: string | number;
  title: ReactNode;
  /** A link to the page. */
  href?: string;
  /** A click handler (e.g. router navigation); without `href` the item is a button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface BreadcrumbRenderProps {
  /** The item is the page being shown (the last one): not a link, `aria-current="page"`. */
  current: boolean;
  className: string;
}

export interface BreadcrumbProps extends Omit<ComponentPropsWithRef<"nav">, "children"> {
  /** From the root (首页) to the current page; the last is the current page. */
  items: readonly BreadcrumbItem[];
  /** Between items. Default `/`. */
  separator?: ReactNode;
  /** Renders an item yourself, e.g. as a router `<Link>`; return `undefined` for the default. */
  itemRender?: (item: BreadcrumbItem, props: BreadcrumbRenderProps) => ReactNode;
}

const linkClasses = clsx(
  "inline-flex cursor-pointer items-center gap-1 rounded-control-sm border-0 bg-transparent p-0 px-1 -mx-1",
  "font-sans text-control text-fg-secondary no-underline transition-colors hover:bg-fill-hover hover:text-fg",
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-focus",
);

/** The trail to the current page, in a labelled `nav` landmark (spec §2: it starts with 首页). */
export function Breadcrumb({ items, separator = "/", itemRender, className, ...rest }: BreadcrumbProps) {
  const { t } = useLocale(breadcrumbZhCN);
  return (
    <nav aria-label={t("breadcrumb.label")} {...rest} className={clsx("font-sans text-control", className)}>
      <ol className="m-0 flex list-none flex-wrap items-center p-0 text-fg-secondary">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const key = item.key ?? item.href ?? index;
          const custom = itemRender?.(item, { current, className: current ? "text-fg" : linkClasses });
          return (
            <li key={key} className="inline-flex items-center">
              {custom !== undefined ? custom : <Crumb item={item} current={current} />}
              {!current && (
                <span aria-hidden="true" className="mx-2 text-fg-secondary">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Crumb({ item, current }: { item: BreadcrumbItem; current: boolean }) {
  if (current) {
    return (
      <span aria-current="page" className="text-fg">
        {item.title}
      </span>
    );
  }
  if (item.href !== undefined) {
    return (
      <a href={item.href} onClick={item.onClick} className={linkClasses}>
        {item.title}
      </a>
    );
  }
  if (item.onClick) {
    return (
      <button type="button" onClick={item.onClick} className={linkClasses}>
        {item.title}
      </button>
    );
  }
  return <span>{item.title}</span>;
}
