import { clsx } from "clsx";
import { type CSSProperties, type ReactNode, useState } from "react";
import { ImagePreview } from "./ImagePreview";
import { UploadFileList } from "./UploadFileList";
import { UploadPictureCards } from "./UploadPictureCards";
import { UploadTrigger } from "./UploadTrigger";
import type { UploadItem } from "./upload-model";
import { type UseUploadOptions, useUpload } from "./use-upload";

export interface UploadProps extends UseUploadOptions {
  /** `text`: a button and a file list (JUpload); `picture-card`: thumbnails and an add card. Default `text`. */
  listType?: "text" | "picture-card";
  /** The trigger's text. Default 上传. */
  text?: ReactNode;
  /** The file picker's filter, e.g. `image/*`. */
  accept?: string;
  /** Pick several files at once. Default true. */
  multiple?: boolean;
  /** Cards get move buttons (picture-card only). */
  reorderable?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * JeecgBoot's JUpload: files go up one by one through `upload`, with progress and cancel; drop files on the
 * field or paste them into it as well. The value is the stored paths, comma-separated.
 */
export function Upload({
  listType = "text",
  text,
  accept,
  multiple,
  reorderable,
  id,
  className,
  style,
  ...options
}: UploadProps) {
  const upload = useUpload(options);
  const [preview, setPreview] = useState<UploadItem>();
  const trigger =
    upload.canAdd || listType === "text" ? (
      <UploadTrigger
        upload={upload}
        kind={listType === "text" ? "button" : "card"}
        text={text}
        accept={accept}
        multiple={multiple}
      />
    ) : null;
  return (
    <div
      id={id}
      data-slot="upload"
      data-dragging={upload.dragging || undefined}
      {...upload.dropTargetProps}
      className={clsx(
        "flex flex-col gap-2 rounded-md outline-offset-4 data-dragging:outline-2 data-dragging:outline-primary data-dragging:outline-dashed",
        className,
      )}
      style={style}
    >
      {listType === "text" ? (
        <>
          {trigger}
          <UploadFileList upload={upload} />
        </>
      ) : (
        <>
          <UploadPictureCards
            upload={upload}
            reorderable={reorderable}
            onPreview={setPreview}
            trigger={trigger}
          />
          <ImagePreview item={preview} onClose={() => setPreview(undefined)} />
        </>
      )}
    </div>
  );
}
