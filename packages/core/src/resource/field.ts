import type { FormRuleName } from "../validate/index.js";

/** The kinds of field a resource is made of (JeecgBoot's online-form controls, minus the layout ones). */
export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "money"
  | "switch"
  | "date"
  | "datetime"
  | "dict"
  | "multiDict"
  | "tree"
  | "ref"
  | "popup"
  | "user"
  | "department"
  | "area"
  | "upload"
  | "image"
  | "richText"
  | "markdown"
  | "password"
  | "hidden";

/** The value of each kind on the wire (JeecgBoot keeps choices, files and people as comma-separated text). */
export interface FieldValueByKind {
  text: string;
  textarea: string;
  number: number;
  money: number;
  /** JeecgBoot's switch stores `Y`/`N`. */
  switch: "Y" | "N";
  /** `yyyy-MM-dd` */
  date: string;
  /** `yyyy-MM-dd HH:mm:ss`, GMT+8 */
  datetime: string;
  dict: string;
  /** Dictionary values, comma-separated. */
  multiDict: string;
  tree: string;
  ref: string;
  /** The chosen row's column (several rows' values comma-separated in multi mode). */
  popup: string;
  user: string;
  department: string;
  /** The district's code of the area tree (GB/T 2260: six digits). */
  area: string;
  upload: string;
  image: string;
  richText: string;
  markdown: string;
  password: string;
  hidden: string;
}

/** How a list's query form filters by the field (spec §3): the value as typed, `*v*`, a range, a set. */
export type QueryMode = "eq" | "like" | "range" | "in";

/** Column hints of the list page. `dictText`: show `<field>_dictText` (default for dictionary kinds). */
export interface ListHints {
  readonly width?: number;
  readonly ellipsis?: boolean;
  readonly sort?: boolean;
  readonly fixed?: "left" | "right";
  readonly dictText?: boolean;
  /**
   * A 筛选 menu in the column's header offering the field's dictionary items (dictionary kinds); the chosen
   * values go to the list as `<field>=v1,v2` (JeecgBoot's column filters).
   */
  readonly filter?: boolean;
}

/** Form hints: the grid span (of 24), whether an edit may change it, the value a new record starts with. */
export interface FormHints<V> {
  readonly span?: number;
  readonly disabledOnEdit?: boolean;
  readonly default?: V;
}

/** The field's column in the Excel export and import (the header the import reads back). */
export interface ExcelHints {
  readonly header?: string;
  readonly width?: number;
}

export interface FieldOptions<V> {
  /** The Chinese label: form label, column title, Excel header, and the subject of `…不能为空`. */
  readonly label: string;
  readonly required?: boolean;
  /** Longest text, in characters (code points); numbers: the largest value. */
  readonly max?: number;
  /** Numbers: the smallest value. */
  readonly min?: number;
  /** A shared form rule of spec §5 (`@kanya/core/validate`'s `formRules`). */
  readonly rule?: FormRuleName;
  /** Text kinds: the only values taken (a dictionary's fixed values), anything else refused with `message`. */
  readonly oneOf?: { readonly values: readonly string[]; readonly message: string };
  /** Checked against the other records (`/sys/duplicate/check` in the form, the unique key on the server). */
  readonly unique?: boolean;
  /**
   * A check rule's code (系统编码校验规则, spec §5): the form checks the value through
   * `/sys/checkRule/checkByCode` and shows the rule's message.
   */
  readonly checkRule?: string;
  readonly query?: QueryMode;
  readonly list?: false | ListHints;
  /** `false`: read-only, shown in lists and exports but never written through the add or edit body. */
  readonly form?: false | FormHints<V>;
  readonly excel?: false | ExcelHints;
  readonly statistics?: "sum" | "average";
  /** Status counts (`allStatus`) group records by this field. */
  readonly counts?: boolean;
  /** The storage column, when it is not the field's name in snake_case. */
  readonly column?: string;
}

