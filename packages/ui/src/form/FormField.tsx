import { Slot } from "@radix-ui/react-slot";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactElement, ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import {
  formControlColumnClasses,
  formErrorClasses,
  formHelpClasses,
  formHelpRowClasses,
  formItemClasses,
  formLabelClasses,
  formRequiredMarkClasses,
} from "./form-classes";
import { useFormLayout } from "./form-context";
import { type FormFieldState, type UseFormFieldOptions, useFormField } from "./use-form-field";

export interface FormFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> extends Omit<UseFormFieldOptions<TValues, TName>, "hasHelp" | "hasLabel">,
    Omit<ComponentPropsWithRef<"div">, "children" | "id"> {
  label?: ReactNode;
  /** A hint under the control (describes it), shown above the error. */
  help?: ReactNode;
  /**
   * The control: one element, which receives value, handlers, id and ARIA (an `<input>`, `<Input>`,
   * `<Select>`…), or a function of the field state for controls that need more (e.g. `status`).
   */
  children: ReactElement | ((state: FormFieldState<TValues, TName>) => ReactNode);
}

/**
 * A labelled field of a `<Form>`: required mark, label, the control, help and the validation message,
 * laid out for the form's layout. `useFormField` is the same without the look.
 */
export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  name,
  required,
  valuePropName,
  id,
  disabled,
  label,
  help,
  children,
  className,
  style,
  ...rest
}: FormFieldProps<TValues, TName>) {
  const { layout } = useFormLayout();
  const state = useFormField<TValues, TName>({
    name,
    required,
    valuePropName,
    id,
    disabled,
    hasHelp: help != null,
    hasLabel: label != null,
  });

  return (
    <div
      {...rest}
      data-invalid={state.invalid || undefined}
      className={clsx(formItemClasses(layout), className)}
      style={style}
    >
      {label != null ? (
        <label
          id={state.labelProps.id}
          htmlFor={state.labelProps.htmlFor}
          className={formLabelClasses(layout)}
        >
          {state.required && (
            <span aria-hidden="true" className={formRequiredMarkClasses}>
              *
            </span>
          )}
          {label}
        </label>
      ) : (
        layout === "horizontal" && <span />
      )}
      <div className={formControlColumnClasses}>
        {typeof children === "function" ? children(state) : <Slot {...state.controlProps}>{children}</Slot>}
        {(help != null || state.error) && (
          <div className={formHelpRowClasses(layout)}>
            {help != null && (
              <div {...state.helpProps} className={formHelpClasses}>
                {help}
              </div>
            )}
            {state.error && (
              <div {...state.errorProps} className={formErrorClasses}>
                {state.error}
              </div>
            )}
          </div>
        )}
        {help == null && !state.error && layout !== "inline" && (
          <div aria-hidden="true" className="min-h-6" />
        )}
      </div>
    </div>
  );
}
