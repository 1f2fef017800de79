import { checkboxBoxClasses } from "../checkbox/checkbox-classes";
import { CheckIcon } from "../icon-base/glyphs";

/**
 * A checkbox cell's box: the Checkbox's button, classes and mark, without its Radix machinery (a context
 * provider, composed handlers and a hidden form input mounted and dropped again per box), which a fast
 * scroll paid for in every drawn row of each checkbox column. Cells are no form fields: the table holds
 * the value. Like the Checkbox: a click toggles, Enter does not (WAI-ARIA), Space reaches it through its
 * grid cell.
 */
export function LightCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the Checkbox's own element (Radix's): a button drawn in Ant Design's look
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      data-state={checked ? "checked" : "unchecked"}
      value="on"
      // Reached through its grid cell, like the cells' other controls.
      tabIndex={-1}
      className={checkboxBoxClasses(false)}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={() => onChange(!checked)}
    >
      {checked && (
        <span data-state="checked" className="pointer-events-none flex items-center justify-center">
          <CheckIcon aria-hidden="true" className="size-3" strokeWidth={3.5} />
        </span>
      )}
    </button>
  );
}
