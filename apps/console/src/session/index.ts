import { createMenuStore } from "./menu-store";
import { createSessionStore } from "./session-store";

export { createMenuStore, type MenuState, type MenuStore } from "./menu-store";
export { createSessionStore, SESSION_KEYS, type SessionStore } from "./session-store";

/** The browser session of this tab: persisted values in localStorage, the menu in memory. */
export const session = createSessionStore(globalThis.localStorage);
export const menu = createMenuStore();
