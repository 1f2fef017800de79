export {
  createIcon,
  ICON_DEFAULTS,
  Icon,
  type IconByComponentProps,
  type IconComponent,
  type IconProps,
} from "./create-icon";
export * from "./icons";
