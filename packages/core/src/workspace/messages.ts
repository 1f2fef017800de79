import type { WorkspaceRefusal } from "./workspace-state.js";

export type WorkspaceLocale = "zh-CN" | "en-US";

const MESSAGES: Record<WorkspaceLocale, Record<WorkspaceRefusal, string>> = {
  "zh-CN": { homeUnclosable: "首页不能关闭!", lastUnclosable: "这是最后一页，不能再关闭了啦" },
  "en-US": {
    homeUnclosable: "The home page cannot be closed!",
    lastUnclosable: "This is the last page; it cannot be closed",
  },
};

/** The message to show when the workspace refuses an action. */
export function workspaceRefusalMessage(
  refusal: WorkspaceRefusal,
  locale: WorkspaceLocale = "zh-CN",
): string {
  return MESSAGES[locale][refusal];
}
