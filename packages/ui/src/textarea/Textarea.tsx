import { clsx } from "clsx";
import { ClearButton } from "../input-base/ClearButton";
import { fieldBoxClasses, fieldCountClasses, fieldInputClasses } from "../input-base/field-classes";
import { focusInputFromBox } from "../input-base/focus-from-box";
import type { TextareaProps, TextareaSize } from "./textarea-props";
import { useTextarea } from "./use-textarea";

// Whole-pixel lines (the token's 1.5714 gives 21.9996px), so rows add up exactly as in Ant Design.
const paddings: Record<TextareaSize, string> = {
  small: "py-px [&>textarea]:leading-[22px]",
  middle: "py-[4px] [&>textarea]:leading-[22px]",
  large: "py-[7px] [&>textarea]:leading-6",
};

/**
 * The styled multi-line input: a box on tokens around a native `<textarea>`, with auto-size rows,
 * clear button and character count. Controlled or not, like `<Input>`; `ref` is the `<textarea>`.
 */
export function Textarea({
  autoSize = false,
  showCount = false,
  allowClear = false,
  onClear,
  size = "middle",
  status,
  disabled = false,
  readOnly = false,
  className,
  textareaClassName,
  style,
  value,
  defaultValue,
  onChange,
  maxLength,
  ref,
  rows,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...rest
}: TextareaProps) {
  const textarea = useTextarea({
    autoSize,
    value,
    defaultValue,
    onChange,
    maxLength,
    showCount,
    allowClear,
    onClear,
    disabled,
    readOnly,
    ref,
  });

  return (
    <span className={clsx("flex flex-col", className)} style={style} data-size={size} data-status={status}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press on the box's padding only forwards focus to the textarea, which keyboard users reach directly */}
      <span
        className={clsx(
          fieldBoxClasses({ size, status, disabled, multiline: true }),
          "items-start",
          paddings[size],
        )}
        data-disabled={disabled || undefined}
        onMouseDown={focusInputFromBox}
      >
        <textarea
          {...rest}
          {...textarea.fieldProps}
          rows={rows ?? (textarea.autoSize ? 1 : 2)}
          aria-invalid={ariaInvalid ?? (status === "error" || undefined)}
          aria-describedby={clsx(describedBy, textarea.countId) || undefined}
          className={clsx(
            fieldInputClasses,
            "block w-full",
            textarea.autoSize ? "resize-none" : "resize-y",
            readOnly && "cursor-default",
            textareaClassName,
          )}
        />
        {allowClear && (
          <ClearButton
            label={textarea.clearLabel}
            onClear={textarea.clear}
            hidden={!textarea.canClear}
            className="mt-[4px]"
          />
        )}
      </span>
      {textarea.countText !== undefined && (
        <span id={textarea.countId} className={clsx(fieldCountClasses, "self-end")}>
          {textarea.countText}
        </span>
      )}
    </span>
  );
}
