/** How a stored file is previewed: images in the lightbox, PDFs on the preview page, the rest by a link. */
export type PreviewKind = "image" | "pdf" | "link";

const IMAGE = /\.(png|jpe?g|gif|bmp|svg|ico|webp)$/i;

export function previewKind(name: string): PreviewKind {
  const path = name.split(/[?#]/)[0] ?? "";
  if (IMAGE.test(path)) return "image";
  if (/\.pdf$/i.test(path)) return "pdf";
  return "link";
}
