/** A dictionary item as the server sends it; `title` and `label` are copies of `text`. */
export interface DictModel {
  value: string;
  text: string;
  color: string | null;
  jsonObject: unknown;
  title: string;
  label: string;
}

/** Every dictionary by code, as `/sys/dict/queryAllDictItems` and the login result carry them. */
export type DictItemsByCode = Record<string, DictModel[]>;
