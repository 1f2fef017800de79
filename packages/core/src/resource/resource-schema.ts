import * as v from "valibot";
import type { Resource, ResourceAddInput, ResourceEditInput, ResourceFields } from "./define-resource.js";
import { readFieldValue } from "./field-value.js";
import { resourceMessages } from "./messages.js";

export type ResourceSchemaMode = "add" | "edit";

export interface ResourceSchemaOptions {
  /** One message for every missing required field, where an API says so (instead of `<label>不能为空`). */
  readonly requiredMessage?: string;
  /** One message for any malformed value, by the field's label, where an API says so (`x格式不正确`). */
  readonly invalidMessage?: (label: string) => string;
}

/**
 * The valibot schema of an add or an edit body, shared by the form (react-hook-form's valibot resolver)
 * and the server (validation middleware). Text comes out trimmed, empty values as `null`, fields the body
 * leaves out stay out (an edit changes only what it sends). A required field must have a value on add, and
 * may not be emptied on edit. Fields with `form: false` are read-only and not read. Unknown keys are dropped; the edit schema also reads `id`. Issues carry the
 * field's path, so a form resolver puts each message under its field.
 */
export function resourceSchema<R extends Resource>(
  resource: R,
  mode: "add",
  options?: ResourceSchemaOptions,
): v.GenericSchema<unknown, Partial<ResourceAddInput<R>>>;
export function resourceSchema<R extends Resource>(
  resource: R,
  mode: "edit",
  options?: ResourceSchemaOptions,
): v.GenericSchema<unknown, Partial<ResourceEditInput<R>>>;
export function resourceSchema(
  resource: Resource,
  mode: ResourceSchemaMode,
  options: ResourceSchemaOptions = {},
): v.GenericSchema<unknown, object> {
  const required = (label: string) => options.requiredMessage ?? resourceMessages.required(label);
  // The id first: an edit of a record that cannot be named is refused for that, whatever else it sends.
  const entries: Record<string, v.GenericSchema> =
    mode === "edit" ? { id: v.optional(v.pipe(v.unknown(), v.rawTransform(readId)), "") } : {};
  for (const [name, f] of Object.entries(resource.fields as ResourceFields)) {
    // Left out of the form: shown, never written by a caller (a create time, a computed count).
    if (f.form === false) continue;
    const value = v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = dataset.value;
        if (raw === undefined) return undefined;
        const reading = readFieldValue(name, f, raw);
        if (!reading.ok) {
          addIssue({ message: options.invalidMessage?.(f.label) ?? reading.message });
          return NEVER;
        }
        if (reading.value === null && f.required) {
          addIssue({ message: required(f.label) });
          return NEVER;
        }
        return reading.value;
      }),
    );
    // Left out, a field is not read (an edit keeps it); a required one on add is read as empty, so it is
    // refused with its label like an empty one.
    entries[name] = mode === "add" && f.required ? v.optional(value, "") : v.optional(value);
  }
  return v.pipe(
    // Unknown keys are not looked at (a strict reader reads only what it knows).
    v.object(entries),
    // Keys the body left out stay out, so an edit never writes a column it was not sent.
    v.transform((value) =>
      Object.fromEntries(Object.entries(value).filter(([key, item]) => key in entries && item !== undefined)),
    ),
  );
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function readId({
  dataset,
  addIssue,
  NEVER,
}: Parameters<Parameters<typeof v.rawTransform<unknown, string>>[0]>[0]) {
  const raw = dataset.value;
  const text = typeof raw === "number" && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== "string" || text.trim() === "") {
    addIssue({ message: "参数id不能为空" });
    return NEVER;
  }
  if (!ID.test(text.trim())) {
    addIssue({ message: "参数id不正确" });
    return NEVER;
  }
  return text.trim();
}

/** The first refusal of a body, or its typed values. */
export function parseResourceBody<R extends Resource>(
  resource: R,
  mode: ResourceSchemaMode,
  body: unknown,
  options?: ResourceSchemaOptions,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const result = v.safeParse(resourceSchema(resource, mode as "add", options), body, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output as Record<string, unknown> };
  return { ok: false, message: result.issues[0]?.message ?? "" };
}
