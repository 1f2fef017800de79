/** Every built-in text of the library, by key. A component adds its keys here. */
export interface Messages {
  /** Announced to screen readers while a button is busy. */
  "button.loading": string;
}

export type MessageKey = keyof Messages;

/** Values for `{name}` placeholders in a message. */
export type MessageVars = Record<string, string | number>;

/**
 * A language: its BCP 47 tag and its texts. A consumer's own catalog may leave keys out;
 * they fall back to the default (zh-CN) text.
 */
export interface LocaleCatalog {
  locale: string;
  messages: Partial<Messages>;
}

/** A catalog the library ships: every key present, which the type checker verifies. */
export interface CompleteLocaleCatalog extends LocaleCatalog {
  messages: Messages;
}
