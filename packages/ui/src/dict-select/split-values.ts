/**
 * The values of a multi-value string (`a,b`), without empty parts; `""` and `null` are none. A number is its
 * text: JeecgBoot sends some dictionary codes as integers (a tenant's `status`, a user's `sex`).
 */
export function splitValues(value: string | number | null | undefined, separator = ","): string[] {
  if (value === null || value === undefined || value === "") return [];
  return String(value)
    .split(separator)
    .filter((part) => part !== "");
}

/** The multi-value string of `values`, as JeecgBoot's multi selects emit it (default separator comma, spec §9). */
export function joinValues(values: readonly string[], separator = ","): string {
  return values.join(separator);
}
