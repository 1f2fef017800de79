import * as v from "valibot";
import { DEFAULT_VALIDATE_LOCALE, isValidateLocale, type ValidateLocale } from "./messages.js";
import { type Violation, violationMessage } from "./violation.js";

/**
 * One rule, two faces. `check` is the single definition; `validate` (plain function) and `action`/`schema`
 * (valibot, for react-hook-form's valibot resolver and for the server) are derived from it, so a form and
 * the server can never disagree about a value.
 */
export interface FormRule<TInput, TOutput> {
  /** The verdict without words, for a value from anywhere (form state, request body, import row). */
  check(value: unknown): Violation | undefined;
  /** Plain face: the message to show, or `undefined` when the value passes. */
  validate(value: unknown, locale?: ValidateLocale): string | undefined;
  /** valibot face: a validation action for your own `v.pipe(...)` (typed for the value it follows). */
  action<TValue extends TInput | null | undefined = TInput>(
    locale?: ValidateLocale,
  ): v.RawCheckAction<TValue>;
  /**
   * valibot face: a ready schema. `null`/`undefined` count as empty; the output is normalised (`""` for
   * text, `[]` for choices). Without a locale, messages follow `lang` of the parse config, else zh-CN.
   */
  schema(locale?: ValidateLocale): v.GenericSchema<TInput | null | undefined, TOutput>;
}

/** Builds both faces from a check and the normalisation of a passing value. */
export function defineFormRule<TInput, TOutput>(
  check: (value: unknown) => Violation | undefined,
  normalise: (value: TInput | null | undefined) => TOutput,
): FormRule<TInput, TOutput> {
  const action = <TValue extends TInput | null | undefined = TInput>(locale?: ValidateLocale) =>
    v.rawCheck<TValue>(({ dataset, addIssue }) => {
      // Like valibot's own actions, stay silent after an earlier item already refused the value's type.
      if (!dataset.typed) return;
      const violation = check(dataset.value);
      if (violation) {
        addIssue({ message: (issue) => violationMessage(violation, locale ?? localeOf(issue.lang)) });
      }
    });
  return {
    check,
    validate: (value, locale = DEFAULT_VALIDATE_LOCALE) => {
      const violation = check(value);
      return violation && violationMessage(violation, locale);
    },
    action,
    schema: (locale) =>
      v.pipe(
        // The type is only declared here; `check` inspects the runtime value, so both faces reject alike.
        // A nullish schema with a default makes `v.object` run the rule for a missing key too, so a
        // required field left out of a request body is reported like an empty one.
        v.nullish(
          v.custom<TInput>(() => true),
          null,
        ),
        action<TInput | null>(locale),
        v.transform<TInput | null, TOutput>(normalise),
      ),
  };
}

function localeOf(lang: string | undefined): ValidateLocale {
  return isValidateLocale(lang) ? lang : DEFAULT_VALIDATE_LOCALE;
}
