// Everything, for apps that do not mind the size; prefer `@kanya/ui/<component>` subpaths.
export * from "./button";
export * from "./locale";
