import type { Resource } from "@kanya/core/resource";
import { useEffect, useMemo, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useApi } from "../providers";
import { asText } from "./controls/control-props";
import { type RemoteCheck, remoteChecks, runRemoteCheck } from "./remote-checks";

/** Typing pauses this long before the server is asked (spec §9 search debounce). */
export const REMOTE_CHECK_DEBOUNCE_MS = 300;

interface Failure {
  value: string;
  message: string;
}

/**
 * The server checks of a form (spec §5): unique fields through `/sys/duplicate/check` (the edited record's id
 * as `dataId`) and check-rule fields through `/sys/checkRule/checkByCode`, as the user types (debounced) and
 * again before saving; the server's message is the field's error until the value changes.
 */
export function useRemoteChecks(
  resource: Resource,
  form: UseFormReturn<FieldValues, unknown, FieldValues>,
  { dataId, enabled }: { dataId?: string; enabled: boolean },
) {
  const api = useApi();
  const checks = useMemo(() => remoteChecks(resource), [resource]);
  const failures = useRef(new Map<string, Failure>());
  const asked = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Read during render so the form re-renders (and the effect below runs) when errors change.
  const errors = form.formState.errors;

  const check = async (one: RemoteCheck, raw: unknown): Promise<boolean> => {
    const value = asText(raw).trim();
    const ticket = (asked.current.get(one.name) ?? 0) + 1;
    asked.current.set(one.name, ticket);
    const message = await runRemoteCheck(api, one, value, dataId);
    if (asked.current.get(one.name) !== ticket) return message === null;
    const name = one.name;
    if (message) {
      failures.current.set(one.name, { value, message });
      form.setError(name, { type: "remote", message });
    } else {
      failures.current.delete(one.name);
      if (form.getFieldState(name).error?.type === "remote") form.clearErrors(name);
    }
    return message === null;
  };
  const latest = useRef(check);
  latest.current = check;

  useEffect(() => {
    if (!enabled || checks.length === 0) return;
    const pending = timers.current;
    const subscription = form.watch((values, { name }) => {
      const one = checks.find((c) => c.name === name);
      if (!one) return;
      clearTimeout(pending.get(one.name));
      pending.set(
        one.name,
        setTimeout(
          () => void latest.current(one, (values as Record<string, unknown>)[one.name]),
          REMOTE_CHECK_DEBOUNCE_MS,
        ),
      );
    });
    return () => {
      subscription.unsubscribe();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [enabled, checks, form]);

  // The schema's own validation (on blur, on change) replaces a field's error: keep the server's refusal
  // while the value it refused is still there.
  // After every render: react-hook-form may update its error object in place.
  useEffect(() => {
    for (const [field, failure] of failures.current) {
      const name = field;
      if (errors[field]) continue;
      if (asText(form.getValues(name)).trim() === failure.value)
        form.setError(name, { type: "remote", message: failure.message });
      else failures.current.delete(field);
    }
  });

  return {
    /** Every check on the values about to be saved; false (errors shown) when one fails. */
    checkAll: async (values: Record<string, unknown>) =>
      (await Promise.all(checks.map((one) => check(one, values[one.name])))).every(Boolean),
  };
}
