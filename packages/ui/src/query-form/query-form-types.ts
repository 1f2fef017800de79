import type { TextFilterType } from "@kanya/core/query";
import type { LoadDictItems } from "../dict-select";
import type { SelectOption } from "../select";

/** The kinds of inline query field a JeecgBoot list page has. */
export type QueryFieldType = "text" | "number" | "select" | "dict" | "date" | "date-range";

export interface QueryFormField {
  /** The query parameter (a date range sends `<name>_begin` and `<name>_end`). */
  name: string;
  label: string;
  /** Default `text`. */
  type?: QueryFieldType;
  /** Text fields: how the typed text is marked for the server (JInput: like `*v*`, ne `!v`, ge `>=v`, le `<=v`). */
  filter?: TextFilterType;
  /** Text fields: trim before marking. */
  trim?: boolean;
  /** `select` fields. */
  options?: readonly SelectOption[];
  /** `dict` fields: a dictionary code or `table,text,code[,where]`. */
  dictCode?: string;
  placeholder?: string;
}

/** What the form holds per field: typed text, a chosen value, a date, or a date pair. */
export type QueryFormValues = Record<string, string | [string, string] | undefined>;

export interface QueryFormLoaders {
  /** For `dict` fields (the client's `dictLoaders(client).loadDictItems`). */
  loadDictItems?: LoadDictItems;
}
