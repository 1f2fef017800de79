import type { Resource } from "@kanya/core/resource";
import type { RenderValueEditor } from "@kanya/ui/advanced-query";
import { cloneElement, type ReactElement } from "react";
import { asText, type ControlProps } from "./controls/control-props";
import { useFieldControl } from "./FieldControl";
import { controlKind, isPickedControl } from "./field-control-kind";

/**
 * The advanced query's value editor for a resource: a tree, reference, popup, user, department or area field
 * gets the very control its form uses (the same picker on the same loaders), its value the condition's values
 * joined by commas; every other field keeps the builder's own editor (`undefined`).
 */
export function useConditionEditor(resource: Resource): RenderValueEditor {
  const controlOf = useFieldControl();
  return (context) => {
    const f = Object.hasOwn(resource.fields, context.field.value)
      ? resource.fields[context.field.value]
      : undefined;
    if (!f || !isPickedControl(controlKind(f))) return undefined;
    const props: Partial<ControlProps> = {
      // A popup fills the field it is named after (its `destFields` entry).
      name: context.field.value,
      multiple: context.multiple,
      "aria-label": context["aria-label"],
      value: context.values.join(","),
      onChange: (value) => {
        const text = asText(value);
        context.onChange(context.multiple ? text.split(",").filter(Boolean) : [text]);
      },
    };
    return cloneElement(controlOf(f) as ReactElement<Partial<ControlProps>>, props);
  };
}
