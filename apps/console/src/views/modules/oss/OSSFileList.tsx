import { ossFile } from "@kanya/resources";
import type { DataRow } from "@kanya/ui/data-table";
import { useState } from "react";
import { staticFileUrl } from "../../../config";
import { createListPage } from "../../../list";
import { useText } from "../../../locale";
import { useAccess } from "../../../providers";
import { OssPreview, type OssPreviewFile } from "./components/OssPreview";
import { OssUpload } from "./components/OssUpload";
import { previewKind } from "./components/oss-preview";

/** JeecgBoot's code for uploading (the list page's 新增 has no meaning here). */
const UPLOAD_CODE = `${ossFile.permission}:upload`;

/**
 * 对象存储 (/oss/file): the stored files, found by name; 文件上传 adds files, 预览 shows an image or a PDF
 * (anything else opens by its link), 删除 removes the record and the file.
 */
export default createListPage(ossFile, {
  columns: (columns) =>
    columns.map((column) =>
      column.key === "url"
        ? { ...column, render: (value) => <FileLink path={String(value ?? "")} /> }
        : column,
    ),
  useParts: function useOssParts(reload) {
    const t = useText();
    const access = useAccess();
    const [shown, setShown] = useState<OssPreviewFile & { kind: "image" | "pdf" }>();
    const preview = (row: DataRow) => {
      const file = { fileName: String(row.fileName ?? ""), url: String(row.url ?? "") };
      const kind = previewKind(file.url);
      if (kind === "link") window.open(staticFileUrl(file.url), "_blank", "noopener,noreferrer");
      else setShown({ ...file, kind });
    };
    return {
      toolbar: access.can(UPLOAD_CODE) ? <OssUpload onUploaded={reload} /> : null,
      rowActions: (row) => [{ key: "preview", label: t("oss.preview"), onSelect: () => preview(row) }],
      dialogs: <OssPreview file={shown} onClose={() => setShown(undefined)} />,
    };
  },
});

function FileLink({ path }: { path: string }) {
  if (!path) return null;
  return (
    <a
      href={staticFileUrl(path)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary hover:underline"
    >
      {path}
    </a>
  );
}
