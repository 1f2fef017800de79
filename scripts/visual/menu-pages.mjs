// Every page the seeded menus lead to and the console has a view for: the visual run photographs each one
// and the console's e2e runs axe on each one, so a new page is covered the day its view file lands.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Pages left out, with why: their content changes from run to run, or another shot already covers them. (The
 * monitoring pages are photographed: the visual server gives them fixed figures, see `monitor-fixture.mjs`.)
 * A page here is still axe-checked; only its picture is skipped.
 */
export const UNPHOTOGRAPHED_PAGES = {
  "dashboard/Analysis": "the frame shots photograph the home page already",
};

/**
 * The menu's leaves (`{ title, path, component }`, menu order) whose component has a view file under
 * `apps/console/src/views`, directly or through the console's alias table (`views/view-aliases.json`: the
 * online report and form lists); `component` is the view file's path, and a view reached twice is listed
 * once. Iframe and external entries, containers and views not built yet are left out.
 * @param {readonly import("@kanya/core/menu").ServerMenuItem[]} menu `getUserPermissionByToken`'s menu
 * @param {string} root the repository root
 */
export function menuPages(menu, root) {
  const viewsDir = join(root, "apps/console/src/views");
  /** @type {Record<string, string>} */
  const aliases = JSON.parse(readFileSync(join(viewsDir, "view-aliases.json"), "utf8"));
  const pages = [];
  const seen = new Set();
  const visit = (items) => {
    for (const item of items) {
      if (item.children?.length) visit(item.children);
      else if (item.route !== "0" && !item.meta.internalOrExternal) {
        const name = item.component.replace(/^\/+/, "").replace(/\.vue$/, "");
        const component = aliases[name] ?? name;
        if (!seen.has(component) && existsSync(join(viewsDir, `${component}.tsx`))) {
          seen.add(component);
          pages.push({ title: item.meta.title, path: item.path, component });
        }
      }
    }
  };
  visit(menu);
  return pages;
}
