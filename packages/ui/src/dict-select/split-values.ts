/** The values of a multi-value string (`a,b`), without empty parts; `""` and `null` are none. */
export function splitValues(value: string | null | undefined, separator = ","): string[] {
  if (!value) return [];
  return value.split(separator).filter((part) => part !== "");
}

/** The multi-value string of `values`, as JeecgBoot's multi selects emit it (default separator comma, spec §9). */
export function joinValues(values: readonly string[], separator = ","): string {
  return values.join(separator);
}
