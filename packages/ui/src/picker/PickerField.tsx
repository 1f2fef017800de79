import { clsx } from "clsx";
import type { CSSProperties, ReactNode } from "react";
import { Button } from "../button/Button";
import { Input } from "../input/Input";
import { ClearButton } from "../input-base/ClearButton";
import { useLocale } from "../locale/use-locale";
import { pickerZhCN } from "../locale/zh-CN/picker";
import type { PickerRow } from "./picker-types";
import { type UsePickerFieldOptions, usePickerField } from "./use-picker-field";

/** What a field hands its modal: visibility, the chosen keys, and where confirmed rows go. */
export interface PickerModalSlot<Row extends PickerRow> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedKeys: readonly string[];
  onConfirm: (rows: Row[]) => void;
}

export interface PickerFieldProps<Row extends PickerRow> extends UsePickerFieldOptions<Row> {
  /** The modal, given its slot props (a face such as `UserPickerModal`). */
  renderModal: (slot: PickerModalSlot<Row>) => ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A form field that picks through a modal (JSelectUserModal's field, JSelectRole, JSelectPosition…): a
 * read-only box with the chosen rows' texts, a clear button and 选择. The value is the rows' `valueKey`s
 * joined by the separator.
 */
export function PickerField<Row extends PickerRow>({
  renderModal,
  placeholder,
  disabled = false,
  id,
  className,
  style,
  "aria-label": ariaLabel,
  "aria-labelledby": labelledBy,
  ...options
}: PickerFieldProps<Row>) {
  const { t } = useLocale(pickerZhCN);
  const field = usePickerField(options);
  return (
    <div className={clsx("flex w-full", className)} style={style}>
      <Input
        id={id}
        readOnly
        disabled={disabled}
        value={field.text}
        title={field.text || undefined}
        placeholder={placeholder ?? t("picker.placeholder")}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        className="min-w-0 flex-1 rounded-e-none"
        onClick={() => !disabled && field.setOpen(true)}
        suffix={
          !disabled && (
            <ClearButton label={t("picker.clear")} hidden={field.keys.length === 0} onClear={field.clear} />
          )
        }
      />
      <Button
        variant="primary"
        disabled={disabled}
        className="-ms-px rounded-s-none"
        onClick={() => field.setOpen(true)}
      >
        {t("picker.open")}
      </Button>
      {renderModal({
        open: field.open,
        onOpenChange: field.setOpen,
        selectedKeys: field.keys,
        onConfirm: field.confirm,
      })}
    </div>
  );
}