/** One field: its kind, its options and, for some kinds, what it draws its choices from. */
export type Field<K extends FieldKind = FieldKind> = FieldOptions<FieldValueByKind[K]> & {
  readonly kind: K;
  /** dict, multiDict: the dictionary code. */
  readonly dictCode?: string;
  /** tree: the category code whose children are offered. */
  readonly categoryCode?: string;
  /** ref: the resource it points at, and how it is picked. */
  readonly target?: string;
  readonly picker?: "popup" | "select";
  /** popup: the online report (JPopup's `code`) whose rows are offered. */
  readonly report?: string;
  /**
   * popup: the report's columns to copy, comma-separated, and the form fields they go to in the same order
   * (this field among them); JPopup's `orgFields` and `destFields`.
   */
  readonly orgFields?: string;
  readonly destFields?: string;
  /** number: whole numbers only. */
  readonly integer?: boolean;
  /** area: the field that keeps the chosen area's names (`广东省/深圳市/南山区`), written by the form. */
  readonly textField?: string;
};

/** The value a field carries on the wire. */
export type FieldValue<F extends Field> = FieldValueByKind[F["kind"]];

type Plain<K extends FieldKind> = <const O extends FieldOptions<FieldValueByKind[K]>>(
  options: O,
) => Field<K> & O & { readonly kind: K };

type Coded<K extends FieldKind, Extra> = <const O extends FieldOptions<FieldValueByKind[K]> & Extra>(
  code: string,
  options: O,
) => Field<K> & O & { readonly kind: K };

const plain =
  <K extends FieldKind>(kind: K): Plain<K> =>
  (options) => ({ ...options, kind });

/** The field kinds, as builders: `field.text({ label: "名称", required: true, query: "like" })`. */
export const field = {
  text: plain("text"),
  textarea: plain("textarea"),
  number: plain("number") as <const O extends FieldOptions<number> & { readonly integer?: boolean }>(
    options: O,
  ) => Field<"number"> & O & { readonly kind: "number" },
  /** Up to 2 decimals (spec §5 preset `money`). */
  money: plain("money"),
  switch: plain("switch"),
  date: plain("date"),
  datetime: plain("datetime"),
  dict: ((dictCode, options) => ({ ...options, kind: "dict", dictCode })) as Coded<"dict", object>,
  multiDict: ((dictCode, options) => ({ ...options, kind: "multiDict", dictCode })) as Coded<
    "multiDict",
    object
  >,
  /** A category (分类字典) under `categoryCode`. */
  tree: ((categoryCode, options) => ({ ...options, kind: "tree", categoryCode })) as Coded<"tree", object>,
  /** Another resource's record id, chosen with a picker. */
  ref: ((target, options) => ({ picker: "popup", ...options, kind: "ref", target })) as Coded<
    "ref",
    { readonly picker?: "popup" | "select" }
  >,
  /**
   * A value picked from an online report's rows (JPopup, `popup` / `input_pop`): the report's `orgFields`
   * columns fill the form's `destFields`, this field among them.
   */
  popup: ((report, options) => ({ ...options, kind: "popup", report })) as Coded<
    "popup",
    { readonly orgFields: string; readonly destFields: string }
  >,
  /** Usernames, comma-separated (user picker). */
  user: plain("user"),
  /** Department ids, comma-separated (department picker). */
  department: plain("department"),
  /** A district's code picked with the area picker; `textField` names the field keeping its names. */
  area: plain("area") as <const O extends FieldOptions<string> & { readonly textField?: string }>(
    options: O,
  ) => Field<"area"> & O & { readonly kind: "area" },
  /** File paths, comma-separated. */
  upload: plain("upload"),
  image: plain("image"),
  richText: plain("richText"),
  markdown: plain("markdown"),
  /** Written, never read back: left out of lists, exports and answers. */
  password: plain("password"),
  /** Carried by the form without a control. */
  hidden: plain("hidden"),
};

/** Dictionary-backed kinds: their records carry `<field>_dictText`. */
export function isDictField(f: Field): boolean {
  return f.kind === "dict" || f.kind === "multiDict" || f.kind === "tree";
}
