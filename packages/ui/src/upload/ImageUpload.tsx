import { useCallback } from "react";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { message } from "../message/message-api";
import { type CompressImageOptions, compressImage } from "./compress-image";
import { Upload, type UploadProps } from "./Upload";

export interface ImageUploadProps extends Omit<UploadProps, "listType" | "accept" | "beforeUpload"> {
  /** Compression bounds and quality; `false` sends images as they are. Default 1920×1080, JPEG 0.7. */
  compress?: CompressImageOptions | false;
}

/**
 * JeecgBoot's JImageUpload: picture cards that take images only (anything else: 请上传图片), compress each
 * before it goes up, reorder with the arrows (已到最后~ at the ends) and open in a lightbox.
 */
export function ImageUpload({ compress = {}, reorderable = true, ...props }: ImageUploadProps) {
  const { t } = useLocale(uploadZhCN);
  const beforeUpload = useCallback(
    async (file: File) => {
      if (!file.type.includes("image/")) {
        message.warning(t("upload.imageOnly"));
        return false;
      }
      return compress === false ? file : compressImage(file, compress);
    },
    [compress, t],
  );
  return (
    <Upload
      {...props}
      listType="picture-card"
      accept="image/*"
      reorderable={reorderable}
      beforeUpload={beforeUpload}
    />
  );
}
