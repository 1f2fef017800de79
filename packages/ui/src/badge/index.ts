export { Badge, type BadgeProps, type BadgeStatus, useBadge } from "./Badge";
