export interface CompressImageOptions {
  /** Default 1920. */
  maxWidth?: number;
  /** Default 1080. */
  maxHeight?: number;
  /** JPEG quality, 0–1. Default 0.7. */
  quality?: number;
}

/** Kinds a canvas would flatten (animation) or rasterise (vectors): sent as they are. */
const KEPT_AS_IS = /^image\/(gif|svg\+xml)$/;

/**
 * JeecgBoot's image compression before upload: scaled down (never up) to fit 1920×1080 with its aspect kept,
 * then re-encoded as JPEG at quality 0.7 on a canvas. The name keeps its base with a `.jpg` extension.
 */
export async function compressImage(file: File, options: CompressImageOptions = {}): Promise<File> {
  const { maxWidth = 1920, maxHeight = 1080, quality = 0.7 } = options;
  if (KEPT_AS_IS.test(file.type)) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxWidth / bitmap.width, maxHeight / bitmap.height);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("2D canvas is not available");
  // JPEG has no transparency: transparent pixels become white rather than black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
  const base = file.name.replace(/\.[^.]*$/, "") || "image";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
}
