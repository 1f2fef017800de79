// Compile-time checks: the declarations carry real types, not `any`. If a `.d.ts` went missing or
// degraded to `any`, the `@ts-expect-error` lines would have nothing to expect and tsc would fail.
import type { Result } from "@kanya/client";
import type { CronValidation } from "@kanya/core/cron";
import type { ButtonProps } from "@kanya/ui/button";
import type { SelectOption } from "@kanya/ui/select";

// @ts-expect-error `variant` is a closed set
export const unknownVariant: ButtonProps = { variant: "rainbow" };
// @ts-expect-error an option needs its value
export const optionWithoutValue: SelectOption = { label: "北京" };
// @ts-expect-error the envelope's `success` is a boolean
export const stringSuccess: Result<null>["success"] = "yes";
// @ts-expect-error a refused expression says which field and why
export const bareRefusal: CronValidation = { ok: false };
