import type { PermissionSource } from "./permission-set.js";
import { deniedKeysUnderPrefix } from "./prefixed-permissions.js";

export type ListPageAction = "add" | "edit" | "delete" | "import" | "export";

const LIST_PAGE_ACTIONS: readonly ListPageAction[] = ["add", "edit", "delete", "import", "export"];

/**
 * The permission codes of a generic list page: the page name followed by the page's code (the channel
 * or query code, when the page has one), then `:add`, `:edit`, `:delete`, `:import`, `:export`.
 */
export function listPageCodes(
  pageName: string,
  code?: string | number | null,
): Record<ListPageAction, string> {
  const base = `${pageName}${code ?? ""}`;
  return Object.fromEntries(LIST_PAGE_ACTIONS.map((action) => [action, `${base}:${action}`])) as Record<
    ListPageAction,
    string
  >;
}

/**
 * Toolbar buttons left after excluding those the user lacks under `authPrefix` (prefix plus colon).
 * The system's batch-delete code is `batch_delete`, while the toolbar names that button `remove`,
 * so excluding one excludes the other.
 */
export function visibleToolbarButtons<B extends string>(
  buttons: readonly B[],
  authPrefix: string,
  source: PermissionSource,
): B[] {
  const excluded = deniedKeysUnderPrefix(`${authPrefix}:`, source);
  if (excluded.has("batch_delete")) excluded.add("remove");
  return buttons.filter((button) => !excluded.has(button));
}
