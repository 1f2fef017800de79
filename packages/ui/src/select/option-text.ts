import { isValidElement, type ReactNode } from "react";
import type { SelectFilter, SelectOption } from "./select-types";

/** The text a node renders (strings and numbers, through elements' children), for filtering and names. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return "";
}

/** An option's plain text: its label's text, or its value when the label has none. */
export function optionText(option: SelectOption): string {
  return nodeText(option.label) || option.value;
}

/** The default filter: the option's text contains the search, ignoring case and surrounding spaces. */
export const filterByLabel: SelectFilter = (search, option) =>
  optionText(option).toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
