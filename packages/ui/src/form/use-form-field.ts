import { useId } from "react";
import {
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
  useFormContext,
} from "react-hook-form";
import { useFormLayout } from "./form-context";

export interface UseFormFieldOptions<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  /** The field's path in the form values (`"mobile"`, `"address.city"`). */
  name: TName;
  /** Marks the field required (asterisk, `aria-required`); the schema decides what is accepted. */
  required?: boolean;
  /** Whether a help text is shown, so the control is described by it. */
  hasHelp?: boolean;
  /** Whether there is a label (the control is then `aria-labelledby` it). Default true. */
  hasLabel?: boolean;
  /** The prop carrying the value: `value` (default) or `checked` for a checkbox or switch. */
  valuePropName?: string;
  /** Id of the control; default a generated one. */
  id?: string;
  disabled?: boolean;
}

/** Props for the control element: value and handlers from react-hook-form, ids and ARIA for the label and messages. */
export interface FormControlProps<TValue = unknown> {
  id: string;
  name: string;
  ref: ControllerRenderProps["ref"];
  onChange: ControllerRenderProps["onChange"];
  onBlur: ControllerRenderProps["onBlur"];
  disabled?: boolean;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  /** The value, under `valuePropName` (`value` unless told otherwise). */
  value?: TValue;
  checked?: TValue;
}

export interface FormFieldState<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  /** react-hook-form's field (value, onChange, onBlur, ref) and its state (error, touched, dirty). */
  field: ControllerRenderProps<TValues, TName>;
  fieldState: ControllerFieldState;
  /** The message to show (from the schema, so from @kanya/core's rules), or undefined. */
  error: string | undefined;
  invalid: boolean;
  required: boolean;
  ids: { control: string; label: string; help: string; error: string };
  labelProps: { id: string; htmlFor: string };
  controlProps: FormControlProps<FieldPathValue<TValues, TName>>;
  helpProps: { id: string };
  /** `role="alert"`: announced when it appears. */
  errorProps: { id: string; role: "alert" };
}

/**
 * The behaviour of one form field without any look: binds a control to react-hook-form inside a
 * `<Form>` (or any `FormProvider`) and wires label, help and error to it (`htmlFor`, `aria-labelledby`,
 * `aria-describedby`, `aria-invalid`, `aria-required`).
 */
export function useFormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  name,
  required = false,
  hasHelp = false,
  hasLabel = true,
  valuePropName = "value",
  id,
  disabled,
}: UseFormFieldOptions<TValues, TName>): FormFieldState<TValues, TName> {
  const { control } = useFormContext<TValues>();
  const layout = useFormLayout();
  const isDisabled = disabled ?? (layout.disabled || undefined);
  const { field, fieldState } = useController<TValues, TName>({ name, control, disabled: isDisabled });
  const generated = useId();
  const ids = {
    control: id ?? `${generated}-control`,
    label: `${generated}-label`,
    help: `${generated}-help`,
    error: `${generated}-error`,
  };
  const error = fieldState.error?.message || undefined;
  const invalid = fieldState.invalid;
  const describedBy = [hasHelp && ids.help, error && ids.error].filter(Boolean).join(" ");

  const controlProps = {
    id: ids.control,
    name: field.name,
    ref: field.ref,
    onChange: field.onChange,
    onBlur: field.onBlur,
    [valuePropName]: field.value,
    ...(field.disabled ? { disabled: true } : {}),
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(required ? { "aria-required": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(hasLabel ? { "aria-labelledby": ids.label } : {}),
  } as FormControlProps<FieldPathValue<TValues, TName>>;

  return {
    field,
    fieldState,
    error,
    invalid,
    required,
    ids,
    labelProps: { id: ids.label, htmlFor: ids.control },
    controlProps,
    helpProps: { id: ids.help },
    errorProps: { id: ids.error, role: "alert" },
  };
}
