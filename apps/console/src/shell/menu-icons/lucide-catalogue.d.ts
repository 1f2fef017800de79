// lucide's catalogue module (every icon by its PascalCase name and aliases), imported on its own path.
declare module "lucide/dist/esm/iconsAndAliases.mjs" {
  import type { IconNode } from "lucide";

  const icons: Record<string, IconNode>;
  export = icons;
}
