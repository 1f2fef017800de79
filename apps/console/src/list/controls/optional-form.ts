import { type FieldValues, useFormContext } from "@kanya/ui/form";
import type { UseFormReturn } from "react-hook-form";

/**
 * The form around a control, or `null` outside one: the advanced query draws the same pickers with no form,
 * where a control fills only its own value (react-hook-form's context is `null` there, though typed as set).
 */
export function useOptionalForm(): UseFormReturn<FieldValues> | null {
  return useFormContext();
}
