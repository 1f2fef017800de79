import { clsx } from "clsx";
import { ClearButton } from "../input-base/ClearButton";
import {
  fieldAffixClasses,
  fieldBoxClasses,
  fieldCountClasses,
  fieldInputClasses,
} from "../input-base/field-classes";
import { focusInputFromBox } from "../input-base/focus-from-box";
import type { InputProps } from "./input-props";
import { useInput } from "./use-input";

/**
 * The styled text input: a box on tokens (Ant Design density) around a native `<input>`, with optional
 * prefix, suffix, clear button and character count. Controlled (`value` + `onChange`) or not
 * (`defaultValue`); `ref` is the `<input>`.
 */
export function Input({
  size = "middle",
  status,
  prefix,
  suffix,
  allowClear = false,
  onClear,
  showCount = false,
  className,
  inputClassName,
  style,
  disabled = false,
  readOnly = false,
  value,
  defaultValue,
  onChange,
  maxLength,
  ref,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...rest
}: InputProps) {
  const input = useInput({
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
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the box's padding only forwards focus to the input, which keyboard users reach directly
    <span
      className={clsx(fieldBoxClasses({ size, status, disabled }), className)}
      style={style}
      data-size={size}
      data-status={status}
      data-disabled={disabled || undefined}
      onMouseDown={focusInputFromBox}
    >
      {prefix != null && <span className={fieldAffixClasses}>{prefix}</span>}
      <input
        {...rest}
        {...input.fieldProps}
        aria-invalid={ariaInvalid ?? (status === "error" || undefined)}
        aria-describedby={clsx(describedBy, input.countId) || undefined}
        className={clsx(fieldInputClasses, "self-stretch", readOnly && "cursor-default", inputClassName)}
      />
      {allowClear && <ClearButton label={input.clearLabel} onClear={input.clear} hidden={!input.canClear} />}
      {input.countText !== undefined && (
        <span id={input.countId} className={fieldCountClasses}>
          {input.countText}
        </span>
      )}
      {suffix != null && <span className={fieldAffixClasses}>{suffix}</span>}
    </span>
  );
}
