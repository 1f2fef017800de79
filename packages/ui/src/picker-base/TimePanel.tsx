import { clsx } from "clsx";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useLocale } from "../locale/use-locale";
import { timePickerZhCN } from "../locale/zh-CN/timePicker";
import type { TimeParts } from "./time-format";

export interface TimePanelProps {
  /** The time shown as selected; null selects nothing. */
  value: TimeParts | null;
  onChange: (value: TimeParts) => void;
  hourStep?: number;
  minuteStep?: number;
  secondStep?: number;
  /** Focus the hour column when the panel mounts (the panel was opened from the keyboard). */
  autoFocus?: boolean;
  className?: string;
}

type Unit = "hour" | "minute" | "second";

const range = (count: number, step: number) =>
  Array.from({ length: Math.ceil(count / step) }, (_, index) => index * step);

/**
 * Three listbox columns (时 / 分 / 秒). In a column ArrowUp/ArrowDown choose, Home/End jump,
 * PageUp/PageDown move by five; ArrowLeft/ArrowRight go to the neighbouring column.
 * The chosen option scrolls to the top of its column, as in Ant Design.
 */
export function TimePanel({
  value,
  onChange,
  hourStep = 1,
  minuteStep = 1,
  secondStep = 1,
  autoFocus = false,
  className,
}: TimePanelProps) {
  const { t } = useLocale(timePickerZhCN);
  const columns: { unit: Unit; label: string; options: number[] }[] = [
    { unit: "hour", label: t("timePicker.hour"), options: range(24, hourStep) },
    { unit: "minute", label: t("timePicker.minute"), options: range(60, minuteStep) },
    { unit: "second", label: t("timePicker.second"), options: range(60, secondStep) },
  ];
  const listRefs = useRef<(HTMLUListElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus) listRefs.current[0]?.focus();
  }, [autoFocus]);

  const choose = (unit: Unit, option: number) => {
    onChange({ hour: 0, minute: 0, second: 0, ...value, [unit]: option });
  };

  return (
    <div className={clsx("flex", className)}>
      {columns.map(({ unit, label, options }, columnIndex) => (
        <Column
          key={unit}
          label={label}
          options={options}
          selected={value?.[unit] ?? null}
          first={columnIndex === 0}
          listRef={(element) => {
            listRefs.current[columnIndex] = element;
          }}
          onChoose={(option) => choose(unit, option)}
          onLeave={(direction) => listRefs.current[columnIndex + direction]?.focus()}
        />
      ))}
    </div>
  );
}

function Column({
  first,
  label,
  options,
  selected,
  listRef,
  onChoose,
  onLeave,
}: {
  first: boolean;
  label: string;
  options: number[];
  selected: number | null;
  listRef: (element: HTMLUListElement | null) => void;
  onChoose: (option: number) => void;
  onLeave: (direction: -1 | 1) => void;
}) {
  const id = useId();
  const ownRef = useRef<HTMLUListElement | null>(null);
  const index = selected === null ? -1 : options.indexOf(selected);

  // The chosen option at the top of the column.
  useEffect(() => {
    const list = ownRef.current;
    const option = index < 0 ? null : list?.children[index];
    // The list is `relative`, so an option's offsetTop counts from the list's padding edge (4px padding).
    if (list && option instanceof HTMLElement) list.scrollTop = option.offsetTop - 4;
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index < 0 ? 0 : Math.min(index + 1, last),
      ArrowUp: index < 0 ? 0 : Math.max(index - 1, 0),
      PageDown: Math.min(Math.max(index, 0) + 5, last),
      PageUp: Math.max(index - 5, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const option = options[target];
      if (option !== undefined) onChoose(option);
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      onLeave(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  return (
    <ul
      ref={(element) => {
        ownRef.current = element;
        listRef(element);
      }}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of options is a listbox
      role="listbox"
      aria-label={label}
      tabIndex={0}
      data-picker-focus={first || undefined}
      aria-activedescendant={index < 0 ? undefined : `${id}-${index}`}
      onKeyDown={onKeyDown}
      className={
        "group relative m-0 h-56 w-14 list-none overflow-y-auto border-l border-border-secondary p-1 first:border-l-0 " +
        "outline-none [scrollbar-width:thin] " +
        // Room below the last option so that it, too, can scroll to the top.
        "after:block after:h-[188px] after:content-['']"
      }
    >
      {options.map((option, optionIndex) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard (aria-activedescendant)
        // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
        <li
          key={option}
          id={`${id}-${optionIndex}`}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's options
          role="option"
          aria-selected={optionIndex === index}
          onClick={() => onChoose(option)}
          className={clsx(
            "flex h-7 cursor-pointer items-center justify-center rounded-control-sm tabular-nums",
            optionIndex === index
              ? "bg-primary-fill font-medium text-fg group-focus-visible:outline-2 group-focus-visible:-outline-offset-2 group-focus-visible:outline-primary"
              : "text-fg hover:bg-fill-hover",
          )}
        >
          {String(option).padStart(2, "0")}
        </li>
      ))}
    </ul>
  );
}
