import type { Field } from "@kanya/core/resource";
import { DictSelect } from "@kanya/ui/dict-select";
import { Input } from "@kanya/ui/input";
import { InputNumber } from "@kanya/ui/input-number";
import { Textarea } from "@kanya/ui/textarea";
import type { ReactElement } from "react";
import { useText } from "../locale";
import { AreaControl } from "./controls/area-control";
import {
  CategoryControl,
  DepartmentControl,
  PopupControl,
  RefControl,
  UserControl,
} from "./controls/choice-controls";
import { MarkdownControl, RichTextControl } from "./controls/editor-controls";
import { UploadControl } from "./controls/file-controls";
import { DateControl, SwitchControl } from "./controls/value-controls";
import { controlKind } from "./field-control-kind";
import { useFieldLoaders } from "./use-field-loaders";

/**
 * The form control of a field, as one element FormField wires (value, onChange, id, ARIA): a control per
 * kind of @kanya/core/resource (see `controlKind`), each loading through the signed-in client.
 */
export function useFieldControl(): (f: Field) => ReactElement {
  const t = useText();
  const loaders = useFieldLoaders();
  return (f) => {
    const typed = t("list.placeholder", { label: f.label });
    const chosen = t("list.choose", { label: f.label });
    const kind = controlKind(f);
    switch (kind) {
      case "dict":
      case "multiDict":
        return (
          <DictSelect
            dictCode={f.dictCode ?? ""}
            loadDictItems={loaders.dict.loadDictItems}
            placeholder={chosen}
            allowClear
            {...(kind === "multiDict" ? { mode: "multiple" as const } : {})}
          />
        );
      case "number":
        return <InputNumber placeholder={typed} className="w-full" />;
      case "textarea":
        return <Textarea placeholder={typed} rows={3} />;
      case "password":
        return <Input type="password" placeholder={typed} autoComplete="new-password" />;
      case "switch":
        return <SwitchControl field={f} />;
      case "date":
      case "datetime":
        return <DateControl field={f} placeholder={chosen} />;
      case "category":
        return <CategoryControl field={f} loaders={loaders} placeholder={chosen} />;
      case "ref":
        return <RefControl field={f} loaders={loaders} placeholder={chosen} />;
      case "popup":
        return <PopupControl field={f} loaders={loaders} placeholder={chosen} />;
      case "user":
        return <UserControl field={f} loaders={loaders} placeholder={chosen} />;
      case "department":
        return <DepartmentControl field={f} loaders={loaders} placeholder={chosen} />;
      case "area":
        return <AreaControl field={f} placeholder={chosen} />;
      case "upload":
      case "image":
        return <UploadControl field={f} loaders={loaders} />;
      case "richText":
        return <RichTextControl field={f} loaders={loaders} placeholder={typed} />;
      case "markdown":
        return <MarkdownControl field={f} loaders={loaders} />;
      case "none":
        return <input type="hidden" />;
      default:
        return <Input placeholder={typed} />;
    }
  };
}
