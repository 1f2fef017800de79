import { AreaPicker, areaLabel } from "@kanya/ui/area-picker";
import { asText, type ControlProps, commonProps } from "./control-props";
import { useOptionalForm } from "./optional-form";

/**
 * A district picked with the area picker (JAreaLinkage): the field keeps its code; the field named by
 * `textField` gets its names (`广东省/深圳市/南山区`), so lists show the area without the area tree. Outside a form
 * (the advanced query) only the code is taken.
 */
export function AreaControl(props: ControlProps) {
  const form = useOptionalForm();
  const textField = props.field.textField;
  return (
    <AreaPicker
      {...commonProps(props)}
      className="w-full"
      value={asText(props.value)}
      onChange={(code, path) => {
        props.onChange?.(code);
        if (textField) form?.setValue(textField, code ? areaLabel(path, "/") : "", { shouldDirty: true });
        props.onBlur?.();
      }}
    />
  );
}
