import type { CompleteLocaleCatalog } from "./messages";

/** Simplified Chinese, the default catalog. */
export const zhCN: CompleteLocaleCatalog = {
  locale: "zh-CN",
  messages: {
    "button.loading": "加载中",
  },
};
