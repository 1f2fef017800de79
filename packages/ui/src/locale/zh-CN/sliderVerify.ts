import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `sliderVerify.*`: the defaults its components fall back to without a catalog. */
export const sliderVerifyZhCN: NamespaceMessages<"sliderVerify"> = {
  "sliderVerify.idle": "拖动滑块验证",
  "sliderVerify.success": "验证通过",
  "sliderVerify.label": "滑块验证",
};
