export { Empty, EmptyImage, type EmptyProps, type EmptySize } from "./Empty";
