import type { IconNode } from "lucide";
import { ANT_DESIGN_TO_LUCIDE, normalizeIconName } from "./ant-design-names";
import { MENU_ICON_CATALOG } from "./menu-icon-catalog";

/** A name's lucide spelling: Ant Design names are translated, lucide names pass as they are. */
export function lucideNameOf(name: string): string {
  const normalized = normalizeIconName(name);
  return ANT_DESIGN_TO_LUCIDE[normalized] ?? normalized;
}

const catalogued = new Map<string, IconNode | undefined>();

/** The drawing for a menu icon name when it is at hand without loading anything; otherwise undefined. */
export function catalogIcon(name: string | undefined): IconNode | undefined {
  if (!name?.trim()) return undefined;
  // A menu names a few dozen icons and draws them on every render: the name is normalised once.
  if (!catalogued.has(name)) catalogued.set(name, MENU_ICON_CATALOG[lucideNameOf(name)]);
  return catalogued.get(name);
}

let fullCatalogue: Promise<Readonly<Record<string, IconNode>>> | undefined;

/**
 * Any other lucide name: lucide's whole catalogue, loaded once and only by menus that name an icon
 * outside the seeded set. Resolves to undefined for a name lucide does not know either.
 * It is imported as lucide's catalogue module, not as "lucide": a dynamic import of the package itself
 * made the bundler put every icon in the chunk that the sign-in page's static lucide imports load too
 * (96 KB gzip on the first load); this way static imports keep only the icons they name.
 */
export async function loadLucideIcon(name: string): Promise<IconNode | undefined> {
  fullCatalogue ??= import("lucide/dist/esm/iconsAndAliases.mjs").then(
    (module) => module as unknown as Record<string, IconNode>,
  );
  const icons = await fullCatalogue.catch(() => ({}) as Record<string, IconNode>);
  return icons[pascalCase(lucideNameOf(name))];
}

function pascalCase(kebab: string): string {
  return kebab
    .split("-")
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join("");
}
