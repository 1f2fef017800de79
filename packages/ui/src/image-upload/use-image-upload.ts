import { useState } from "react";

export interface ImageUploadOptions {
  /** Stores an image and answers its address; without it there is nothing to upload. */
  uploadImage: ((file: File) => Promise<string>) | undefined;
  /** Puts the stored image in (at the caret, as the editor writes images). */
  insert: (url: string, file: File) => void;
  /** The failure's text, from the reason's message. */
  failedText: (message: string) => string;
  /** Set: a file that is not an image is refused with this text (a paste or drop can bring anything). */
  notImageText?: string;
}

/**
 * An editor's image uploads: each file goes up through `uploadImage` and in through `insert`; while any is
 * under way `uploading` is true, and the last failure says why until `dismiss` (the text is left as it was).
 */
export function useImageUpload({ uploadImage, insert, failedText, notImageText }: ImageUploadOptions) {
  const [underWay, setUnderWay] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (!uploadImage) return;
    if (notImageText !== undefined && !file.type.startsWith("image/")) {
      setProblem(notImageText);
      return;
    }
    setProblem(null);
    setUnderWay((n) => n + 1);
    try {
      insert(await uploadImage(file), file);
    } catch (reason) {
      setProblem(failedText(reason instanceof Error ? reason.message : String(reason)));
    } finally {
      setUnderWay((n) => n - 1);
    }
  };

  return { uploading: underWay > 0, problem, upload, dismiss: () => setProblem(null) };
}
