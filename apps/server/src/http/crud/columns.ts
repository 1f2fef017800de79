import type { Field, Resource, ResourceFields } from "@kanya/core/resource";
import type { Database } from "../../db/schema";
import { parseGmt8 } from "../../wire/datetime";

/*
 * A resource field's column: its `column` option, else its name in snake_case (`postRank` → `post_rank`).
 * Types own the names (Kysely): `crudRoutes` accepts a resource only when every field's column is a key of
 * the table, and `test/crud-columns.test.ts` holds each against the migrated table's column type.
 */

export type CrudTable = keyof Database & string;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type FieldColumn<K extends string, F extends Field> = F extends {
  readonly column: infer C extends string;
}
  ? C
  : SnakeCase<K>;

type FieldsOf<R> = R extends Resource<infer F> ? F : never;

/** The fields of `R` whose column `TB` lacks; `never` when all are there. */
export type MissingColumns<R extends Resource, TB extends CrudTable> = {
  [K in keyof FieldsOf<R> & string]: FieldColumn<K, FieldsOf<R>[K]> extends keyof Database[TB] ? never : K;
}[keyof FieldsOf<R> & string];

/** `R` when its fields all have columns in `TB`, else a type naming the fields without one. */
export type ResourceOfTable<R extends Resource, TB extends CrudTable> = [MissingColumns<R, TB>] extends [
  never,
]
  ? R
  : { readonly fieldsWithoutColumn: MissingColumns<R, TB> };

export function columnOf(name: string, f: Field): string {
  return f.column ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Wire field → column, for every field of the resource. */
export function resourceColumns(resource: Resource): Map<string, string> {
  return new Map(
    Object.entries(resource.fields as ResourceFields).map(([name, f]) => [name, columnOf(name, f)]),
  );
}

/**
 * A checked body (wire names) as column values; fields it left out stay out. A date-time is the wall clock
 * of GMT+8 on the wire (JeecgBoot's), an instant in the column.
 */
export function toColumns(
  resource: Resource,
  body: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(resource.fields as ResourceFields)) {
    const value = body[name];
    if (value === undefined) continue;
    values[columnOf(name, f)] = f.kind === "datetime" && typeof value === "string" ? parseGmt8(value) : value;
  }
  return values;
}
