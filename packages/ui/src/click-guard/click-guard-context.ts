import { createContext } from "react";

/** Where the click guard's warning goes: the console wires it to `message.warning`. */
export type ClickGuardWarn = (message: string) => void;

export const ClickGuardContext = createContext<ClickGuardWarn | null>(null);
