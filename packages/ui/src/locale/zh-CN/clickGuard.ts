import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `clickGuard.*`: the defaults its components fall back to without a catalog. */
export const clickGuardZhCN: NamespaceMessages<"clickGuard"> = {
  "clickGuard.tooFast": "你点击的太快了，请慢点点击!",
};
