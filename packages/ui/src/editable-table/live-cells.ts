/**
 * A live cell (checkbox, radios) from the keyboard, whose controls sit outside the grid's tab order: a checkbox
 * ticks; radios take focus on the chosen one (or the first), where the arrow keys choose and Escape returns.
 */
export function activateLiveCell(cell: HTMLElement): void {
  const checkbox = cell.querySelector<HTMLElement>('[role="checkbox"]:not(:disabled)');
  if (checkbox) {
    checkbox.click();
    return;
  }
  const radio =
    cell.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]:not(:disabled)') ??
    cell.querySelector<HTMLElement>('[role="radio"]:not(:disabled)');
  radio?.focus();
}
