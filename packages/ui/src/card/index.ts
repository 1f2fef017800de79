export { Card, type CardProps, type CardSize } from "./Card";
