import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `modal.*`: the defaults its components fall back to without a catalog. */
export const modalZhCN: NamespaceMessages<"modal"> = {
  "modal.ok": "确定",
  "modal.cancel": "取消",
  "modal.close": "关闭",
  "modal.fullscreen": "全屏",
  "modal.exitFullscreen": "退出全屏",
};
