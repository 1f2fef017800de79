export { type UseAutoCloseOptions, useAutoClose } from "../imperative-host/use-auto-close";
export { MessageHost, type MessageHostProps } from "./MessageHost";
export {
  type CloseMessage,
  DEFAULT_MESSAGE_DURATION,
  type MessageOptions,
  type MessageType,
  message,
} from "./message-api";
export { useMessages } from "./use-messages";
