import { clsx } from "clsx";
import { type ComponentPropsWithRef, type FormEvent, useMemo } from "react";
import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import type { ClickGuardWarn } from "../click-guard/click-guard-context";
import { useClickGuard } from "../click-guard/use-click-guard";
import { formClasses } from "./form-classes";
import { DEFAULT_LABEL_WIDTH, type FormLayout, FormLayoutContext } from "./form-context";

export interface FormProps<TValues extends FieldValues, TOutput = TValues>
  extends Omit<ComponentPropsWithRef<"form">, "onSubmit" | "onInvalid"> {
  /** From `useForm({ schema })` (or react-hook-form's own `useForm`). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Called with the parsed values when every rule passes; a promise keeps `isSubmitting` true until it settles. */
  onSubmit?: (values: TOutput) => unknown;
  /** Called with the errors when a rule fails (the first invalid field gets focus). */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  /** Default `vertical`. */
  layout?: FormLayout;
  /** Label column width in the horizontal layout. Default `8rem`. */
  labelWidth?: string | number;
  /** Disables every field. */
  disabled?: boolean;
  /**
   * Refuse a second submit of the same form within 300 ms (spec §5's click guard), warning
   * 你点击的太快了，请慢点点击!. Default true.
   */
  clickGuard?: boolean;
  /** Where the click guard's warning goes; default the `<ClickGuardProvider>`'s sink. */
  onWarn?: ClickGuardWarn;
}

/**
 * A form over react-hook-form: validates with the form's schema on submit (and as fields are
 * touched), focuses the first invalid field, refuses double submits, and lays out its `FormField`s.
 */
export function Form<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  onInvalid,
  layout = "vertical",
  labelWidth = DEFAULT_LABEL_WIDTH,
  disabled = false,
  clickGuard = true,
  onWarn,
  className,
  style,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const guard = useClickGuard({ onWarn });
  const layoutOptions = useMemo(
    () => ({ layout, labelWidth: typeof labelWidth === "number" ? `${labelWidth}px` : labelWidth, disabled }),
    [layout, labelWidth, disabled],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A submit within 300 ms of the previous one is refused with the warning; one while the previous
    // one still runs is dropped.
    if ((clickGuard && !guard.pass("submit")) || form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(async (values) => {
      await onSubmit?.(values);
    }, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <FormLayoutContext value={layoutOptions}>
        <form
          noValidate
          {...rest}
          data-layout={layout}
          onSubmit={submit}
          // The label column's width, read by each horizontal FormField (and by your own action rows).
          style={{ ["--form-label-width" as string]: layoutOptions.labelWidth, ...style }}
          className={clsx(formClasses(layout), className)}
        >
          {children}
        </form>
      </FormLayoutContext>
    </FormProvider>
  );
}
