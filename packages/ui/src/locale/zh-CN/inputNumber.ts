import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `inputNumber.*`: the defaults its components fall back to without a catalog. */
export const inputNumberZhCN: NamespaceMessages<"inputNumber"> = {
  "inputNumber.increase": "增加",
  "inputNumber.decrease": "减少",
};
