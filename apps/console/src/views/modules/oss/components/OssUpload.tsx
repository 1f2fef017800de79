import { createUploader } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { Modal } from "@kanya/ui/modal";
import { Upload, type UploadFunction } from "@kanya/ui/upload";
import { useMemo, useState } from "react";
import { config } from "../../../../config";
import { useText } from "../../../../locale";
import { useSession } from "../../../../providers";

/**
 * 文件上传: a dialog with the Upload field, each file sent to `/sys/oss/file/upload` through the client's
 * uploader (progress, cancel); the list reloads as files arrive.
 */
export function OssUpload({ onUploaded }: { onUploaded: () => void }) {
  const t = useText();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const upload = useMemo<UploadFunction>(() => {
    const send = createUploader({
      baseUrl: config.apiBase,
      path: "/sys/oss/file/upload",
      getToken: () => session.getToken(),
      getTenantId: () => session.getTenantId(),
    });
    return async (file, options) => {
      const answer = (await send(file, options)) as unknown as {
        success: boolean;
        message: string;
        result?: { url?: string };
      };
      // The field lists stored paths: the record's address, not the server's 上传成功！.
      return answer.success ? { success: true, message: answer.result?.url ?? file.name } : answer;
    };
  }, [session]);

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("oss.upload")}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t("oss.uploadTitle")} footer={null} destroyOnClose>
        <Upload
          upload={upload}
          multiple
          onChange={onUploaded}
          text={t("oss.upload")}
          staticDomain={config.staticDomain}
        />
      </Modal>
    </>
  );
}
