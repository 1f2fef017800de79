// The rules of Kanya, one concern per folder; each concern is also its own entry (`@kanya/core/<concern>`).
export * from "./access/index.js";
export * from "./cron/index.js";
export * from "./datasource/index.js";
export * from "./dict/index.js";
export * from "./menu/index.js";
export * from "./query/index.js";
export * from "./resource/index.js";
export * from "./session/index.js";
export * from "./sign/index.js";
export * from "./text/index.js";
export * from "./validate/index.js";
export * from "./workspace/index.js";
