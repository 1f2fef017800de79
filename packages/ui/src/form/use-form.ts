import { valibotResolver } from "@hookform/resolvers/valibot";
import type { ValidateLocale } from "@kanya/core/validate";
import { useEffect, useMemo, useRef } from "react";
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from "react-hook-form";
import type { GenericSchema, InferInput, InferOutput } from "valibot";
import { useLocale } from "../locale/use-locale";

/** A valibot object schema of a form's values, e.g. `v.object({ mobile: formRules.mobile.schema() })`. */
export type FormSchema = GenericSchema<FieldValues, FieldValues>;

export type FormValuesOf<TSchema extends FormSchema> = InferInput<TSchema>;
export type FormOutputOf<TSchema extends FormSchema> = InferOutput<TSchema>;
export type FormApi<TSchema extends FormSchema> = UseFormReturn<
  FormValuesOf<TSchema>,
  unknown,
  FormOutputOf<TSchema>
>;

export interface UseFormOptions<TSchema extends FormSchema>
  extends Omit<UseFormProps<FormValuesOf<TSchema>, unknown, FormOutputOf<TSchema>>, "resolver"> {
  /**
   * The rules. Build them from @kanya/core/validate (`formRules.mobile.schema()`, `requiredText({ max: 20 })
   * .schema()`, `rule.action()` inside your own `v.pipe`) without a locale: the messages then follow the
   * `<LocaleProvider>` (zh-CN or en-US).
   */
  schema: TSchema;
}

/**
 * react-hook-form's `useForm` with a valibot resolver whose messages speak the current language. Fields
 * are checked when they lose focus, then as they change (`mode: "onTouched"`, override it if needed);
 * errors already shown are checked again in the new language when the locale changes.
 */
export function useForm<TSchema extends FormSchema>({
  schema,
  ...options
}: UseFormOptions<TSchema>): FormApi<TSchema> {
  const { locale } = useLocale();
  // core's rules speak zh-CN and en-US; any other language gets the default, zh-CN. (Checked here
  // rather than with core's isValidateLocale: importing a value from @kanya/core/validate would pull
  // every rule into this entry.)
  const lang: ValidateLocale = locale === "en-US" ? "en-US" : "zh-CN";
  const resolver = useMemo(
    () => valibotResolver<FormValuesOf<TSchema>, unknown, FormOutputOf<TSchema>>(schema, { lang }),
    [schema, lang],
  );
  const form = useHookForm<FormValuesOf<TSchema>, unknown, FormOutputOf<TSchema>>({
    mode: "onTouched",
    ...options,
    resolver,
  });

  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    const shown = Object.keys(form.formState.errors) as FieldPath<FormValuesOf<TSchema>>[];
    if (shown.length > 0) void form.trigger(shown);
  }, [lang, form]);

  return form;
}
