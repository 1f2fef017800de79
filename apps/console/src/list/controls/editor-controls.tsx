import { MarkdownEditor } from "@kanya/ui/markdown-editor";
import { RichTextEditor } from "@kanya/ui/rich-text-editor";
import type { FieldLoaders } from "../use-field-loaders";
import { asText, type ControlProps } from "./control-props";

interface LoadedControlProps extends ControlProps {
  loaders: FieldLoaders;
}

const aria = (props: ControlProps) => ({
  ...(props["aria-describedby"] !== undefined ? { "aria-describedby": props["aria-describedby"] } : {}),
  ...(props["aria-invalid"] ? { "aria-invalid": true } : {}),
});

/** HTML through the Tiptap editor (JEditor, 300 px); images go up through `/sys/common/upload`. */
export function RichTextControl(props: LoadedControlProps) {
  return (
    <RichTextEditor
      {...aria(props)}
      {...(props.id !== undefined ? { id: props.id } : {})}
      {...(props["aria-labelledby"] !== undefined
        ? { "aria-labelledby": props["aria-labelledby"] }
        : { "aria-label": props.field.label })}
      {...(props.placeholder !== undefined ? { placeholder: props.placeholder } : {})}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      value={asText(props.value)}
      onChange={(next) => props.onChange?.(next)}
      uploadImage={props.loaders.uploadImage}
      {...(props.disabled ? { readOnly: true } : {})}
    />
  );
}

/** Markdown with its preview (JMarkdownEditor, 300 px); images go up through `/sys/common/upload`. */
export function MarkdownControl(props: LoadedControlProps) {
  return (
    <MarkdownEditor
      {...aria(props)}
      {...(props.id !== undefined ? { id: props.id } : {})}
      aria-label={props.field.label}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      value={asText(props.value)}
      onChange={(next) => props.onChange?.(next)}
      uploadImage={props.loaders.uploadImage}
      {...(props.disabled ? { readOnly: true } : {})}
    />
  );
}
