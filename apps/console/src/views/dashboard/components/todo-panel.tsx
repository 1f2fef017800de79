import type { ReactNode } from "react";
import { Link } from "react-router";
import { useText } from "../../../locale";
import { Panel } from "./stat-card";

export interface TodoColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
  align?: "right";
}

/** One kind of to-do: its name and count, the first rows as a table, and a link to the whole list. */
export function TodoPanel<T extends { id: string }>({
  title,
  total,
  rows,
  columns,
  more,
}: {
  title: string;
  total: number;
  rows: readonly T[];
  columns: readonly TodoColumn<T>[];
  more: string;
}) {
  const t = useText();
  return (
    <Panel>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="font-medium text-fg">
          {title}
          <span className="ml-2 rounded-full bg-primary-fill px-2 py-0.5 text-[12px] text-primary-text">
            {t("workplace.count", { count: total })}
          </span>
        </h3>
        <Link to={more} className="text-[13px] text-primary-text hover:text-primary-text-hover">
          {t("workplace.more")}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-fg-secondary">{t("workplace.none")}</p>
      ) : (
        <table className="w-full text-left text-[14px]" aria-label={title}>
          <thead>
            <tr className="border-b border-border-secondary text-fg-secondary">
              {columns.map((c) => (
                <th
                  key={c.title}
                  scope="col"
                  className={`py-1.5 pr-2 font-medium ${c.align === "right" ? "text-right" : ""}`}
                >
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border-secondary">
                {columns.map((c) => (
                  <td
                    key={c.title}
                    className={`py-1.5 pr-2 ${c.align === "right" ? "text-right tabular-nums" : ""}`}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
