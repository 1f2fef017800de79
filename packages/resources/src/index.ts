// Kanya's record types, one file each, a folder per family; the server and the console import them.
import * as system from "./system/index.js";

export * from "./system/index.js";

/** Every resource, by name. */
export const resources = { ...system } as const;
