import { Modal } from "../modal/Modal";
import type { UploadItem } from "./upload-model";

/** The lightbox: the stored image at its size (within the viewport), titled with its name. */
export function ImagePreview({ item, onClose }: { item: UploadItem | undefined; onClose: () => void }) {
  return (
    <Modal open={item !== undefined} title={item?.name} footer={null} width={720} onCancel={onClose} centered>
      {item?.url && (
        <img src={item.url} alt={item.name} className="mx-auto max-h-[70vh] max-w-full object-contain" />
      )}
    </Modal>
  );
}
