import type { CompleteLocaleCatalog } from "./messages";

/** US English. Not bundled unless imported, so zh-CN-only apps do not pay for it. */
export const enUS: CompleteLocaleCatalog = {
  locale: "en-US",
  messages: {
    "button.loading": "Loading",
  },
};
