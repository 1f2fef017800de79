import type { Field } from "@kanya/core/resource";
import { DictSelect } from "@kanya/ui/dict-select";
import { Input } from "@kanya/ui/input";
import { InputNumber } from "@kanya/ui/input-number";
import { Textarea } from "@kanya/ui/textarea";
import type { ReactElement } from "react";
import { useText } from "../locale";
import { useDictLoaders } from "./use-dict-loaders";

/**
 * The form control of a field kind, as one element FormField wires (value, onChange, id, ARIA). Kinds
 * without a dedicated control yet (pickers, uploads, rich text) edit their wire text.
 */
export function useFieldControl(): (f: Field) => ReactElement {
  const t = useText();
  const { loadDictItems } = useDictLoaders();
  return (f) => {
    const typed = t("list.placeholder", { label: f.label });
    const chosen = t("list.choose", { label: f.label });
    switch (f.kind) {
      case "dict":
      case "multiDict":
        return (
          <DictSelect
            dictCode={f.dictCode ?? ""}
            loadDictItems={loadDictItems}
            placeholder={chosen}
            allowClear
            {...(f.kind === "multiDict" ? { mode: "multiple" as const } : {})}
          />
        );
      case "number":
      case "money":
        return <InputNumber placeholder={typed} className="w-full" />;
      case "textarea":
      case "richText":
      case "markdown":
        return <Textarea placeholder={typed} rows={3} />;
      case "password":
        return <Input type="password" placeholder={typed} autoComplete="new-password" />;
      default:
        return <Input placeholder={typed} />;
    }
  };
}
