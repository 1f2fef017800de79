export { ANT_DESIGN_TO_LUCIDE, normalizeIconName } from "./ant-design-names";
export { MenuIcon } from "./MenuIcon";
export { catalogIcon, loadLucideIcon, lucideNameOf } from "./resolve-menu-icon";
