export {
  Drawer,
  type DrawerPlacement,
  type DrawerProps,
  drawerContentClasses,
  drawerOverlayClasses,
} from "./Drawer";
export { type UseDrawerOptions, useDrawer } from "./use-drawer";
