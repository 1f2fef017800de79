import { clsx } from "clsx";
import { type CSSProperties, useId, useState } from "react";
import { ChevronDownIcon, ChevronRightIcon } from "../icon-base/glyphs";
import { fieldBoxClasses } from "../input-base/field-classes";
import { useLocale } from "../locale/use-locale";
import { areaPickerZhCN } from "../locale/zh-CN/areaPicker";
import { PopoverAnchor, PopoverContent, PopoverRoot } from "../popover/Popover";
import { Select } from "../select/Select";
import { type AreaNode, areaLabel } from "./area-model";
import { type UseAreaPickerOptions, useAreaPicker } from "./use-area-picker";

export interface AreaPickerProps extends UseAreaPickerOptions {
  /** `cascader` (one field, three columns) or `select` (three selects). Anything else shows 'Bad type value'. */
  type?: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  "aria-label"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * JAreaLinkage (spec §2, §5, §9): province, city and district under root 86, as a cascader or three selects.
 * The value is the deepest chosen code; `onChange` also gives the path. The data loads in its own chunk.
 */
export function AreaPicker({ type = "cascader", className, style, ...props }: AreaPickerProps) {
  const { t } = useLocale(areaPickerZhCN);
  if (type !== "cascader" && type !== "select") {
    return (
      <span role="alert" className={clsx("text-danger-text", className)} style={style}>
        {t("areaPicker.badType")}
      </span>
    );
  }
  const View = type === "select" ? AreaSelects : AreaCascader;
  return <View className={className} style={style} {...props} />;
}

type ViewProps = Omit<AreaPickerProps, "type">;
const LEVEL_TEXT = ["areaPicker.province", "areaPicker.city", "areaPicker.district"] as const;
const levelText = (level: number) => LEVEL_TEXT[level] ?? "areaPicker.district";

/** Three selects; choosing a level clears those below it, clearing one goes back to its parent. */
function AreaSelects({ disabled, id, className, style, "aria-label": label, ...options }: ViewProps) {
  const { t } = useLocale(areaPickerZhCN);
  const area = useAreaPicker(options);
  return (
    <fieldset aria-label={label} className={clsx("m-0 flex gap-2 border-0 p-0", className)} style={style}>
      {area.levels.map((nodes, level) => (
        <Select
          key={LEVEL_TEXT[level]}
          id={level === 0 ? id : undefined}
          aria-label={t(levelText(level))}
          placeholder={t(levelText(level))}
          className="min-w-0 flex-1"
          allowClear
          showSearch
          loading={area.loading}
          disabled={disabled || (level > 0 && !area.path[level - 1])}
          options={nodes.map((node) => ({ value: node.id, label: node.text }))}
          value={area.path[level]?.id ?? null}
          onChange={(code) => area.choose(code ?? area.path[level - 1]?.id ?? "")}
        />
      ))}
    </fieldset>
  );
}

/** One field that opens three columns side by side; a district (a leaf) closes it. */
function AreaCascader({
  disabled,
  id,
  placeholder,
  className,
  style,
  "aria-label": label,
  ...options
}: ViewProps) {
  const { t } = useLocale(areaPickerZhCN);
  const area = useAreaPicker(options);
  const [open, setOpen] = useState(false);
  const [browsing, setBrowsing] = useState<AreaNode[]>([]);
  const panelId = useId();
  const shown = open ? browsing : area.path;
  // Provinces, then the children of each chosen area that has any (a district opens no column).
  const columns = area.tree
    ? [
        area.levels[0] ?? [],
        ...shown.flatMap((node) => {
          const children = area.tree?.children.get(node.id);
          return children?.length ? [children] : [];
        }),
      ]
    : [];
  const pick = (node: AreaNode, level: number) => {
    const next = [...shown.slice(0, level), node];
    setBrowsing(next);
    area.choose(node.id);
    if (!area.tree?.children.get(node.id)?.length) setOpen(false);
  };
  return (
    <PopoverRoot
      open={open}
      onOpenChange={(next) => {
        setBrowsing(area.path);
        setOpen(next);
      }}
    >
      <PopoverAnchor asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-controls={panelId}
          aria-label={label}
          disabled={disabled}
          onClick={() => {
            setBrowsing(area.path);
            setOpen(!open);
          }}
          className={clsx(fieldBoxClasses({ disabled }), "w-full justify-between text-start", className)}
          style={style}
        >
          <span className={clsx("truncate", area.path.length === 0 && "text-fg-placeholder")}>
            {area.loading
              ? t("areaPicker.loading")
              : areaLabel(area.path) || placeholder || t("areaPicker.placeholder")}
          </span>
          <ChevronDownIcon aria-hidden="true" className="size-3.5 shrink-0 text-fg-disabled" />
        </button>
      </PopoverAnchor>
      <PopoverContent
        id={panelId}
        aria-label={label ?? t("areaPicker.placeholder")}
        align="start"
        className="flex p-0"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {columns.map((nodes, level) => (
          <div
            key={LEVEL_TEXT[level]}
            role="listbox"
            aria-label={t(levelText(level))}
            className="max-h-72 min-w-32 overflow-auto border-e border-border p-1 last:border-e-0"
          >
            {nodes.map((node) => {
              const chosen = shown[level]?.id === node.id;
              const branch = (area.tree?.children.get(node.id)?.length ?? 0) > 0;
              return (
                <div
                  key={node.id}
                  role="option"
                  aria-selected={chosen}
                  tabIndex={chosen || (!shown[level] && node === nodes[0]) ? 0 : -1}
                  onClick={() => pick(node, level)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" || event.key === " ") {
                      event.preventDefault();
                      pick(node, level);
                    }
                  }}
                  className={clsx(
                    "flex cursor-pointer items-center justify-between gap-2 rounded-control px-3 py-1 outline-none",
                    "hover:bg-fill focus-visible:ring-2 focus-visible:ring-primary/40",
                    chosen && "bg-primary/10 font-semibold",
                  )}
                >
                  {node.text}
                  {branch && <ChevronRightIcon aria-hidden="true" className="size-3 text-fg-secondary" />}
                </div>
              );
            })}
          </div>
        ))}
      </PopoverContent>
    </PopoverRoot>
  );
}
