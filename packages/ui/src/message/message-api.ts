import { isValidElement, type ReactNode } from "react";
import { createImperativeStore } from "../imperative-host/imperative-store";
import type { ToastType } from "../imperative-host/ToastIcon";

export type MessageType = ToastType;

/** Seconds a message stays by default (Ant Design's 3 s). */
export const DEFAULT_MESSAGE_DURATION = 3;

export interface MessageOptions {
  /** Default `info`. */
  type?: MessageType;
  content: ReactNode;
  /** Seconds before it closes by itself; `0` keeps it until closed. Default 3. */
  duration?: number;
  /** Opening again with the same key replaces the message in place (e.g. loading → success). */
  key?: string;
  /** Called once the message has gone, whatever closed it. */
  onClose?: () => void;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
}

/** Closes the message it was returned for; calling it again does nothing. */
export type CloseMessage = () => void;

/** Where `message.*` put their messages; `<MessageHost>` shows them. */
export const messageStore = createImperativeStore<MessageOptions>("kanya-message");

type Shortcut = {
  (content: ReactNode, duration?: number, onClose?: () => void): CloseMessage;
  (options: Omit<MessageOptions, "type">): CloseMessage;
};

function open(options: MessageOptions): CloseMessage {
  const key = messageStore.open(options, options.key);
  return () => messageStore.close(key);
}

function isOptions(value: unknown): value is Omit<MessageOptions, "type"> {
  return typeof value === "object" && value !== null && !isValidElement(value) && "content" in value;
}

function shortcut(type: MessageType): Shortcut {
  return ((
    contentOrOptions: ReactNode | Omit<MessageOptions, "type">,
    duration?: number,
    onClose?: () => void,
  ) =>
    isOptions(contentOrOptions)
      ? open({ ...contentOrOptions, type })
      : open({ type, content: contentOrOptions, duration, onClose })) as Shortcut;
}

/**
 * Global toasts at the top centre, as Ant Design's `message`: `message.success("保存成功")`. Each call returns a
 * function that closes that message. Nothing shows until a `<MessageHost />` is rendered (once, near the root
 * of the app, inside the `LocaleProvider`).
 */
export const message = {
  open,
  info: shortcut("info"),
  success: shortcut("success"),
  warning: shortcut("warning"),
  error: shortcut("error"),
  loading: shortcut("loading"),
  /** Closes the message with `key`, or every message. */
  destroy(key?: string): void {
    if (key === undefined) messageStore.closeAll();
    else messageStore.close(key);
  },
};
