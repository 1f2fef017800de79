import { createContext, useContext } from "react";

/** Ant Design's three form layouts: label above, label beside (right-aligned column), all in one row. */
export type FormLayout = "vertical" | "horizontal" | "inline";

export interface FormLayoutOptions {
  layout: FormLayout;
  /** Width of the label column in the horizontal layout (any CSS length). */
  labelWidth: string;
  /** Disables every field (their controls get `disabled`). */
  disabled: boolean;
}

export const DEFAULT_LABEL_WIDTH = "8rem";

export const FormLayoutContext = createContext<FormLayoutOptions>({
  layout: "vertical",
  labelWidth: DEFAULT_LABEL_WIDTH,
  disabled: false,
});

/** The layout of the nearest `<Form>` (vertical outside one). */
export function useFormLayout(): FormLayoutOptions {
  return useContext(FormLayoutContext);
}
