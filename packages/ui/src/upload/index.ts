export { type CompressImageOptions, compressImage } from "./compress-image";
export { ImagePreview } from "./ImagePreview";
export { ImageUpload, type ImageUploadProps } from "./ImageUpload";
export { Upload, type UploadProps } from "./Upload";
export { UploadFileList } from "./UploadFileList";
export { UploadFileName, type UploadFileNameProps } from "./UploadFileName";
export { UploadPictureCards, type UploadPictureCardsProps } from "./UploadPictureCards";
export { UploadPopup, type UploadPopupFile, type UploadPopupProps } from "./UploadPopup";
export { UploadTrigger, type UploadTriggerProps } from "./UploadTrigger";
export {
  fileAccessUrl,
  itemsFromValue,
  shortFileName,
  type UploadFunction,
  type UploadItem,
  type UploadRequestOptions,
  type UploadResponse,
  type UploadStatus,
  valueOfItems,
} from "./upload-model";
export { type BeforeUpload, type UploadState, type UseUploadOptions, useUpload } from "./use-upload";
