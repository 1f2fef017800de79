/** What a check-all box shows: ticked when every selectable row is picked, mixed when some are. */
export interface CheckAllState {
  checked: boolean;
  indeterminate: boolean;
}

/** The check-all rule of every face, from the counts of selectable rows and of those picked. */
export function checkAllOf(picked: number, selectable: number): CheckAllState {
  const all = selectable > 0 && picked === selectable;
  return { checked: all, indeterminate: picked > 0 && !all };
}
