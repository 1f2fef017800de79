import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `pagination.*`: the defaults its components fall back to without a catalog. */
export const paginationZhCN: NamespaceMessages<"pagination"> = {
  "pagination.label": "分页",
  "pagination.total": "{start}-{end} 共 {total} 条",
  "pagination.prev": "上一页",
  "pagination.next": "下一页",
  "pagination.page": "第 {page} 页",
  "pagination.jumpPrev": "向前 5 页",
  "pagination.jumpNext": "向后 5 页",
  "pagination.pageSize": "{size} 条/页",
  "pagination.pageSizeLabel": "每页条数",
  "pagination.jumpTo": "跳至",
  "pagination.pageUnit": "页",
  "pagination.jumpInput": "跳转到的页码",
};
