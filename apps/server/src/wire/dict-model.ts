import type { DictModel } from "@kanya/client";

/** JeecgBoot's DictModel: `title` and `label` are copies of `text`. */
export type { DictModel } from "@kanya/client";

export function toDictModel(value: string, text: string, color: string | null): DictModel {
  return { value, text, color, jsonObject: null, title: text, label: text };
}
