// react-hook-form's own hooks (useFieldArray, useWatch, useFormState…) come from "react-hook-form"
// itself: re-exporting them here would make every app pay for them.
export { type FieldErrors, type FieldPath, type FieldValues, useFormContext } from "react-hook-form";
export { Form, type FormProps } from "./Form";
export { FormField, type FormFieldProps } from "./FormField";
export {
  formClasses,
  formControlColumnClasses,
  formErrorClasses,
  formHelpClasses,
  formHelpRowClasses,
  formItemClasses,
  formLabelClasses,
  formRequiredMarkClasses,
} from "./form-classes";
export { type FormLayout, type FormLayoutOptions, useFormLayout } from "./form-context";
export {
  type FormApi,
  type FormOutputOf,
  type FormSchema,
  type FormValuesOf,
  type UseFormOptions,
  useForm,
} from "./use-form";
export {
  type FormControlProps,
  type FormFieldState,
  type UseFormFieldOptions,
  useFormField,
} from "./use-form-field";
