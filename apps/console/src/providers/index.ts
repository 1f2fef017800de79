export { type Access, useAccess, useMenuRoutes, useMenuState } from "./access";
export { useApi, useSignInApi } from "./api";
export { ConsoleProviders } from "./ConsoleProviders";
export { useDictItems, useDictionaries } from "./dictionaries";
export type { ConsoleServices } from "./services";
export { useSession, useSessionUser, useSessionValue } from "./session";
export { useListLoadGuard } from "./use-list-load-guard";
