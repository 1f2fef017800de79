export {
  createIcon,
  ICON_DEFAULTS,
  Icon,
  type IconByComponentProps,
  type IconComponent,
  type IconProps,
} from "../icon-base/create-icon";
export * from "./icons";
