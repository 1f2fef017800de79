import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `upload.*`: JUpload, JImageUpload and the upload popup (spec §3–§5, §9 wording). */
export const uploadZhCN: NamespaceMessages<"upload"> = {
  "upload.button": "上传",
  "upload.dropHint": "点击上传，或将文件拖拽、粘贴到此处",
  "upload.list": "已上传文件",
  "upload.uploading": "{name} 上传中",
  "upload.remove": "删除 {name}",
  "upload.cancel": "取消上传 {name}",
  "upload.removeTitle": "确认删除",
  "upload.removeConfirm": "确定要删除文件“{name}”吗？",
  "upload.failed": "{file} 上传失败.",
  "upload.failedGeneric": "文件上传失败",
  "upload.errorTitle": "上传出错",
  "upload.errorText": "错误信息：{message}",
  "upload.unknownError": "未知错误",
  "upload.nothing": "未上传任何文件",
  "upload.preview": "预览 {name}",
  "upload.download": "下载 {name}",
  "upload.imageOnly": "请上传图片",
  "upload.moveBefore": "前移 {name}",
  "upload.moveAfter": "后移 {name}",
  "upload.atEnd": "已到最后~",
};
