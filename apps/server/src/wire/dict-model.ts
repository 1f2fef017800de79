/** JeecgBoot's DictModel: `title` and `label` are copies of `text`. */
export interface DictModel {
  value: string;
  text: string;
  color: string | null;
  jsonObject: null;
  title: string;
  label: string;
}

export function toDictModel(value: string, text: string, color: string | null): DictModel {
  return { value, text, color, jsonObject: null, title: text, label: text };
}
