import { Fragment, type ReactNode } from "react";

/**
 * A catalog template with its `{name}` placeholders replaced by nodes (inputs, words). Unknown names stay as
 * written, so a translation with a typo shows the typo rather than losing text.
 */
export function fillTemplate(template: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in slots ? slots[name] : part;
    // The template's parts never reorder, so their index is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    return <Fragment key={index}>{node}</Fragment>;
  });
}
