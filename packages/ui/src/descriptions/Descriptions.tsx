import { clsx } from "clsx";
import { type ComponentPropsWithRef, type ReactNode, useMemo } from "react";
import { useLocale } from "../locale/use-locale";
import { descriptionsZhCN } from "../locale/zh-CN/descriptions";
import { clampColumns, type DescriptionsItem, layoutDescriptions } from "./layout-descriptions";

export type DescriptionsSize = "default" | "middle" | "small";

export interface DescriptionsProps extends Omit<ComponentPropsWithRef<"div">, "title" | "children"> {
  items: readonly DescriptionsItem[];
  /** 1 to 4 columns (spec §9); values outside are clamped. Default 3. */
  column?: number;
  /** Table look: every cell boxed, labels on a shaded background. */
  bordered?: boolean;
  title?: ReactNode;
  /** Top-right, beside the title. */
  extra?: ReactNode;
  /** A colon after each label (borderless only). Default true. */
  colon?: boolean;
  size?: DescriptionsSize;
}

/** The rows of a description list, ready to render (headless). */
export function useDescriptions(items: readonly DescriptionsItem[], column?: number) {
  const columns = clampColumns(column);
  const rows = useMemo(() => layoutDescriptions(items, columns), [items, columns]);
  return { columns, rows };
}

const padding: Record<DescriptionsSize, string> = {
  default: "px-6 py-4",
  middle: "px-6 py-3",
  small: "px-4 py-2",
};

/**
 * A detail list of label/value pairs in 1–4 columns (spec §9), as a `<dl>`. Borderless: label and value side
 * by side in equal columns. Bordered: a table-like grid whose label cells line up down each column.
 */
export function Descriptions({
  items,
  column,
  bordered = false,
  title,
  extra,
  colon = true,
  size = "default",
  className,
  ...rest
}: DescriptionsProps) {
  const { t } = useLocale(descriptionsZhCN);
  const { columns, rows } = useDescriptions(items, column);
  const cells = rows.flat();

  return (
    <div {...rest} className={clsx("font-sans text-control text-fg", className)}>
      {(title != null || extra != null) && (
        <div className="mb-5 flex items-center gap-2">
          {title != null && <div className="min-w-0 flex-1 text-control-lg font-semibold">{title}</div>}
          {extra != null && <div className="ms-auto shrink-0">{extra}</div>}
        </div>
      )}
      {bordered ? (
        <dl
          data-columns={columns}
          className="m-0 grid overflow-hidden rounded-control-lg border-t border-s border-border-secondary"
          style={{ gridTemplateColumns: `repeat(${columns}, max-content minmax(0, 1fr))` }}
        >
          {cells.map(({ item, key, span }) => (
            <div key={key} className="grid grid-cols-subgrid" style={{ gridColumn: `span ${span * 2}` }}>
              <dt
                className={clsx(
                  "border-e border-b border-border-secondary bg-fill-alter text-fg-secondary",
                  padding[size],
                )}
              >
                {item.label}
              </dt>
              <dd
                className={clsx("m-0 border-e border-b border-border-secondary break-words", padding[size])}
                style={{ gridColumn: "2 / -1" }}
              >
                {item.children}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <dl
          data-columns={columns}
          className="m-0 grid gap-x-4"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {cells.map(({ item, key, span }) => (
            <div
              key={key}
              className={clsx("flex items-baseline", size === "small" ? "pb-2" : "pb-4")}
              style={{ gridColumn: `span ${span}` }}
            >
              <dt className="shrink-0 text-fg-secondary">
                {item.label}
                {colon && <span aria-hidden="true">{t("descriptions.colon")}</span>}
              </dt>
              <dd className="m-0 ms-1 min-w-0 flex-1 break-words">{item.children}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
