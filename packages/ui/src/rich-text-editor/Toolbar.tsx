import type { Editor } from "@tiptap/core";
import { clsx } from "clsx";
import { type KeyboardEvent, useRef, useState } from "react";
import type { LocaleApi } from "../locale/use-locale";
import { type ToolPanel, type ToolSpec, tools } from "./tools";

export interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  t: LocaleApi["t"];
  /** The panel open now; the button that opened it shows pressed. */
  panel: ToolPanel | null;
  onPanel: (panel: ToolPanel) => void;
  controls?: string;
}

const buttonClasses = clsx(
  "inline-flex size-7 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-fg",
  "hover:bg-fill-hover aria-pressed:bg-primary-fill aria-pressed:text-primary-text",
  "focus-visible:outline-2 focus-visible:outline-primary-focus",
  "disabled:cursor-not-allowed disabled:text-fg-disabled disabled:hover:bg-transparent",
);

/**
 * The formatting buttons as one tab stop (WAI-ARIA toolbar): arrows move between the usable ones (skipping
 * those that cannot act now), Home and End jump to the ends; toggles report `aria-pressed`.
 */
export function Toolbar({ editor, disabled, t, panel, onPanel, controls }: ToolbarProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const usable = tools.map((tool) => !disabled && !!editor && (tool.can ? tool.can(editor) : true));
  // The tab stop: the button last focused, or the first usable one while that one is off (the table tools
  // outside a table), so the toolbar stays reachable.
  const stop = usable[focused] ? focused : Math.max(usable.indexOf(true), 0);

  /** The next usable button from `from` in `step`'s direction, wrapping around; null if none. */
  const nextUsable = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= tools.length; i++) {
      const index = (from + step * i + tools.length) % tools.length;
      if (usable[index]) return index;
    }
    return null;
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === "ArrowRight"
        ? nextUsable(stop, 1)
        : event.key === "ArrowLeft"
          ? nextUsable(stop, -1)
          : event.key === "Home"
            ? nextUsable(tools.length - 1, 1)
            : event.key === "End"
              ? nextUsable(0, -1)
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const pressed = (tool: ToolSpec) => {
    if (tool.panel && panel === tool.panel) return true;
    return editor && tool.active ? tool.active(editor) : undefined;
  };

  return (
    <div
      role="toolbar"
      aria-label={t("richTextEditor.toolbar")}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 border-border-secondary border-b bg-fill-alter px-1 py-1"
    >
      {tools.map((tool, index) => {
        const Icon = tool.icon;
        const state = pressed(tool);
        return (
          <span key={tool.id} className="inline-flex items-center">
            {tool.groupStart && <span aria-hidden="true" className="mx-1 h-4 w-px bg-border" />}
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              data-tool={tool.id}
              tabIndex={index === stop ? 0 : -1}
              aria-label={t(...tool.label)}
              title={t(...tool.label)}
              {...(state !== undefined ? { "aria-pressed": state } : {})}
              disabled={!usable[index]}
              onFocus={() => setFocused(index)}
              // Keep the editor's selection: the button acts on it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!editor) return;
                if (tool.panel) onPanel(tool.panel);
                else tool.run?.(editor);
              }}
              className={buttonClasses}
            >
              <Icon aria-hidden="true" size={16} />
            </button>
          </span>
        );
      })}
    </div>
  );
}
