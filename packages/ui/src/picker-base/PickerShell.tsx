import * as PopoverPrimitive from "@radix-ui/react-popover";
import { clsx } from "clsx";
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
} from "react";
import { ClearButton } from "../input-base/ClearButton";
import {
  type FieldSize,
  type FieldStatus,
  fieldAffixClasses,
  fieldBoxClasses,
  fieldInputClasses,
} from "../input-base/field-classes";
import type { PickerInput } from "./use-picker-input";

export type PickerSize = FieldSize;
export type PickerStatus = FieldStatus;

export interface PickerShellProps {
  open: boolean;
  /** `panel`: opened from the keyboard, focus should go into the panel. */
  onOpenChange: (open: boolean, focus?: "panel" | "input") => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The box's text and value (`usePickerInput`): shown, typed into, committed on blur and Enter, cleared. */
  field: PickerInput;
  /** Other attributes of the text box (placeholder, size, id, name, aria-*). */
  inputProps: ComponentPropsWithRef<"input">;
  /** Announced while the typed text is not a valid value. */
  invalidHint?: string;
  /** Decorative icon at the end of the box. */
  icon: ReactNode;
  clearLabel: string;
  /** Offer the clear (×) button while there is a value. */
  allowClear: boolean;
  disabled?: boolean;
  status?: PickerStatus;
  size?: PickerSize;
  /** Names the popup. */
  dialogLabel: string;
  /**
   * Move focus into the panel when it opens (it was opened from the keyboard): to the element marked
   * `data-picker-focus` (the calendar's focused day, the hour column). Done when Radix's focus scope
   * is ready, so that a surrounding dialog's focus trap lets go.
   */
  focusPanel?: boolean;
  /** The panel. */
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** The floating panel under a picker. */
export const pickerPanelClasses =
  "z-[1050] rounded-control-lg bg-surface-elevated font-sans text-control text-fg shadow-overlay outline-none";

/**
 * What date and time pickers share: a text box with combobox semantics (typing allowed, ArrowDown
 * opens the panel and moves focus into it, Enter commits, Escape closes, Tab closes and moves on), a clear
 * button, and a non-modal Radix Popover panel in which Tab cycles and Escape returns to the box.
 * A pointer click keeps focus in the box, as in Ant Design, so typing can go on.
 */
export function PickerShell({
  open,
  onOpenChange,
  inputRef,
  field,
  inputProps,
  invalidHint,
  icon,
  clearLabel,
  allowClear,
  disabled = false,
  status,
  size = "middle",
  dialogLabel,
  focusPanel = false,
  children,
  className,
  style,
}: PickerShellProps) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const panelId = useId();
  const hintId = useId();

  const setInputRef = (element: HTMLInputElement | null) => {
    ownInputRef.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      onOpenChange(true, "panel");
    } else if (event.key === "Enter") {
      event.preventDefault();
      field.commitText();
      onOpenChange(false);
    } else if (event.key === "Tab" && open) {
      // Tab goes on to the next field, not into the panel (which sits at the end of the page).
      onOpenChange(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    inputProps.onBlur?.(event);
    const next = event.relatedTarget as Node | null;
    if (next && (contentRef.current?.contains(next) || fieldRef.current?.contains(next))) return;
    field.commitText();
    if (open) onOpenChange(false);
  };

  return (
    <PopoverPrimitive.Root open={open && !disabled} onOpenChange={(next) => onOpenChange(next)}>
      <PopoverPrimitive.Anchor asChild>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the box focuses its input */}
        <div
          ref={fieldRef}
          className={clsx(fieldBoxClasses({ size, status, disabled }), className)}
          style={style}
          onMouseDown={(event) => {
            if (disabled || event.button !== 0) return;
            if (event.target !== ownInputRef.current) {
              event.preventDefault();
              ownInputRef.current?.focus();
            }
            if (!open) onOpenChange(true, "input");
          }}
        >
          <input
            autoComplete="off"
            {...inputProps}
            value={field.text}
            onChange={(event) => field.setText(event.target.value)}
            ref={setInputRef}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-invalid={field.invalid || status === "error" || undefined}
            aria-describedby={
              clsx(inputProps["aria-describedby"], field.invalid && invalidHint && hintId) || undefined
            }
            disabled={disabled}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            className={clsx(fieldInputClasses, "tabular-nums")}
          />
          {field.invalid && invalidHint && (
            <span id={hintId} className="sr-only">
              {invalidHint}
            </span>
          )}
          <ClearButton
            label={clearLabel}
            hidden={!allowClear || field.value === null || disabled}
            onClear={() => {
              field.commit(null);
              ownInputRef.current?.focus();
            }}
          />
          <span aria-hidden="true" className={clsx(fieldAffixClasses, "text-fg-disabled")}>
            {icon}
          </span>
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={contentRef}
          id={panelId}
          aria-label={dialogLabel}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className={pickerPanelClasses}
          // Focus goes to the chosen day or time when opened from the keyboard, never to the first button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (focusPanel) contentRef.current?.querySelector<HTMLElement>("[data-picker-focus]")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            if (!active || active === document.body) ownInputRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            if (fieldRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onMouseDown={(event) => {
            // Pointer use keeps focus in the box (typing goes on); keyboard users are already inside.
            if (document.activeElement === ownInputRef.current) event.preventDefault();
          }}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
