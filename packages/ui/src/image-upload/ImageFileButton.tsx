import { useRef } from "react";

export interface ImageFileButtonProps {
  /** The button's text, and the hidden file input's name. */
  label: string;
  /** Shown instead of `label` while an upload is under way; the button is disabled meanwhile. */
  busyLabel: string;
  busy: boolean;
  className: string;
  onFile: (file: File) => void;
}

/** An editor toolbar's 上传图片: a button that opens the file chooser for one image. */
export function ImageFileButton({ label, busyLabel, busy, className, onFile }: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? busyLabel : label}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={label}
        onChange={(event) => {
          const [file] = event.target.files ?? [];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
