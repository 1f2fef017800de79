import { DatePicker, DateTimePicker } from "@kanya/ui/date-picker";
import { Switch } from "@kanya/ui/switch";
import { asText, type ControlProps, commonProps } from "./control-props";

/** A `Y`/`N` switch (JeecgBoot's JSwitch); an empty value shows off. */
export function SwitchControl(props: ControlProps) {
  const { placeholder: _shownNowhere, ...common } = commonProps(props);
  return (
    <Switch
      {...common}
      value={asText(props.value) === "Y" ? "Y" : "N"}
      checkedValue="Y"
      uncheckedValue="N"
      onChange={(next) => {
        props.onChange?.(next);
        props.onBlur?.();
      }}
      {...(props["aria-labelledby"] ? {} : { "aria-label": props.field.label })}
      {...(props["aria-invalid"] ? { "aria-invalid": true } : {})}
    />
  );
}

/** A day (`yyyy-MM-dd`) or a moment (`yyyy-MM-dd HH:mm:ss`); cleared is the empty text. */
export function DateControl(props: ControlProps) {
  const Picker = props.field.kind === "datetime" ? DateTimePicker : DatePicker;
  return (
    <Picker
      {...commonProps(props)}
      className="w-full"
      value={asText(props.value) || null}
      {...(props["aria-invalid"] ? { status: "error" as const } : {})}
      onChange={(next) => {
        props.onChange?.(next ?? "");
        props.onBlur?.();
      }}
    />
  );
}
