import { useHostEntries } from "../imperative-host/use-host-entries";
import { messageStore } from "./message-api";

/** The headless layer: the messages to show, for a host with its own look. Close one with `close(key)`. */
export function useMessages() {
  return { messages: useHostEntries(messageStore), close: messageStore.close };
}
