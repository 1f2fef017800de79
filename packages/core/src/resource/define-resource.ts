import type { Field, FieldValue } from "./field.js";

/** The actions a resource's routes and toolbar are permitted by (spec §6, plus JeecgBoot's list and batch). */
export type ResourceAction = "list" | "add" | "edit" | "delete" | "deleteBatch" | "import" | "export";

export type ResourceFields = Readonly<Record<string, Field>>;

export interface ResourceDefinition<
  F extends ResourceFields,
  T extends string | undefined = string | undefined,
> {
  /** camelCase name, unique among resources. */
  readonly name: string;
  /** The Chinese name of one record (`职务`): page title, Excel title. */
  readonly title: string;
  /** The JeecgBoot base path, e.g. `/sys/position`. */
  readonly api: string;
  /** The permission prefix, e.g. `system:position`; codes are `<permission>:<action>`. */
  readonly permission: string;
  /** Codes that do not follow `<permission>:<action>` (JeecgBoot's own, e.g. `…:importExcel`). */
  readonly codes?: Partial<Record<ResourceAction, string>>;
  /**
   * The database table its records live in (`sys_position`): the server's crudRoutes write it, and the
   * form's `/sys/duplicate/check` names it for `unique` fields. Absent for records without a table of their own.
   */
  readonly table?: T;
  readonly fields: F;
}

export type Resource<
  F extends ResourceFields = ResourceFields,
  T extends string | undefined = string | undefined,
> = ResourceDefinition<F, T>;

/** Declares a resource; the identity, so the record type is inferred from the fields (and the table's name). */
export function defineResource<
  const F extends ResourceFields,
  const T extends string | undefined = undefined,
>(definition: ResourceDefinition<F, T>): Resource<F, T> {
  return definition;
}

/** The table a resource names (its `table` option), typed as the literal it was declared with. */
export type TableOfResource<R> = R extends { readonly table?: infer T } ? Extract<T, string> : never;

type FieldsOf<R> = R extends Resource<infer F> ? F : never;
type RequiredKeys<F extends ResourceFields> = {
  [K in keyof F]: F[K] extends { readonly required: true } ? K : never;
}[keyof F];

/** A record as the server answers it: `id`, then every field, `null` where an optional one is empty. */
export type ResourceRecord<R extends Resource> = { id: string } & {
  -readonly [K in keyof FieldsOf<R>]: K extends RequiredKeys<FieldsOf<R>>
    ? FieldValue<FieldsOf<R>[K]>
    : FieldValue<FieldsOf<R>[K]> | null;
};

/** What an add sends: required fields present, the rest optional. */
export type ResourceAddInput<R extends Resource> = {
  -readonly [K in RequiredKeys<FieldsOf<R>>]: FieldValue<FieldsOf<R>[K]>;
} & {
  -readonly [K in Exclude<keyof FieldsOf<R>, RequiredKeys<FieldsOf<R>>>]?: FieldValue<FieldsOf<R>[K]> | null;
};

/** What an edit sends: the id and any fields to change. */
export type ResourceEditInput<R extends Resource> = { id: string } & {
  -readonly [K in keyof FieldsOf<R>]?: FieldValue<FieldsOf<R>[K]> | null;
};

/** The fields as `[name, field]` pairs, typed. */
export function fieldEntries<F extends ResourceFields>(resource: Resource<F>): [keyof F & string, Field][] {
  return Object.entries(resource.fields) as [keyof F & string, Field][];
}
