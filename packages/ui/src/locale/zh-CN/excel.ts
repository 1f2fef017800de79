import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `excel.*`: JImportModal and the export helper (JeecgBoot's wording). */
export const excelZhCN: NamespaceMessages<"excel"> = {
  "excel.importTitle": "导入EXCEL",
  "excel.choose": "选择导入文件",
  "excel.start": "开始上传",
  "excel.uploading": "上传中...",
  "excel.files": "待导入文件",
  "excel.removeFile": "移除 {name}",
  "excel.partialDetail": "具体详情请",
  "excel.partialDownload": "点击下载",
  "excel.downloadFailed": "文件下载失败",
  "excel.unknownFile": "未知的文件",
};
