import { api } from "../api";
import { menu, session } from "../session";
import type { ConsoleServices } from "./services";

/** The services of the running console: one API client, this tab's session and menu. */
export const defaultServices: ConsoleServices = { api, session, menu };
