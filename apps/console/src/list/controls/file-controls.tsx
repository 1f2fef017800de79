import { ImageUpload, Upload } from "@kanya/ui/upload";
import { config } from "../../config";
import type { FieldLoaders } from "../use-field-loaders";
import { asText, type ControlProps } from "./control-props";

interface LoadedControlProps extends ControlProps {
  loaders: FieldLoaders;
}

/** Files (JUpload) or images (JImageUpload) to `/sys/common/upload`; the value is the stored paths, comma-separated. */
export function UploadControl(props: LoadedControlProps) {
  const Control = props.field.kind === "image" ? ImageUpload : Upload;
  return (
    <Control
      {...(props.id !== undefined ? { id: props.id } : {})}
      upload={props.loaders.upload}
      staticDomain={config.staticDomain}
      value={asText(props.value)}
      onChange={(next) => {
        props.onChange?.(next);
        props.onBlur?.();
      }}
      {...(props.disabled ? { disabled: true } : {})}
    />
  );
}
